import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { usccCheckChar } from '../../src/core/validators/tax-number';
import { api, DEMO_PASSWORD, login, SECOND_BUYER } from '../support/api';
import { screenshot, VIEWPORTS } from '../support/browser';
import type { PageGlobals } from '../support/dom';
import { expectText, expectVisible, useBrowser } from '../support/fixture';
import { DEMO_ADMIN, totpNow } from '../support/operator';
import { newMobile, registerCode } from './pages/expert';
import { giveSampleAddress } from './pages/sample-address';
import { Storefront } from './pages/storefront';

const STAFF_PASSWORD = 'Staff@2468';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** attachment/uploadOne with the lab's token, as its pages upload. */
async function upload(baseURL: string, token: string, name: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), name);
  const res = await fetch(`${baseURL}/api/attachment/uploadOne`, {
    method: 'POST',
    headers: { 'login-token': token },
    body: form,
  });
  const a = (await res.json()) as { status: unknown; message: string; data: { id: number } };
  if (a.status !== true) throw new Error(`upload: ${a.message}`);
  return a.data.id;
}

/**
 * A lab's part (the merchant centre's pages are merchant.e2e.ts's journey): it registers, files
 * a CMA certificate and submits a service; nothing of it is public until the console approves.
 */
async function labApplies(baseURL: string, org: string, service: string) {
  const mobile = newMobile('135');
  const first17 = `9133010${mobile.slice(-10)}`;
  const reg = await api<{ token: string }>(baseURL, 'merchant_account/register', {
    method: 'POST',
    body: {
      mobile,
      code: await registerCode(baseURL, mobile, 2 as 1),
      password: 'Lab@24680',
      agree: true,
      org_name: org,
      contact_name: '周工',
      credit_code: first17 + usccCheckChar(first17),
    },
  });
  if (reg.status !== true) throw new Error(`register: ${reg.message}`);
  const token = reg.data!.token;
  const q = await api(baseURL, 'merchant_qualification/add', {
    method: 'POST',
    token,
    body: {
      kind: 'CMA',
      cert_no: '231012340077',
      scope: '土壤、固体废物理化指标',
      expires_on: '2030-12-31',
      file_id: await upload(baseURL, token, 'cma.png'),
    },
  });
  if (q.status !== true) throw new Error(`qualification: ${q.message}`);
  // a sample-based service is submitted only once buyers know where to send the sample
  await giveSampleAddress(baseURL, token, mobile);
  const g = await api(baseURL, 'merchant_goods/add', {
    method: 'POST',
    token,
    body: {
      name: service,
      servics_id: 1,
      summary: '农用地土壤 45 项',
      standards: ['GB 15618-2018'],
      turnaround_days: 10,
      sample_requirement: '1 kg 土样，密封送达',
      serviceContent: [{ name: '基本 8 项', price: '980.00' }],
      approvalLogo: [{ name: 'CMA 章', price: 0 }],
      cover_id: await upload(baseURL, token, 'cover.png'),
      submit: true,
    },
  });
  if (g.status !== true) throw new Error(`goods: ${g.message}`);
  return mobile;
}

/** A buyer reports a problem with a screenshot of the page (feedback/add), as 问题反馈 sends it. */
async function buyerReports(baseURL: string, shot: Buffer, content: string): Promise<void> {
  const { token } = await login(baseURL, 'buyer', SECOND_BUYER);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(shot)], { type: 'image/png' }), '页面截图.png');
  const res = await fetch(`${baseURL}/api/attachment/uploadOne`, {
    method: 'POST',
    headers: { 'login-token': token },
    body: form,
  });
  const file = (await res.json()) as { status: unknown; message: string; data: { id: number } };
  if (file.status !== true) throw new Error(`upload: ${file.message}`);
  const sent = await api(baseURL, 'feedback/add', {
    method: 'POST',
    token,
    body: { type: 'bug', content, contact: '', from_page: '/shopcar', attachment_ids: [file.data.id] },
  });
  if (sent.status !== true) throw new Error(`feedback: ${sent.message}`);
}

/** Signs in on /admin/login (mobile, password, the authenticator's code). */
async function consoleLogin(sf: Storefront, mobile: string, password: string, code: string) {
  const main = sf.main();
  await main.getByLabel('手机号').fill(mobile);
  await main.getByLabel('密码').fill(password);
  await main.getByLabel('动态验证码').fill(code);
  await main.getByRole('button', { name: '登录' }).click();
}

