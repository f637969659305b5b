import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/core/api/contract/models-buying';
import { api, login } from '../support/api';
import { screenshot, VIEWPORTS } from '../support/browser';
import { useBrowser } from '../support/fixture';
import { Storefront } from './pages/storefront';

/** The seeded buyer of the demo lab's orders at every fulfilment step (seed/fulfilment.ts). */
const FULFIL_BUYER = '13900000201';

/** Issue 16 item 5: the buyer's side of the work on 订单详情, at both widths. */
describe('storefront order fulfilment', () => {
  const b = useBrowser();

  for (const [label, viewport] of VIEWPORTS) {
    it(`shows the sample form while 待寄样 and the steps and report once issued (${label}px)`, async () => {
      const session = await login(b.baseURL, 'buyer', FULFIL_BUYER);
      const orders = await api<{ list: Order[] }>(b.baseURL, 'order/get', {
        token: session.token,
        body: { page: 1, limit: 20 },
      });
      const byStatus = (s: string) => orders.data!.list.find((o) => o.status === s)!;
      const { page, errors } = await b.open({ stub: false, viewport, session });
      const sf = new Storefront(page, b.baseURL);

      await sf.goto(`/home/order/detail?id=${byStatus('awaiting_sample').id}`);
      await sf.settled();
      await expect.poll(() => sf.mainText()).toContain('提交寄样信息');
      await sf.main().getByRole('button', { name: '提交寄样信息' }).click();
      await expect.poll(() => sf.mainText()).toContain('请输入快递公司');
      await screenshot(page, `storefront-order-awaiting-sample-${label}`);

      await sf.goto(`/home/order/detail?id=${byStatus('completed').id}`);
      await sf.settled();
      await expect.poll(() => sf.mainText()).toContain('下载报告');
      const text = await sf.mainText();
      for (const needle of ['履约进度', '寄送样品', '实验室收样', '出具报告', '顺丰速运', '报告编号'])
        expect(text).toContain(needle);
      // 订单进度 wraps onto rows (wide) or runs down the page (phones): it never scrolls sideways
      const timeline = sf.main().locator('.sf-od-timeline');
      expect(await timeline.locator('li').count()).toBeGreaterThan(5);
      expect(await timeline.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `storefront-order-report-${label}`);

      await sf.goto('/home/order');
      await sf.settled();
      await screenshot(page, `storefront-order-list-${label}`);
      expect(errors).toEqual([]);
    });
  }
});
