/**
 * Writes the embedders' pages from the widget registry and dist/widgets/custom-elements.json
 * (run by `npm run build:widgets`, after widgets-manifest.ts), so they cannot drift from the
 * bundle (DESIGN §5):
 * - dist/demo/guide.html: every element live, with its attributes, events, parts, CSS
 *   properties and the snippet to copy (served at /demo/guide.html);
 * - dist/demo/strict.html: all six elements on a page the partner port serves under a strict
 *   Content-Security-Policy (served at PARTNER/strict.html, MAIN_ORIGIN filled in per request).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type WidgetDef, widgetBundle, widgetRegistry } from '../src/widgets/registry';

/** Where the built demo pages go; src/server/static.ts serves them under /demo/. */
export const GUIDE_DIR = 'dist/demo';
/** Stands for the marketplace's origin in strict.html; the partner site writes the real one. */
export const MAIN_ORIGIN = '__TIC_MAIN_ORIGIN__';

interface ManifestDecl {
  tagName: string;
  description: string;
  attributes: { name: string; type: { text: string }; default?: string; description: string }[];
  events: { name: string; type: { text: string }; description: string }[];
  cssParts: { name: string; description: string }[];
  cssProperties: { name: string; default?: string; description: string }[];
}

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const elementHtml = (tag: string, attrs: Readonly<Record<string, string>>): string =>
  `<${tag}${Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${esc(v)}"`)
    .join('')}></${tag}>`;

function readManifest(): ManifestDecl[] {
  const file = join(widgetBundle.dir, widgetBundle.manifest);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { modules: { declarations: ManifestDecl[] }[] };
  return manifest.modules.flatMap((m) => m.declarations);
}

function table(caption: string, head: string[], rows: string[][]): string {
  if (!rows.length) return `<h4>${caption}</h4><p class="none">无</p>`;
  return `<h4>${caption}</h4><div class="scroll"><table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table></div>`;
}

const code = (s: string): string => `<code>${esc(s)}</code>`;

function section(decl: ManifestDecl, def: WidgetDef): string {
  const tag = decl.tagName;
  const examples = def.examples.map((attrs) => elementHtml(tag, attrs));
  const snippet = [`<script src="${MAIN_ORIGIN}/widgets/tic-widgets.js" defer></script>`, ...examples].join(
    '\n',
  );
  return `
<section class="el" id="${tag}" aria-labelledby="${tag}-title">
  <h2 id="${tag}-title">${code(`<${tag}>`)}</h2>
  <p class="desc">${esc(decl.description)}</p>
  <div class="live">
    <div class="stage" data-tag="${tag}">${examples.join('\n')}</div>
    <div class="log-box"><h4>事件</h4><ol class="log" data-log="${tag}" aria-live="polite"><li class="none">操作挂件后，这里列出它发出的事件</li></ol></div>
  </div>
  <h4>复制代码</h4>
  <pre class="snippet"><code>${esc(snippet)}</code></pre>
  ${table(
    '属性',
    ['名称', '类型', '默认值', '说明'],
    decl.attributes.map((a) => [
      code(a.name),
      code(a.type.text),
      a.default ? code(a.default) : '—',
      esc(a.description),
    ]),
  )}
  ${table(
    '事件（冒泡，可穿过 shadow root）',
    ['名称', 'detail', '说明'],
    decl.events.map((e) => [code(e.name), code(e.type.text), esc(e.description)]),
  )}
  ${table(
    '部件 ::part()',
    ['名称', '说明'],
    decl.cssParts.map((p) => [code(`${tag}::part(${p.name})`), esc(p.description)]),
  )}
  ${table(
    'CSS 自定义属性',
    ['名称', '默认值', '说明'],
    decl.cssProperties.map((c) => [code(c.name), c.default ? code(c.default) : '—', esc(c.description)]),
  )}
</section>`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.7 "PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f2329;background:#f5f7fa}
a{color:#1a62d6}
header.top{background:#0f2a4d;color:#fff;padding:28px 0 22px}
header.top a{color:#cfe0ff}
.wrap{max-width:1180px;margin:0 auto;padding:0 20px}
header.top h1{margin:0 0 6px;font-size:28px}
header.top p{margin:0;opacity:.9}
.layout{display:grid;grid-template-columns:220px minmax(0,1fr);gap:28px;padding:28px 20px 60px}
nav.toc{position:sticky;top:16px;align-self:start;background:#fff;border-radius:8px;padding:14px 16px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
nav.toc ol{margin:0;padding-left:18px}
nav.toc li{margin:4px 0}
.intro,.el{background:#fff;border-radius:8px;padding:22px 24px;margin-bottom:24px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
.el h2{margin:0 0 6px;font-size:22px}
h4{margin:18px 0 8px;font-size:15px}
.desc{color:#4e5969;margin:0 0 12px}
.live{display:grid;grid-template-columns:minmax(0,1.3fr) minmax(0,1fr);gap:16px;align-items:start}
.stage{border:1px dashed #c9d2de;border-radius:8px;padding:20px;min-height:90px;display:flex;flex-wrap:wrap;gap:18px;align-items:center;background:repeating-linear-gradient(45deg,#fafbfc 0 10px,#fff 10px 20px)}
.stage tic-search-bar,.stage tic-hot-words{width:100%}
.log-box{background:#f7f8fa;border-radius:8px;padding:4px 14px 10px;min-height:90px}
.log-box h4{margin:8px 0 4px}
.log{margin:0;padding-left:20px;font:12px/1.6 ui-monospace,Menlo,Consolas,monospace;max-height:150px;overflow:auto;word-break:break-all}
.log .none{list-style:none;margin-left:-20px;color:#86909c;font-family:inherit}
pre.snippet{margin:0;background:#0f1b2d;color:#e6edf7;border-radius:8px;padding:14px 16px;overflow:auto;font:13px/1.6 ui-monospace,Menlo,Consolas,monospace}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;font-size:14px}
th,td{border:1px solid #e5e6eb;padding:6px 10px;text-align:left;vertical-align:top}
th{background:#f2f3f5;font-weight:600;white-space:nowrap}
td:first-child code{white-space:nowrap;word-break:normal}
td code,p code,li code{background:#f2f3f5;border-radius:3px;padding:0 4px;font-size:13px;word-break:break-word}
.none{color:#86909c;margin:0}
@media (max-width:820px){.layout{grid-template-columns:minmax(0,1fr)}nav.toc{position:static}.live{grid-template-columns:minmax(0,1fr)}.intro,.el{padding:16px}}
`;

