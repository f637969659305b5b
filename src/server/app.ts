import { Hono } from 'hono';
import { type EndpointDef, type EndpointId, endpoints } from '../core/api/contract/endpoints';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../core/rules/catalogue-import';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../core/rules/certification';
import type { Db } from './db';
import { hashToken, isTokenShaped, loadSession, TOKEN_HEADER } from './lib/auth';
import { type AppCache, createCache } from './lib/cache';
import { ApiFailure, fail, MESSAGES, needLogin } from './lib/envelope';
import type { AppOptions, Handler, HandlerContext, Handlers, ResolvedAppOptions } from './lib/handler';
import { hashGate } from './lib/hash-gate';
import { mountHealth } from './lib/health';
import { apiCors, declaredBodyLimit } from './lib/lean-middleware';
import { answerPublic, keptPublicFirst, PUBLIC_ANSWERS } from './lib/public-answers';
import { DEFAULT_RATE_LIMITS } from './lib/rate-limit';
import { clientIp, parsePaging, readInput } from './lib/request';
import { noteRequestUser } from './lib/request-log';
import { preparedSecurityHeaders } from './lib/security-headers';
import { STAFF_TOKEN_HEADER } from './lib/staff-auth';
import { memoryStorage } from './lib/storage';
import { strictTransport } from './lib/transport-limits';
import { allHandlers } from './modules';
import { mountAttachmentFiles } from './modules/attachment/attachment-http';
import { mountTransferFiles } from './modules/bank-transfer/transfer-http';
import { mountContractPages } from './modules/contract/contract-http';
import { mountGoodsCovers } from './modules/goods/goods-cover-http';
import { mountInvoiceFiles } from './modules/invoice/invoice-http';
import { checkStaff } from './modules/operator/operator-access';
import { mountPayProviders } from './modules/pay/pay-http';
import { createPayProviders } from './modules/pay/providers';
import { type PayProviders, payProviders } from './modules/pay/providers/types';
import { DEMO_PAY_SECRET } from './modules/pay/signing';
import { mountPayoutProvider } from './modules/payout/payout-http';
import { createPayoutProvider } from './modules/payout/payout-provider';
import { clearSearchCache } from './modules/search/result-cache';
import { isAllowedOrigin } from './modules/session-handoff/allowed-origins';
import { mountSitemap } from './modules/sitemap/sitemap-http';

const caches = new WeakMap<Hono, AppCache>();
const providers = new WeakMap<Hono, PayProviders>();
/** The payment providers of an app made by createApp (main.ts runs their reconciliation job). */
export const payProvidersOf = (app: Hono): PayProviders => providers.get(app) ?? payProviders([]);
/** The caches of an app made by createApp (tests wait for `ready`, the listener on the database). */
export const cacheOf = (app: Hono): AppCache | undefined => caches.get(app);

/** The catalogue import's CSV files: multipart too, with their own size limit. */
const IMPORT_PATHS = new Set(
  [
    'merchant_import/dryRun',
    'merchant_import/commit',
    'operator_import/dryRun',
    'operator_import/commit',
  ].map((id) => `/api/${id}`),
);

export const MAX_BODY_BYTES = 64 * 1024;
/** The endpoints that take a file: their own body limit, and they read the multipart form themselves. */
const UPLOAD_PATHS: readonly string[] = ['/api/attachment/uploadOne', '/api/operator_upload/image'];
const isMultipartPath = (path: string) => UPLOAD_PATHS.includes(path) || IMPORT_PATHS.has(path);

function resolveOptions(options: AppOptions, cache: AppCache, app: Hono): ResolvedAppOptions {
  const production = options.production ?? false;
  const paySecret = options.paySecret || DEMO_PAY_SECRET;
  const onError = options.onError ?? ((error, where) => console.error(`[api] ${where}:`, error));
  return {
    cache,
    production,
    corsOrigins: options.corsOrigins ?? [],
    trustProxy: options.trustProxy ?? false,
    limits: { ...DEFAULT_RATE_LIMITS, ...options.limits },
    onError,
    paySecret,
    pay: createPayProviders({
      production,
      paySecret,
      alipay: options.alipay,
      onError,
      // the simulated cashier posts to the notify address of its signed request, in-process
      payNotify:
        options.payNotify ?? ((fields, notifyUrl = '/notify/pay') => postForm(app, notifyUrl, fields)),
    }),
    payout: createPayoutProvider({ production, paySecret }),
    storage: options.storage ?? memoryStorage(),
    hashGate: hashGate(options.hashLimits),
    assistantUrl: options.assistantUrl ?? '',
    channels: production ? { sms: false, mail: false, ...options.channels } : { sms: true, mail: true },
  };
}

/** A form POST to this app (the simulated cashier's notification), answering the reply's text. */
async function postForm(app: Hono, path: string, fields: Record<string, string>): Promise<string> {
  const res = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return res.text();
}

/** The ids this server answers: every handled id, minus demo-only ones in production. */
export function servedIds(handlers: Handlers, production: boolean): EndpointId[] {
  return (Object.keys(handlers) as EndpointId[]).filter((id) => {
    const def: EndpointDef | undefined = endpoints[id];
    return def !== undefined && !(production && def.devOnly);
  });
}

/**
 * The API as a Hono app: one route per endpoint id of the table, the table's method,
 * user types and list cap enforced here so modules only hold rules and queries.
 */
