import { t } from '../i18n/zh-cn';
import type { RequestOf, ResponseOf } from './contract/api';
import { type EndpointId, endpoints } from './contract/endpoints';
import { type Envelope, type EnvelopeStatus, NOT_LOGGED_IN } from './contract/envelope';
import type { UserType } from './contract/models';

/** What a call sends: a GET's query, a POST's body, or the form of an upload. */
export type Params = object;

/** The arguments after the id: the request may be left out when all its fields are optional. */
export type CallArgs<I extends EndpointId> =
  Record<never, never> extends RequestOf<I>
    ? [params?: RequestOf<I>, opts?: CallOptions]
    : [params: RequestOf<I>, opts?: CallOptions];

export interface TransportRequest {
  method: 'GET' | 'POST';
  url: string;
  /** GET: query parameters. */
  params?: Record<string, unknown>;
  /** POST: JSON body (or FormData for uploads). */
  data?: Record<string, unknown> | FormData;
  headers: Record<string, string>;
}

export interface TransportResponse {
  /** HTTP status. */
  status: number;
  /** Parsed body; an envelope when the server answered. */
  data: unknown;
}

export type Transport = (req: TransportRequest) => Promise<TransportResponse>;

/** A refused or failed call: `status` false (refused, transport failure) or -2 (not logged in). */
export class ApiError extends Error {
  readonly status: Exclude<EnvelopeStatus, true>;
  /** HTTP status of the answer; 0 when no answer arrived. */
  readonly httpStatus: number;
  constructor(status: Exclude<EnvelopeStatus, true>, message: string, httpStatus = 200) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.httpStatus = httpStatus;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export interface CallOptions {
  /** Who shows toasts this call causes (each widget shows its own). */
  owner?: string;
}

export interface ApiHooks {
  /** The current login token and user type, read at request and at answer time. */
  getSession: () => { token: string; userType: UserType };
  clearSession: () => void;
  warn: (message: string, owner?: string) => void;
  /** Go to the login page (the storefront routes; widgets set location.href). */
  onLoginRequired: () => void;
  /** The operator console's staff token (sent as `operator-token` on staff ids only; the console's layout sets it). */
  getOperatorToken?: () => string;
  /** A staff id answered -2: the console's session is over (its layout sends to /admin/login). */
  onOperatorLoginRequired?: () => void;
  /** An answer already in the page for this public GET (the storefront's first screen). */
  firstAnswer?: (id: EndpointId, params: Record<string, unknown>) => Envelope | undefined;
}

export interface ApiClientOptions extends ApiHooks {
  baseUrl: string;
  transport?: Transport;
}

/** For user type 3 a -2 from these passes through unchanged. */
export const PASS_THROUGH_FOR_EXPERTS: readonly EndpointId[] = [
  'user/loginOut',
  'goods_collect/get',
  'merchant_attention/get',
  'goods_cart/get',
];
/** A list request above this limit is a fetch-all call. */
export const FETCH_ALL_ABOVE = 999;

/**
 * The browser's fetch, as the calls need it: a GET's query string, a POST's JSON (or multipart
 * form) body, any HTTP status read with its body (JSON when it parses, else the text), and no
 * answer at all as status 0.
 */
export const fetchTransport: Transport = ({ method, url, params, data, headers }) => {
  const query =
    params && Object.keys(params).length
      ? (url.includes('?') ? '&' : '?') + new URLSearchParams(params as Record<string, string>)
      : '';
  const json = data && !(data instanceof FormData);
  return fetch(url + query, {
    method,
    body: json ? JSON.stringify(data) : data,
    headers: json ? { ...headers, 'content-type': 'application/json' } : headers,
  }).then(
    async (res) => {
      let body: unknown = await res.text().catch(() => undefined);
      try {
        body = JSON.parse(body as string);
      } catch {
        // not JSON (a proxy's error page): the text, which is no envelope
      }
      return { status: res.status, data: body };
    },
    () => {
      corsHint(url);
      return { status: 0, data: undefined };
    },
  );
};

let hinted = false;
/**
 * No answer at all from the API on another origin is, on a portal page, almost always CORS: say
 * once which setting allows this page, rather than widgets that silently show nothing.
 */
function corsHint(url: string): void {
  const to = new URL(url, location.href).origin;
  if (hinted || to === location.origin) return;
  hinted = true;
  console.error(`tic-widgets: ${to} refused ${location.origin}; add it to TIC_CORS_ORIGINS`);
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && 'status' in body && 'message' in body;

/** Drops undefined and null so they do not reach the query string as "undefined". */
const clean = (params: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null));

/** A request carrying a file (attachment/uploadOne's `{ file }`) goes as a multipart form. */
function asForm(params: Record<string, unknown>): Record<string, unknown> | FormData {
  if (!Object.values(params).some((v) => typeof Blob !== 'undefined' && v instanceof Blob)) return params;
  const form = new FormData();
  for (const [k, v] of Object.entries(params)) form.append(k, v instanceof Blob ? v : String(v));
  return form;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const o: ApiClientOptions = { ...options };
  const transport = (): Transport => o.transport ?? fetchTransport;

  /** What a -2 answer does to the session and the page, in this one place. */
  function notLoggedIn(id: EndpointId, params: Params, sentToken: string, opts: CallOptions): void {
    const session = o.getSession();
    // An answer to a token that has since been replaced says nothing about the new session.
    if (session.token !== sentToken) return;
    if (PASS_THROUGH_FOR_EXPERTS.includes(id) && session.userType === 3) return;
    const limit = params instanceof FormData ? undefined : Number((params as { limit?: unknown }).limit);
    o.clearSession();
    if (endpoints[id].method === 'POST' || (limit !== undefined && limit > FETCH_ALL_ABOVE)) return;
    o.warn(t('auth.loginFirst'), opts.owner);
    o.onLoginRequired();
  }

  /** The envelope as the server sent it, after the -2 rules ran. Rejects only on transport failure. */
  async function request(id: EndpointId, params: Params = {}, opts: CallOptions = {}): Promise<Envelope> {
    const { method, staff } = endpoints[id];
    const payload = params instanceof FormData ? params : asForm(clean(params as Record<string, unknown>));
    // a console id carries the staff token, never the buyer's (and a -2 there ends only the former)
    const token = (staff ? o.getOperatorToken?.() : o.getSession().token) ?? '';
    const headers: Record<string, string> = token
      ? { [staff ? 'operator-token' : 'login-token']: token }
      : {};
    const url = `${o.baseUrl.replace(/\/+$/, '')}/${id}`;
    const early = method === 'GET' ? o.firstAnswer?.(id, payload as Record<string, unknown>) : undefined;
    if (early) return early;
    let res: TransportResponse;
    try {
      res = await transport()(
        method === 'GET'
          ? { method, url, params: payload as Record<string, unknown>, headers }
          : { method, url, data: payload, headers },
      );
    } catch {
      throw new ApiError(false, t('error.network'), 0);
    }
    // an answer that is not ours (a proxy's 502 page, a crash) is the server's failure, not the network's
    if (!isEnvelope(res.data))
      throw new ApiError(false, t(res.status >= 400 ? 'error.server' : 'error.network'), res.status);
    const env = res.data;
    if (env.status === NOT_LOGGED_IN) {
      if (staff) o.onOperatorLoginRequired?.();
      else notLoggedIn(id, payload, token, opts);
    }
    return env;
  }

  /** The `data` of a successful answer; throws ApiError { status, message } otherwise. */
  async function call(id: EndpointId, params?: Params, opts?: CallOptions): Promise<unknown> {
    const env = await request(id, params, opts);
    if (env.status === true) return env.data;
    throw new ApiError(env.status, env.message, 200);
  }

  // the one place the contract types the calls: the id decides what is sent and answered
  return {
    request: request as <I extends EndpointId>(
      id: I,
      ...args: CallArgs<I>
    ) => Promise<Envelope<ResponseOf<I>>>,
    call: call as <I extends EndpointId>(id: I, ...args: CallArgs<I>) => Promise<ResponseOf<I>>,
    /** For an action refused before any call: warn 请先登录 and go to login. */
    requireLogin(owner?: string): void {
      o.warn(t('auth.loginFirst'), owner);
      o.onLoginRequired();
    },
    configure(patch: Partial<ApiClientOptions>): void {
      Object.assign(o, patch);
    },
    get baseUrl(): string {
      return o.baseUrl;
    },
  };
}
