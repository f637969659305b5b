/**
 * Test helpers: what poppler (pdffonts, pdftotext, pdfinfo, pdftoppm) makes of a PDF, on a
 * machine whose fontconfig knows no font at all, so a reader can only show what the PDF embeds.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** poppler-utils is installed (CI installs it; a developer may not have it). */
export const hasPoppler = !spawnSync('pdffonts', ['-v']).error;

const dir = mkdtempSync(join(tmpdir(), 'tic-pdf-'));
mkdirSync(join(dir, 'fonts'));
writeFileSync(
  join(dir, 'fonts.conf'),
  `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${dir}/fonts</dir><cachedir>${dir}/cache</cachedir></fontconfig>\n`,
);
/** A fontconfig with an empty font directory: no CJK font, no font at all. */
export const NO_FONTS = { ...process.env, FONTCONFIG_FILE: join(dir, 'fonts.conf') };
export const removeTemp = () => rmSync(dir, { recursive: true, force: true });

/** The fonts fontconfig lists under NO_FONTS ('' when it knows none, as the checks need). */
export const fontsKnown = (): string =>
  spawnSync('fc-list', [], { env: NO_FONTS }).stdout?.toString().trim() ?? '';

let n = 0;
/** Runs a poppler tool on the PDF under the empty fontconfig; answers stdout, stderr and status. */
export function poppler(tool: string, bytes: Uint8Array, args: string[] = []) {
  const file = join(dir, `doc-${++n}.pdf`);
  writeFileSync(file, bytes);
  // pdftotext writes to stdout when told '-', pdftoppm when given no output root
  const r = spawnSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
    env: NO_FONTS,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { out: r.stdout, err: r.stderr.toString(), status: r.status };
}

/** pdffonts' table: one row per font with its name and whether it is embedded. */
export function fontsOf(bytes: Uint8Array): { name: string; emb: string; uni: string }[] {
  const lines = poppler('pdffonts', bytes).out.toString().trim().split('\n').slice(2);
  return lines.map((l) => {
    const cols = l.trim().split(/\s+/);
    // name … type … encoding, then emb sub uni object ID (the last five columns)
    const [emb, , uni] = cols.slice(-5);
    return { name: cols[0]!, emb: emb!, uni: uni! };
  });
}

export const textOf = (bytes: Uint8Array): string =>
  poppler('pdftotext', bytes, ['-enc', 'UTF-8']).out.toString();

/**
 * Dark pixels of a region of page 1 rendered at 50 dpi in grey (a PGM), region in points from
 * the top left: how much a reader actually draws there.
 */
export function inkIn(bytes: Uint8Array, region: { x: number; y: number; w: number; h: number }): number {
  const px = (pt: number) => String(Math.round((pt * 50) / 72));
  const args = ['-r', '50', '-gray', '-f', '1', '-l', '1'];
  args.push('-x', px(region.x), '-y', px(region.y), '-W', px(region.w), '-H', px(region.h));
  const pgm = poppler('pdftoppm', bytes, args).out;
  // P5 header: magic, width, height, maxval, each followed by whitespace, then the pixels
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm gave no PGM image');
  const pixels = pgm.subarray(header[0].length);
  let dark = 0;
  for (const v of pixels) if (v < 160) dark += 1;
  return dark;
}