export function createApp(db: Db, options: AppOptions = {}, handlers: Handlers = allHandlers): Hono {
  const cache = createCache(db);
  const app = new Hono();
  const opts = resolveOptions(options, cache, app);
  providers.set(app, opts.pay);
  caches.set(app, cache);
  // a reindex on any process (search/index/maintain.ts) says 'catalogue'
  cache.onClear((topic) => (topic === 'catalogue' || topic === 'all') && clearSearchCache(db));
  // sessions come from the cache (lib/cache.ts): no query per request for a known token
  const resolveToken = async (token: string | undefined) =>
    isTokenShaped(token) ? cache.session(hashToken(token), () => loadSession(db, token)) : null;

  // one list for CORS and sign-in return addresses: TIC_CORS_ORIGINS plus the labs' own sites
  const allowOrigin = async (origin: string) =>
    (await isAllowedOrigin(db, opts.corsOrigins, origin)) ? origin : null;

  // the balancer's probes first, past every middleware (lib/health.ts)
  mountHealth(app, db, opts.storage);
  // before every route, pages and files included
  app.use('*', strictTransport(opts.production && opts.trustProxy));
  // the public answers already made skip the rest, headers included (lib/public-answers.ts)
  app.use('/api/*', keptPublicFirst(opts.cache, allowOrigin));
  app.use('/api/*', preparedSecurityHeaders('api'));
  app.use('/api/*', (c, next) => {
    // set before the answer exists (after, Hono would rebuild it); public answers
    // (lib/public-answers.ts) put their own in its place
    c.header('Cache-Control', 'no-store');
    return next();
  });
  app.use(
    '/api/*',
    apiCors({
      origin: allowOrigin,
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', TOKEN_HEADER],
      maxAgeSeconds: 600,
    }),
  );
  const standardLimit = declaredBodyLimit(MAX_BODY_BYTES, MESSAGES.tooLarge);
  // the endpoints that take a file: their own limit, plus room for the multipart framing
  const uploadLimit = declaredBodyLimit(UPLOAD_MAX_BYTES + 16 * 1024, UPLOAD_MESSAGES.tooLarge);
  const importLimit = declaredBodyLimit(IMPORT_LIMITS.bytes + 16 * 1024, IMPORT_MESSAGES.tooLarge);
  app.use('/api/*', (c, next) =>
    (UPLOAD_PATHS.includes(c.req.path)
      ? uploadLimit
      : IMPORT_PATHS.has(c.req.path)
        ? importLimit
        : standardLimit)(c, next),
  );

  for (const id of servedIds(handlers, opts.production)) {
    const def: EndpointDef = endpoints[id];
    const handler = handlers[id] as Handler;
    const isPublicAnswer = Object.hasOwn(PUBLIC_ANSWERS, id);
    app.on(def.method, `/api/${id}`, async (c) => {
      try {
        const input = await readInput(c, def.method, isMultipartPath(c.req.path));
        const token = c.req.header(TOKEN_HEADER);
        let user = null;
        if (def.users.length > 0) {
          user = await resolveToken(token);
          if (!user || !def.users.includes(user.type)) return c.json(needLogin());
        }
        // operator console (same origin only, so no CORS header): a staff session of a role the row lists, else -2 or a refusal
        const staff = def.staff ? await checkStaff(db, c.req.header(STAFF_TOKEN_HEADER), def.staff) : null;
        // the request's log line names who asked (lib/request-log.ts: production only)
        if (opts.production) noteRequestUser(c, user?.type, staff !== null);
        let lazyUser: ReturnType<HandlerContext['optionalUser']> | undefined;
        const ctx: HandlerContext = {
          db,
          input,
          user,
          me: () => {
            if (!user) throw new ApiFailure(needLogin());
            return user;
          },
          staff,
          meStaff: () => {
            if (!staff) throw new ApiFailure(needLogin());
            return staff;
          },
          optionalUser: () => {
            lazyUser ??= user ? Promise.resolve(user) : resolveToken(token);
            return lazyUser;
          },
          paging: parsePaging(input, def.listMax),
          ip: clientIp(c, opts.trustProxy),
          app: opts,
          c,
        };
        if (isPublicAnswer) return await answerPublic(ctx, id, handler);
        return c.json(await handler(ctx));
      } catch (error) {
        if (error instanceof ApiFailure) return c.json(error.envelope, error.httpStatus);
        throw error;
      }
    });
  }

  // the simulated payment and e-signature providers, their notifications and contract files;
  // the simulations are demo-only: in production they would let anyone pay without paying
  app.use('/sim/*', async (c, next) => (opts.production ? c.notFound() : next()));
  // the payment providers' notifications and return addresses, and the simulated cashier's pages
  mountPayProviders(app, db, opts);
  mountPayoutProvider(app, db, opts);
  mountContractPages(app, db, opts);
  mountInvoiceFiles(app, db, opts);
  mountAttachmentFiles(app, db, opts);
  mountTransferFiles(app, db, opts);
  mountGoodsCovers(app, db);
  // for search engines, before the storefront's pages (static.ts) claim every other path
  mountSitemap(app, db, { cache, trustProxy: opts.trustProxy });

  // Known path, wrong method → 405; anything else under /api → 404. Both are envelopes.
  app.all('/api', (c) => c.json(fail(MESSAGES.notFound), 404));
  app.all('/api/*', (c) => {
    const id = c.req.path.slice('/api/'.length) as EndpointId;
    const def: EndpointDef | undefined = Object.hasOwn(endpoints, id) ? endpoints[id] : undefined;
    const served = def && handlers[id] && !(opts.production && def.devOnly);
    if (served && c.req.method !== def.method) {
      c.header('Allow', def.method);
      return c.json(fail(MESSAGES.methodNotAllowed), 405);
    }
    return c.json(fail(MESSAGES.notFound), 404);
  });

  app.onError((error, c) => {
    opts.onError(error, `${c.req.method} ${c.req.path}`);
    return c.json(fail(MESSAGES.serverError), 500);
  });
  return app;
}
