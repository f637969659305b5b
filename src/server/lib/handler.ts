import type { Context } from 'hono';
import type { ResponseOf } from '../../core/api/contract/api';
import type { EndpointId } from '../../core/api/contract/endpoints';
import type { Envelope } from '../../core/api/contract/envelope';
import type { Db } from '../db';
import type { AlipaySettings } from '../modules/pay/providers/alipay-env';
import type { PayProviders } from '../modules/pay/providers/types';
import type { PayoutProvider } from '../modules/payout/payout-provider';
import type { AuthUser } from './auth';
import type { AppCache } from './cache';
import type { HashGate, HashGateLimits } from './hash-gate';
import type { RateLimits } from './rate-limit';
import type { StaffUser } from './staff-auth';
import type { FileStorage } from './storage';

export interface Paging {
  page: number;
  limit: number;
}

export interface HandlerContext {
  db: Db;
  /** GET: the query parameters; POST: the JSON (or form) body over the query parameters. */
  input: Record<string, unknown>;
  /** The caller for protected endpoints (always set there); null on public ones. */
  user: AuthUser | null;
  /** The caller of a protected endpoint; use only on endpoints whose table row lists users. */
  me(): AuthUser;
  /** A public endpoint may still want to know who calls (footprints …): resolves the token lazily. */
  optionalUser(): Promise<AuthUser | null>;
  /** Operator console: the staff member on ids whose row lists `staff` roles. */
  staff: StaffUser | null;
  /** The staff caller; use only on ids whose table row lists staff roles. */
  meStaff(): StaffUser;
  /** page and limit, validated and clamped to the endpoint's listMax (defaults 1 and 20). */
  paging: Paging;
  ip: string;
  app: ResolvedAppOptions;
  /** The raw Hono context, for the rare handler that needs headers or a multipart body. */
  c: Context;
}

/** The handler of endpoint I: its success answers carry the contract's response type. */
export type Handler<I extends EndpointId = EndpointId> = (
  ctx: HandlerContext,
) => Promise<Envelope<ResponseOf<I>>>;
/** What each module's `<module>.routes.ts` exports: handlers by endpoint id, typed from the contract. */
export type Handlers = { [I in EndpointId]?: Handler<I> };

export interface AppOptions {
  /** TIC_ENV=production: devOnly endpoints answer 404. */
  production?: boolean;
  /** Browser origins allowed to call /api (CORS). */
  corsOrigins?: string[];
  /** Trust X-Forwarded-For (behind a reverse proxy) for per-IP limits. */
  trustProxy?: boolean;
  limits?: Partial<RateLimits>;
  /** Where unexpected errors are reported (default console.error); never sent to the client. */
  onError?: (error: unknown, where: string) => void;
  /** TIC_PAY_SECRET: signs payment notifications and the provider and download links. */
  paySecret?: string;
  /** How the simulated cashier posts its notification and reads the answer (tests inject one). */
  payNotify?: PayNotify;
  /** TIC_ALIPAY_*: Alipay is offered when set (modules/pay/providers/alipay.ts). */
  alipay?: AlipaySettings;
  /** Where uploads go (main.ts: the data directory; default in memory, for tests). */
  storage?: FileStorage;
  /** How many password hashes may run at once, per account or address and in all. */
  hashLimits?: HashGateLimits;
  /** TIC_ASSISTANT_URL: the online assistant (chat_gpt/get_url); absent → not configured. */
  assistantUrl?: string;
  /** Production: the code channels with a configured sender (absent → none). The demo shows every code at dev/outbox. */
  channels?: { sms: boolean; mail: boolean };
}

/** Posts a notification to the mall's notify address (`notifyUrl`, a path of this server) and answers the reply. */
export type PayNotify = (fields: Record<string, string>, notifyUrl?: string) => Promise<string>;

export interface ResolvedAppOptions {
  /** In-process caches and their invalidation across processes (lib/cache.ts). */
  cache: AppCache;
  production: boolean;
  corsOrigins: string[];
  trustProxy: boolean;
  limits: RateLimits;
  onError: (error: unknown, where: string) => void;
  paySecret: string;
  /** The online payment providers this process runs (the simulated cashier only outside production). */
  pay: PayProviders;
  /**
   * The payout provider that opens payees' accounts (the simulated Yeepay outside production);
   * null when none is configured: 财务 pays withdrawals by bank transfer to registered accounts.
   */
  payout: PayoutProvider | null;
  storage: FileStorage;
  hashGate: HashGate;
  assistantUrl: string;
  /** Which code channels reach a person: SMS and e-mail codes are refused where one does not. */
  channels: { sms: boolean; mail: boolean };
}
