import { expect } from 'vitest';
import type { OrderDetail } from '../../../src/core/api/contract/models-buying';
import { api, login } from '../../support/api';
import { DESKTOP, MOBILE, screenshot, VIEWPORTS } from '../../support/browser';
import { expectNoSidewaysScroll, expectText, type useBrowser } from '../../support/fixture';
import { Storefront } from '../pages/storefront';
import { sharedOrderAt } from './demo-order';

type B = ReturnType<typeof useBrowser>;

/** The shared order of the demo buyer, paid, signed by both and reported on (without the paper's facts). */
const reportedOrder = async (b: B): Promise<OrderDetail> => (await sharedOrderAt(b, 'reported')).info();

/** A report of the demo's fulfilment orders (buyer 13900000201), issued with the paper's facts. */
async function demoReportNo(b: B): Promise<string> {
  const { token } = await login(b.baseURL, 'buyer', '13900000201');
  const list = await api<{ list: Array<{ id: number; status: string }> }>(b.baseURL, 'order/get', {
    token,
    body: { status: 'completed', limit: 5 },
  });
  const done = list.data?.list.find((o) => o.status === 'completed');
  const detail = await api<{ info: OrderDetail }>(b.baseURL, 'order/info', { token, body: { id: done!.id } });
  return detail.data!.info.report!.report_no;
}

/**
 * The buyer's order lists its 区块链存证; an evidence link runs the look-up on /blockchain, the
 * order number (typed in lower case) finds all the order's entries, an unknown number is 未找到
 * without a red verdict. At 1366 and at 390.
 */
export async function evidenceFromOrder(b: B): Promise<void> {
  const order = await reportedOrder(b);
  for (const [label, viewport] of VIEWPORTS) {
    const { page, errors } = await b.open({ stub: false, viewport, session: b.sessions.buyer });
    const sf = new Storefront(page, b.baseURL);
    await sf.goto(`/home/order/detail?id=${order.id}`);
    const section = sf.main().locator('section.sf-evl');
    await expectText(section.locator('h2'), '区块链存证');
    // payment, contract and report, each with its evidence number
    await expect.poll(() => section.getByTestId('evidence-link').count(), { timeout: 10_000 }).toBe(3);
    const sectionText = await section.innerText();
    for (const kind of ['支付凭证', '电子合同', '检测报告']) expect(sectionText).toContain(kind);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, `first-week-evidence-order-${label}`);

    // one evidence number: the entry, checked in the browser
    const firstNo = (await section.getByTestId('evidence-link').first().innerText()).trim();
    await section.getByTestId('evidence-link').first().click();
    const result = sf.main().locator('.sf-ev-result');
    await expect.poll(() => result.getAttribute('data-verdict'), { timeout: 10_000 }).toBe('verified');
    expect(await result.innerText()).toContain(firstNo);
    expect(page.url()).toContain(`/blockchain?no=${firstNo}`);

    // the order number as a visitor might type it: lower case, spaces around
    const field = sf.main().getByRole('textbox');
    await field.fill(`  ${order.order_no.toLowerCase()} `);
    await sf.main().getByRole('button', { name: '查询' }).click();
    await expect.poll(() => result.locator('.sf-ev-related li').count(), { timeout: 10_000 }).toBe(3);
    expect(await result.getAttribute('data-verdict')).toBe('verified');
    expect(await result.innerText()).toContain(order.order_no);
    await screenshot(page, `first-week-evidence-by-order-${label}`);

    // a number the ledger does not know: 未找到, neutral, never 验证未通过
    await field.fill('TIC20990101000000000000');
    await sf.main().getByRole('button', { name: '查询' }).click();
    await expect.poll(() => result.getAttribute('data-verdict'), { timeout: 10_000 }).toBe('unknown');
    await expectText(result.locator('h2'), '未找到');
    expect(await result.innerText()).not.toContain('验证未通过');
    expect(await sf.main().locator('.sf-ev-result.is-bad').count()).toBe(0);
    await screenshot(page, `first-week-evidence-unknown-${label}`);
    expect(errors).toEqual([]);
    await page.close();
  }
}

/**
 * 报告真伪查询 by number shows what the paper must state (lab, masked client, sample, standard,
 * issue date, conclusion): a demo report with every fact (1366), and the buyer's own order's link
 * to its report, whose facts the lab left blank (—) (390).
 */
export async function reportVerifiedWithFacts(b: B): Promise<void> {
  const reportNo = await demoReportNo(b);
  {
    const { page, errors } = await b.open({ stub: false, viewport: DESKTOP });
    const sf = new Storefront(page, b.baseURL);
    // a deep link asks at once; the number as typed in lower case still finds it
    await sf.goto(`/report/verify?no=${encodeURIComponent(reportNo.toLowerCase())}`);
    const result = sf.main().locator('.sf-ev-result');
    await expect.poll(() => result.getAttribute('data-verdict'), { timeout: 10_000 }).toBe('verified');
    const facts = await sf.main().getByTestId('report-facts').innerText();
    expect(facts).toContain(reportNo);
    expect(facts).toContain('中研检测');
    expect(facts).toContain('苏州****有限公司');
    expect(facts).not.toContain('苏州华测电子科技有限公司');
    expect(facts).toContain('生活饮用水（末梢水）');
    expect(facts).toContain('GB 5749-2022《生活饮用水卫生标准》');
    expect(facts).toContain('所检项目均符合');
    expect(facts).toMatch(/签发日期\s*\d{4}-\d{2}-\d{2}/);
    await screenshot(page, 'first-week-report-verify-1366');
    expect(errors).toEqual([]);
    await page.close();
  }
  const order = await reportedOrder(b);
  const { page, errors } = await b.open({ stub: false, viewport: MOBILE, session: b.sessions.buyer });
  const sf = new Storefront(page, b.baseURL);
  await sf.goto(`/home/order/detail?id=${order.id}`);
  await sf.main().getByRole('link', { name: '报告真伪查询' }).click();
  const result = sf.main().locator('.sf-ev-result');
  await expect.poll(() => result.getAttribute('data-verdict'), { timeout: 10_000 }).toBe('verified');
  const facts = await sf.main().getByTestId('report-facts').innerText();
  expect(facts).toContain(order.report!.report_no);
  expect(facts).toContain('—');
  // no sideways scrolling at 390
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'first-week-report-verify-390');
  expect(errors).toEqual([]);
  await page.close();
}
