import { CJK, type PdfDoc } from './pdf-doc';

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 56;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;

/** One cell of a table row: text, width in points, right-aligned or not. */
export interface Cell {
  text: string;
  width: number;
  right?: boolean;
}

/** Advance of each character at 1000 pt, shared by every document (one font, measured once). */
const advances = new Map<string, number>();

/** Line width of the outline that makes the regular font look bold (fill and stroke). */
const BOLD_STROKE = 0.35;

/**
 * Lays text out top to bottom over A4 pages of a pdfkit document. Positions are PDF points from
 * the bottom left, `y` the baseline, as a page is measured on paper; widths come from the font.
 */
export class PdfFlow {
  y = A4.height - MARGIN;

  constructor(readonly doc: PdfDoc) {}

  /** Starts a new page when fewer than `h` points are left. */
  need(h: number): void {
    if (this.y - h < MARGIN + 20) {
      this.doc.addPage();
      this.y = A4.height - MARGIN;
    }
  }

  /** Width of text in points: the font's advances, character by character. */
  width(s: string, size: number): number {
    let w = 0;
    for (const ch of s) {
      let a = advances.get(ch);
      if (a === undefined) {
        a = this.doc.font(CJK).fontSize(1000).widthOfString(ch);
        advances.set(ch, a);
      }
      w += a;
    }
    return (w * size) / 1000;
  }

  text(s: string, x: number, y: number, size: number, bold = false): void {
    const { doc } = this;
    doc.font(CJK).fontSize(size).fillColor('black').strokeColor('black').lineWidth(BOLD_STROKE);
    doc.text(s, x, A4.height - y, { baseline: 'alphabetic', lineBreak: false, fill: true, stroke: bold });
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.6): void {
    const { doc } = this;
    doc
      .moveTo(x1, A4.height - y1)
      .lineTo(x2, A4.height - y2)
      .lineWidth(width)
      .strokeColor('black')
      .stroke();
  }

  /** Splits text into lines no wider than `width` points (breaks anywhere, as Chinese text does). */
  wrap(text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const para of text.split('\n')) {
      let line = '';
      let w = 0;
      for (const ch of para) {
        const cw = this.width(ch, size);
        if (w + cw > width && line) {
          lines.push(line);
          line = '';
          w = 0;
        }
        line += ch;
        w += cw;
      }
      lines.push(line);
    }
    return lines;
  }

  /** A wrapped paragraph at the left margin (indent in points). */
  para(s: string, size = 10.5, { bold = false, indent = 0, center = false, gap = 4 } = {}): void {
    const lead = size * 1.6;
    for (const l of this.wrap(s, size, CONTENT_WIDTH - indent)) {
      this.need(lead);
      this.y -= lead;
      const x = center ? (A4.width - this.width(l, size)) / 2 : MARGIN + indent;
      this.text(l, x, this.y + size * 0.3, size, bold);
    }
    this.y -= gap;
  }

  heading(s: string): void {
    this.need(40);
    this.y -= 8;
    this.para(s, 12.5, { bold: true });
  }

  /** A bordered table row; cells wrap, the row is as tall as its tallest cell. */
  row(cells: Cell[], size = 9.5, bold = false): void {
    const lead = size * 1.5;
    const lines = cells.map((c) => this.wrap(c.text, size, c.width - 8));
    const h = Math.max(...lines.map((l) => l.length)) * lead + 8;
    this.need(h);
    const top = this.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      lines[i]!.forEach((l, j) => {
        const lx = c.right ? x + c.width - 4 - this.width(l, size) : x + 4;
        this.text(l, lx, top - 4 - (j + 1) * lead + size * 0.35, size, bold);
      });
      this.line(x, top, x, top - h);
      x += c.width;
    });
    this.line(x, top, x, top - h);
    this.line(MARGIN, top, x, top);
    this.line(MARGIN, top - h, x, top - h);
    this.y = top - h;
  }

  /** 第 i 页 / 共 n 页 at the foot of every page (once all pages are laid out). */
  footers(): void {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = 0; i < count; i++) {
      this.doc.switchToPage(start + i);
      const footer = `第 ${i + 1} 页 / 共 ${count} 页`;
      this.text(footer, (A4.width - this.width(footer, 8.5)) / 2, 30, 8.5);
    }
  }
}
