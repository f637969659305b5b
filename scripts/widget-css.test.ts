import { readFileSync } from 'node:fs';
import { css } from 'goober';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { theme } from '../src/widgets/shared/theme';
import { precompileWidgetCss } from '../vite.shared';

const WIDGET_FILE = '/repo/src/widgets/demo/styles.ts';

function transform(plugin: Plugin, code: string, id = WIDGET_FILE): string {
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call({}, code, id)?.code ?? code;
}

/** The stylesheet a transformed module imports, as the plugin serves it to the build. */
function sheetOf(plugin: Plugin, out: string): string {
  const id = /^import ("[^"]+");/.exec(out)?.[1];
  expect(id, 'the module imports its stylesheet').toBeDefined();
  const load = plugin.load as (id: string) => string | null;
  return load.call({}, JSON.parse(id!)) ?? '';
}

/** What goober itself writes for a template at run time (class names made comparable). */
function gooberRules(template: string, keyframes = false): string {
  const sheet = { data: '' };
  const name = css.call({ target: sheet, k: keyframes ? 1 : 0 } as never, template as never);
  return sheet.data.replaceAll(name, 'NAME');
}

describe('precompileWidgetCss (storefront build)', () => {
  const plugin = precompileWidgetCss();

  it('turns a template of theme constants into its class name and the rules goober would write', () => {
    const source = `const s = (k) => ({ a: k.css\`
      color: \${theme.primary};
      border-radius: \${theme.radius};
      & b:hover { margin: 0 4px; }
    \` });`;
    const out = transform(plugin, source);
    // the template becomes its class name; its rules go to the module's stylesheet
    const name = JSON.parse(/a: ("go\w+")/.exec(out)![1]!) as string;
    const rules = sheetOf(plugin, out);
    expect(rules.replaceAll(name, 'NAME')).toBe(
      gooberRules(`color: ${theme.primary}; border-radius: ${theme.radius}; & b:hover { margin: 0 4px; }`),
    );
    expect(rules).toContain('var(--tic-primary, #1a62d6)');
    expect(out).not.toContain('k.css');
  });

  it('leaves a template with run-time values to goober, squeezed', () => {
    // the source text of a template that interpolates a run-time value
    const value = '$' + '{scroll}';
    const out = transform(plugin, `const s = (k, scroll) => k.css\`\n  animation: ${value} 20s linear;\n\`;`);
    expect(out).toBe(`const s = (k, scroll) => k.css\`animation:${value} 20s linear;\`;`);
  });

  it('compiles keyframes as keyframes', () => {
    const out = transform(plugin, 'k.keyframes`from { opacity: 0; } to { opacity: 1; }`');
    const name = JSON.parse(/;("go\w+")$/.exec(out)![1]!) as string;
    expect(sheetOf(plugin, out)).toBe(`@keyframes ${name}{from{opacity:0;}to{opacity:1;}}`);
  });

  it('touches only widget sources', () => {
    const code = 'k.css`color: red;`';
    expect(transform(plugin, code, '/repo/src/storefront/pages/x.tsx')).toBe(code);
  });

  it("compiles every template of the header widgets, the ticker's keyframes included", () => {
    for (const widget of ['mini-cart', 'search-bar', 'hot-words', 'shop-follow', 'login-status']) {
      const file = `/repo/src/widgets/${widget}/styles.ts`;
      const out = transform(plugin, readFileSync(`src/widgets/${widget}/styles.ts`, 'utf8'), file);
      const left = out.match(/\b(css|keyframes)`/g) ?? [];
      expect(left.length, widget).toBe(0);
    }
  });
});
