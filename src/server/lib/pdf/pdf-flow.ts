import { cjkHex, num, textWidth, wrap } from './pdf-writer';

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 56;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;

/** One cell of a table row: text, width in points, right-aligned or not. */
export interface Cell {
  text: string;
  width: number;
  right?: boolean;
}

/**
 * Lays text out top to bottom over A4 pages (content streams only; the caller wraps them into
 * page objects). Font /F1 is the CJK font; `bold` fills and strokes the glyphs.
 */
export class PdfFlow {
  readonly pages: string[][] = [[]];
  y = A4.height - MARGIN;

  private get ops(): string[] {
    return this.pages[this.pages.length - 1]!;
  }

  /** Starts a new page when fewer than `h` points are left. */
  need(h: number): void {
    if (this.y - h < MARGIN + 20) {
      this.pages.push([]);
      this.y = A4.height - MARGIN;
    }
  }

  text(s: string, x: number, y: number, size: number, bold = false): void {
    this.ops.push(
      `BT /F1 ${size} Tf ${bold ? '2 Tr 0.35 w' : '0 Tr'} 1 0 0 1 ${num(x)} ${num(y)} Tm ${cjkHex(s)} Tj ET`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.6): void {
    this.ops.push(`${num(width)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`);
  }

  raw(op: string): void {
    this.ops.push(op);
  }

  /** A wrapped paragraph at the left margin (indent in points). */
  para(s: string, size = 10.5, { bold = false, indent = 0, center = false, gap = 4 } = {}): void {
    const lead = size * 1.6;
    for (const l of wrap(s, size, CONTENT_WIDTH - indent)) {
      this.need(lead);
      this.y -= lead;
      const x = center ? (A4.width - textWidth(l, size)) / 2 : MARGIN + indent;
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
    const lines = cells.map((c) => wrap(c.text, size, c.width - 8));
    const h = Math.max(...lines.map((l) => l.length)) * lead + 8;
    this.need(h);
    const top = this.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      lines[i]!.forEach((l, j) => {
        const lx = c.right ? x + c.width - 4 - textWidth(l, size) : x + 4;
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
}
