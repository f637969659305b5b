import type { Context } from 'hono';
import { applySecurityHeaders } from '../../lib/security-headers';

/** Escapes text for HTML element content and quoted attributes. */
export const esc = (v: unknown): string =>
  String(v ?? '').replace(
    /[&<>"'`]/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[ch]!,
  );

/** Styles shared by the simulated provider pages: plain, calm, like a hosted checkout. */
const BASE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.6 -apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f2933;background:#f2f4f7}
.top{background:#fff;border-bottom:1px solid #e4e7ec}
.top div{max-width:880px;margin:0 auto;padding:14px 20px;display:flex;align-items:center;gap:10px;font-size:16px;font-weight:600}
.brand{display:inline-grid;place-items:center;width:30px;height:30px;border-radius:8px;color:#fff;background:var(--accent,#1677ff);font-size:15px}
.top small{font-weight:400;color:#667085;margin-left:auto;font-size:12px}
main{max-width:880px;margin:24px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e4e7ec;border-radius:10px;padding:24px;margin-bottom:16px}
h1{font-size:18px;margin:0 0 16px}
h2{font-size:15px;margin:20px 0 10px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 18px;margin:0}
dt{color:#667085}
dd{margin:0;word-break:break-all}
.amount{font-size:30px;font-weight:700;color:#e4393c}
.amount small{font-size:16px;margin-right:2px}
.actions{display:flex;gap:12px;flex-wrap:wrap;margin-top:24px}
button,.btn{appearance:none;border:1px solid #d0d5dd;background:#fff;color:#344054;border-radius:8px;padding:10px 22px;font:inherit;cursor:pointer;text-decoration:none;display:inline-block}
button.primary,.btn.primary{background:var(--accent,#1677ff);border-color:var(--accent,#1677ff);color:#fff;font-weight:600}
button:focus-visible,.btn:focus-visible,input:focus-visible{outline:3px solid #84adff;outline-offset:2px}
.note{color:#667085;font-size:12px;margin-top:16px}
.msg{text-align:center;padding:40px 24px}
.msg p{color:#475467}
table{width:100%;border-collapse:collapse}
th,td{border:1px solid #e4e7ec;padding:8px 10px;text-align:left;vertical-align:top}
th{background:#f9fafb;font-weight:600}
@media (max-width:520px){main{margin:12px auto}.card{padding:16px}dl{grid-template-columns:1fr;gap:2px}dd{margin-bottom:8px}.actions button,.actions .btn{flex:1 1 100%;text-align:center}}
`;

export interface SimPage {
  title: string;
  /** Who runs the page: the simulated provider's name in the top bar. */
  provider: string;
  /** The provider's colour. */
  accent: string;
  body: string;
  css?: string;
}

export function renderPage(p: SimPage): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(p.title)} - ${esc(p.provider)}</title>
<style>${BASE_CSS}${p.css ?? ''}</style></head>
<body style="--accent:${esc(p.accent)}"><header class="top"><div><span class="brand" aria-hidden="true">${esc(p.provider.charAt(0))}</span>${esc(p.provider)}<small>模拟环境 · 仅供演示</small></div></header>
<main>${p.body}</main></body></html>`;
}

/** A page of the simulated providers: the page security headers, never cached. */
export function sendPage(c: Context, html: string, status: 200 | 400 | 403 | 404 | 410 = 200): Response {
  const res = c.html(html, status);
  applySecurityHeaders(res.headers, 'page');
  res.headers.set('Cache-Control', 'no-store');
  return res;
}

/** A message page (link broken, already paid …) with one way onwards. */
export const messagePage = (
  provider: string,
  accent: string,
  title: string,
  text: string,
  link?: { href: string; label: string },
): string =>
  renderPage({
    title,
    provider,
    accent,
    body: `<section class="card msg" role="alert"><h1>${esc(title)}</h1><p>${esc(text)}</p>${
      link ? `<p><a class="btn primary" href="${esc(link.href)}">${esc(link.label)}</a></p>` : ''
    }</section>`,
  });
