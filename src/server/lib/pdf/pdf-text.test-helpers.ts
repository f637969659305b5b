/** Test helpers: what a generated PDF says and draws, read from its (deflated) streams. */
import { inflateSync } from 'node:zlib';

export interface PdfDump {
  /** Every object's dictionary text and its decoded stream, in file order. */
  objects: { dict: string; stream: string }[];
  /** The text of all content streams (hex strings of Tj decoded as UTF-16BE), joined. */
  text: string;
}

const decodeHex = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** The text a content stream shows (its Tj strings). */
export const streamText = (stream: string): string =>
  [...stream.matchAll(/<([0-9a-f]+)> Tj/g)].map((x) => decodeHex(x[1]!)).join('');

export function readPdf(bytes: Uint8Array): PdfDump {
  const src = Buffer.from(bytes).toString('latin1');
  const objects: PdfDump['objects'] = [];
  const re = /\d+ 0 obj\n([\s\S]*?)\nendobj/g;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    const body = m[1]!;
    const at = body.indexOf('\nstream\n');
    if (at < 0) {
      objects.push({ dict: body, stream: '' });
      continue;
    }
    const raw = Buffer.from(body.slice(at + 8, body.lastIndexOf('\nendstream')), 'latin1');
    objects.push({ dict: body.slice(0, at), stream: inflateSync(raw).toString('latin1') });
  }
  const text = objects.map((o) => streamText(o.stream)).join('\n');
  return { objects, text };
}
