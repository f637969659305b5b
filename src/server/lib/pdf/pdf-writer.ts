import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * A small PDF 1.7 writer: numbered objects, Flate streams, one xref table. Enough for the
 * contract document (text, lines, vector seals as Form XObjects); deterministic, so the same
 * input gives the same bytes. Chinese text uses the standard Adobe-GB1 font STSong-Light with
 * the UniGB-UCS2-H CMap (ISO 32000 §9.7.5.2 predefined CMaps): readers supply the glyphs, so
 * no font file is embedded. When pdf-lib and a subsetter are installed, embedding a Noto CJK
 * subset can replace `cjkFont` without changing the callers.
 */
export class PdfWriter {
  private readonly bodies: (Buffer | null)[] = [];

  /** Reserves an object number (for objects that refer to each other). */
  reserve(): number {
    this.bodies.push(null);
    return this.bodies.length;
  }

  set(ref: number, body: string | Buffer): number {
    this.bodies[ref - 1] = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
    return ref;
  }

  add(body: string | Buffer): number {
    return this.set(this.reserve(), body);
  }

  /** A stream object; content is deflated (Flate) unless told otherwise. */
  stream(dict: string, data: Buffer | string, ref = this.reserve()): number {
    const raw = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
    const packed = deflateSync(raw, { level: 9 });
    const head = Buffer.from(
      `<< ${dict} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
      'latin1',
    );
    return this.set(ref, Buffer.concat([head, packed, Buffer.from('\nendstream', 'latin1')]));
  }

  /** The whole file. /ID is derived from the content, so equal documents are equal bytes. */
  build(catalog: number, info: number): Uint8Array {
    const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let offset = parts[0]!.length;
    const offsets: number[] = [];
    this.bodies.forEach((body, i) => {
      if (!body) throw new Error(`pdf object ${i + 1} reserved but never set`);
      const obj = Buffer.concat([
        Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
        body,
        Buffer.from('\nendobj\n', 'latin1'),
      ]);
      offsets.push(offset);
      parts.push(obj);
      offset += obj.length;
    });
    const id = createHash('md5').update(Buffer.concat(parts)).digest('hex');
    const xref = [
      'xref',
      `0 ${this.bodies.length + 1}`,
      '0000000000 65535 f ',
      ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
      'trailer',
      `<< /Size ${this.bodies.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R /ID [<${id}> <${id}>] >>`,
      'startxref',
      String(offset),
      '%%EOF\n',
    ].join('\n');
    parts.push(Buffer.from(xref, 'latin1'));
    return new Uint8Array(Buffer.concat(parts));
  }
}

/** Text for the UCS-2 CMap: UTF-16BE hex; characters beyond the BMP become 〓 (U+3013). */
export function cjkHex(s: string): string {
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    out += (cp > 0xffff ? 0x3013 : cp).toString(16).padStart(4, '0');
  }
  return `<${out}>`;
}

/** A PDF text string (document info) as UTF-16BE with its byte-order mark. */
export const pdfText = (s: string): string => `<feff${cjkHex(s).slice(1, -1)}>`;

/** Advance of one character in ems: CJK and full-width are square, ASCII half-width. */
export const charWidth = (ch: string): number => (ch.codePointAt(0)! < 0x7f ? 0.5 : 1);
export const textWidth = (s: string, size: number): number =>
  [...s].reduce((w, ch) => w + charWidth(ch), 0) * size;

/** Adds STSong-Light (Adobe-GB1, UniGB-UCS2-H) and answers its font object number. */
export function cjkFont(pdf: PdfWriter): number {
  const descriptor = pdf.add(
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  );
  const cid = pdf.add(
    `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor ${descriptor} 0 R /DW 1000 /W [1 95 500] >>`,
  );
  return pdf.add(
    `<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [${cid} 0 R] >>`,
  );
}

/** Splits text into lines no wider than `width` points (breaks anywhere, as Chinese text does). */
export function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    let w = 0;
    for (const ch of para) {
      const cw = charWidth(ch) * size;
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

export const num = (n: number): string => String(Math.round(n * 100) / 100);
