/**
 * Signing contracts on the mall in the journeys: in the dialog of /home/contract or
 * /merchant/contract as a person does, or through the API for journeys about something else.
 * The SMS code is read where the demo lists every code: GET /api/dev/outbox.
 */
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { api, DEMO_MOBILE } from '../../support/api';

interface OutboxEntry {
  channel: string;
  to: string;
  code: string;
  at: string;
}

/** The newest code the demo sent to `mobile` after `since` (ISO time), waiting for it briefly. */
export async function outboxCode(baseURL: string, mobile: string, since: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await api<{ list: OutboxEntry[] }>(baseURL, 'dev/outbox', { body: { to: mobile } });
        code = res.data?.list.find((e) => e.channel === 'sms' && e.at >= since)?.code ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** One code a minute per mobile: a second signature soon after the first waits for its minute. */
async function sendCode(baseURL: string, id: Side, token: string, contract: number) {
  for (let i = 0; i < 14; i++) {
    const sent = await api(baseURL, `${id}/sendSignCode`, { method: 'POST', token, body: { id: contract } });
    if (sent.status === true) return;
    if (!String(sent.message).includes('频繁')) throw new Error(`${id}/sendSignCode: ${sent.message}`);
    await new Promise((r) => setTimeout(r, 5000));
  }
  throw new Error(`${id}/sendSignCode: still too frequent`);
}

const sha256 = (bytes: ArrayBuffer) => createHash('sha256').update(new Uint8Array(bytes)).digest('hex');

type Side = 'electronic_contract' | 'merchant_contract';
interface Party {
  token: string;
  mobile: string;
}

/** Where each side reads the contract file it signs. */
const FILE_OF: Record<Side, (baseURL: string, token: string, id: number) => Promise<string | undefined>> = {
  electronic_contract: async (baseURL, token, id) =>
    (await api<{ url: string }>(baseURL, 'electronic_contract/download', { body: { id }, token })).data?.url,
  merchant_contract: async (baseURL, token, id) =>
    (
      await api<{ list: Array<{ file_url: string }> }>(baseURL, 'merchant_contract/get', {
        body: { id },
        token,
      })
    ).data?.list[0]?.file_url,
};

/** One party signs contract `id` through the API as its page would: the file's hash and a code from the outbox. */
export async function signAs(baseURL: string, side: Side, who: Party, id: number): Promise<void> {
  const url = await FILE_OF[side](baseURL, who.token, id);
  if (!url) throw new Error(`${side}: no contract ${id}`);
  const hash = sha256(await (await fetch(`${baseURL}${url}`)).arrayBuffer());
  const since = new Date(Date.now() - 1000).toISOString();
  await sendCode(baseURL, side, who.token, id);
  const code = await outboxCode(baseURL, who.mobile, since);
  const signed = await api(baseURL, `${side}/sign`, {
    method: 'POST',
    token: who.token,
    body: { id, code, sha256: hash },
  });
  if (signed.status !== true) throw new Error(`${side}/sign: ${signed.message}`);
}

/** Both parties sign contract `id` through the API (the buyer first), as their pages would. */
export async function signContractBoth(
  baseURL: string,
  parties: { buyer: Party; lab: Party },
  id: number,
): Promise<void> {
  await signAs(baseURL, 'electronic_contract', parties.buyer, id);
  await signAs(baseURL, 'merchant_contract', parties.lab, id);
}

/**
 * In the open 签署合同 dialog: agree, 获取验证码, read the code from the outbox, type it,
 * 确认签署, and wait for the dialog to close.
 */
export async function signInDialog(page: Page, baseURL: string, mobile: string): Promise<void> {
  const dialog = page.locator('dialog.sf-dialog');
  await dialog.locator('iframe.sf-sign__pdf').waitFor({ timeout: 15_000 });
  await dialog.getByLabel('我已阅读并同意上述合同全部条款').check();
  const since = new Date(Date.now() - 1000).toISOString();
  // one code a minute per mobile: a mobile that just got another code (registration) waits, as
  // its owner would, and asks again
  for (let i = 0; ; i++) {
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    const sent = await expect
      .poll(() => dialog.innerText(), { timeout: 3_000 })
      .toContain('验证码已发送至')
      .then(
        () => true,
        () => false,
      );
    if (sent) break;
    if (i >= 14) throw new Error(`no signing code for ${mobile}`);
    await page.waitForTimeout(5_000);
  }
  const code = await outboxCode(baseURL, mobile, since);
  await dialog.getByLabel('短信验证码').fill(code);
  await dialog.getByRole('button', { name: '确认签署' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
}

/** The buyer signs contract `id`, then the demo lab (13800000002, the lab of the journeys' orders). */
export const signWithDemoLab = (baseURL: string, buyer: Party, id: number) =>
  signContractBoth(
    baseURL,
    { buyer, lab: { token: inject('sessions').merchant.token, mobile: DEMO_MOBILE.merchant } },
    id,
  );
