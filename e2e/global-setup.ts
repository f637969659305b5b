import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { LoginResult } from '../src/core/api/contract/models';
import { type Kind, login } from './support/api';
import { loginDemoAdmin } from './support/operator';
import { repoRoot, startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://localhost:<PORT>: API, widgets, demo portal. */
    baseURL: string;
    /** http://localhost:<PARTNER_PORT>: the partner lab's site (another origin). */
    partnerURL: string;
    /**
     * One login per demo account for the whole run (login is rate limited per IP): journeys
     * that are not about logging in start from these sessions. Never log these out.
     */
    sessions: Record<Kind, LoginResult>;
    /** The demo admin's console session (operator-token): reviews approve through the console. */
    staffToken: string;
  }
}

/** Starts one server on a fresh in-memory database for every e2e file, and stops it afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bundle = resolve(repoRoot, 'dist/widgets/tic-widgets.js');
  if (!existsSync(bundle)) {
    throw new Error(
      `${bundle} is missing: run \`npm run build:widgets\` first (npm test builds before vitest)`,
    );
  }
  const server = await startServer({
    env: { DATABASE_URL: 'memory://', TIC_DATA_DIR: undefined },
    partner: true,
  });
  try {
    const [buyer, merchant, expert] = await Promise.all([
      login(server.baseURL, 'buyer'),
      login(server.baseURL, 'merchant'),
      login(server.baseURL, 'expert'),
    ]);
    project.provide('baseURL', server.baseURL);
    project.provide('partnerURL', server.partnerURL ?? '');
    project.provide('sessions', { buyer, merchant, expert });
    project.provide('staffToken', (await loginDemoAdmin(server.baseURL)).token);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${server.log()}`);
  }
  return () => server.stop();
}
