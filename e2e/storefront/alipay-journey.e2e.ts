import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EndpointId, endpoints } from '../../src/core/api/contract/endpoints';
import type { LoginResult } from '../../src/core/api/contract/models';
import type { OrderDetail } from '../../src/core/api/contract/models-buying';
import { createApp, payProvidersOf } from '../../src/server/app';
import { createDb, type Database } from '../../src/server/db';
import { paymentRefunds, payments } from '../../src/server/db/schema';
import { runShutdown } from '../../src/server/lib/lifecycle';
import { listOutbox } from '../../src/server/lib/outbox';
import { dirStorage } from '../../src/server/lib/storage';
import { reconcileDue, startPayJobs } from '../../src/server/modules/pay/pay-reconcile';
import { runRefunds } from '../../src/server/modules/pay/pay-refund';
import {
  type GatewayStandIn,
  startAlipayGateway,
} from '../../src/server/modules/pay/providers/alipay-gateway.test-helpers';
import { seedIfEmpty } from '../../src/server/seed';
import { mountStatic } from '../../src/server/static';
import { api, DEMO_MOBILE, login } from '../support/api';
import { collectErrors, DESKTOP, launchBrowser, MOBILE, newContext, screenshot } from '../support/browser';
import { labWork } from '../support/lab';
import { freePort } from '../support/server';
import { Storefront } from './pages/storefront';

const PAY_SECRET = 'alipay-journey-pay-secret-000001';

/**
 * The buyer's path with 支付宝 in production (TIC_ENV=production, PGlite, the demo's lab, service
 * and buyer as data), against a local stand-in of Alipay's gateway that checks the official SDK's
 * RSA2 signatures and signs what it sends: the cashier offers 对公转账 and 支付宝; the deposit is
 * paid on the gateway's checkout page, whose notification settles it; the balance is paid from a
 * phone (手机网站支付) but its notification is lost and the buyer never comes back, and the
 * payment job's reconciliation (alipay.trade.query) settles it; a second order is paid and then
 * refunded (alipay.trade.refund, once). The server runs in this process, as main.ts boots it, so
 * the test can read the SMS codes from the outbox table for the contract signatures.
 */
