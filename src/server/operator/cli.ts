import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '../../core/rules/staff-roles';
import { isPhone } from '../../core/validators';
import { createDb, describeUrl } from '../db';
import { DataDirLockedError, lockDataDir } from '../db/lock';
import { loadEnv } from '../env';
import { ApiFailure } from '../lib/envelope';
import { addOperator } from './add-operator';

const USAGE = `npm run operator -- add --mobile <mobile> --role <${STAFF_ROLES.join('|')}> [--name <姓名>] [--base <site URL>]
  creates a staff account and prints its one-time enrolment link (password + authenticator app)`;

/**
 * The first operator without a seed: creates a staff account on the configured
 * database and prints the enrolment link. Later staff are invited in the console (人员管理).
 * Takes the data-dir lock like the seed CLI: stop an embedded-database server first.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      mobile: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      name: { type: 'string', default: '' },
      base: { type: 'string' },
    },
  });
  if (positionals[0] !== 'add') throw new Error(USAGE);
  const mobile = values.mobile ?? '';
  if (!isPhone(mobile)) throw new Error(`not a mobile number: ${mobile}\n${USAGE}`);
  const role = values.role as StaffRole;
  if (!STAFF_ROLES.includes(role)) throw new Error(`unknown role ${values.role}\n${USAGE}`);
  const env = loadEnv();
  const url = env.databaseUrl ?? env.dataDir;
  const target = describeUrl(url);
  if (target.kind === 'memory')
    throw new Error('DATABASE_URL=memory:// keeps nothing: point it at the real database');
  const lock = target.kind === 'dir' ? lockDataDir(target.dir!) : undefined;
  const database = await createDb(url);
  try {
    await database.migrate();
    const { lines } = await addOperator(database.db, {
      mobile,
      role,
      name: values.name,
      base: values.base ?? `http://localhost:${env.port}`,
    });
    for (const line of lines) console.log(line);
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error) => {
  const message =
    error instanceof DataDirLockedError || error instanceof ApiFailure ? error.message : String(error);
  console.error(`[operator] ${message}`);
  process.exit(1);
});
