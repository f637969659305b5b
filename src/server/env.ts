import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { type MessagingEnv, messagingSchema, readMessagingEnv } from './lib/messaging/messaging-env';
import { type AlipaySettings, alipaySchema, readAlipayEnv } from './modules/pay/providers/alipay-env';

/** A port: 0..65535; 0 turns the partner listener off. */
const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

const schema = z.object({
  PORT: port(3000),
  PARTNER_PORT: port(3001),
  /** unset → PGlite in TIC_DATA_DIR; memory:// → in-memory PGlite; postgres://… → PostgreSQL. */
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^(memory:\/\/|postgres(ql)?:\/\/|file:\/\/)/.test(v), {
      message: 'DATABASE_URL must be memory://, postgres://… or file://…',
    }),
  /**
   * PostgreSQL: the role that migrates (owns the tables and the audit log's triggers); the
   * DATABASE_URL role then only reads and writes rows (docs/deploy.md, "Database roles").
   */
  TIC_DATABASE_MIGRATION_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      message: 'TIC_DATABASE_MIGRATION_URL must be postgres://…',
    }),
  TIC_DATA_DIR: z.string().trim().min(1).default('./data'),
  TIC_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Comma-separated origins allowed to call /api from a browser. */
  TIC_CORS_ORIGINS: z.string().optional(),
  /** Set when a reverse proxy in front of us sets X-Forwarded-For (rate limits per IP). */
  TIC_TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  HOST: z.string().trim().min(1).optional(),
  /** Signs payment notifications and provider links; required in production (demo default otherwise). */
  TIC_PAY_SECRET: z.string().trim().optional(),
  /**
   * PBKDF2 rounds per try of the captcha's proof of work (modules/captcha/captcha-pow.ts reads
   * it): a challenge takes ~250 tries; the default 5000 is ~0.25 s on a laptop, ~1 s on a phone.
   */
  TIC_CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** `npm run bench`: an answer to a request that asks carries X-Query-Count, the statements it sent (db/query-count.ts). */
  TIC_QUERY_COUNT: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /**
   * Server processes behind the one port (node:cluster), on PostgreSQL only: PGlite is one
   * process by nature, so it always runs 1. Default: the machine's cores.
   */
  TIC_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** The traffic analytics script the storefront includes (e.g. Baidu Tongji's hm.js). */
  TIC_ANALYTICS_SCRIPT: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^https?:\/\/[^/\s]+\/\S*$/.test(v), {
      message: 'TIC_ANALYTICS_SCRIPT must be the http(s) address of the analytics script',
    }),
  /**
   * Uploads, reports and other files in an S3-compatible bucket (s3://bucket[/prefix]?endpoint=…
   * &region=…&forcePathStyle=1); unset → a directory beside the database (lib/storage-choice.ts).
   */
  TIC_STORAGE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^s3:\/\/[^/?\s]+/.test(v), {
      message: 'TIC_STORAGE_URL must look like s3://bucket?endpoint=https://…&region=…',
    }),
  /** The bucket's keys (else AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, else the SDK's own chain). */
  TIC_STORAGE_ACCESS_KEY: z.string().trim().optional(),
  TIC_STORAGE_SECRET_KEY: z.string().trim().optional(),
  /** The online assistant's address (chat_gpt/get_url); unset hides the header link. */
  TIC_ASSISTANT_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^https?:\/\/[^/\s]+(\/\S*)?$/.test(v), {
      message: 'TIC_ASSISTANT_URL must be an http(s) address',
    }),
  /** The SMS and e-mail senders of codes (lib/messaging/messaging-env.ts). */
  ...messagingSchema,
  /** Alipay (modules/pay/providers/alipay-env.ts). */
  ...alipaySchema,
});

export interface Env {
  port: number;
  partnerPort: number;
  databaseUrl: string | undefined;
  dataDir: string;
  ticEnv: 'development' | 'production' | 'test';
  production: boolean;
  corsOrigins: string[];
  trustProxy: boolean;
  host: string | undefined;
  paySecret: string | undefined;
  analyticsScript: string | undefined;
  assistantUrl: string | undefined;
  countQueries: boolean;
  /** TIC_STORAGE_URL: an s3:// bucket for files; undefined → the directory store. */
  storageUrl: string | undefined;
  /** The configured SMS and e-mail senders; a channel left undefined has none. */
  messaging: MessagingEnv;
  /** TIC_ALIPAY_*: Alipay is offered when set; undefined → not configured. */
  alipay: AlipaySettings | undefined;
  /** Processes to run: TIC_WORKERS on PostgreSQL (default the cores), always 1 on PGlite. */
  workers: number;
}

/** Reads and validates the environment; throws one readable error listing every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.TIC_ENV === 'production' && (e.TIC_PAY_SECRET ?? '').length < 16) {
    throw new Error(
      'Invalid environment:\n  TIC_PAY_SECRET: required (16+ characters) when TIC_ENV=production',
    );
  }
  if (e.TIC_DATABASE_MIGRATION_URL && !/^postgres(ql)?:\/\//.test(e.DATABASE_URL ?? '')) {
    throw new Error(
      "Invalid environment:\n  TIC_DATABASE_MIGRATION_URL: only with a PostgreSQL DATABASE_URL (the server's own role)",
    );
  }
  // a sender chosen without what it needs would fail every code: refuse the start instead
  const { messaging, problems } = readMessagingEnv(e);
  if (problems.length > 0) throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  const { alipay, problems: alipayProblems } = readAlipayEnv(e);
  if (alipayProblems.length > 0) throw new Error(`Invalid environment:\n  ${alipayProblems.join('\n  ')}`);
  const defaults = ['http://localhost:3001', 'http://127.0.0.1:3001'];
  // the partner demo origin must be able to call the API whatever port it runs on
  if (e.PARTNER_PORT)
    defaults.push(`http://localhost:${e.PARTNER_PORT}`, `http://127.0.0.1:${e.PARTNER_PORT}`);
  const configured = e.TIC_CORS_ORIGINS?.split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    port: e.PORT,
    partnerPort: e.PARTNER_PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.TIC_DATA_DIR,
    ticEnv: e.TIC_ENV,
    production: e.TIC_ENV === 'production',
    corsOrigins: [
      ...new Set(configured?.length ? [...configured, ...partnerOrigins(e.PARTNER_PORT)] : defaults),
    ],
    trustProxy: e.TIC_TRUST_PROXY,
    host: e.HOST,
    paySecret: e.TIC_PAY_SECRET || undefined,
    analyticsScript: e.TIC_ANALYTICS_SCRIPT,
    assistantUrl: e.TIC_ASSISTANT_URL,
    countQueries: e.TIC_QUERY_COUNT,
    storageUrl: e.TIC_STORAGE_URL,
    messaging,
    alipay,
    workers:
      e.DATABASE_URL && /^postgres(ql)?:\/\//.test(e.DATABASE_URL)
        ? (e.TIC_WORKERS ?? availableParallelism())
        : 1,
  };
}

function partnerOrigins(partnerPort: number): string[] {
  return partnerPort ? [`http://localhost:${partnerPort}`, `http://127.0.0.1:${partnerPort}`] : [];
}