describe('Alipay in production, in the browser (a local gateway stand-in)', () => {
  let dir = '';
  let base = '';
  let gw: GatewayStandIn;
  let database: Database;
  let server: ReturnType<typeof serve> | undefined;
  let app: ReturnType<typeof createApp>;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page;
  let sf: Storefront;
  let buyer: LoginResult;
  let errors: string[] = [];
  const s = { deposit: 0, refunded: 0 };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tic-alipay-'));
    const port = await freePort();
    base = `http://localhost:${port}`;
    gw = await startAlipayGateway(base);
    database = await createDb(pathToFileURL(join(dir, 'pgdata')).href);
    await database.migrate();
    const storage = dirStorage(join(dir, 'pgdata', 'uploads'));
    await seedIfEmpty(database.db, { demo: true, storage });
    app = createApp(database.db, {
      production: true,
      paySecret: PAY_SECRET,
      storage,
      alipay: gw.settings,
      // this test is the deployment's SMS sender (it reads the outbox)
      channels: { sms: true, mail: true },
    });
    mountStatic(app, {});
    server = serve({ fetch: app.fetch, port });
    // the payment job of a server process: reconciliation every minute, refunds when approved
    startPayJobs(database.db, payProvidersOf(app));
    browser = await launchBrowser();
    buyer = await login(base, 'buyer');
    context = await newContext(browser, { session: buyer, origins: [base] });
    page = await context.newPage();
    errors = collectErrors(page);
    sf = new Storefront(page, base);
  }, 120_000);

  afterAll(async () => {
    await runShutdown();
    await context?.close();
    await browser?.close();
    if (server) {
      const closing = new Promise((done) => server!.close(done));
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      await closing;
    }
    await database?.close();
    await gw?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const call = async <T>(path: string, body: Record<string, unknown>, token = buyer.token) => {
    const method = endpoints[path as EndpointId].method;
    const answer = await api<T>(base, path, { method, token, body });
    if (answer.status !== true) throw new Error(`${path}: ${answer.message}`);
    return answer.data as T;
  };
  const orderInfo = async (id: number) => (await call<{ info: OrderDetail }>('order/info', { id })).info;

  /** The demo service in the cart and ordered with `plan`: its id. */
  const order = async (plan: 'full' | 'deposit'): Promise<number> => {
    const goods = await call<{ info: { serviceContent: Array<{ id: number }> } }>('goods/info', { id: 1 });
    const added = await call<{ id: number }>('goods_cart/add', {
      goods_id: 1,
      service_content_id: goods.info.serviceContent[0]!.id,
    });
    const addresses = await call<{ list: Array<{ id: number }> }>('user_address/get', {});
    return (
      await call<{ id: number }>('order/create', {
        cart_ids: [added.id],
        address_id: addresses.list[0]!.id,
        pay_plan: plan,
      })
    ).id;
  };

  /**
   * At the cashier: 支付宝, then the gateway's checkout page, then 确认付款 there. Answers the
   * Alipay method of the signed link the mall sent the browser to.
   */
  const payWithAlipay = async (id: number, shot: string): Promise<string> => {
    await sf.goto(`/cashierdesk?id=${id}`);
    const alipay = page.locator('.sf-pay-way', { hasText: '支付宝' });
    await alipay.waitFor();
    await alipay.click();
    await page.waitForURL((u) => u.href.startsWith(gw.url));
    await expect.poll(() => page.locator('body').innerText()).toContain('应付金额');
    await screenshot(page, shot);
    const method = new URL(page.url()).searchParams.get('method') ?? '';
    await page.getByRole('button', { name: '确认付款' }).click();
    return method;
  };

  /** Both parties sign the order's contract with SMS codes read from the outbox table. */
  const signBoth = async (id: number) => {
    const contract = (await orderInfo(id)).contracts![0]!;
    const lab = await login(base, 'merchant');
    const parties = [
      {
        ns: 'electronic_contract',
        token: buyer.token,
        mobile: DEMO_MOBILE.buyer,
        file: 'electronic_contract/download',
      },
      {
        ns: 'merchant_contract',
        token: lab.token,
        mobile: DEMO_MOBILE.merchant,
        file: 'merchant_contract/get',
      },
    ];
    for (const p of parties) {
      const answer = await call<{ url?: string; list?: Array<{ file_url: string }> }>(
        p.file,
        { id: contract.id },
        p.token,
      );
      const bytes = await (await fetch(`${base}${answer.url ?? answer.list![0]!.file_url}`)).arrayBuffer();
      const since = Date.now() - 1000;
      await call(`${p.ns}/sendSignCode`, { id: contract.id }, p.token);
      let code = '';
      await expect
        .poll(async () => {
          const hit = (await listOutbox(database.db, { to: p.mobile, page: 1, limit: 1 })).list[0];
          code = hit && Date.parse(hit.at) >= since ? hit.code : '';
          return code;
        })
        .toMatch(/^\d{6}$/);
      const sha256 = createHash('sha256').update(new Uint8Array(bytes)).digest('hex');
      await call(`${p.ns}/sign`, { id: contract.id, code, sha256 }, p.token);
    }
  };

  it('the cashier offers 对公转账 and 支付宝; the deposit is paid on the gateway and its notification settles it', async () => {
    const id = await order('deposit');
    s.deposit = id;
    const before = await orderInfo(id);
    expect(before.plan.map((p) => [p.name, p.status])).toEqual([
      ['预付款', 'unpaid'],
      ['尾款', 'unpaid'],
    ]);
    await sf.goto(`/cashierdesk?id=${id}`);
    await expect.poll(() => page.locator('.sf-pay-way').count()).toBe(2);
    expect(await page.locator('.sf-pay-way').allInnerTexts()).toEqual([
      expect.stringContaining('对公转账'),
      expect.stringContaining('支付宝'),
    ]);
    await sf.settled();
    await screenshot(page, 'alipay-cashier-1366');
    // on a desktop: 电脑网站支付, for the amount the server decided
    expect(await payWithAlipay(id, 'alipay-gateway-1366')).toBe('alipay.trade.page.pay');
    await page.waitForURL((u) => u.pathname === '/result/success');
    await expect.poll(() => sf.mainText()).toContain('支付成功');
    await screenshot(page, 'alipay-paid-1366');
    const paid = await orderInfo(id);
    expect(paid.status).toBe('pending_sign');
    expect(paid.plan.map((p) => p.status)).toEqual(['paid', 'unpaid']);
    const trade = [...gw.trades.values()].at(-1)!;
    expect(Number(trade.totalAmount)).toBe(before.plan[0]!.amount);
    expect(errors).toEqual([]);
  }, 120_000);

  it('a lost notification on a phone: the buyer closes Alipay’s page, and reconciliation pays the balance', async () => {
    const id = s.deposit;
    await signBoth(id);
    await labWork(base, buyer.token, id);
    await call('order_pay_plan_order/acceptance', { id });
    expect((await orderInfo(id)).status).toBe('pending_balance');

    gw.loseNotifications = true;
    await page.setViewportSize(MOBILE);
    expect(await payWithAlipay(id, 'alipay-gateway-wap-390')).toBe('alipay.trade.wap.pay');
    await expect.poll(() => page.locator('body').innerText()).toContain('您已成功付款');
    // the trade at the gateway is paid, the mall has heard nothing
    const trade = [...gw.trades.values()].at(-1)!;
    expect(trade.status).toBe('TRADE_SUCCESS');
    expect((await orderInfo(id)).plan.map((p) => p.status)).toEqual(['paid', 'unpaid']);
    // the payment job asks Alipay about intents quiet for a minute: a minute on, it is paid
    const asked = await reconcileDue(database.db, payProvidersOf(app), new Date(Date.now() + 61_000));
    expect(asked.asked).toBeGreaterThanOrEqual(1);
    expect(gw.requests.map((r) => r.method)).toContain('alipay.trade.query');
    const done = await orderInfo(id);
    expect(done.plan.map((p) => p.status)).toEqual(['paid', 'paid']);
    expect(done.status).toBe('delivered');
    await sf.goto(`/home/order/detail?id=${id}`);
    await expect.poll(() => sf.mainText()).toContain('确认完成');
    await screenshot(page, 'alipay-reconciled-390');
    await call('order/confirm', { id });
    expect((await orderInfo(id)).status).toBe('completed');
    gw.loseNotifications = false;
    await page.setViewportSize(DESKTOP);
    expect(errors).toEqual([]);
  }, 240_000);

  it('an approved 申请退款 of an order paid by Alipay is refunded through Alipay, once', async () => {
    const id = await order('full');
    await payWithAlipay(id, 'alipay-gateway-full-1366');
    await page.waitForURL((u) => u.pathname === '/result/success');
    const paid = await orderInfo(id);
    expect(paid.plan.map((p) => p.status)).toEqual(['paid']);
    const change = await call<{ id: number }>('order_change/add', {
      order_id: id,
      type: 3,
      reason: '检测计划取消，申请全额退款',
    });
    const lab = await login(base, 'merchant');
    await call('merchant_order_change/audit', { id: change.id, approve: true }, lab.token);
    // the approval wakes the payment job: alipay.trade.refund of what the order paid
    await expect.poll(() => gw.refunds.size, { timeout: 15_000 }).toBe(1);
    const [refund] = [...gw.refunds.values()];
    expect(Number(refund!.amount)).toBe(paid.plan[0]!.amount);
    const refunds = () =>
      database.db
        .select({ status: paymentRefunds.status })
        .from(paymentRefunds)
        .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
        .where(eq(payments.orderId, id));
    await expect.poll(async () => (await refunds()).map((r) => r.status)).toEqual(['refunded']);
    // the job running again moves no money twice
    await runRefunds(database.db, payProvidersOf(app), new Date(Date.now() + 3_600_000));
    expect(gw.refunds.size).toBe(1);
    // the order is 已退款 once the money is back, and nothing more happens to it
    await expect.poll(async () => (await orderInfo(id)).status).toBe('refunded');
    await sf.goto(`/home/order/detail?id=${id}`);
    await expect.poll(() => sf.mainText()).toContain('已退款');
    expect(await sf.main().locator('[data-action]').count()).toBe(0);
    await screenshot(page, 'alipay-refunded-1366');
    expect(errors).toEqual([]);
  }, 120_000);
});
