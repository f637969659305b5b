/**
 * A service without a photo gets its own cover, drawn from its data: its
 * name, its service type's icon and its first standard, on one of several colour schemes chosen
 * by its id, so neighbouring cards differ. Everything sits in the centre square, which lists that
 * crop the 4:3 picture to a square still show. The goods answers name `/files/cover/<id>.svg` for such
 * a service; GET that path draws it (goods-cover-http.ts).
 */

const ICONS: Readonly<Record<number, string>> = {
  // 检验检测: a flask
  1: '<path d="M28 72h44l7 12a4 4 0 0 1-3 6H24a4 4 0 0 1-3-6z" fill="B"/><path d="M38 10h24M43 10v28L19 82a6 6 0 0 0 5 10h52a6 6 0 0 0 5-10L57 38V10" fill="none" stroke="A" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>',
  // 认证认可: a certificate with a seal
  2: '<rect x="12" y="8" width="58" height="80" rx="6" fill="none" stroke="A" stroke-width="6"/><path d="M24 26h34M24 40h34M24 54h18" stroke="A" stroke-width="5" stroke-linecap="round"/><path d="M64 80l-5 16 13-6 13 6-5-16" fill="B"/><circle cx="72" cy="68" r="17" fill="B"/><path d="M64 68l6 6 10-11" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
  // 计量校准: a gauge
  3: '<path d="M12 72a38 38 0 0 1 76 0" fill="none" stroke="A" stroke-width="8" stroke-linecap="round"/><path d="M50 24v8M22 42l6 5M78 42l-6 5M14 68h6M86 68h-6" stroke="A" stroke-width="4" stroke-linecap="round"/><path d="M50 72l20-26" stroke="B" stroke-width="6" stroke-linecap="round"/><circle cx="50" cy="72" r="8" fill="B"/>',
  // 培训: an open book
  4: '<path d="M50 26C40 18 24 16 10 18v60c14-2 30 0 40 8 10-8 26-10 40-8V18c-14-2-30 0-40 8zM50 26v60" fill="none" stroke="A" stroke-width="6" stroke-linejoin="round"/><path d="M20 34c8-1 16 0 22 3M20 48c8-1 16 0 22 3M58 37c6-3 14-4 22-3M58 51c6-3 14-4 22-3" fill="none" stroke="B" stroke-width="4" stroke-linecap="round"/>',
  // 咨询: speech bubbles
  5: '<path d="M80 36h4a6 6 0 0 1 6 6v26a6 6 0 0 1-6 6h-2v12L70 74H50a6 6 0 0 1-6-6v-4" fill="none" stroke="B" stroke-width="6" stroke-linejoin="round"/><path d="M12 20a8 8 0 0 1 8-8h44a8 8 0 0 1 8 8v28a8 8 0 0 1-8 8H36L22 68V56a8 8 0 0 1-10-8z" fill="none" stroke="A" stroke-width="6" stroke-linejoin="round"/>',
};

/** [light, lighter, accent, second accent]: blues, teals and greens that suit a testing lab. */
const SCHEMES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['#eef5ff', '#d9e8ff', '#1f5fd1', '#12a4b8'],
  ['#e9f8f5', '#d2f0ea', '#0b7a6b', '#2f7fe0'],
  ['#f1f0ff', '#e1defd', '#4b45c2', '#0f8f9d'],
  ['#eaf6fb', '#d3ecf6', '#0b6285', '#3aa675'],
  ['#f3f8ec', '#e2efd3', '#3f7a1c', '#1f6feb'],
  ['#fff4ea', '#ffe6cf', '#b4540b', '#1f6feb'],
];

const FONT = "'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif";
const WIDTH = 400;
const HEIGHT = 300;
const NAME_SIZE = 30;
const NAME_LINES = 3;
/** Lists crop the picture to its centre square: everything stays inside x 60…340. */
const LINE_EM = 260 / NAME_SIZE;

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Width in ems: a CJK character is one, Latin letters and digits about half. */
const ems = (ch: string): number => (ch.charCodeAt(0) < 0x2e80 ? 0.56 : 1);

/** A Latin word or number stays whole; CJK characters break anywhere; closing marks never start a line. */
const TOKENS = /[\x21-\u2e7f]+|\s+|[\u2e80-\uffff][）)】」』，。、：；！？%]?|./gu;

/** The name broken into at most three lines, the last ending in … when the name is longer. */
export function wrapName(name: string, lineEm = LINE_EM, maxLines = NAME_LINES): string[] {
  const lines: string[] = [];
  let line = '';
  const widthOf = (text: string) => [...text].reduce((sum, ch) => sum + ems(ch), 0);
  const tokens = name.trim().replace(/\s+/g, ' ').match(TOKENS) ?? [];
  for (let i = 0; i < tokens.length; i++) {
    let token = tokens[i] ?? '';
    if (widthOf(line + token) <= lineEm) {
      line += token;
      continue;
    }
    // a word longer than a whole line is cut where the line ends
    if (!line.trim() || widthOf(token) > lineEm) {
      const chars = [...token];
      while (chars.length && widthOf(line + chars[0]) <= lineEm) line += chars.shift();
      token = chars.join('');
    }
    lines.push(line.trim());
    if (lines.length === maxLines) {
      lines[maxLines - 1] = `${[...(lines[maxLines - 1] ?? '')].slice(0, -1).join('')}…`;
      return lines;
    }
    line = token.trimStart();
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

export interface CoverData {
  id: number;
  /** Empty for a service that was never public: its cover names only its type. */
  name: string;
  type: number;
  typeName: string;
  standard: string | null;
}

/** The cover as an SVG document, 400 × 300 like the goods cards' picture box. */
export function coverSvg(d: CoverData): string {
  const [light, lighter, accent, second] = SCHEMES[d.id % SCHEMES.length] ?? SCHEMES[0];
  const icon = (ICONS[d.type] ?? ICONS[1]).replace(/"A"/g, `"${accent}"`).replace(/"B"/g, `"${second}"`);
  const lines = d.name ? wrapName(d.name) : [];
  const top = 132 - ((lines.length - 1) * NAME_SIZE * 1.3) / 2;
  const name = lines
    .map(
      (line, i) =>
        `<text x="200" y="${Math.round(top + i * NAME_SIZE * 1.3)}" font-size="${NAME_SIZE}" font-weight="700" fill="#1d2433" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const foot = d.standard ?? '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(d.name || d.typeName)}" font-family="${FONT}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${lighter}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>`,
    `<g transform="translate(${lines.length ? '236 150) scale(1.1)" opacity=".16"' : '140 90) scale(1.2)"'}>${icon}</g>`,
    name,
    `<rect x="180" y="236" width="40" height="4" rx="2" fill="${second}"/>`,
    foot
      ? `<text x="200" y="266" font-size="17" fill="#4a5468" text-anchor="middle">${escapeXml(foot.slice(0, 28))}</text>`
      : '',
    '</svg>',
  ].join('');
}

/** Where a service's picture comes from: its own cover, or the one drawn from its data. */
export const coverUrl = (id: number, cover: string): string => cover || `/files/cover/${id}.svg`;

/** Its pictures for the gallery: its own, or the drawn cover alone. */
export const picturesOf = (id: number, cover: string, pictures: readonly string[]): string[] =>
  pictures.length ? [...pictures] : [coverUrl(id, cover)];
