/**
 * 对公转账 in the browser journeys: the buyer's panel at the cashier (account, amount, 汇款识别码,
 * slip, 我已汇款), 财务's 确认到账 in the console (/admin/finance), and signing a contract in the
 * dialog with a code from wherever the deployment's SMS codes are read (the production journey
 * reads the outbox table; the demo journeys use /api/dev/outbox through contract-sign.ts).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectText } from '../../support/fixture';
import type { Storefront } from './storefront';

/** The 对公转账 panel of the cashier (open by default where the method is offered). */
export const transferPanel = (page: Page) => page.locator('section.sf-transfer[aria-label="对公转账"]');

/** One fact of the panel by its label (收款户名, 收款账号, 汇款金额, 汇款识别码, …). */
export const transferFact = (page: Page, label: string) =>
  transferPanel(page)
    .locator('.sf-transfer__fact', { has: page.locator('dt', { hasText: label }) })
    .locator('dd');

/** The buyer uploads a bank slip and declares 我已汇款; answers the 汇款识别码 it was shown. */
export async function declareTransfer(
  page: Page,
  slip: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const panel = transferPanel(page);
  const reference = (
    await transferFact(page, '汇款识别码').locator('.sf-transfer__value').innerText()
  ).trim();
  await panel.locator('input[type="file"]').setInputFiles(slip);
  await expect.poll(() => panel.innerText(), { timeout: 10_000 }).toContain('查看回单');
  await panel.getByRole('button', { name: '我已汇款', exact: true }).click();
  await expect.poll(() => panel.innerText(), { timeout: 10_000 }).toContain('已申报汇款，等待财务确认到账');
  return reference;
}

/** 财务's 对公转账 queue: the row of an order (pending declarations by default). */
export const financeRow = (sf: Storefront, orderNo: string) =>
  sf.main().locator('.mc-table tbody tr', { hasText: orderNo }).first();

/**
 * 确认到账 on the row of `orderNo`: the amount received and the bank's 流水号, typed from the
 * statement. Answers the dialog's error when the console refuses (and leaves the dialog open).
 */
export async function confirmTransfer(
  sf: Storefront,
  orderNo: string,
  received: string,
  serial: string,
): Promise<string> {
  const dialog = sf.page.getByRole('dialog');
  if (!(await dialog.isVisible().catch(() => false)))
    await financeRow(sf, orderNo).getByRole('button', { name: '确认到账' }).click();
  await dialog.getByLabel('到账金额（元）').fill(received);
  await dialog.getByLabel('银行流水号').fill(serial);
  await dialog.getByRole('button', { name: '确认到账' }).click();
  const error = dialog.locator('.mc-error');
  const outcome = await Promise.race([
    error.waitFor({ timeout: 10_000 }).then(() => 'error' as const),
    expectText(sf.toast().locator('span'), '已确认到账').then(() => 'done' as const),
  ]);
  return outcome === 'error' ? (await error.innerText()).trim() : '';
}

/**
 * In the open 签署合同 dialog: agree, 获取验证码 (asking again while the mobile's one-a-minute
 * limit holds, as its owner would), type the code `codeSince` finds, 确认签署, wait for it to close.
 * `beforeSign` runs with the code typed (a screenshot of the dialog).
 */
export async function signWithCode(
  page: Page,
  codeSince: (since: number) => Promise<string>,
  beforeSign?: () => Promise<void>,
): Promise<void> {
  const dialog = page.locator('dialog.sf-dialog');
  await dialog.locator('iframe.sf-sign__pdf').waitFor({ timeout: 15_000 });
  await dialog.getByLabel('我已阅读并同意上述合同全部条款').check();
  const since = Date.now() - 1000;
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
    if (i >= 14) throw new Error('no signing code sent');
    await page.waitForTimeout(5_000);
  }
  await dialog.getByLabel('短信验证码').fill(await codeSince(since));
  await beforeSign?.();
  await dialog.getByRole('button', { name: '确认签署' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
}
