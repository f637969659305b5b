import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The font every PDF embeds a subset of: Noto Sans CJK SC (OFL), shipped in ./fonts so that a
 * machine without Chinese fonts still writes readable PDFs. The server bundle finds it the same
 * way, copied beside dist/server/main.mjs by scripts/start.mjs.
 */
export const CJK_FONT_URL = new URL('./fonts/NotoSansCJKsc-Regular.subset.otf', import.meta.url);

/** The part of a fontkit font this code asks for; pdfkit takes the object as it is. */
export interface CjkFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): unknown;
}

let loaded: CjkFont | undefined;

/**
 * The font, parsed once per process and shared by every document: pdfkit would parse the 8 MB
 * file again for each one (~150 ms), where a parsed font lays out and subsets in a few ms.
 * fontkit is pdfkit's own dependency, so it is required from where pdfkit is installed.
 */
export function cjkFont(): CjkFont {
  if (loaded) return loaded;
  const pdfkit = createRequire(import.meta.url).resolve('pdfkit');
  const fontkit = createRequire(pdfkit)('fontkit') as { create(bytes: Uint8Array): CjkFont };
  loaded = fontkit.create(readFileSync(CJK_FONT_URL));
  return loaded;
}
