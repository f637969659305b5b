import { defineConfig } from 'vitest/config';
import { preactCompat } from './vite.shared';

export default defineConfig({
  ...preactCompat,
  define: {},
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          // one server, one browser per file: journeys share server state, so run files one by one
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
