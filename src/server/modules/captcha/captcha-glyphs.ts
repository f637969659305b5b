/**
 * A tiny stroke font for the image captcha. Characters are drawn as paths, never as SVG <text>:
 * text would put the answer in the image's source for any script to read.
 *
 * Each glyph is polylines (`|` between them) of `x,y` points on a 6 × 10 grid (x right, y down).
 * The alphabet leaves out look-alikes: 0/O/Q (D kept), 1/I/L, 2/Z, 5/S, B (8 kept), G (6 kept), U.
 */
const P_BOWL = '0,10 0,0 4.5,0 6,1.5 6,3.5 4.5,5 0,5';

const STROKES: Record<string, string> = {
  A: '0,10 3,0 6,10|1.1,6.5 4.9,6.5',
  C: '6,1.5 4.5,0 1.5,0 0,2 0,8 1.5,10 4.5,10 6,8.5',
  D: '0,0 0,10 3.5,10 6,7.5 6,2.5 3.5,0 0,0',
  E: '6,0 0,0 0,10 6,10|0,5 4.5,5',
  F: '6,0 0,0 0,10|0,5 4.5,5',
  H: '0,0 0,10|6,0 6,10|0,5 6,5',
  J: '1.5,0 6,0|4.5,0 4.5,8.5 3,10 1,10 0,8.5',
  K: '0,0 0,10|6,0 0,6|2,4.2 6,10',
  M: '0,10 0,0 3,6 6,0 6,10',
  N: '0,10 0,0 6,10 6,0',
  P: P_BOWL,
  R: `${P_BOWL}|3,5 6,10`,
  T: '0,0 6,0|3,0 3,10',
  V: '0,0 3,10 6,0',
  W: '0,0 1.5,10 3,4 4.5,10 6,0',
  X: '0,0 6,10|6,0 0,10',
  Y: '0,0 3,5 6,0|3,5 3,10',
  '3': '0,1 1.5,0 4.5,0 6,1.5 6,3.5 4.5,5 2,5|4.5,5 6,6.5 6,8.5 4.5,10 1.5,10 0,9',
  '4': '4.5,10 4.5,0 0,7 6,7',
  '6': '5.5,0.5 4,0 2,0 0,2.5 0,8.5 1.5,10 4.5,10 6,8.5 6,6.5 4.5,5 1.5,5 0,6.5',
  '7': '0,0 6,0 2.5,10',
  '8': '1.5,0 4.5,0 6,1.5 6,3.5 4.5,5 1.5,5 0,3.5 0,1.5 1.5,0|1.5,5 0,6.5 0,8.5 1.5,10 4.5,10 6,8.5 6,6.5 4.5,5',
  '9': '6,3.5 4.5,5 1.5,5 0,3.5 0,1.5 1.5,0 4.5,0 6,1.5 6,7.5 4,10 1.5,10 0.5,9.5',
};

export type Glyph = ReadonlyArray<ReadonlyArray<readonly [number, number]>>;

const parse = (strokes: string): Glyph =>
  strokes.split('|').map((line) =>
    line.split(' ').map((point) => {
      const [x, y] = point.split(',').map(Number);
      return [x ?? 0, y ?? 0] as const;
    }),
  );

export const GLYPHS: Readonly<Record<string, Glyph>> = Object.fromEntries(
  Object.entries(STROKES).map(([char, strokes]) => [char, parse(strokes)]),
);

/** The characters a captcha is made of (23: about 280 000 four-character answers). */
export const CAPTCHA_ALPHABET = Object.keys(STROKES).sort().join('');
