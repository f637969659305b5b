/** Helpers of the bank-transfer tests: an account set, a slip uploaded, a staff call per role. */
import type { TestApp } from '../../test/test-app';
import { type EnrolledStaff, enrolledStaff, staffCall } from '../operator/operator-test-kit';

export const ACCOUNT = {
  account_name: '中国检验检测学会',
  bank_name: '中国工商银行北京海淀支行',
  account_no: '0200 0045 0908 8123 456',
};

export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);

/** Uploads a bank slip (回单) as the buyer; answers its attachment id. */
export async function uploadSlip(t: TestApp, token: string): Promise<number> {
  const form = new FormData();
  form.append('file', new File([PNG as Uint8Array<ArrayBuffer>], '回单.png', { type: 'image/png' }));
  const res = await t.request('/api/attachment/uploadOne', {
    method: 'POST',
    body: form,
    headers: { 'login-token': token },
  });
  // biome-ignore lint/suspicious/noExplicitAny: the envelope
  const answer = (await res.json()) as any;
  if (answer.status !== true) throw new Error(`upload failed: ${answer.message}`);
  return answer.data.id;
}

export interface Staffed {
  admin: EnrolledStaff;
  finance: EnrolledStaff;
  finance2: EnrolledStaff;
  editor: EnrolledStaff;
}

export async function staffOf(t: TestApp): Promise<Staffed> {
  return {
    admin: await enrolledStaff(t, 'admin'),
    finance: await enrolledStaff(t, 'finance'),
    finance2: await enrolledStaff(t, 'finance'),
    editor: await enrolledStaff(t, 'editor'),
  };
}

/** Sets the collection account as an admin (the transfer cannot be offered without it). */
export async function setAccount(t: TestApp, admin: EnrolledStaff) {
  const answer = await staffCall(t, 'operator_pay/setAccount', ACCOUNT, admin.token);
  if (answer.status !== true) throw new Error(`setAccount failed: ${answer.message}`);
}

/** Staff of every role, with the collection account set by the admin so that transfers are offered. */
export async function staffWithAccount(t: TestApp): Promise<Staffed> {
  const s = await staffOf(t);
  await setAccount(t, s.admin);
  return s;
}