/** The one-time link of an invitation made on /admin/staff. */
async function invite(sf: Storefront, mobile: string, name: string, role: string): Promise<string> {
  await sf.main().getByRole('button', { name: '邀请员工' }).click();
  const dialog = sf.page.getByRole('dialog');
  await dialog.getByLabel('手机号').fill(mobile);
  await dialog.getByLabel('姓名').fill(name);
  await dialog.getByLabel('角色').selectOption({ label: role });
  await dialog.getByRole('button', { name: '生成邀请链接' }).click();
  const link = (await dialog.getByTestId('enrol-link').innerText()).trim();
  await dialog.getByRole('button', { name: '完成' }).click();
  return link;
}

/** The invited member opens the link, scans (here: reads) the secret, sets a password, proves a code. */
async function enrol(page: Page, link: string) {
  await page.goto(link);
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  await screenshot(page, `admin-enrol-${page.viewportSize()?.width ?? 1366}`);
  await page.locator('#sf-main').getByLabel('设置登录密码').fill(STAFF_PASSWORD);
  await page.locator('#sf-main').getByLabel('动态验证码').fill(totpNow(secret));
  await page.locator('#sf-main').getByRole('button', { name: '完成绑定并登录' }).click();
  await page.waitForURL((u) => u.pathname === '/admin');
}

const CONSOLE_PAGES: Array<[string, string, string]> = [
  ['dashboard', '/admin', '待审核'],
  ['review', '/admin/review?kind=merchant&status=all', '机构入驻'],
  ['content', '/admin/content', '内容管理'],
  ['hotword', '/admin/hotword', '热门搜索词'],
  ['staff', '/admin/staff', '员工管理'],
  ['audit', '/admin/audit', '操作日志'],
  ['feedback', '/admin/feedback', '意见反馈'],
  ['order', '/admin/order', '查看'],
  ['config', '/admin/config', '平台服务费率'],
  ['import', '/admin/import', '服务导入'],
];

/**
 * Issue 17, done-when: the society runs the marketplace from the console — the admin signs in
 * with TOTP and invites a reviewer and an editor, the reviewer approves a new lab and its
 * service, the editor publishes an announcement and a hot word, and a visitor sees them.
 */
