import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_STATUS_CODE } from '../../../core/rules/goods-states';
import { merchantLicenses, merchants } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('merchant/getBusinessLicense', () => {
  it('answers the licence of an open shop', async () => {
    const { status, data } = await t.call('merchant/getBusinessLicense', { id: 1 });
    expect(status).toBe(true);
    expect(data.info).toEqual({
      merchant_id: 1,
      org_name: '中研检测技术（苏州）有限公司',
      credit_code: '91320594MA1MK2QX7T',
      legal_rep: expect.any(String),
      company_type: expect.any(String),
      registered_capital: expect.stringContaining('万元'),
      established: '2012-06-18',
      address: expect.stringContaining('苏州'),
      business_scope: expect.stringContaining('检验检测'),
      image: '/images/merchants/1-license.svg',
    });
  });

  it('every demo shop has a licence', async () => {
    const shops = (await t.call('merchant/get', { limit: 100 })).data.list;
    for (const m of shops) {
      const { data } = await t.call('merchant/getBusinessLicense', { id: m.id });
      expect(data.info.legal_rep).not.toBe('');
      expect(data.info.image).toMatch(/license\.svg$/);
    }
  });

  it('a shop without a filed licence still answers its code and date', async () => {
    await t.db.delete(merchantLicenses).where(eq(merchantLicenses.merchantId, 2));
    const { data } = await t.call('merchant/getBusinessLicense', { id: 2 });
    expect(data.info).toMatchObject({
      merchant_id: 2,
      credit_code: expect.any(String),
      legal_rep: '',
      image: '',
    });
  });

  it('refuses unknown and closed shops and bad ids', async () => {
    expect(await t.call('merchant/getBusinessLicense', { id: 9999 })).toMatchObject({
      status: false,
      message: '店铺不存在',
    });
    await t.db.update(merchants).set({ status: MERCHANT_STATUS_CODE.closed }).where(eq(merchants.id, 3));
    expect((await t.call('merchant/getBusinessLicense', { id: 3 })).message).toBe('店铺不存在');
    expect((await t.call('merchant/getBusinessLicense', {})).message).toBe('缺少店铺ID');
    expect((await t.call('merchant/getBusinessLicense', { id: 'x' })).message).toBe('无效的店铺ID');
  });
});
