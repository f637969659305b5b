import { Secret, TOTP } from 'otpauth';
import type { Envelope } from '../../src/core/api/contract/envelope';
import type { ReviewItem, ReviewKind, StaffLoginResult } from '../../src/core/api/contract/models-operator';
import { DEMO_PASSWORD } from './api';

/** The demo admin of the seed (src/server/seed/staff.ts), demo only. */
export const DEMO_ADMIN = { mobile: '13900000001', totpSecret: 'KRUWGQ2PJZJU6TCFIRCU2TZA' } as const;

/** The code an authenticator app shows now (or `steps` periods later). */
export const totpNow = (secret: string, steps = 0): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** Calls a console endpoint with the staff token in operator-token. */
export async function staffApi<T>(
  baseURL: string,
  path: string,
  token: string | undefined,
  body: Record<string, unknown> = {},
  method: 'GET' | 'POST' = 'GET',
): Promise<Envelope<T>> {
  const headers: Record<string, string> = token ? { 'operator-token': token } : {};
  let url = `${baseURL}/api/${path}`;
  let payload: string | undefined;
  if (method === 'GET')
    url += `?${new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]))}`;
  else {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(url, { method, headers, body: payload });
  return (await res.json()) as Envelope<T>;
}

/** Signs the demo admin in (one TOTP step: call once per run, in the global setup). */
export async function loginDemoAdmin(baseURL: string): Promise<StaffLoginResult> {
  const a = await staffApi<StaffLoginResult>(
    baseURL,
    'operator/login',
    undefined,
    { mobile: DEMO_ADMIN.mobile, password: DEMO_PASSWORD, code: totpNow(DEMO_ADMIN.totpSecret) },
    'POST',
  );
  if (a.status !== true || !a.data) throw new Error(`operator/login failed: ${a.message}`);
  return a.data;
}

/**
 * A staff reviewer approves the applicant's pending application in the console (the simulated
 * reviewer is retired): waits for it in the queue, then approves it.
 */
export async function approveInConsole(
  baseURL: string,
  staffToken: string,
  kind: ReviewKind,
  applicant: string,
) {
  for (let i = 0; i < 50; i++) {
    const q = await staffApi<{ list: ReviewItem[] }>(baseURL, 'operator_review/get', staffToken, {
      kind,
      status: 'pending',
      keyword: applicant,
      limit: 100,
    });
    const item = q.data?.list.find((r) => r.applicant === applicant);
    if (item) {
      const a = await staffApi(baseURL, 'operator_review/approve', staffToken, { kind, id: item.id }, 'POST');
      if (a.status !== true) throw new Error(`approve ${kind}#${item.id}: ${a.message}`);
      return item;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no pending ${kind} of ${applicant} in the console`);
}
