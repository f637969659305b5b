import { describe, expect, it } from 'vitest';
import { accounts, goods, merchants } from '../../db/schema';
import { onProductionPostgresApp, queuedCode } from '../../test/postgres-app';
import type { TestApp } from '../../test/test-app';
import { solveChallenge } from '../captcha/captcha.test-helpers';
import { creditCode, PDF, PNG, setSampleAddress, upload } from '../merchant-center/merchant.test-helpers';
import { reviewGoods, reviewMerchant } from '../merchant-center/merchant-review';
import { WATER } from './merchant-goods.test-data';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * Issue 16, done-when: TIC_ENV=production on an empty PostgreSQL database (no demo catalogue,
 * no accounts): a lab registers, is approved, lists a service, and search finds it.
 */
describe.skipIf(!adminUrl)('a lab on an empty production database (TEST_DATABASE_URL)', () => {
  let t: TestApp;

  onProductionPostgresApp((app) => {
    t = app;
  });

  it('registers, is approved, lists a service that search finds', async () => {
    expect(await t.db.select().from(accounts)).toEqual([]);
    expect(await t.db.select().from(merchants)).toEqual([]);
    expect((await t.call('dev/outbox', {})).http).toBe(404);
    // the challenge solved as the browser would: no captcha answer is kept anywhere to read
    const captcha = (await t.call('captcha/get', { purpose: 'sms' })).data;
    const captcha_code = await solveChallenge(captcha.challenge);
    const mobile = '13788880001';
    const sent = await t.call('captcha/sendSmsCaptcha', {
      mobile,
      purpose: 'register',
      type: 2,
      captcha_key: captcha.key,
      captcha_code,
    });
    expect(sent.status).toBe(true);
    const reg = await t.call('merchant_account/register', {
      mobile,
      code: await queuedCode(t, mobile),
      password: 'Secret2024',
      agree: true,
      org_name: '厦门海检水质检测有限公司',
      contact_name: '林工',
      credit_code: creditCode(401),
    });
    expect(reg.status).toBe(true);
    const token = reg.data.token as string;
    const merchantId = reg.data.userInfo.merchant_id as number;
    const file_id = await upload(t, token, PDF, 'cma.pdf');
    const q = await t.call(
      'merchant_qualification/add',
      { kind: 'CMA', cert_no: '231312340001', scope: '水质', expires_on: '2030-06-30', file_id },
      token,
    );
    expect(q.status).toBe(true);
    // a sample-based service is submitted only once buyers know where to send the sample
    await setSampleAddress(t, token);
    const cover_id = await upload(t, token, PNG, 'cover.png');
    const added = await t.call(
      'merchant_goods/add',
      { ...WATER, name: '海检饮用水全项检测', cover_id, submit: true },
      token,
    );
    expect(added.data.info.state).toBe('pending');
    // production has no simulated reviewer: nothing moves until the operator decides
    expect((await t.call('merchant_center/info', {}, token)).data.info.state).toBe('pending');
    expect((await t.call('search/goods', { keyword: '海检饮用水' })).data.total).toBe(0);
    await reviewMerchant(t.db, merchantId, { approve: true });
    await reviewGoods(t.db, added.data.info.id, { approve: true });
    const found = await t.call('search/goods', { keyword: '海检饮用水' });
    expect(found.data.list.map((g: { id: number }) => g.id)).toEqual([added.data.info.id]);
    expect((await t.call('search/merchant', { keyword: '海检' })).data.total).toBe(1);
    expect((await t.call('goods/info', { id: added.data.info.id })).data.info.serviceContent).toHaveLength(2);
    expect(await t.db.select({ id: goods.id }).from(goods)).toHaveLength(1);
  });
});
