/**
 * Generates the demo catalogue's illustrations as small flat SVGs under public/images/.
 * Run once after changing the seed data: `npx tsx scripts/make-images.ts`; the output is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { carousels } from '../src/server/seed/data/carousels';
import { merchants } from '../src/server/seed/data/merchants';
import { subsidyPlatforms } from '../src/server/seed/data/subsidies';
import type { SeedCarousel, SeedMerchant } from '../src/server/seed/data/types';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');
const FONT = `font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif"`;
const MAX_BYTES = 3000;

let total = 0;
const write = (file: string, svg: string) => {
  const body = svg.replace(/\n\s*/g, '');
  const bytes = Buffer.byteLength(body);
  if (bytes >= MAX_BYTES) throw new Error(`${file} is ${bytes} bytes (limit ${MAX_BYTES})`);
  const path = join(OUT, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${body}\n`);
  total += bytes + 1;
};

const svg = (w: number, h: number, inner: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">${inner}</svg>`;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const gradient = (id: string, from: string, to: string, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** Mixes a #rrggbb colour with another; t = share of the second colour. */
const mix = (a: string, b: string, t: number) => {
  const ch = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(ch(a, i) * (1 - t) + ch(b, i) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
};

// ——— icons, drawn in a 100×100 box: main stroke colour c, accent a ———
type Icon = (c: string, a: string) => string;
const stroke = (c: string, w = 6) =>
  `fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;
const icons: Record<string, Icon> = {
  flask: (c, a) =>
    `<path d="M28 72h44l7 12a4 4 0 0 1-3 6H24a4 4 0 0 1-3-6z" fill="${a}"/><path d="M38 10h24M43 10v28L19 82a6 6 0 0 0 5 10h52a6 6 0 0 0 5-10L57 38V10" ${stroke(c)}/><circle cx="44" cy="80" r="3" fill="#fff"/><circle cx="56" cy="76" r="2" fill="#fff"/>`,
  seal: (c, a) =>
    `<rect x="12" y="8" width="58" height="80" rx="6" ${stroke(c)}/><path d="M24 26h34M24 40h34M24 54h18" ${stroke(c, 5)}/><path d="M64 80l-5 16 13-6 13 6-5-16" fill="${a}"/><circle cx="72" cy="68" r="17" fill="${a}"/><path d="M64 68l6 6 10-11" ${stroke('#fff', 4)}/>`,
  gauge: (c, a) =>
    `<path d="M12 72a38 38 0 0 1 76 0" ${stroke(c, 8)}/><path d="M50 24v8M22 42l6 5M78 42l-6 5M14 68h6M86 68h-6" ${stroke(c, 4)}/><path d="M50 72l20-26" ${stroke(a, 6)}/><circle cx="50" cy="72" r="8" fill="${a}"/><rect x="26" y="84" width="48" height="8" rx="4" fill="${a}" opacity=".5"/>`,
  book: (c, a) =>
    `<path d="M50 26C40 18 24 16 10 18v60c14-2 30 0 40 8 10-8 26-10 40-8V18c-14-2-30 0-40 8zM50 26v60" ${stroke(c)}/><path d="M20 34c8-1 16 0 22 3M20 48c8-1 16 0 22 3M58 37c6-3 14-4 22-3M58 51c6-3 14-4 22-3" ${stroke(a, 4)}/>`,
  chat: (c, a) =>
    `<path d="M80 36h4a6 6 0 0 1 6 6v26a6 6 0 0 1-6 6h-2v12L70 74H50a6 6 0 0 1-6-6v-4" ${stroke(a)}/><path d="M12 20a8 8 0 0 1 8-8h44a8 8 0 0 1 8 8v28a8 8 0 0 1-8 8H36L22 68V56a8 8 0 0 1-10-8z" ${stroke(c)}/><circle cx="29" cy="34" r="4" fill="${c}"/><circle cx="42" cy="34" r="4" fill="${c}"/><circle cx="55" cy="34" r="4" fill="${c}"/>`,
  leaf: (c, a) =>
    `<path d="M18 86C16 42 44 16 90 12c2 46-24 72-64 74z" ${stroke(c)}/><path d="M18 86l46-46M40 64h18M52 52V38" ${stroke(a, 5)}/>`,
};
const icon = (name: string, x: number, y: number, size: number, c: string, a: string) =>
  `<g transform="translate(${x} ${y}) scale(${size / 100})">${icons[name]!(c, a)}</g>`;

const TYPES = [
  { name: '检验检测', icon: 'flask' },
  { name: '认证认可', icon: 'seal' },
  { name: '计量校准', icon: 'gauge' },
  { name: '培训', icon: 'book' },
  { name: '咨询', icon: 'chat' },
];
const PALETTES = [
  { main: '#1f6feb', accent: '#12b5cb', bg: ['#eef5ff', '#dcebff'] },
  { main: '#0f9d8a', accent: '#1f6feb', bg: ['#e8f8f5', '#d3f0ea'] },
  { main: '#2b59c3', accent: '#0f9d8a', bg: ['#f0f4ff', '#e1f5f8'] },
  { main: '#0b7285', accent: '#4dabf7', bg: ['#e6f6f8', '#e7f0ff'] },
];
const decoration = (n: number, w: number, h: number, colour: string) =>
  [
    `<circle cx="${w - 40}" cy="40" r="90" fill="${colour}" opacity=".08"/><circle cx="40" cy="${h}" r="60" fill="${colour}" opacity=".06"/>`,
    `<path d="M0 ${h - 60}Q${w / 2} ${h - 120} ${w} ${h - 50}V${h}H0z" fill="${colour}" opacity=".08"/>`,
    `<rect x="${w - 120}" y="-30" width="160" height="160" rx="32" transform="rotate(20 ${w - 40} 50)" fill="${colour}" opacity=".08"/>`,
    `<circle cx="${w / 2}" cy="${h / 2 - 15}" r="120" fill="none" stroke="${colour}" stroke-width="14" opacity=".07"/>`,
  ][(n - 1) % 4];

// ——— goods covers: /images/goods/<type>-<n>.svg ———
TYPES.forEach((type, t) => {
  for (let n = 1; n <= 4; n++) {
    const p = PALETTES[(n + t - 1) % PALETTES.length]!;
    const inner = `<defs>${gradient('g', p.bg[0]!, p.bg[1]!)}</defs><rect width="400" height="300" fill="url(#g)"/>${decoration(n, 400, 300, p.main)}<circle cx="200" cy="128" r="74" fill="#fff"/>${icon(type.icon, 150, 78, 100, p.main, p.accent)}<text x="200" y="254" text-anchor="middle" font-size="24" font-weight="600" fill="${p.main}" ${FONT}>${type.name}</text>`;
    write(`goods/${t + 1}-${n}.svg`, svg(400, 300, inner, type.name));
  }
});

// ——— merchant logos and banners ———
const SHORT: Record<number, string> = {
  1: '中研',
  2: '华正',
  3: '衡准',
  4: '蓝海',
  5: '启明',
  6: '鼎诚',
  7: '津检',
  8: '鲁康',
  9: '楚建',
  10: '绿源',
  11: '秦衡',
  12: '锦纶',
};
const KIND: Record<SeedMerchant['kind'], { label: string; icon: string }> = {
  testing_lab: { label: '检验检测机构', icon: 'flask' },
  certification_body: { label: '认证机构', icon: 'seal' },
  metrology_institute: { label: '计量技术机构', icon: 'gauge' },
  training_provider: { label: '培训机构', icon: 'book' },
  consultancy: { label: '咨询机构', icon: 'chat' },
};
const badge = (text: string, colour: string, label: string) =>
  svg(
    120,
    120,
    `<rect width="120" height="120" rx="26" fill="${colour}"/><circle cx="104" cy="16" r="40" fill="#fff" opacity=".12"/><text x="60" y="61" text-anchor="middle" dominant-baseline="central" font-size="${text.length > 1 ? 38 : 56}" font-weight="700" fill="#fff" ${FONT}>${esc(text)}</text>`,
    label,
  );

for (const m of merchants) {
  const short = SHORT[m.id] ?? m.org_name.slice(0, 2);
  write(`merchants/${m.id}-logo.svg`, badge(short, m.theme_color, m.org_name));
  const kind = KIND[m.kind];
  const quals = m.qualifications.some((q) => q.includes('CNAS')) ? ' · CNAS 认可' : '';
  const inner = `<defs>${gradient('b', m.theme_color, mix(m.theme_color, '#0b1f3a', 0.55))}</defs><rect width="1200" height="300" fill="url(#b)"/><circle cx="1080" cy="40" r="200" fill="#fff" opacity=".06"/><circle cx="940" cy="300" r="120" fill="#fff" opacity=".05"/>${icon(kind.icon, 930, 60, 180, '#fff', mix(m.theme_color, '#ffffff', 0.5))}<rect x="80" y="92" width="72" height="72" rx="16" fill="#fff" opacity=".16"/><text x="116" y="129" text-anchor="middle" dominant-baseline="central" font-size="26" font-weight="700" fill="#fff" ${FONT}>${esc(short)}</text><text x="176" y="126" font-size="40" font-weight="700" fill="#fff" ${FONT}>${esc(m.org_name)}</text><text x="178" y="170" font-size="20" fill="#fff" opacity=".85" ${FONT}>${kind.label}${quals} · ${esc(m.city)}</text>`;
  write(`merchants/${m.id}-banner.svg`, svg(1200, 300, inner, m.org_name));
}

// ——— carousel slides: headline · subline ———
const SLIDE: Record<SeedCarousel['position'], { icon: string; from: string; to: string }> = {
  home: { icon: 'flask', from: '#1f6feb', to: '#12b5cb' },
  check: { icon: 'flask', from: '#0b7285', to: '#1f6feb' },
  approbation: { icon: 'seal', from: '#2b59c3', to: '#6f8ff5' },
  metering: { icon: 'gauge', from: '#0f9d8a', to: '#1f6feb' },
  consult: { icon: 'book', from: '#1f6feb', to: '#0f9d8a' },
  subsidy: { icon: 'seal', from: '#1c7ed6', to: '#15aabf' },
  greenc: { icon: 'leaf', from: '#0f9d8a', to: '#37b24d' },
};
const SLIDE_ICON: Record<number, string> = { 3: 'seal', 10: 'chat' };
for (const c of carousels) {
  const s = SLIDE[c.position];
  const [headline = '', ...sublines] = c.title.split(' · ');
  const inner = `<defs>${gradient('c', s.from, s.to)}</defs><rect width="1200" height="400" fill="url(#c)"/><circle cx="1040" cy="200" r="170" fill="#fff" opacity=".1"/><circle cx="1160" cy="20" r="120" fill="#fff" opacity=".06"/>${icon(SLIDE_ICON[c.id] ?? s.icon, 930, 90, 220, '#fff', '#ffe066')}<text x="80" y="170" font-size="46" font-weight="700" fill="#fff" ${FONT}>${esc(headline)}</text><text x="80" y="224" font-size="26" fill="#fff" opacity=".9" ${FONT}>${esc(sublines.join(' · '))}</text><rect x="80" y="262" width="150" height="46" rx="23" fill="#fff"/><text x="155" y="292" text-anchor="middle" font-size="20" font-weight="600" fill="${s.from}" ${FONT}>立即查看 →</text>`;
  write(`carousel/${c.id}.svg`, svg(1200, 400, inner, c.title));
}

// ——— QR-code-like patterns (decorative, not scannable) ———
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let r = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
  return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
};
const qr = (seed: number, centre: string, label: string) => {
  const N = 25;
  const M = 6;
  const Q = 2 * M;
  const rnd = prng(seed);
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= N - 8 && y < 8) || (x < 8 && y >= N - 8);
  const inCentre = (x: number, y: number) => x >= 9 && x <= 15 && y >= 9 && y <= 15;
  let d = '';
  for (let y = 0; y < N; y++) {
    let run = 0;
    for (let x = 0; x <= N; x++) {
      const dark = x < N && !inFinder(x, y) && !inCentre(x, y) && rnd() < 0.48;
      if (dark) run++;
      else if (run) {
        d += `M${Q + (x - run) * M} ${Q + y * M}h${run * M}v${M}h-${run * M}z`;
        run = 0;
      }
    }
  }
  const finder = (x: number, y: number) =>
    `<rect x="${Q + x * M + 3}" y="${Q + y * M + 3}" width="36" height="36" rx="6" fill="none" stroke="#0b1f3a" stroke-width="6"/><rect x="${Q + x * M + 12}" y="${Q + y * M + 12}" width="18" height="18" rx="3" fill="#1f6feb"/>`;
  const size = N * M + 2 * Q;
  const c = Q + 12.5 * M;
  return svg(
    size,
    size,
    `<rect width="${size}" height="${size}" rx="10" fill="#fff"/><path d="${d}" fill="#0b1f3a"/>${finder(0, 0)}${finder(N - 7, 0)}${finder(0, N - 7)}<rect x="${c - 18}" y="${c - 18}" width="36" height="36" rx="8" fill="#1f6feb"/><text x="${c}" y="${c + 1}" text-anchor="middle" dominant-baseline="central" font-size="20" font-weight="700" fill="#fff" ${FONT}>${centre}</text>`,
    label,
  );
};
write('qr-wechat.svg', qr(20260517, '学', '学会公众号二维码'));
write('qr-miniapp.svg', qr(20261122, '商', '商城小程序二维码'));

// ——— licence shown in the footer ———
write(
  'licence.svg',
  svg(
    360,
    240,
    `<rect x="4" y="4" width="352" height="232" rx="10" fill="#fff" stroke="#1f6feb" stroke-width="3"/><rect x="14" y="14" width="332" height="212" rx="6" fill="#f5f9ff" stroke="#1f6feb" stroke-opacity=".4"/><text x="180" y="56" text-anchor="middle" font-size="24" font-weight="700" fill="#0b3d91" ${FONT}>增值电信业务经营许可证</text><g font-size="14" fill="#334" ${FONT}><text x="36" y="100">经营者：北京数衡科技有限公司</text><text x="36" y="128">许可证编号：京B2-20260517</text><text x="36" y="156">业务种类：在线数据处理与交易处理业务</text><text x="36" y="184">有效期至：2031 年 05 月 17 日</text></g><circle cx="302" cy="198" r="26" fill="none" stroke="#e03131" stroke-width="3" opacity=".85"/><path d="M302 183l4.5 9.5 10.5 1-8 7 2.5 10.5-9.5-5.5-9.5 5.5 2.5-10.5-8-7 10.5-1z" fill="#e03131" opacity=".85"/>`,
    '增值电信业务经营许可证',
  ),
);

// ——— news covers and subsidy platform logos ———
['flask', 'leaf', 'chat', 'gauge'].forEach((name, i) => {
  const p = PALETTES[i]!;
  const inner = `<defs>${gradient('n', p.main, p.accent)}</defs><rect width="400" height="240" fill="url(#n)"/>${decoration(i + 1, 400, 240, '#ffffff')}${icon(name, 140, 50, 120, '#fff', '#ffe066')}`;
  write(`news/${i + 1}.svg`, svg(400, 240, inner, '行业资讯配图'));
});
const PLATFORM_SHORT: Record<number, string> = {
  1: '园区',
  2: '高新',
  3: '中小',
  4: '专精',
  5: '绿色',
  6: '外贸',
};
for (const p of subsidyPlatforms) {
  const colour = PALETTES[(p.id - 1) % PALETTES.length]!.main;
  write(`platforms/${p.id}.svg`, badge(PLATFORM_SHORT[p.id] ?? p.name.slice(0, 2), colour, p.name));
}

console.log(`wrote public/images (${(total / 1024).toFixed(1)} KB)`);
