/**
 * Widget styles compiled at build time (vite.shared.ts precompileWidgetCss): the storefront
 * renders the widget components in its own document, and each of their templates whose values
 * are theme constants arrives here as its class name and finished rules. Rules written during
 * one render go into the style element together, in a microtask before the paint: each write
 * to a style element makes the browser parse its whole sheet again.
 */
const written = new Set<string>();
let pending = '';

function flush(): void {
  const sheet = document.createElement('style');
  sheet.dataset.tic = 'widgets';
  sheet.textContent = pending;
  pending = '';
  document.head.appendChild(sheet);
}

export function writePrecompiled(className: string, rules: string): string {
  if (!written.has(className)) {
    written.add(className);
    if (!pending) queueMicrotask(flush);
    pending += rules;
  }
  return className;
}
