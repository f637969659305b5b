import { defineConfig } from 'vitest/config';
import { preactCompat, routePages } from './vite.shared';

/**
 * Unit and API test files at a time. Vitest's default (cores − 1) is one on the 2-core CI
 * machines, which then ran the whole suite file by file.
 */
const WORKERS = Number(process.env.TEST_WORKERS) || 2;

export default defineConfig({
  ...preactCompat,
  define: {},
  // the route table's page maps (route-areas/<area>-area.ts, router/page-loader.ts)
  plugins: [routePages()],
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/{core,widgets,storefront}/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // vitest does not apply aliases inside node_modules (DESIGN §10)
          server: { deps: { inline: ['@r2wc/react-to-web-component', '@nanostores/react', 'wouter'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          // files share a worker's loaded modules (each builds its own app and database): the
          // import and start of the server per file was two thirds of this project's time
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          // one server, one browser per file: journeys share server state, so run files one by
          // one (two at a time measured no faster: Chromium keeps both cores busy)
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          // a page may still be rendering on a loaded machine; a second is too short a wait
          expect: { poll: { timeout: 5_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
