import { describe, expect, it } from 'vitest';
import { api, clearCart } from '../support/api';
import { MOBILE, screenshot } from '../support/browser';
import { useBrowser } from '../support/fixture';
import { Storefront } from './pages/storefront';

/** Issue 18 item 4 (签约主体 at settlement) and issue 16 item 8 (the lab's 电子签章). */
describe('contracts: 签约主体 and the lab’s seals', () => {
  const b = useBrowser();

  it('settlement offers the buyer’s companies as 合同甲方, at 1366 and 390', async () => {
    const { token } = b.sessions.buyer;
    await clearCart(b.baseURL, token);
    const added = await api<{ id: number }>(b.baseURL, 'goods_cart/add', {
      method: 'POST',
      token,
      body: { goods_id: 1, service_content_id: 101 },
    });
    expect(added.status).toBe(true);
    for (const [width, viewport] of [
      ['1366', undefined],
      ['390', MOBILE],
    ] as const) {
      const { page, errors } = await b.open({ stub: false, session: b.sessions.buyer, viewport });
      const sf = new Storefront(page, b.baseURL);
      await sf.goto(`/shopcarsettle?ids=${added.data!.id}`);
      const party = page.getByRole('region', { name: '签约主体（合同甲方）' });
      await expect
        .poll(() => party.getByRole('radio', { name: /北京华检科技有限公司/ }).isChecked(), {
          timeout: 15_000,
        })
        .toBe(true);
      expect(await party.innerText()).toContain('三流一致');
      await screenshot(page, `contracts-settle-${width}`);
      expect(errors).toEqual([]);
    }
    await clearCart(b.baseURL, token);
  });

  it('the demo lab opens /merchant/esign, sees its approved account and adds a seal', async () => {
    for (const [width, viewport] of [
      ['1366', undefined],
      ['390', MOBILE],
    ] as const) {
      const { page, errors } = await b.open({ stub: false, session: b.sessions.merchant, viewport });
      const sf = new Storefront(page, b.baseURL);
      await sf.goto('/merchant/esign');
      await expect.poll(() => sf.mainText(), { timeout: 15_000 }).toContain('已开通');
      expect(await sf.mainText()).toContain('中研检测技术（苏州）有限公司');
      if (width === '1366') {
        await sf.main().getByRole('button', { name: '新增印章' }).click();
        await page.getByLabel('印章名称').fill('中研检测技术公章');
        await page.getByRole('button', { name: '保存' }).click();
        await expect.poll(() => sf.mainText(), { timeout: 10_000 }).toContain('中研检测技术公章');
      }
      await screenshot(page, `contracts-merchant-esign-${width}`);
      expect(errors).toEqual([]);
    }
  });
});
