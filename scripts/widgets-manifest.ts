/**
 * Writes dist/widgets/custom-elements.json (Custom Elements Manifest, schema 1.0.0) from
 * the widget registry, the single description of every tag (DESIGN §3, §5).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type WidgetDef, widgetBundle, widgetRegistry } from '../src/widgets/registry';

const typeText = (a: WidgetDef['attributes'][number]): string =>
  a.values ? a.values.map((v) => `'${v}'`).join(' | ') : a.type;

export function buildManifest() {
  const defs = Object.entries(widgetRegistry) as [string, WidgetDef][];
  return {
    schemaVersion: '1.0.0',
    readme: '',
    modules: defs.map(([tagName, def]) => ({
      kind: 'javascript-module',
      path: def.module,
      declarations: [
        {
          kind: 'class',
          name: def.className,
          tagName,
          customElement: true,
          description: def.description,
          superclass: { name: 'HTMLElement' },
          attributes: def.attributes.map((a) => ({
            name: a.name,
            fieldName: a.prop,
            type: { text: typeText(a) },
            ...(a.default !== undefined && { default: a.type === 'number' ? a.default : `'${a.default}'` }),
            description: a.description,
          })),
          members: def.properties.map((p) => {
            const attr = def.attributes.find((a) => a.prop === p.name);
            return {
              kind: 'field',
              name: p.name,
              ...(attr && { type: { text: typeText(attr) }, attribute: attr.name }),
              description: p.description,
            };
          }),
          events: def.events.map((e) => ({
            name: e.name,
            type: { text: `CustomEvent<${e.detail}>` },
            description: `${e.description} Bubbles, composed${e.cancelable ? ', cancelable' : ''}.`,
          })),
          cssParts: def.parts.map((p) => ({ name: p.name, description: p.description })),
          cssProperties: def.cssProperties.map((c) => ({
            name: c.name,
            ...(c.default !== undefined && { default: c.default }),
            description: c.description,
          })),
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition',
          name: tagName,
          declaration: { name: def.className, module: def.module },
        },
      ],
    })),
  };
}

const out = join(widgetBundle.dir, widgetBundle.manifest);
mkdirSync(widgetBundle.dir, { recursive: true });
writeFileSync(out, `${JSON.stringify(buildManifest(), null, 2)}\n`);
console.log(`wrote ${out}`);
