import { Secret, TOTP } from 'otpauth';
import type { EndpointId } from '../../../core/api/contract/endpoints';
import type { StaffRole } from '../../../core/api/contract/models-operator';
import { type Answer, callEndpoint, type TestApp } from '../../test/test-app';
import { inviteStaff } from './staff.service';

export const STAFF_PASSWORD = 'Staff@2026pass';

/** The code an authenticator app shows for this secret, `steps` periods from now. */
export const totpCode = (secret: string, steps = 0): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** Calls a console endpoint the way the console does: the staff token in operator-token. */
// biome-ignore lint/suspicious/noExplicitAny: tests read envelopes of many shapes
export async function staffCall<T = any>(
  t: TestApp,
  id: EndpointId,
  payload: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  return callEndpoint<T>(t.app, id, payload, token ? { ...headers, 'operator-token': token } : headers);
}

export interface EnrolledStaff {
  id: number;
  mobile: string;
  secret: string;
  token: string;
}

let serial = 0;
/** An enrolled staff member of the role, signed in (the enrolment itself signs in). */
export async function enrolledStaff(t: TestApp, role: StaffRole, mobile?: string): Promise<EnrolledStaff> {
  serial += 1;
  const m =
    mobile ?? `139${String(Date.now() % 100000).padStart(5, '0')}${String(serial % 1000).padStart(3, '0')}`;
  const invite = await inviteStaff(
    t.db,
    { staffId: null, name: 'test', ip: '127.0.0.1' },
    { mobile: m, name: `${role}${serial}`, role },
  );
  const enrol = invite.enrol_path.split('enrol=')[1]!;
  const e = await staffCall(t, 'operator/totpEnroll', { enrol });
  if (e.status !== true) throw new Error(`enrol failed: ${e.message}`);
  const v = await staffCall(t, 'operator/totpVerify', {
    enrol,
    password: STAFF_PASSWORD,
    code: totpCode(e.data.secret),
  });
  if (v.status !== true) throw new Error(`verify failed: ${v.message}`);
  return { id: invite.staff.id, mobile: m, secret: e.data.secret, token: v.data.token };
}

/** The tokens of newly enrolled staff members of the named roles, by role. */
export async function staffTokensOf<R extends StaffRole>(
  t: TestApp,
  ...roles: R[]
): Promise<Record<R, string>> {
  const tokens = {} as Record<R, string>;
  for (const role of roles) tokens[role] = (await enrolledStaff(t, role)).token;
  return tokens;
}
