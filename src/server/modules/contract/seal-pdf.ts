import { cjkHex, num, type PdfWriter, textWidth } from '../../lib/pdf/pdf-writer';
import { SEAL_KIND_LABELS, SEAL_RED, type SealKind, sealLayout, starPoints } from './seal-svg';

/** The seal's red as PDF colour operands. */
const RED = [1, 3, 5].map((i) => num(Number.parseInt(SEAL_RED.slice(i, i + 2), 16) / 255)).join(' ');
/** Four Bézier quarter arcs: a circle of radius r around (cx, cy). */
function circle(cx: number, cy: number, r: number): string {
  const k = r * 0.5523;
  const p = (x: number, y: number) => `${num(x)} ${num(y)}`;
  return [
    `${p(cx + r, cy)} m`,
    `${p(cx + r, cy + k)} ${p(cx + k, cy + r)} ${p(cx, cy + r)} c`,
    `${p(cx - k, cy + r)} ${p(cx - r, cy + k)} ${p(cx - r, cy)} c`,
    `${p(cx - r, cy - k)} ${p(cx - k, cy - r)} ${p(cx, cy - r)} c`,
    `${p(cx + k, cy - r)} ${p(cx + r, cy - k)} ${p(cx + r, cy)} c`,
  ].join('\n');
}

/**
 * The seal as a Form XObject (200×200 units, the geometry of seal-svg.ts, drawn as vectors so it
 * stays sharp at any zoom): ring, the name along the top arc, star, kind. Answers its object.
 */
export function sealForm(pdf: PdfWriter, font: number, name: string, kind: SealKind): number {
  const { sweep, radius, size } = sealLayout(name);
  const chars = [...name];
  const ops: string[] = [`${RED} rg ${RED} RG`, '6 w', circle(100, 100, 91), 'S'];
  const star = starPoints().map((p, i) => `${num(p.x)} ${num(200 - p.y)} ${i ? 'l' : 'm'}`);
  ops.push(...star, 'h f');
  // bold like a carved seal: fill and stroke the glyphs
  ops.push('BT', '2 Tr', '0.6 w');
  chars.forEach((ch, i) => {
    const deg = -sweep / 2 + ((i + 0.5) * sweep) / chars.length;
    const rad = (deg * Math.PI) / 180;
    const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
    const half = (textWidth(ch, size) / 2) * 1;
    const x = 100 + radius * sin - half * cos;
    const y = 100 + radius * cos + half * sin;
    ops.push(`/F1 ${size} Tf`, `${num(cos)} ${num(-sin)} ${num(sin)} ${num(cos)} ${num(x)} ${num(y)} Tm`);
    ops.push(`${cjkHex(ch)} Tj`);
  });
  const label = SEAL_KIND_LABELS[kind];
  ops.push('/F1 15 Tf', `1 0 0 1 ${num(100 - textWidth(label, 15) / 2)} 50 Tm`, `${cjkHex(label)} Tj`, 'ET');
  return pdf.stream(
    `/Type /XObject /Subtype /Form /BBox [0 0 200 200] /Resources << /Font << /F1 ${font} 0 R >> >>`,
    ops.join('\n'),
  );
}
