import { SEAL_KIND_LABELS, type SealKind } from '../../../core/rules/seals';
import { CJK, type PdfDoc } from '../../lib/pdf/pdf-doc';
import { SEAL_RED, sealLayout, starPoints } from './seal-svg';

/**
 * Draws the seal on the current page with its top left corner at (x, top) in pdfkit's
 * coordinates (y down), `size` points wide: the geometry of seal-svg.ts (200×200 units, y down
 * like SVG), as vector paths and text in the embedded font, so it stays sharp at any zoom and
 * its name can be searched. The glyphs are filled and stroked, bold like a carved seal.
 */
export function drawSeal(
  doc: PdfDoc,
  x: number,
  top: number,
  size: number,
  name: string,
  kind: SealKind,
): void {
  const { sweep, radius, size: fontSize } = sealLayout(name);
  const chars = [...name];
  doc.save();
  doc.translate(x, top).scale(size / 200);
  doc.fillColor(SEAL_RED).strokeColor(SEAL_RED);
  doc.circle(100, 100, 91).lineWidth(6).stroke();
  doc.polygon(...starPoints().map((p): [number, number] => [p.x, p.y])).fill();
  doc.font(CJK).lineWidth(0.6);
  const glyph = { baseline: 'alphabetic', lineBreak: false, fill: true, stroke: true } as const;
  chars.forEach((ch, i) => {
    const deg = -sweep / 2 + ((i + 0.5) * sweep) / chars.length;
    const rad = (deg * Math.PI) / 180;
    doc.save();
    doc.translate(100 + radius * Math.sin(rad), 100 - radius * Math.cos(rad)).rotate(deg);
    doc.fontSize(fontSize);
    doc.text(ch, -doc.widthOfString(ch) / 2, 0, glyph);
    doc.restore();
  });
  const label = SEAL_KIND_LABELS[kind];
  doc.fontSize(15);
  doc.text(label, 100 - doc.widthOfString(label) / 2, 150, glyph);
  doc.restore();
}
