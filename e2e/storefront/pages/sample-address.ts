import { expect } from 'vitest';
import { api } from '../../support/api';
import { expectText } from '../../support/fixture';
import type { Storefront } from './storefront';

/**
 * 店铺设置's 收样地址 card, filled and saved as a lab does (the page is open): a sample-based
 * service is submitted only with a receiving address. Any zone under 福建省 will do.
 */
export async function saveSampleAddress(
  sf: Storefront,
  contact = '林工',
  phone = '13905920001',
): Promise<void> {
  const card = sf.main().locator('#sample-address');
  await card.getByLabel('收样联系人').fill(contact);
  await card.getByLabel('联系电话').fill(phone);
  await card.locator('select[name="province_code"]').selectOption({ label: '福建省' });
  for (const level of ['city_code', 'area_code', 'street_code']) {
    const select = card.locator(`select[name="${level}"]`);
    await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
    await select.selectOption({ index: 1 });
  }
  await card.getByLabel('详细地址').fill('火炬高新区创新路 2 号 3 楼收样室');
  await card.getByRole('button', { name: '保存收样地址' }).click();
  await expectText(sf.toast().locator('span'), '收样地址已保存');
}

/** The same through the API (merchant_center/sampleAddress), for journeys about something else. */
export async function giveSampleAddress(baseURL: string, token: string, phone: string): Promise<void> {
  const saved = await api(baseURL, 'merchant_center/sampleAddress', {
    method: 'POST',
    token,
    body: {
      contact: '周工',
      phone,
      province_code: '32',
      city_code: '3205',
      area_code: '320576',
      detail: '星湖街 99 号样品接收室',
    },
  });
  if (saved.status !== true) throw new Error(`merchant_center/sampleAddress: ${saved.message}`);
}