describe('operator console (/admin)', () => {
  const b = useBrowser();

  it('the admin invites a reviewer and an editor; a lab is approved; content reaches the storefront', async () => {
    const n = String(Date.now()).slice(-6);
    const org = `钱塘土壤检测${n}有限公司`;
    const service = `钱塘农用地土壤检测${n}`;
    const labMobile = await labApplies(b.baseURL, org, service);

    // 1. the admin: /admin sends to the console's login and back, with the authenticator's code
    const admin = await b.open({ stub: false });
    const asf = new Storefront(admin.page, b.baseURL);
    await asf.goto('/admin');
    await admin.page.waitForURL((u) => u.pathname === '/admin/login');
    // the global setup used this step's code: the next step's is valid (one step of drift) and unused
    await consoleLogin(asf, DEMO_ADMIN.mobile, DEMO_PASSWORD, totpNow(DEMO_ADMIN.totpSecret, 1));
    await admin.page.waitForURL((u) => u.pathname === '/admin');
    await expect.poll(() => asf.mainText()).toContain('待审核');

    // 2. invitations: a reviewer and an editor, each a one-time link
    await asf.goto('/admin/staff');
    const reviewerLink = await invite(asf, newMobile('139'), `审核员${n}`, '审核员');
    const editorLink = await invite(asf, newMobile('139'), `编辑${n}`, '内容编辑');
    expect(reviewerLink).toMatch(/\/admin\/login\?enrol=/);

    // 3. the reviewer enrols and sees only the reviews (no staff, no content)
    const reviewer = await b.open({ stub: false });
    await enrol(reviewer.page, reviewerLink);
    const rsf = new Storefront(reviewer.page, b.baseURL);
    const menu = reviewer.page.locator('.sf-account-menu');
    await expect.poll(() => menu.innerText()).toContain('审核管理');
    expect(await menu.innerText()).not.toContain('员工管理');

    // 4. the lab's onboarding, then its service: 通过 with the confirmation
    for (const [kind, title] of [
      ['merchant', org],
      ['goods', service],
    ] as const) {
      await rsf.goto(`/admin/review?kind=${kind}&status=pending&keyword=${encodeURIComponent(title)}`);
      const row = rsf.main().locator('.mc-table tbody tr', { hasText: labMobile }).first();
      await row.getByRole('link', { name: '审核' }).click();
      await reviewer.page.waitForURL((u) => u.pathname === '/admin/review/detail');
      await expect.poll(() => rsf.mainText()).toContain(title);
      if (kind === 'merchant') await screenshot(reviewer.page, 'admin-review-detail-1366');
      await rsf.main().getByRole('button', { name: '通过' }).click();
      await reviewer.page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await expectText(rsf.toast().locator('span'), '已通过，已通知申请人');
      await expect.poll(() => rsf.mainText()).toContain('已通过');
    }

    // 5. the editor enrols, publishes an announcement and adds a hot word
    const editor = await b.open({ stub: false });
    await enrol(editor.page, editorLink);
    const esf = new Storefront(editor.page, b.baseURL);
    const notice = `检测服务上新公告${n}`;
    await esf.goto('/admin/content');
    await esf.main().getByRole('button', { name: '新建内容' }).click();
    const dialog = editor.page.getByRole('dialog');
    await dialog.getByLabel('标题').fill(notice);
    await dialog.locator('.mc-rich__box').fill(`${org} 已入驻平台，提供农用地土壤检测服务。`);
    await screenshot(editor.page, 'admin-content-edit-1366');
    await dialog.getByRole('button', { name: '保存并发布' }).click();
    await expectText(esf.toast().locator('span'), '已发布');
    await expect.poll(() => esf.mainText()).toContain(notice);
    const word = `土壤${n.slice(-3)}`;
    await esf.goto('/admin/hotword');
    await esf.main().getByLabel('新热词').fill(word);
    await esf.main().getByRole('button', { name: '添加' }).click();
    await expectText(esf.toast().locator('span'), '热词已添加');
    await expect.poll(() => esf.mainText()).toContain(word);
    // to the front of the list (the header shows as many as fit in its row)
    const firstWord = () => esf.main().locator('.mc-table tbody tr').first().innerText();
    for (let i = 0; i < 40 && !(await firstWord()).includes(word); i++) {
      const up = esf.main().getByRole('button', { name: `上移 ${word}` });
      await expect.poll(() => up.isEnabled()).toBe(true);
      await up.click();
      await esf.settled();
    }
    expect(await firstWord()).toContain(word);

    // 6. a visitor: the announcement, the hot word under the search box, the service by search
    const visitor = await b.open({ stub: false });
    const vsf = new Storefront(visitor.page, b.baseURL);
    await vsf.goto('/notice');
    await expect.poll(() => vsf.mainText(), { timeout: 10_000 }).toContain(notice);
    await vsf.goto('/home');
    await expect.poll(() => visitor.page.locator('header').innerText(), { timeout: 10_000 }).toContain(word);
    await vsf.goto(`/searchResult?skw=${encodeURIComponent(service)}`);
    await vsf.main().locator('a[href*="/home/goodsdetail?id="]', { hasText: service }).first().waitFor();

    expect([...admin.errors, ...reviewer.errors, ...editor.errors, ...visitor.errors]).toEqual([]);
  }, 180_000);

  for (const [label, viewport] of VIEWPORTS) {
    it(`every console page renders for the admin (${label}px)`, async () => {
      const { page, errors } = await b.open({ stub: false, viewport });
      const sf = new Storefront(page, b.baseURL);
      await sf.goto('/admin/login');
      await expect.poll(() => sf.mainText()).toContain('动态验证码');
      await screenshot(page, `admin-login-${label}`);
      // the demo admin's console session of the global setup, kept where the console keeps it
      const token = inject('staffToken');
      await page.evaluate(
        (t) => (globalThis as unknown as PageGlobals).sessionStorage.setItem('tic-operator-token', t),
        token,
      );
      for (const [name, path, text] of CONSOLE_PAGES) {
        await sf.goto(path);
        await expect.poll(() => sf.mainText(), { timeout: 10_000 }).toContain(text);
        await sf.settled();
        await screenshot(page, `admin-${name}-${label}`);
      }
      await sf.goto('/admin/review?kind=merchant&status=all');
      await sf.main().locator('.mc-table tbody tr').first().getByRole('link').click();
      await page.waitForURL((u) => u.pathname === '/admin/review/detail');
      await expect.poll(() => sf.mainText()).toContain('申请人');
      await sf.settled();
      await screenshot(page, `admin-review-detail-${label}`);
      // 客服's read-only order: the seed's orders, one opened with its timeline
      await sf.goto('/admin/order');
      await sf.main().locator('.mc-table tbody tr').first().getByRole('link').click();
      await page.waitForURL((u) => u.pathname === '/admin/order/detail');
      await expect.poll(() => sf.mainText()).toContain('买家');
      await sf.settled();
      await screenshot(page, `admin-order-detail-${label}`);
      expect(errors).toEqual([]);
    }, 120_000);
  }

  for (const [label, viewport] of VIEWPORTS) {
    it(`the clerk's loop: every pending application opens, feedback shows its screenshot, the log reads in words, carousels by position (${label}px)`, async () => {
      const { page, errors } = await b.open({ stub: false, viewport });
      const sf = new Storefront(page, b.baseURL);
      // a buyer's report with a real screenshot of the storefront
      await sf.goto('/home');
      await sf.settled();
      const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 360, height: 240 } });
      const report = `购物车结算按钮点不动${label}-${String(Date.now()).slice(-5)}`;
      await buyerReports(b.baseURL, shot, report);
      await sf.goto('/admin/login');
      await page.evaluate(
        (t) => (globalThis as unknown as PageGlobals).sessionStorage.setItem('tic-operator-token', t),
        inject('staffToken'),
      );

      // 1. the demo lab's 待审核 service waits in its queue and opens with what buyers would see
      await sf.goto('/admin/review?kind=goods');
      const queued = sf.main().locator('.mc-table tbody tr', { hasText: '室内空气甲醛' }).first();
      await queued.getByRole('link', { name: '审核' }).click();
      await page.waitForURL((u) => u.pathname === '/admin/review/detail');
      await expect.poll(() => sf.mainText(), { timeout: 10_000 }).toContain('服务选项与价格');
      const detail = await sf.mainText();
      expect(detail).not.toContain('申请不存在');
      for (const text of [
        '服务内容（2 项）',
        '单点位',
        '¥680.00',
        '五点位套餐',
        '¥2800.00',
        '服务详情',
        '按标准方法取样',
      ])
        expect(detail).toContain(text);
      const cover = sf.main().getByRole('img', { name: '服务封面' });
      await expect
        .poll(() => cover.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
        .toBeGreaterThan(0);
      await sf.settled();
      await screenshot(page, `admin-review-goods-${label}`);

      // 2. the feedback with its screenshot: a thumbnail that opens the full picture; then 回复
      await sf.goto('/admin/feedback');
      const row = sf.main().locator('.mc-table tbody tr', { hasText: report }).first();
      const thumb = row.locator('.ad-shots img').first();
      await expect
        .poll(() => thumb.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
        .toBe(360);
      await sf.settled();
      await screenshot(page, `admin-feedback-${label}`);
      await row.getByRole('button', { name: '查看截图 1' }).click();
      const viewer = page.getByRole('dialog');
      await expectText(viewer.locator('h2'), '反馈截图（1/1）');
      const full = viewer.locator('img.ad-shot-full');
      await expect
        .poll(() => full.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
        .toBe(360);
      await screenshot(page, `admin-feedback-screenshot-${label}`);
      await viewer.getByRole('button', { name: '关闭' }).click();
      await expectVisible(viewer, false);
      await row.getByRole('button', { name: '回复', exact: true }).click();
      const replying = page.getByRole('dialog');
      await expectText(replying.locator('h2'), '回复反馈');
      await replying.getByLabel('回复内容').fill('已修复结算按钮，请刷新后重试');
      const send = replying.getByRole('button', { name: '发送回复' });
      await expect.poll(() => send.isEnabled()).toBe(true);
      await send.click();
      await expectVisible(replying, false);
      // answered: it leaves the 待回复 list
      await expect.poll(() => sf.mainText(), { timeout: 10_000 }).not.toContain(report);

      // 3. the audit log in words: the reply just made, by action name, object and field
      await sf.goto('/admin/audit');
      const entry = sf.main().locator('.mc-table tbody tr', { hasText: '回复反馈' }).first();
      await expect.poll(() => entry.innerText(), { timeout: 10_000 }).toContain('反馈「购物车结算按钮点不动');
      expect(await entry.innerText()).toContain('回复内容：已修复结算按钮');
      const log = await sf.mainText();
      expect(log).toContain('登录');
      expect(log).not.toMatch(/operator_feedback\/reply|feedback#\d/);
      await sf.settled();
      await screenshot(page, `admin-audit-${label}`);

      // 4. carousels place by place, each in the order its page shows them, the position in view
      await sf.goto('/admin/slide?kind=carousel&place=home');
      const slides = sf.main().locator('.mc-table tbody tr');
      await expect.poll(() => slides.count(), { timeout: 10_000 }).toBeGreaterThan(1);
      const positions = await slides.locator('.ad-slot').allInnerTexts();
      const shown = positions
        .filter((p) => /第 \d+ 张/.test(p))
        .map((p) => Number(/第 (\d+) 张/.exec(p)![1]));
      expect(shown).toEqual(shown.map((_, i) => i + 1));
      const publicOrder = (
        await api<{ list: { title: string }[] }>(b.baseURL, 'carousel/get', {
          body: { position: 'home', page: 1, limit: 20 },
        })
      ).data!.list.map((c) => c.title);
      const titles = await slides.evaluateAll((rows) =>
        rows
          .filter((r) => /第 \d+ 张/.test(r.textContent ?? ''))
          .map((r) => r.querySelectorAll('td')[2]?.textContent?.trim() ?? ''),
      );
      expect(titles).toEqual(publicOrder);
      await sf.settled();
      await screenshot(page, `admin-slides-${label}`);
      expect(errors).toEqual([]);
    }, 120_000);
  }
});
