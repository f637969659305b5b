import { eq } from 'drizzle-orm';
import { accounts, payoutAccounts } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { smsCode } from '../captcha/captcha.test-helpers';
import { DEMO_PAY_SECRET } from '../pay/signing';
import { buildPayoutNotification, type PayoutFacts } from './payout-notify';

/** Test data with real check digits: none of these numbers may ever come back unmasked. */
export const ID_NO = '440305199003071236';
export const LEGAL_ID_NO = '11010519491231002X';
export const DEBIT_CARD = '6222021001234567896';
export const CORPORATE_ACCOUNT = '310066726018800012345';
export const SECRETS = [ID_NO, LEGAL_ID_NO, DEBIT_CARD, CORPORATE_ACCOUNT, '6222 0210 0123 4567 896'];
export const ZONE = { province_code: '44', city_code: '4403' };

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
export async function upload(t: TestApp, token: string): Promise<number> {
  const form = new FormData();
  form.append('file', new File([PNG], 'photo.png', { type: 'image/png' }));
  const res = await t.request('/api/attachment/uploadOne', {
    method: 'POST',
    body: form,
    headers: { 'login-token': token },
  });
  return ((await res.json()) as { data: { id: number } }).data.id;
}

export async function microBody(t: TestApp, token: string) {
  return {
    real_name: '周敏',
    id_no: ID_NO,
    mobile: '13722250001',
    id_front_id: await upload(t, token),
    id_back_id: await upload(t, token),
    bank_code: '308',
    bank_account: DEBIT_CARD,
    ...ZONE,
  };
}

export async function companyBody(t: TestApp, token: string) {
  return {
    org_name: '深圳市示例检测技术有限公司',
    credit_code: '91310000MA1FL1XD6J',
    legal_person: '张三',
    legal_id_no: LEGAL_ID_NO,
    contact_mobile: '13912345678',
    licence_id: await upload(t, token),
    bank_code: '102',
    bank_account: CORPORATE_ACCOUNT,
    ...ZONE,
  };
}

/** A fresh expert, registered with an SMS code from the dev outbox; answers its token. */
export async function freshExpert(t: TestApp, mobile: string): Promise<string> {
  const code = await smsCode(t, mobile, 'register', 3);
  const answer = await t.call('expert/register', {
    mobile,
    code,
    password: 'Secret2024',
    agree: true,
    real_name: '周敏',
    field: '环境检测',
  });
  if (answer.status !== true) throw new Error(`expert/register failed: ${answer.message}`);
  return answer.data.token;
}

/** Posts a notification body to /notify/yeepay as the provider would; answers its text. */
export async function postNotify(t: TestApp, fields: Record<string, string>): Promise<string> {
  const res = await t.request('/notify/yeepay', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return res.text();
}

export const signed = (facts: PayoutFacts, secret = DEMO_PAY_SECRET, now?: Date) =>
  buildPayoutNotification(secret, facts, now);

/** A form post to the simulated provider's pages. */
export const postForm = (t: TestApp, path: string, form: Record<string, string>) =>
  t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });

/** The payout account rows of one mobile's account (the demo seed has accounts of its own). */
export async function payoutRowsOf(t: TestApp, mobile: string) {
  const rows = await t.db
    .select({ row: payoutAccounts })
    .from(payoutAccounts)
    .innerJoin(accounts, eq(accounts.id, payoutAccounts.accountId))
    .where(eq(accounts.mobile, mobile));
  return rows.map((r) => r.row);
}
