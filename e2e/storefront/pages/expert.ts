import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import type { LoginResult } from '../../../src/core/api/contract/models';
import { api } from '../../support/api';
import type { PageGlobals } from '../../support/dom';
import { IN_WORK, labWork } from '../../support/lab';
import { approveInConsole } from '../../support/operator';
import { apiCaptcha, outboxCode } from './auth';
import { signWithDemoLab } from './contract-sign';

export const SHOTS = '/tmp/expert-shots';

/** A full-page shot under /tmp/expert-shots once fonts and lazy parts are in. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(async () => {
    const g = globalThis as unknown as PageGlobals;
    await g.document.fonts.ready;
  });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

let seq = 0;
export const newMobile = (prefix = '136'): string =>
  `${prefix}${String((Date.now() + ++seq * 7919) % 1e8).padStart(8, '0')}`;

/** An SMS code for a registration of `type`, through the captcha's proof of work as a client would. */
export async function registerCode(baseURL: string, mobile: string, type: 1 | 3): Promise<string> {
  const sent = await api(baseURL, 'captcha/sendSmsCaptcha', {
    method: 'POST',
    body: { mobile, purpose: 'register', type, ...(await apiCaptcha(baseURL)) },
  });
  if (sent.status !== true) throw new Error(`sendSmsCaptcha: ${sent.message}`);
  return outboxCode(baseURL, mobile, 'sms');
}

/**
 * What a buyer does before buying and then does to complete an order (address, e-signature
 * account, order, payment, the signing page, confirmation) — the buying journeys test those
 * pages; here they only bring a client's order to 已完成.
 */
export async function completeOrder(page: Page, baseURL: string, buyer: LoginResult): Promise<number> {
  const token = buyer.token;
  const call = async <T>(
    path: string,
    body: Record<string, unknown> = {},
    method: 'GET' | 'POST' = 'POST',
  ) => {
    const answer = await api<T>(baseURL, path, { method, token, body });
    if (answer.status !== true) throw new Error(`${path}: ${answer.message}`);
    return answer.data as T;
  };
  await call('user_address/add', {
    consignee: '周先生',
    mobile: buyer.userInfo.mobile,
    province_code: '11',
    city_code: '1101',
    area_code: '110108',
    street_code: '110108010',
    detail: '学院路 30 号 A 座 1203 室',
    is_default: true,
  });
  await call('electronic_contract_account/apply', {
    org_name: '北京示例质检技术有限公司',
    credit_code: '91110108MA01H3KX26',
    legal_person: '周明',
    contact_mobile: buyer.userInfo.mobile,
  });
  const goods = await call<{ info: { serviceContent: Array<{ id: number }> } }>(
    'goods/info',
    { id: 1 },
    'GET',
  );
  const added = await call<{ id: number }>('goods_cart/add', {
    goods_id: 1,
    service_content_id: goods.info.serviceContent[0]!.id,
  });
  const addresses = await call<{ list: Array<{ id: number }> }>('user_address/get', {}, 'GET');
  const order = await call<{ id: number }>('order/create', {
    cart_ids: [added.id],
    address_id: addresses.list[0]!.id,
  });
  await call('pay/payTest', { id: order.id });
  const info = async () =>
    (
      await call<{ info: { status: string; contracts: Array<{ id: number }> } }>(
        'order/info',
        { id: order.id },
        'GET',
      )
    ).info;
  // a reviewer approves the e-sign account in the console (nothing approves by itself)
  await approveInConsole(baseURL, inject('staffToken'), 'sign_account', buyer.userInfo.mobile);
  await call('electronic_contract_seal/set', {
    name: '北京示例质检技术有限公司',
    kind: 'contract',
    is_default: true,
  });
  await signWithDemoLab(baseURL, { token, mobile: buyer.userInfo.mobile }, (await info()).contracts[0]!.id);
  for (let i = 0; i < 40 && !IN_WORK.includes((await info()).status); i++) await page.waitForTimeout(250);
  // the lab does its work (sample, test, report) before the buyer confirms
  await labWork(baseURL, token, order.id);
  await call('order/confirm', { id: order.id });
  return order.id;
}
