import { expect, inject } from 'vitest';
import type { GoodsDetail, LoginResult } from '../../../src/core/api/contract/models';
import { api } from '../../support/api';
import { MOBILE, screenshot } from '../../support/browser';
import type { useBrowser } from '../../support/fixture';
import { approveInConsole } from '../../support/operator';
import { apiCaptcha, outboxCode } from '../pages/auth';
import { signInDialog } from '../pages/contract-sign';
import { Storefront } from '../pages/storefront';

type B = ReturnType<typeof useBrowser>;

const COMPANY = { title: '杭州首签检测服务有限公司', tax_no: '91110108MA01H3KX26' };

/** A buyer registered a moment ago (no e-sign account, no seal) with a paid order under COMPANY. */
async function newBuyerWithPaidOrder(b: B): Promise<{ session: LoginResult; orderId: number }> {
  const mobile = `135${String(Date.now() % 1e8).padStart(8, '0')}`;
  const sent = await api(b.baseURL, 'captcha/sendSmsCaptcha', {
    method: 'POST',
    body: { mobile, purpose: 'register', ...(await apiCaptcha(b.baseURL)) },
  });
  if (sent.status !== true) throw new Error(`sendSmsCaptcha: ${sent.message}`);
  const code = await outboxCode(b.baseURL, mobile, 'sms');
  const reg = await api<LoginResult>(b.baseURL, 'user/register', {
    method: 'POST',
    body: { mobile, code, password: 'Sign@2468', agree: true },
  });
  if (reg.status !== true || !reg.data) throw new Error(`user/register: ${reg.message}`);
  const token = reg.data.token;
  const must = async <T>(path: string, body: Record<string, unknown>, method: 'GET' | 'POST' = 'POST') => {
    const a = await api<T>(b.baseURL, path, { method, token, body });
    if (a.status !== true) throw new Error(`${path}: ${a.message}`);
    return a.data as T;
  };
  const address = await must<{ id: number }>('user_address/add', {
    consignee: '钱女士',
    mobile,
    province_code: '11',
    city_code: '1101',
    area_code: '110108',
    street_code: '110108010',
    detail: '学院路 30 号 B 座 501 室',
    is_default: true,
  });
  const title = await must<{ id: number }>('user_invoice/add', { type: 1, ...COMPANY });
  const g = (await must<{ info: GoodsDetail }>('goods/info', { id: 1 }, 'GET')).info;
  const added = await must<{ id: number }>('goods_cart/add', {
    goods_id: 1,
    service_content_id: g.serviceContent[0]!.id,
  });
  const { id } = await must<{ id: number }>('order/create', {
    cart_ids: [added.id],
    address_id: address.id,
    invoice_id: title.id,
    pay_plan: 'full',
  });
  await must('pay/payTest', { id });
  return { session: reg.data, orderId: id };
}

/**
 * Signing without an e-sign account: 支付成功 offers 签署合同; it leads to 电子签章 with the
 * order's 合同甲方 filled in and what is missing listed (390 px); once the account is approved and
 * a seal set, 继续签署 opens the signing page, and the signed contract brings the buyer back to
 * the order (1366).
 */
export async function signingWithoutAccount(b: B): Promise<void> {
  const { session, orderId } = await newBuyerWithPaidOrder(b);
  const mobile = session.userInfo.mobile;
  const phone = await b.open({ stub: false, session, viewport: MOBILE });
  const sf = new Storefront(phone.page, b.baseURL);
  await sf.goto(`/result/success?order_id=${orderId}`);
  await sf.main().getByRole('button', { name: '签署合同' }).click();
  await phone.page.waitForURL((u) => u.pathname === '/home/contract/agreement');
  const url = new URL(phone.page.url());
  expect(url.searchParams.get('back')).toBe(`/home/order/detail?id=${orderId}`);
  const guide = sf.main().locator('section[aria-labelledby="cn-guide"]');
  await expect.poll(() => guide.innerText(), { timeout: 10_000 }).toContain('开通电子签章账户');
  // the order's 合同甲方 is already in the form
  await expect.poll(() => sf.main().getByLabel('企业名称').inputValue()).toBe(COMPANY.title);
  expect(await sf.main().getByLabel('统一社会信用代码').inputValue()).toBe(COMPANY.tax_no);
  expect(await guide.getByRole('button', { name: '继续签署' }).isDisabled()).toBe(true);
  await sf.main().getByLabel('法定代表人').fill('钱敏');
  await sf.main().getByLabel('联系手机').fill(mobile);
  await sf.main().getByRole('button', { name: '提交申请' }).click();
  await expect.poll(() => guide.innerText(), { timeout: 10_000 }).toContain('审核中');
  await screenshot(phone.page, 'first-week-signing-setup-390');
  expect(phone.errors).toEqual([]);

  // a reviewer approves the account; the buyer adds a seal and goes on
  await approveInConsole(b.baseURL, inject('staffToken'), 'sign_account', mobile);
  const seal = await api(b.baseURL, 'electronic_contract_seal/set', {
    method: 'POST',
    token: session.token,
    body: { name: COMPANY.title, kind: 'contract', is_default: true },
  });
  expect(seal.status).toBe(true);
  const desk = await b.open({ stub: false, session });
  const page = new Storefront(desk.page, b.baseURL);
  // the address as the browser had it (Storefront.goto would encode its escapes again)
  await desk.page.goto(b.baseURL + url.pathname + url.search);
  const ready = page
    .main()
    .locator('section[aria-labelledby="cn-guide"]')
    .getByRole('button', { name: '继续签署' });
  await expect.poll(() => ready.isEnabled(), { timeout: 10_000 }).toBe(true);
  await screenshot(desk.page, 'first-week-signing-ready-1366');
  await ready.click();
  await desk.page.waitForURL((u) => u.pathname === '/home/contract');
  await signInDialog(desk.page, b.baseURL, mobile);
  // signed: back on the order it came from
  await expect
    .poll(() => new URL(desk.page.url()).pathname + new URL(desk.page.url()).search, { timeout: 15_000 })
    .toBe(`/home/order/detail?id=${orderId}`);
  const signedAt = async () =>
    (
      await api<{ info: { contracts: Array<{ buyer_signed_at: string | null }> } }>(b.baseURL, 'order/info', {
        token: session.token,
        body: { id: orderId },
      })
    ).data?.info.contracts[0]?.buyer_signed_at ?? null;
  expect(await signedAt()).not.toBeNull();
  // the order no longer asks this buyer to sign
  const contracts = page.main().locator('.sf-od-contract');
  await expect
    .poll(() => contracts.first().getByRole('button', { name: '签署', exact: true }).count(), {
      timeout: 10_000,
    })
    .toBe(0);
  await screenshot(desk.page, 'first-week-signing-back-1366');
  expect(desk.errors.filter((e) => !(e.includes('429') && e.includes('/sendSignCode')))).toEqual([]);
}