export function guideHtml(decls: ManifestDecl[]): string {
  const defs = widgetRegistry as Record<string, WidgetDef>;
  const toc = decls.map((d) => `<li><a href="#${d.tagName}">${esc(`<${d.tagName}>`)}</a></li>`).join('');
  const head = `<script src="${MAIN_ORIGIN}/widgets/tic-widgets.js" defer></script>`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>商城挂件嵌入指南 - 检验检测认证服务商城</title>
<style>${STYLE}</style>
<script src="/widgets/tic-widgets.js" defer></script>
<script src="/demo/guide.js" defer></script>
</head>
<body>
<header class="top"><div class="wrap">
  <h1>商城挂件嵌入指南</h1>
  <p>在任何网站上放入检验检测认证服务商城的登录状态、搜索、热词、购物车、关注店铺与加入购物车按钮。本页由挂件表与 custom-elements.json 生成，下方每个示例都是真实运行的挂件。</p>
  <p><a href="/demo/portal.html">← 返回学会门户演示</a> · <a href="/demo/operators.html">运营方：授权合作网站与 CSP 配置</a> · <a href="/widgets/custom-elements.json">custom-elements.json</a></p>
</div></header>
<div class="wrap layout">
<nav class="toc" aria-label="挂件目录"><strong>${decls.length} 个挂件</strong><ol>${toc}</ol></nav>
<main>
<section class="intro" aria-labelledby="start">
  <h2 id="start">开始</h2>
  <p>在页面中加载一次脚本，然后在需要的位置放入标签。接口与商城地址默认取脚本所在域名；可用脚本标签的 ${code('data-api')}、${code('data-storefront')} 或 ${code('TicWidgets.configure({ api, storefront })')} 改写。ES 模块版本：${code('/widgets/tic-widgets.mjs')}。</p>
  <pre class="snippet"><code>${esc(head)}</code></pre>
  <p>登录不在您的网站上进行：需要登录的操作会把访客带到商城的登录页，登录后带着一次性凭证（只在地址的 # 片段中，60 秒内有效，只能用一次）回到原页面，挂件用它换取本网站自己的登录状态。您的域名需由商城运营方授权，见<a href="/demo/operators.html">运营方说明</a>。主题：在页面上设置 ${code('--tic-primary')}、${code('--tic-radius')}、${code('--tic-font')}，或用 ${code('::part()')} 调整各部件。</p>
</section>
${decls.map((d) => section(d, defs[d.tagName]!)).join('\n')}
</main>
</div>
</body>
</html>
`;
}

/** All six elements, nothing inline: the partner port serves it with a strict CSP. */
export function strictHtml(decls: ManifestDecl[]): string {
  const defs = widgetRegistry as Record<string, WidgetDef>;
  const items = decls
    .map(
      (d) =>
        `<section><h2>${esc(`<${d.tagName}>`)}</h2>${elementHtml(d.tagName, defs[d.tagName]!.examples[0]!)}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>严格 CSP 宿主页 — 商城挂件</title>
<link rel="stylesheet" href="/strict.css" />
<script src="${MAIN_ORIGIN}/widgets/tic-widgets.js" data-api="${MAIN_ORIGIN}/api" data-storefront="${MAIN_ORIGIN}" defer></script>
</head>
<body>
<h1>严格 CSP 宿主页</h1>
<p>本页的 Content-Security-Policy 只允许商城脚本（script-src）与商城接口（connect-src），不允许内联脚本、内联样式或 eval。${decls.length} 个挂件照常工作。</p>
${items}
</body>
</html>
`;
}

function main(): void {
  const decls = readManifest();
  mkdirSync(GUIDE_DIR, { recursive: true });
  // the guide is on the marketplace's own origin: guide.js writes it into the snippets
  writeFileSync(
    join(GUIDE_DIR, 'guide.html'),
    guideHtml(decls).replaceAll(MAIN_ORIGIN, '<span data-origin>https://商城域名</span>'),
  );
  writeFileSync(join(GUIDE_DIR, 'strict.html'), strictHtml(decls));
  console.log(`wrote ${GUIDE_DIR}/guide.html and strict.html (${decls.length} elements)`);
}

if (process.argv[1]?.endsWith('widgets-guide.ts')) main();
