/**
 * `npm test`'s vitest step: the browser journeys (project e2e, one file at a time against one
 * server) run beside the unit and API tests (projects web and server) in a second vitest, not
 * after them. One vitest runs its projects' groups one after the other, and the journeys leave a
 * core idle while they wait on pages: side by side the suite ends minutes sooner on the 2-core CI
 * machines. The unit and API tests take one worker while the journeys run.
 *
 * Both stream their output line by line (each file's line names its project). Exits non-zero when
 * either failed. Arguments go to both (a file filter, `--reporter`, …).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const extra = process.argv.slice(2);
const vitest = (args, env = {}) =>
  new Promise((done) => {
    const child = spawn(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--passWithNoTests', ...args, ...extra],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
    );
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(line));
    }
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });

const codes = await Promise.all([
  vitest(['--project', 'e2e']),
  vitest(['--project', 'web', '--project', 'server'], { TEST_WORKERS: '1' }),
]);
process.exit(codes.find((code) => code !== 0) ?? 0);
