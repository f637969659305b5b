import { describe, expect, it } from 'vitest';
import { accounts, goods, merchants, orders, staff } from './db/schema';
import { solveChallenge } from './modules/captcha/captcha.test-helpers';
import {
  creditCode,
  PDF,
  PNG,
  setSampleAddress,
  upload,
} from './modules/merchant-center/merchant.test-helpers';
import { WATER } from './modules/merchant-goods/merchant-goods.test-data';
import { STAFF_PASSWORD, staffCall, totpCode } from './modules/operator/operator-test-kit';
import { addOperator } from './operator/add-operator';
import { DEMO_PASSWORD } from './seed/accounts';
import { onProductionPostgresApp, queuedCode } from './test/postgres-app';
import type { TestApp } from './test/test-app';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * Issues 16 and 17, done-when: TIC_ENV=production on an empty PostgreSQL database, boot as
 * main.ts does it (migrate, reference data only). The first admin comes from the operator
 * command, staff enrol with TOTP, a lab registers and is reviewed, an editor publishes, a visitor
 * finds the service and a buyer orders it. No seed, no test hook: only endpoints.
 */
describe.skipIf(!adminUrl)('production without a seed (TEST_DATABASE_URL)', () => {
  let t: TestApp;
  /** Filled step by step: each `it` builds on the one before, as the people do. */
  const s = {
    admin: '',
    reviewer: '',
    editor: '',
    lab: '',
    merchantId: 0,
    goodsId: 0,
    contentId: 0,
    buyer: '',
    orderId: 0,
  };

  onProductionPostgresApp((app) => {
    t = app;
  });

  const smsCode = async (mobile: string, type: 1 | 2) => {
    // the challenge solved as the browser would: no captcha answer is kept anywhere to read
    const captcha = (await t.call('captcha/get', { purpose: 'sms' })).data;
    const sent = await t.call('captcha/sendSmsCaptcha', {
      mobile,
      purpose: 'register',
      type,
      captcha_key: captcha.key,
      captcha_code: await solveChallenge(captcha.challenge),
    });
    expect(sent.status).toBe(true);
    return queuedCode(t, mobile);
  };
  /** The enrolment page's two steps: scan the QR code, then password + the app's first code. */
  const enrol = async (enrolPath: string) => {
    const token = enrolPath.split('enrol=')[1]!;
    const e = await staffCall(t, 'operator/totpEnroll', { enrol: token });
    expect(e.data.uri).toMatch(/^otpauth:\/\/totp\//);
    const v = await staffCall(t, 'operator/totpVerify', {
      enrol: token,
      password: STAFF_PASSWORD,
      code: totpCode(e.data.secret),
    });
    expect(v.data.staffInfo.status).toBe('active');
    return v.data.token as string;
  };

  it('starts empty: no accounts, no staff, no demo catalogue, no dev endpoints', async () => {
    expect(await t.db.select().from(accounts)).toEqual([]);
    expect(await t.db.select().from(merchants)).toEqual([]);
    expect(await t.db.select().from(goods)).toEqual([]);
    expect(await t.db.select().from(staff)).toEqual([]);
    expect((await t.call('search/goods', { keyword: '检测' })).data.total).toBe(0);
    expect((await t.call('announcement/get', { page: 1, limit: 10 })).data.total).toBe(0);
    expect((await t.call('dev/outbox', {})).http).toBe(404);
    // the demo accounts of the seed do not exist
    const demo = await t.call('user/login', { mobile: '13800000001', password: DEMO_PASSWORD });
    expect(demo.status).toBe(false);
  });

  it('the operator command creates the first admin, who enrols TOTP and invites a reviewer and an editor', async () => {
    const first = await addOperator(t.db, {
      mobile: '13700001001',
      role: 'admin',
      base: 'https://tic.example.cn/',
    });
    expect(first.lines[2]).toMatch(/^https:\/\/tic\.example\.cn\/admin\/login\?enrol=/);
    s.admin = await enrol(first.invite.enrol_path);
    expect((await staffCall(t, 'operator/info', {}, s.admin)).data.info).toMatchObject({
      mobile: '13700001001',
      name: '管理员',
      role: 'admin',
    });
    const invite = async (mobile: string, name: string, role: string) => {
      const add = await staffCall(t, 'operator_staff/add', { mobile, name, role }, s.admin);
      expect(add.data.staff.status).toBe('invited');
      return enrol(add.data.enrol_path);
    };
    s.reviewer = await invite('13700001002', '陈审核', 'reviewer');
    s.editor = await invite('13700001003', '周编辑', 'editor');
    const list = await staffCall(t, 'operator_staff/get', { page: 1, limit: 10 }, s.admin);
    expect(list.data.list.map((m: { status: string }) => m.status)).toEqual(['active', 'active', 'active']);
    // an editor is not a reviewer: a clear refusal, no data
    const refused = await staffCall(t, 'operator_review/get', { kind: 'merchant' }, s.editor);
    expect(refused).toMatchObject({ status: false, data: null });
  });

  it('a lab registers with a qualification scan and submits a service; nothing is public yet', async () => {
    const mobile = '13788881001';
    const reg = await t.call('merchant_account/register', {
      mobile,
      code: await smsCode(mobile, 2),
      password: 'Secret2024',
      agree: true,
      org_name: '泉州清源环境检测有限公司',
      contact_name: '黄工',
      credit_code: creditCode(501),
    });
    expect(reg.status).toBe(true);
    s.lab = reg.data.token;
    s.merchantId = reg.data.userInfo.merchant_id;
    const file_id = await upload(t, s.lab, PDF, 'cma.pdf');
    const q = await t.call(
      'merchant_qualification/add',
      { kind: 'CMA', cert_no: '231312345001', scope: '水质、土壤', expires_on: '2030-06-30', file_id },
      s.lab,
    );
    expect(q.status).toBe(true);
    const cover_id = await upload(t, s.lab, PNG, 'cover.png');
    const added = await t.call(
      'merchant_goods/add',
      { ...WATER, name: '清源饮用水全项检测', cover_id },
      s.lab,
    );
    expect(added.data.info.state).toBe('draft');
    s.goodsId = added.data.info.id;
    // a sample-based service is submitted only once buyers know where to send the sample
    await setSampleAddress(t, s.lab);
    expect((await t.call('merchant_goods/submit', { id: s.goodsId }, s.lab)).data.info.state).toBe('pending');
    expect((await t.call('merchant_center/info', {}, s.lab)).data.info.state).toBe('pending');
    expect((await t.call('goods/info', { id: s.goodsId })).status).toBe(false);
  });

  it('the reviewer approves the lab (its scan readable) and then its service', async () => {
    const queue = await staffCall(
      t,
      'operator_review/get',
      { kind: 'merchant', status: 'pending' },
      s.reviewer,
    );
    expect(queue.data.list.map((r: { id: number; title: string }) => [r.id, r.title])).toEqual([
      [s.merchantId, '泉州清源环境检测有限公司'],
    ]);
    const info = await staffCall(
      t,
      'operator_review/info',
      { kind: 'merchant', id: s.merchantId },
      s.reviewer,
    );
    const cert = info.data.info.fields.find((f: { label: string }) => f.label === 'CMA 证书');
    expect(cert.url).toMatch(/^\/files\/attachment\//);
    const scan = await t.request(cert.url, { headers: { 'operator-token': s.reviewer } });
    expect(scan.status).toBe(200);
    expect(new Uint8Array(await scan.arrayBuffer())).toEqual(PDF);
    const lab = await staffCall(
      t,
      'operator_review/approve',
      { kind: 'merchant', id: s.merchantId },
      s.reviewer,
    );
    expect(lab.data.info.status).toBe('approved');
    expect((await t.call('merchant_center/info', {}, s.lab)).data.info.state).toBe('open');
    const svc = await staffCall(t, 'operator_review/approve', { kind: 'goods', id: s.goodsId }, s.reviewer);
    expect(svc.data.info.status).toBe('approved');
    // the lab reads both decisions as site letters
    const letters = await t.call('notice_site_letter/get', { page: 1, limit: 10 }, s.lab);
    const titles = letters.data.list.map((l: { title: string }) => l.title);
    expect(titles).toEqual(expect.arrayContaining(['机构入驻申请已通过', '服务上架申请已通过']));
  });

  it('the editor publishes an announcement and a hot word', async () => {
    const saved = await staffCall(
      t,
      'operator_content/save',
      { kind: 'announcement', title: '平台正式上线公告', content: '<p>欢迎检测机构入驻。</p>' },
      s.editor,
    );
    s.contentId = saved.data.info.id;
    const published = await staffCall(t, 'operator_content/publish', { id: s.contentId }, s.editor);
    expect(published.data.info.status).toBe('published');
    const word = await staffCall(
      t,
      'operator_hot_word/add',
      { keyword: '饮用水检测', type: 'goods', sort: 0 },
      s.editor,
    );
    expect(word.status).toBe(true);
  });

  it('a visitor sees the announcement, the hot word, and finds the service by search', async () => {
    const news = await t.call('announcement/get', { page: 1, limit: 10 });
    expect(news.data.list.map((a: { title: string }) => a.title)).toEqual(['平台正式上线公告']);
    const hot = await t.call('search/get', { page: 1, limit: 10, type: 'goods' });
    expect(hot.data.list.map((w: { keyword: string }) => w.keyword)).toEqual(['饮用水检测']);
    const found = await t.call('search/goods', { keyword: '饮用水检测' });
    expect(found.data.list.map((g: { id: number; name: string }) => [g.id, g.name])).toEqual([
      [s.goodsId, '清源饮用水全项检测'],
    ]);
    const shop = await t.call('search/merchant', { keyword: '清源' });
    expect(shop.data.total).toBe(1);
    const detail = await t.call('goods/info', { id: s.goodsId });
    expect(detail.data.info.serviceContent.map((o: { name: string }) => o.name)).toEqual([
      '常规 43 项',
      '全分析 97 项',
    ]);
  });

  it('a buyer registers, orders the service at the listed price; the demo payment is closed', async () => {
    const mobile = '13788882001';
    const reg = await t.call('user/register', {
      mobile,
      code: await smsCode(mobile, 1),
      password: 'Secret2024',
      agree: true,
    });
    expect(reg.status).toBe(true);
    s.buyer = reg.data.token;
    const address = await t.call(
      'user_address/add',
      {
        consignee: '李娜',
        mobile,
        province_code: '35',
        city_code: '3505',
        area_code: '350502',
        detail: '丰泽街 1 号',
      },
      s.buyer,
    );
    expect(address.status).toBe(true);
    const options = (await t.call('goods/info', { id: s.goodsId })).data.info.serviceContent;
    const full = options.find((o: { name: string }) => o.name === '全分析 97 项');
    const cart = await t.call(
      'goods_cart/add',
      { goods_id: s.goodsId, service_content_id: full.id },
      s.buyer,
    );
    expect(cart.status).toBe(true);
    const created = await t.call(
      'order/create',
      { cart_ids: [cart.data.id], address_id: address.data.id, price: 0.01 },
      s.buyer,
    );
    expect(created.status).toBe(true);
    s.orderId = created.data.id;
    const [order] = await t.db.select().from(orders);
    // priced from the catalogue, never from the client
    expect(order).toMatchObject({
      id: s.orderId,
      merchantId: s.merchantId,
      status: 'pending_payment',
      payAmountFen: 360000,
    });
    // production has no simulated payment: the demo shortcut and the simulated cashier are closed
    expect((await t.call('pay/payTest', { id: s.orderId }, s.buyer)).http).toBe(404);
    const cashier = await t.call('pay/getCheckstandUrl', { id: s.orderId }, s.buyer);
    expect(cashier).toMatchObject({ status: false, message: '在线支付暂未开通，请联系平台客服' });
    // the lab sees the new order in its workbench
    const mine = await t.call('merchant_order/get', { page: 1, limit: 10 }, s.lab);
    expect(mine.data.list.map((o: { id: number }) => o.id)).toEqual([s.orderId]);
    const bench = (await t.call('merchant_center/info', {}, s.lab)).data.info;
    expect(bench.today_orders).toBe(1);
    expect(bench.orders.find((o: { status: string }) => o.status === 'pending_payment')).toMatchObject({
      count: 1,
      today: 1,
    });
  });
});
