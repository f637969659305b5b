/**
 * Draws a Chinese company seal as SVG: a red ring, the name along the top arc, a five-pointed
 * star in the middle and the kind below it. Deterministic, so the lab's seal is drawn the same
 * way every time from its name.
 */
import { SEAL_KIND_LABELS, type SealKind } from '../../../core/rules/seals';

const RED = '#d4241c';
const xml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!,
  );

const round = (n: number) => Math.round(n * 100) / 100;

/** A point on the circle of radius r around (100,100), θ degrees clockwise from the top. */
const at = (r: number, deg: number) => {
  const rad = (deg * Math.PI) / 180;
  return { x: round(100 + r * Math.sin(rad)), y: round(100 - r * Math.cos(rad)) };
};

const star = (): string =>
  starPoints()
    .map((p) => `${p.x},${p.y}`)
    .join(' ');

/** Where the name runs: short names gather at the top, long ones around two thirds of the ring. */
export function sealLayout(name: string) {
  const n = Math.max([...name].length, 1);
  return { sweep: Math.min(250, Math.max(80, n * 22)), radius: 63, size: n > 16 ? 15 : n > 12 ? 17 : 20 };
}

/** The star's points (SVG coordinates, y down). */
export const starPoints = (): { x: number; y: number }[] =>
  Array.from({ length: 10 }, (_, i) => at(i % 2 ? 10.5 : 26, i * 36));

export const SEAL_RED = RED;

export function sealSvg(name: string, kind: SealKind): string {
  const { sweep, radius, size } = sealLayout(name);
  const from = at(radius, -sweep / 2);
  const to = at(radius, sweep / 2);
  const length = round((radius * sweep * Math.PI) / 180);
  const label = SEAL_KIND_LABELS[kind];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">',
    `<defs><path id="arc" d="M${from.x} ${from.y} A${radius} ${radius} 0 ${sweep > 180 ? 1 : 0} 1 ${to.x} ${to.y}"/></defs>`,
    `<g fill="${RED}" font-family="SimSun,STSong,'Songti SC','Noto Serif CJK SC','Noto Sans CJK SC',serif" font-weight="700">`,
    `<circle cx="100" cy="100" r="91" fill="none" stroke="${RED}" stroke-width="6"/>`,
    `<text font-size="${size}"><textPath href="#arc" textLength="${length}" lengthAdjust="spacing">${xml(name)}</textPath></text>`,
    `<polygon points="${star()}"/>`,
    label ? `<text x="100" y="150" font-size="15" text-anchor="middle">${xml(label)}</text>` : '',
    '</g></svg>',
  ].join('');
}

export const sealDataUrl = (name: string, kind: SealKind): string =>
  `data:image/svg+xml;base64,${Buffer.from(sealSvg(name, kind), 'utf8').toString('base64')}`;
