/**
 * Test helpers: what a generated PDF says, read from its (deflated) streams the way a reader
 * extracts text: glyph ids of the TJ strings mapped through the font's ToUnicode CMap. No
 * poppler needed, so the contract tests run anywhere; pdf-readers.test.ts asks poppler itself.
 */
import { inflateSync } from 'node:zlib';

export interface PdfDump {
  /** Every object's number, dictionary text and decoded stream, in file order. */
  objects: { ref: number; dict: string; stream: string }[];
  /** The text of all content streams, in drawing order, joined without separators. */
  text: string;
}

/** Glyph id (4 hex digits, Identity-H) → the characters it stands for. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, start, body] of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/g)) {
    let gid = Number.parseInt(start!, 16);
    for (const [, units] of body!.matchAll(/<([0-9a-f ]+)>/g)) {
      const chars = units!.split(' ').map((u) => Number.parseInt(u, 16));
      map.set(gid.toString(16).padStart(4, '0'), String.fromCharCode(...chars));
      gid += 1;
    }
  }
  return map;
}

export function readPdf(bytes: Uint8Array): PdfDump {
  const src = Buffer.from(bytes).toString('latin1');
  const objects: PdfDump['objects'] = [];
  const re = /(\d+) 0 obj\n([\s\S]*?)\nendobj/g;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    const ref = Number(m[1]);
    const body = m[2]!;
    const at = body.indexOf('\nstream\n');
    if (at < 0) {
      objects.push({ ref, dict: body, stream: '' });
      continue;
    }
    const dict = body.slice(0, at);
    const raw = Buffer.from(body.slice(at + 8, body.lastIndexOf('\nendstream')), 'latin1');
    const data = dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
    objects.push({ ref, dict, stream: data.toString('latin1') });
  }
  const cmaps = objects
    .map((o) => /\/ToUnicode (\d+) 0 R/.exec(o.dict)?.[1])
    .filter(Boolean)
    .map((ref) => toUnicode(objects.find((o) => o.ref === Number(ref))!.stream));
  // every document here has the one CJK font, so one map reads every string
  if (cmaps.length !== 1) throw new Error(`expected one embedded font, found ${cmaps.length}`);
  const glyphs = cmaps[0]!;
  const decode = (hex: string) => (hex.match(/.{4}/g) ?? []).map((g) => glyphs.get(g) ?? '\ufffd').join('');
  const text = objects
    .map((o) =>
      [...o.stream.matchAll(/\[([^\]]*)\] TJ/g)]
        .flatMap((tj) => [...tj[1]!.matchAll(/<([0-9a-f]*)>/g)].map((s) => decode(s[1]!)))
        .join(''),
    )
    .filter(Boolean)
    .join('\n');
  return { objects, text };
}
