import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, GLYPHS } from './captcha-glyphs';

export const CAPTCHA_LENGTH = 4;
const WIDTH = 120;
const HEIGHT = 40;

/** A uniform float in [min, max) from the CSPRNG (the answer's layout must not be predictable). */
const rand = (min: number, max: number): number => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const fixed = (n: number): string => n.toFixed(1);
const pick = <T>(items: readonly T[]): T => items[randomInt(0, items.length)]!;

const INK = ['#1f4e9c', '#2b6a3f', '#7a3b8f', '#9c4a1f', '#1d6e7a', '#333d73'];

export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return text;
}

/** One character: its strokes scaled, rotated, sheared and jittered point by point. */
function glyphPath(char: string, cx: number, cy: number): string {
  const glyph = GLYPHS[char];
  if (!glyph) throw new Error(`no glyph for ${char}`);
  const scale = rand(2.2, 2.6);
  const angle = rand(-0.35, 0.35);
  const shear = rand(-0.3, 0.3);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return glyph
    .map((line) =>
      line
        .map(([gx, gy], i) => {
          // centre the 6 × 10 grid, wobble each point, then shear and rotate the whole glyph
          const x = (gx - 3 + rand(-0.35, 0.35)) * scale;
          const y = (gy - 5 + rand(-0.35, 0.35)) * scale;
          const sx = x + shear * y;
          return `${i ? 'L' : 'M'}${fixed(cx + sx * cos - y * sin)} ${fixed(cy + sx * sin + y * cos)}`;
        })
        .join(''),
    )
    .join('');
}

const noiseCurve = (): string =>
  `M${fixed(rand(0, 20))} ${fixed(rand(4, HEIGHT - 4))}C${fixed(rand(20, 60))} ${fixed(rand(0, HEIGHT))} ` +
  `${fixed(rand(60, 100))} ${fixed(rand(0, HEIGHT))} ${fixed(rand(100, WIDTH))} ${fixed(rand(4, HEIGHT - 4))}`;

/** The captcha as an SVG document: distorted characters over noise curves and dots. */
export function renderCaptchaSvg(text: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 24; i++) {
    parts.push(
      `<circle cx="${fixed(rand(0, WIDTH))}" cy="${fixed(rand(0, HEIGHT))}" r="${fixed(rand(0.6, 1.6))}" fill="${pick(INK)}" opacity="0.5"/>`,
    );
  }
  for (let i = 0; i < 3; i++) {
    parts.push(
      `<path d="${noiseCurve()}" stroke="${pick(INK)}" stroke-width="${fixed(rand(0.8, 1.4))}" fill="none" opacity="0.6"/>`,
    );
  }
  const step = (WIDTH - 20) / text.length;
  [...text].forEach((char, i) => {
    const cx = 10 + step * (i + 0.5) + rand(-3, 3);
    const cy = HEIGHT / 2 + rand(-2, 2);
    parts.push(
      `<path d="${glyphPath(char, cx, cy)}" stroke="${pick(INK)}" stroke-width="${fixed(rand(2, 2.8))}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  // two more curves on top, crossing the characters
  for (let i = 0; i < 2; i++) {
    parts.push(
      `<path d="${noiseCurve()}" stroke="${pick(INK)}" stroke-width="1" fill="none" opacity="0.75"/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f3f6fb"/>${parts.join('')}</svg>`
  );
}

export const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
