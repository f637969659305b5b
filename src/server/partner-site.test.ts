import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { guideHtml, MAIN_ORIGIN, strictHtml } from '../../scripts/widgets-guide';
import { widgetRegistry, widgetTags } from '../widgets/registry';
import { createPartnerSite } from './partner-site';

/** The manifest's declarations as scripts/widgets-manifest.ts writes them, from the registry. */
const decls = widgetTags.map((tag) => {
  const def = widgetRegistry[tag];
  return {
    tagName: tag,
    description: def.description,
    attributes: def.attributes.map((a) => ({
      name: a.name,
      type: { text: a.type },
      description: a.description,
    })),
    events: def.events.map((e) => ({ name: e.name, type: { text: e.detail }, description: e.description })),
    cssParts: def.parts.map((p) => ({ name: p.name, description: p.description })),
    cssProperties: def.cssProperties.map((c) => ({ name: c.name, description: c.description })),
  };
});

describe('the strict-CSP host on the partner port', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tic-demo-'));
  writeFileSync(join(dir, 'strict.html'), strictHtml(decls));
  const site = createPartnerSite(3000, dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves all six widgets from the marketplace under a policy of two sources', async () => {
    const res = await site.request('http://lab.test:3001/strict.html');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('script-src http://lab.test:3000;');
    expect(csp).toContain('connect-src http://lab.test:3000;');
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|data:/);
    const html = await res.text();
    expect(html).not.toContain(MAIN_ORIGIN);
    expect(html).toContain('<script src="http://lab.test:3000/widgets/tic-widgets.js"');
    // nothing inline: no script body, no style element, no style attribute
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=/);
    for (const tag of widgetTags) expect(html).toContain(`<${tag}`);
    expect(widgetTags).toHaveLength(6);
  });
});

describe('the embedding guide', () => {
  it('documents every element of the registry: attributes, events, parts, CSS properties, example, snippet', () => {
    const html = guideHtml(decls);
    for (const tag of widgetTags) {
      const def = widgetRegistry[tag];
      const at = html.indexOf(`<section class="el" id="${tag}"`);
      expect(at, tag).toBeGreaterThan(0);
      const part = html.slice(at, html.indexOf('</section>', at));
      for (const a of def.attributes) expect(part).toContain(`<code>${a.name}</code>`);
      for (const e of def.events) expect(part).toContain(`<code>${e.name}</code>`);
      for (const p of def.parts) expect(part).toContain(`${tag}::part(${p.name})`);
      for (const c of def.cssProperties) expect(part).toContain(`<code>${c.name}</code>`);
      // the live element and the same element in the snippet to copy
      expect(part).toContain(`<${tag}`);
      expect(part).toContain(`&lt;${tag}`);
    }
  });
});
