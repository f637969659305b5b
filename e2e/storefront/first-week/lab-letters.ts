import { expect } from 'vitest';
import type { OrderDetail } from '../../../src/core/api/contract/models-buying';
import { DEMO_MOBILE, DEMO_PASSWORD } from '../../support/api';
import { MOBILE, screenshot } from '../../support/browser';
import { expectNoSidewaysScroll, type useBrowser } from '../../support/fixture';
import { AuthPage } from '../pages/auth';
import { signAs } from '../pages/contract-sign';
import { Storefront } from '../pages/storefront';
import { paidDemoOrder } from './demo-order';

type B = ReturnType<typeof useBrowser>;

/**
 * A paid order of the demo buyer whose contract the buyer has signed, so the lab's letter
 * 合同待您签署 arrives (its link opens the contract to sign). Answers the order and the contract.
 */
async function contractForTheLab(
  b: B,
): Promise<{ order: OrderDetail; contractNo: string; contractId: number }> {
  const { info } = await paidDemoOrder(b);
  const order = await info();
  const contract = order.contracts[0]!;
  // the buyer signs as its page does (one code a minute per mobile)
  const buyer = { token: b.sessions.buyer.token, mobile: DEMO_MOBILE.buyer };
  await signAs(b.baseURL, 'electronic_contract', buyer, contract.id);
  return { order, contractNo: contract.contract_no, contractId: contract.id };
}

/** The header's 消息 link of the lab, and its unread count as the badge shows it ('' for none). */
const headerLetters = (sf: Storefront) => sf.page.locator('.sf-header a.sf-letters');
const badgeOf = async (sf: Storefront) =>
  (
    (await headerLetters(sf)
      .locator('.sf-letters__badge')
      .textContent()
      .catch(() => '')) ?? ''
  ).trim();

/**
 * 商家中心: the lab signs in on /login and lands on its workbench (1366); the 待签署合同 tile,
 * reached by the keyboard, opens 合同管理 filtered to what waits for it, with the buyer's new
 * contract; the header's 消息 badge leads to 站内信, where the letter 合同待您签署 is opened
 * (read: the badge drops) and its link opens the contract's signing. At 390 the workbench and
 * the inbox fit the phone and the tiles and letters still lead where they say.
 */
export async function labReadsLetters(b: B): Promise<void> {
  const { order, contractNo, contractId } = await contractForTheLab(b);

  const lab = await b.open({ stub: false });
  const sf = new Storefront(lab.page, b.baseURL);
  await sf.goto('/login');
  await new AuthPage(sf).login('商家', DEMO_MOBILE.merchant, DEMO_PASSWORD);
  // no way back asked for: the lab lands on its workbench, not on the shop window
  await lab.page.waitForURL(`${b.baseURL}/merchant`, { timeout: 10_000 });
  const todo = sf.main().locator('section[aria-labelledby="mc-todo"]');
  const tile = todo.getByRole('link', { name: /待签署合同/ });
  await expect.poll(() => tile.innerText(), { timeout: 10_000 }).toMatch(/^[1-9]\d*\s*待签署合同$/);
  // 本月实收 is the figure 资金结算 shows for the month
  const income = sf.main().getByRole('link', { name: /本月实收/ });
  const figure = (await income.locator('strong').innerText()).trim();
  expect(await income.getAttribute('href')).toMatch(/^\/merchant\/funds\?month=\d{4}-\d{2}$/);
  await expect.poll(async () => badgeOf(sf), { timeout: 10_000 }).toMatch(/^[1-9]\d*$/);
  const unread = Number(await badgeOf(sf));
  await screenshot(lab.page, 'first-week-lab-workbench-1366');

  // the tile is a real link: focused and opened with Enter
  await tile.focus();
  await lab.page.keyboard.press('Enter');
  await lab.page.waitForURL(/\/merchant\/contract\?state=mine$/, { timeout: 10_000 });
  await expect.poll(() => sf.main().innerText(), { timeout: 10_000 }).toContain(contractNo);

  // 本月实收 on 资金结算: the same figure, the new payment 待结算
  await sf.goto('/merchant');
  await income.click();
  await lab.page.waitForURL(/\/merchant\/funds\?month=/, { timeout: 10_000 });
  const net = sf.main().locator('.mw-totals li', { hasText: '实收金额' }).locator('strong');
  await expect.poll(() => net.innerText(), { timeout: 10_000 }).toBe(`¥${figure}`);
  const record = sf.main().locator('tr', { hasText: order.order_no });
  await expect.poll(() => record.innerText(), { timeout: 10_000 }).toContain('待结算');

  // the header badge leads to 站内信; the newest letter is the buyer's signature
  await headerLetters(sf).click();
  await lab.page.waitForURL(/\/merchant\/notice$/, { timeout: 10_000 });
  const letter = sf.main().locator('li.sf-letter').first();
  await expect.poll(() => letter.innerText(), { timeout: 10_000 }).toContain('合同待您签署');
  expect(await letter.evaluate((li) => li.classList.contains('is-unread'))).toBe(true);
  await letter.getByRole('button').click();
  await expect.poll(() => letter.innerText()).toContain(contractNo);
  await expect.poll(() => letter.evaluate((li) => li.classList.contains('is-unread'))).toBe(false);
  await expect.poll(() => badgeOf(sf), { timeout: 10_000 }).toBe(unread > 1 ? String(unread - 1) : '');
  await screenshot(lab.page, 'first-week-lab-letters-1366');
  // the letter's link opens what it is about: the contract, to sign
  await letter.getByRole('link', { name: /查看详情/ }).click();
  await lab.page.waitForURL(new RegExp(`/merchant/contract\\?id=${contractId}$`), { timeout: 10_000 });
  await lab.page.locator('dialog[open]').waitFor({ timeout: 15_000 });
  expect(await lab.page.locator('dialog[open]').innerText()).toContain(contractNo);
  expect(lab.errors).toEqual([]);

  // a phone: the workbench and the inbox fit, the tiles and the badge lead where they say
  const phone = await b.open({ stub: false, session: b.sessions.merchant, viewport: MOBILE });
  const mf = new Storefront(phone.page, b.baseURL);
  await mf.goto('/merchant');
  const mobileTile = mf.main().getByRole('link', { name: /待处理售后/ });
  expect(await mobileTile.getAttribute('href')).toBe('/merchant/rating?tab=aftersale');
  await expectNoSidewaysScroll(phone.page);
  await screenshot(phone.page, 'first-week-lab-workbench-390');
  await headerLetters(mf).click();
  await phone.page.waitForURL(/\/merchant\/notice$/, { timeout: 10_000 });
  const first = mf.main().locator('li.sf-letter').first();
  await expect.poll(() => first.innerText(), { timeout: 10_000 }).toContain('合同待您签署');
  await first.getByRole('button').click();
  await expect.poll(() => first.innerText()).toContain('查看详情');
  await expectNoSidewaysScroll(phone.page);
  await screenshot(phone.page, 'first-week-lab-letters-390');
  expect(phone.errors).toEqual([]);
}
