/**
 * An esbuild plugin for the server bundle (scripts/start.mjs). drizzle-orm 0.45's `is(value,
 * type)` is asked about every chunk of every statement drizzle builds and every row it maps, and
 * whenever the answer is not a plain `instanceof` (most of the time) it walks the value's class
 * chain again. The answer depends only on the value's prototype and the type, so the bundle
 * remembers it per prototype. Under the order bench `is` was 7.4 % of the server's CPU; orders/s
 * rose 1-31 % (median 28 %) in eight alternated runs. The tests run the TypeScript with drizzle
 * as published, and bundle.test.ts compares the bundle's answers with theirs. drizzle 1.0 has its
 * own fix: when entity.js no longer reads as below, the bundle is built without this, with a
 * warning.
 */
import { readFile } from 'node:fs/promises';

const ORIGINAL = 'function is(value, type) {';

const REMEMBERED = `
const isKnown = new WeakMap();
function is(value, type) {
  if (!value || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return isWalked(value, type);
  let known = isKnown.get(proto);
  if (!known) isKnown.set(proto, (known = new Map()));
  let answer = known.get(type);
  if (answer === undefined) known.set(type, (answer = isWalked(value, type)));
  return answer;
}
`;

export const drizzleIs = {
  name: 'drizzle-is-remembered',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]drizzle-orm[\\/]entity\.js$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (source.split(ORIGINAL).length !== 2) {
        console.warn(
          `[tic] ${path} changed: drizzle's is() is bundled as published (scripts/drizzle-is.mjs)`,
        );
        return { contents: source, loader: 'js' };
      }
      return {
        contents: source.replace(ORIGINAL, 'function isWalked(value, type) {') + REMEMBERED,
        loader: 'js',
      };
    });
  },
};
