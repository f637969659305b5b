import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../src/core/api/contract/models';
import type { OrderDetail } from '../../src/core/api/contract/models-buying';
import { usccCheckChar } from '../../src/core/validators/tax-number';
import { createApp } from '../../src/server/app';
import { createDb, type Database } from '../../src/server/db';
import { type DataDirLock, lockDataDir } from '../../src/server/db/lock';
import { loadEnv } from '../../src/server/env';
import { listOutbox } from '../../src/server/lib/outbox';
import { dirStorage } from '../../src/server/lib/storage';
import { FIRST_ADMIN_COMMAND } from '../../src/server/modules/operator/staff.service';
import { seedIfEmpty } from '../../src/server/seed';
import { mountStatic } from '../../src/server/static';
import { createTempDatabase } from '../../src/server/test/postgres';
import { api } from '../support/api';
import {
  collectErrors,
  DESKTOP,
  launchBrowser,
  MOBILE,
  newContext,
  SCREENSHOT_DIR,
  screenshot as takeScreenshot,
} from '../support/browser';
import type { PageGlobals } from '../support/dom';
import { expectText } from '../support/fixture';
import { IN_WORK } from '../support/lab';
import { totpNow } from '../support/operator';
import { freePort, repoRoot, startServer } from '../support/server';
import { apiCaptcha, passCaptcha } from './pages/auth';
import { saveSampleAddress } from './pages/sample-address';
import { Storefront } from './pages/storefront';
import {
  confirmTransfer,
  declareTransfer,
  financeRow,
  signWithCode,
  transferFact,
  transferPanel,
} from './pages/transfer';

const PAY_SECRET = 'production-journey-pay-secret-0001';
const STAFF_PASSWORD = 'Staff@2468';
const REPORT_PDF = '%PDF-1.4\n% production journey report\n1 0 obj << >> endobj\n%%EOF\n';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const ADMIN_MOBILE = '13700001001';
const LAB_MOBILE = '13788881001';
const BUYER_MOBILE = '13788882001';
const FINANCE_MOBILE = '13700001004';
const EXPERT_MOBILE = '13788883001';
const PLATFORM_ACCOUNT = {
  name: '华夏检验检测学会',
  bank: '中国工商银行北京海淀支行',
  no: '0200004509089131550',
};
const ORG = '泉州清源环境检测有限公司';
const BUYER_ORG = '泉州安溪茶业有限公司';
const SERVICE = '清源饮用水全项检测';
const NOTICE = '平台正式上线公告';
const HELP_CAT = '发票问题';
const ARTICLE = '如何开具增值税专用发票';
const SLIDE = '春季检测季';
const HOT_WORD = '饮用水检测';

/**
 * Issue 17, the first done-when, in a browser: TIC_ENV=production on an empty PGlite data
 * directory. The first admin comes from the operator command (a child process, as a society runs
 * it), staff enrol with TOTP in the console, a lab registers and submits a service on its pages,
 * the reviewer approves both, the editor publishes, a visitor sees it all on the storefront and in
 * the portal widgets on another origin, and a buyer orders the service with a 30 % deposit. Then
 * the money and the signatures, as production takes them with nothing configured: the buyer pays
 * by 对公转账 (the account the admin set, the stage's 汇款识别码, a bank slip), 财务 confirms it
 * against the statement, both parties sign the contract with SMS codes on their own pages, the lab
 * works (through its endpoints), the balance is paid and confirmed the same way, and the order is
 * 已完成; the signed PDF verifies on /blockchain, the lab's 资金结算 lists both stages and the
 * expert whose referral link the buyer registered through sees the commission. No seed, no dev
 * endpoint. It runs on a PGlite data directory and, where TEST_DATABASE_URL names a PostgreSQL,
 * again on a fresh database there.
 *
 * Where the SMS codes come from: production has no dev/outbox; the codes wait in the outbox table
 * for the SMS sender (lib/messaging), and this test stands in for the gateway — the server says
 * the SMS channel works and the test reads the table, as production-journey.test.ts does. An embedded PGlite database opens in one process
 * only, so the production server runs in this test's process, booted the way main.ts boots it
 * (loadEnv, data-dir lock, migrate, seedIfEmpty without demo, createApp, mountStatic). main.ts
 * itself is started once first, as a child, to show what a society sees on its first start.
 */
/**
 * Where the deployment keeps its data: an embedded PGlite data directory always, and a fresh
 * database on the PostgreSQL at TEST_DATABASE_URL when there is one (CI has one).
 */
const DATABASES: Array<{ name: 'PGlite' | 'PostgreSQL' }> = [
  { name: 'PGlite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL' as const }] : []),
];

describe.each(DATABASES)(
  'production without a seed, in the browser (TIC_ENV=production, $name)',
  ({ name: engine }) => {
    let dir = '';
    let dataUrl = '';
    let dropDatabase: (() => Promise<void>) | undefined;
    /** The PostgreSQL run's screenshots beside the PGlite run's, not over them. */
    const screenshot = (page: Page, shot: string) =>
      takeScreenshot(page, engine === 'PGlite' ? shot : `${shot}-pg`);
    let port = 0;
    let base = '';
    let database: Database | undefined;
    let lock: DataDirLock | undefined;
    let server: ReturnType<typeof serve> | undefined;
    let host: Server | undefined;
    let hostURL = '';
    let browser: Browser | undefined;
    const contexts: BrowserContext[] = [];
    const errors: Record<string, string[]> = {};
    /** Filled step by step: each `it` builds on the one before. */
    const s = {
      adminLink: '',
      reviewerLink: '',
      editorLink: '',
      financeLink: '',
      buyerToken: '',
      expert: undefined as unknown as LoginResult,
      orderId: 0,
      orderNo: '',
      contractId: 0,
    };
    const pages: Record<string, Page> = {};

    const env = () => ({
      TIC_ENV: 'production',
      DATABASE_URL: dataUrl,
      TIC_DATA_DIR: undefined,
      TIC_PAY_SECRET: PAY_SECRET,
      TIC_CORS_ORIGINS: hostURL,
    });

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'tic-production-'));
      if (engine === 'PGlite') dataUrl = pathToFileURL(join(dir, 'pgdata')).href;
      else {
        const temp = await createTempDatabase(process.env.TEST_DATABASE_URL!);
        dataUrl = temp.url;
        dropDatabase = temp.drop;
      }
      // the portal's own site: another origin that embeds the widgets from the marketplace
      host = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>学会门户</title>
<script src="${base}/widgets/tic-widgets.js" defer></script>
<body style="font-family:sans-serif;padding:24px"><h1>华夏检验检测学会</h1>
<tic-search-bar></tic-search-bar><tic-hot-words></tic-hot-words></body></html>`);
      });
      await new Promise<void>((done) => host!.listen(0, '127.0.0.1', done));
      const hostPort = (host.address() as { port: number }).port;
      hostURL = `http://127.0.0.1:${hostPort}`;
      browser = await launchBrowser();
    });

    afterAll(async () => {
      await Promise.all(contexts.map((c) => c.close()));
      await browser?.close();
      if (server) {
        const closing = new Promise((done) => server!.close(done));
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        await closing;
      }
      await database?.close();
      lock?.release();
      await dropDatabase?.();
      await new Promise((done) => (host ? host.close(done) : done(undefined)));
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    /** A fresh browser context (own storage) and page on the production server. */
    const open = async (name: string, session?: LoginResult): Promise<Storefront> => {
      const context = await newContext(browser!, session ? { session, origins: [base] } : {});
      contexts.push(context);
      const page = await context.newPage();
      errors[name] = collectErrors(page);
      pages[name] = page;
      return new Storefront(page, base);
    };
    const errorsOf = (name: string): string[] => errors[name] ?? [];

    /** The deployment's SMS sender: the newest queued code for a mobile. */
    const queued = async (to: string): Promise<string> => queuedSince(to, 0);
    /** The journey's order as its buyer reads it. */
    const orderInfo = async (): Promise<OrderDetail> => {
      const answer = await api<{ info: OrderDetail }>(base, 'order/info', {
        token: s.buyerToken,
        body: { id: s.orderId },
      });
      if (!answer.data) throw new Error(`order/info: ${answer.message}`);
      return answer.data.info;
    };
    /** The newest code queued for `to` after `since` (ms), waiting for it briefly. */
    const queuedSince = async (to: string, since: number): Promise<string> => {
      let code = '';
      await expect
        .poll(
          async () => {
            const hit = (await listOutbox(database!.db, { to, page: 1, limit: 1 })).list[0];
            code = hit && Date.parse(hit.at) >= since ? hit.code : '';
            return code;
          },
          { timeout: 10_000 },
        )
        .toMatch(/^\d{6}$/);
      return code;
    };
    /** SMS codes go out one a minute per mobile: wait until `to` may have another. */
    const codeAllowed = async (to: string) => {
      const last = (await listOutbox(database!.db, { to, page: 1, limit: 1 })).list[0];
      const wait = last ? Date.parse(last.at) + 61_000 - Date.now() : 0;
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    };
    const field = (sf: Storefront, label: string) => sf.main().getByLabel(label, { exact: true });
    const button = (sf: Storefront, name: string) => sf.main().getByRole('button', { name, exact: true });

    /** The invited member opens the link, reads the secret off the page, sets a password, proves a code. */
    const enrol = async (sf: Storefront, link: string, shot: string) => {
      await sf.page.goto(link);
      const secret = (await sf.page.getByTestId('totp-secret').innerText()).trim();
      await screenshot(sf.page, shot);
      await sf.main().getByLabel('设置登录密码').fill(STAFF_PASSWORD);
      await sf.main().getByLabel('动态验证码').fill(totpNow(secret));
      await sf.main().getByRole('button', { name: '完成绑定并登录' }).click();
      await sf.page.waitForURL((u) => u.pathname === '/admin');
      return secret;
    };

    it('a first production start on an empty data directory says how to create the first admin', async () => {
      const first = await startServer({ env: env() });
      try {
        // production logs JSON lines (pino, flushed at least every second): the same sentence
        await expect
          .poll(() => first.log(), { timeout: 5000 })
          .toContain(`"msg":"no operator yet: create the first admin with  ${FIRST_ADMIN_COMMAND}"`);
        // no demo data, no dev endpoints
        expect(
          (await api<{ total: number }>(first.baseURL, 'search/goods', { body: { keyword: '检测' } })).data
            ?.total,
        ).toBe(0);
        const dev = await fetch(`${first.baseURL}/api/dev/outbox`);
        expect(dev.status).toBe(404);
      } finally {
        await first.stop();
      }
    }, 180_000);

    it('npm run operator -- add creates the first admin and prints the enrolment link', async () => {
      port = await freePort();
      base = `http://localhost:${port}`;
      const cli = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'src/server/operator/cli.ts',
          'add',
          '--mobile',
          ADMIN_MOBILE,
          '--role',
          'admin',
          '--base',
          base,
        ],
        {
          cwd: repoRoot,
          env: Object.fromEntries(
            Object.entries({ ...process.env, ...env(), PORT: String(port) }).filter(
              ([, v]) => v !== undefined,
            ),
          ) as NodeJS.ProcessEnv,
          encoding: 'utf8',
          timeout: 120_000,
        },
      );
      expect(cli.stderr).toBe('');
      expect(cli.status).toBe(0);
      const lines = cli.stdout.trim().split('\n');
      expect(lines[0]).toMatch(
        new RegExp(`^\\[operator\\] admin ${ADMIN_MOBILE} created \\(staff #\\d+\\)\\.$`),
      );
      s.adminLink = lines.at(-1)!;
      expect(s.adminLink).toMatch(new RegExp(`^${base}/admin/login\\?enrol=`));

      // the production server on the same data directory, as main.ts boots it
      const e = loadEnv({ ...env(), PORT: String(port), PARTNER_PORT: '0' } as NodeJS.ProcessEnv);
      expect(e.production).toBe(true);
      if (engine === 'PGlite') lock = lockDataDir(join(dir, 'pgdata'));
      database = await createDb(e.databaseUrl!);
      await database.migrate();
      const storage = dirStorage(join(dir, engine === 'PGlite' ? 'pgdata' : '', 'uploads'));
      expect(await seedIfEmpty(database.db, { demo: false, storage })).toBe(false);
      const app = createApp(database.db, {
        production: e.production,
        corsOrigins: e.corsOrigins,
        trustProxy: e.trustProxy,
        paySecret: e.paySecret,
        storage,
        // this test is the deployment's SMS sender (it reads the outbox): the channel works
        channels: { sms: true, mail: true },
      });
      mountStatic(app, {});
      server = serve({ fetch: app.fetch, port });
      await expect.poll(async () => (await api(base, 'config/load')).status, { timeout: 20_000 }).toBe(true);
    }, 180_000);

    it('an expert registers and shares the referral link; a buyer registers through it and applies for its company e-sign account', async () => {
      // the expert's own registration (the expert pages are the expert journey's): by the API,
      // the captcha's proof of work done here as a client does
      const sent = await api(base, 'captcha/sendSmsCaptcha', {
        method: 'POST',
        body: { mobile: EXPERT_MOBILE, purpose: 'register', type: 3, ...(await apiCaptcha(base)) },
      });
      expect(sent.message).toBe('验证码已发送');
      const expert = await api<LoginResult>(base, 'expert/register', {
        method: 'POST',
        body: {
          mobile: EXPERT_MOBILE,
          code: await queued(EXPERT_MOBILE),
          password: 'Expert@2468',
          agree: true,
          real_name: '周明远',
          field: '水质检测',
        },
      });
      expect(expert.status).toBe(true);
      s.expert = expert.data!;
      const center = await api<{ referral_path: string }>(base, 'expert/center', { token: s.expert.token });
      expect(center.data?.referral_path).toMatch(/^\/reg\?ref=[0-9a-f]{10}$/);

      const sf = await open('buyer');
      await sf.goto(center.data!.referral_path);
      await expect.poll(() => sf.mainText()).toContain('推荐链接');
      await field(sf, '手机号').fill(BUYER_MOBILE);
      // the browser does the captcha's proof of work: no answer is queued anywhere to read
      await passCaptcha(sf);
      await button(sf, '获取短信验证码').click();
      await expect.poll(() => button(sf, '获取短信验证码').count()).toBe(0);
      await field(sf, '短信验证码').fill(await queued(BUYER_MOBILE));
      await field(sf, '密码').fill('Buyer@2468');
      await field(sf, '确认密码').fill('Buyer@2468');
      await sf.main().getByRole('checkbox', { name: '我已阅读并同意' }).check();
      await button(sf, '立即注册').click();
      await sf.page.waitForURL((u) => u.pathname === '/home');
      s.buyerToken = (await sf.page.evaluate(() =>
        (globalThis as unknown as PageGlobals).localStorage.getItem('tic_token'),
      )) as string;
      // an address to send the report to (the address book is the account centre's journey)
      const address = await api(base, 'user_address/add', {
        method: 'POST',
        token: s.buyerToken,
        body: {
          consignee: '李娜',
          mobile: BUYER_MOBILE,
          province_code: '35',
          city_code: '3505',
          area_code: '350502',
          detail: '丰泽街 1 号',
          is_default: true,
        },
      });
      expect(address.status).toBe(true);
      // the company's real-name e-sign account and its contract seal, which its signature needs
      // (the account page is the account centre's journey): the application waits for a reviewer
      const buyerCode = `9135052${BUYER_MOBILE.slice(-10)}`;
      const applied = await api(base, 'electronic_contract_account/apply', {
        method: 'POST',
        token: s.buyerToken,
        body: {
          org_name: BUYER_ORG,
          credit_code: buyerCode + usccCheckChar(buyerCode),
          legal_person: '李娜',
          contact_mobile: BUYER_MOBILE,
        },
      });
      expect(applied.message).toBe('开户申请已提交，请等待审核');
      const seal = await api(base, 'electronic_contract_seal/set', {
        method: 'POST',
        token: s.buyerToken,
        body: { name: BUYER_ORG, kind: 'contract', is_default: true },
      });
      expect(seal.status).toBe(true);

      expect(errorsOf('buyer')).toEqual([]);
    }, 120_000);

    it('a lab registers on /reg, files its CMA certificate and submits a service', async () => {
      const sf = await open('lab');
      const first17 = `9135050${LAB_MOBILE.slice(-10)}`;
      await sf.goto('/reg?type=2');
      await field(sf, '机构名称').fill(ORG);
      await field(sf, '统一社会信用代码').fill(first17 + usccCheckChar(first17));
      await field(sf, '联系人姓名').fill('黄工');
      await field(sf, '手机号').fill(LAB_MOBILE);
      // the browser does the captcha's proof of work: no answer is queued anywhere to read
      await passCaptcha(sf);
      await button(sf, '获取短信验证码').click();
      await expect.poll(() => button(sf, '获取短信验证码').count()).toBe(0);
      await field(sf, '短信验证码').fill(await queued(LAB_MOBILE));
      await field(sf, '密码').fill('Lab@24680');
      await field(sf, '确认密码').fill('Lab@24680');
      await sf.main().getByRole('checkbox', { name: '我已阅读并同意' }).check();
      await button(sf, '立即注册').click();
      await sf.page.waitForURL((u) => u.pathname === '/merchant/qualification');

      await sf.main().getByLabel('证书编号').fill('231312345001');
      await sf.main().getByLabel('认可范围').fill('生活饮用水、地表水理化及微生物指标');
      await sf.main().getByLabel('有效期至').fill('2030-06-30');
      await sf
        .main()
        .locator('input[type="file"]')
        .setInputFiles({ name: 'CMA证书.png', mimeType: 'image/png', buffer: PNG });
      await expect.poll(() => sf.mainText()).toContain('CMA证书.png');
      await sf.main().getByRole('button', { name: '添加资质证书' }).click();
      await expectText(sf.toast().locator('span'), '资质证书已添加');

      // where buyers send samples: a sample-based service is submitted only with one
      await sf.goto('/merchant/shop');
      await saveSampleAddress(sf, '黄工', LAB_MOBILE);
      await sf.goto('/merchant/goods/edit');
      await sf.main().getByLabel('服务名称').fill(SERVICE);
      await sf.main().getByLabel('执行标准').fill('GB 5749-2022\nGB/T 5750-2023');
      await sf.main().getByLabel('检测周期（工作日）').fill('7');
      await sf.main().getByLabel('服务内容 1 名称').fill('常规 43 项');
      await sf.main().getByLabel('服务内容 1 价格（元）').fill('1200');
      await sf
        .main()
        .locator('fieldset[data-group="serviceContent"]')
        .getByRole('button', { name: '+ 添加一项' })
        .click();
      await sf.main().getByLabel('服务内容 2 名称').fill('全分析 97 项');
      await sf.main().getByLabel('服务内容 2 价格（元）').fill('3600');
      await sf.main().getByRole('button', { name: '保存并提交审核' }).click();
      await sf.page.waitForURL((u) => u.pathname === '/merchant/goods');
      await expect
        .poll(() => sf.main().locator('.mc-table tbody tr', { hasText: SERVICE }).innerText())
        .toContain('待审核');
      await screenshot(sf.page, 'production-lab-goods-1366');
      // nothing public yet
      expect(
        (await api<{ total: number }>(base, 'search/goods', { body: { keyword: SERVICE } })).data?.total,
      ).toBe(0);
      expect(errorsOf('lab')).toEqual([]);
    }, 180_000);

    it('the admin enrols TOTP in the browser, invites a reviewer, an editor and a 财务, and sets the collection account', async () => {
      const sf = await open('admin');
      await enrol(sf, s.adminLink, 'production-admin-enrol-1366');
      await expect.poll(() => sf.mainText()).toContain('待审核');
      await sf.goto('/admin/staff');
      const invite = async (mobile: string, name: string, role: string) => {
        await sf.main().getByRole('button', { name: '邀请员工' }).click();
        const dialog = sf.page.getByRole('dialog');
        await dialog.getByLabel('手机号').fill(mobile);
        await dialog.getByLabel('姓名').fill(name);
        await dialog.getByLabel('角色').selectOption({ label: role });
        await dialog.getByRole('button', { name: '生成邀请链接' }).click();
        const link = (await dialog.getByTestId('enrol-link').innerText()).trim();
        await dialog.getByRole('button', { name: '完成' }).click();
        return link;
      };
      s.reviewerLink = await invite('13700001002', '陈审核', '审核员');
      s.editorLink = await invite('13700001003', '周编辑', '内容编辑');
      s.financeLink = await invite(FINANCE_MOBILE, '吴财务', '财务');
      expect(s.reviewerLink).toMatch(/\/admin\/login\?enrol=/);
      await expect.poll(() => sf.mainText()).toContain('吴财务');
      await sf.settled();
      await screenshot(sf.page, 'production-admin-staff-1366');
      // the reviewer and the editor open their links and enrol
      const reviewer = await open('reviewer');
      await enrol(reviewer, s.reviewerLink, 'production-reviewer-enrol-1366');
      const editor = await open('editor');
      await enrol(editor, s.editorLink, 'production-editor-enrol-1366');
      const menu = editor.page.locator('.sf-account-menu');
      await expect.poll(() => menu.innerText()).toContain('内容管理');
      expect(await menu.innerText()).not.toContain('审核管理');
      const finance = await open('finance');
      await enrol(finance, s.financeLink, 'production-finance-enrol-1366');

      // the platform's collection account, which buyers remit to (财务 sees it, only an admin sets it)
      await sf.goto('/admin/finance?tab=account');
      await expect.poll(() => sf.mainText()).toContain('尚未设置收款账户');
      await sf.main().getByRole('button', { name: '设置收款账户' }).click();
      const dialog = sf.page.getByRole('dialog');
      await dialog.getByLabel('收款户名').fill(PLATFORM_ACCOUNT.name);
      await dialog.getByLabel('开户银行').fill(PLATFORM_ACCOUNT.bank);
      await dialog.getByLabel('收款账号').fill(PLATFORM_ACCOUNT.no);
      await dialog.getByRole('button', { name: '保存' }).click();
      await expectText(sf.toast().locator('span'), '收款账户已保存');
      // listed masked: the first four and the last four digits
      await expect.poll(() => sf.mainText()).toContain(PLATFORM_ACCOUNT.bank);
      expect(await sf.mainText()).not.toContain(PLATFORM_ACCOUNT.no);
      expect(await sf.mainText()).toContain(PLATFORM_ACCOUNT.no.slice(-4));
      expect(errorsOf('admin')).toEqual([]);
    }, 180_000);

    it('the reviewer approves the lab and then its service in the console', async () => {
      const sf = new Storefront(pages.reviewer!, base);
      for (const [kind, title] of [
        ['merchant', ORG],
        ['goods', SERVICE],
      ] as const) {
        await sf.goto(`/admin/review?kind=${kind}&status=pending&keyword=${encodeURIComponent(title)}`);
        const row = sf.main().locator('.mc-table tbody tr', { hasText: LAB_MOBILE }).first();
        await row.getByRole('link', { name: '审核' }).click();
        await sf.page.waitForURL((u) => u.pathname === '/admin/review/detail');
        await expect.poll(() => sf.mainText()).toContain(title);
        await sf.settled();
        await screenshot(sf.page, `production-review-${kind}-1366`);
        await sf.main().getByRole('button', { name: '通过' }).click();
        await sf.page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
        await expectText(sf.toast().locator('span'), '已通过，已通知申请人');
      }
      const lab = new Storefront(pages.lab!, base);
      await lab.goto('/merchant');
      await expect.poll(() => lab.main().locator('.mc-state').first().innerText()).toBe('已入驻');
      expect(errorsOf('reviewer')).toEqual([]);
    }, 180_000);

    it('the editor publishes an announcement, a help article, a carousel and a hot word', async () => {
      const sf = new Storefront(pages.editor!, base);
      const dialog = sf.page.getByRole('dialog');
      // the announcement
      await sf.goto('/admin/content');
      await sf.main().getByRole('button', { name: '新建内容' }).click();
      await dialog.getByLabel('标题').fill(NOTICE);
      await dialog.locator('.mc-rich__box').fill(`${ORG} 已入驻平台，提供生活饮用水检测服务。`);
      await dialog.getByRole('button', { name: '保存并发布' }).click();
      await expectText(sf.toast().locator('span'), '已发布');
      await expect.poll(() => sf.mainText()).toContain(NOTICE);
      // a help category, then an article under it
      await sf.goto('/admin/category?tab=help');
      await sf.main().getByRole('button', { name: '新建分类' }).click();
      await dialog.getByLabel('分类名称').fill(HELP_CAT);
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect.poll(() => sf.mainText()).toContain(HELP_CAT);
      await sf.goto('/admin/content?kind=help');
      await sf.main().getByRole('button', { name: '新建内容' }).click();
      await dialog.getByLabel('标题').fill(ARTICLE);
      await expect.poll(() => dialog.getByLabel('分类').innerText()).toContain(HELP_CAT);
      await dialog.getByLabel('分类').selectOption({ label: HELP_CAT });
      await dialog.locator('.mc-rich__box').fill('在订单详情页点击「申请发票」，选择专票并填写开票信息。');
      await dialog.getByRole('button', { name: '保存并发布' }).click();
      await expectText(sf.toast().locator('span'), '已发布');
      // a home carousel with an uploaded image
      await sf.goto('/admin/slide');
      await sf.main().getByRole('button', { name: '新建轮播图' }).click();
      await dialog.getByLabel('标题').fill(SLIDE);
      await dialog
        .locator('input[type=file]')
        .setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: PNG });
      await expect.poll(() => dialog.locator('.ad-image__preview').count()).toBe(1);
      await dialog.getByLabel('链接').fill('/check');
      await dialog.getByRole('button', { name: '保存并发布' }).click();
      await expectText(sf.toast().locator('span'), '已发布');
      await expect.poll(() => sf.mainText()).toContain(SLIDE);
      // the hot word
      await sf.goto('/admin/hotword');
      await sf.main().getByLabel('新热词').fill(HOT_WORD);
      await sf.main().getByRole('button', { name: '添加' }).click();
      await expectText(sf.toast().locator('span'), '热词已添加');
      await expect.poll(() => sf.mainText()).toContain(HOT_WORD);
      await sf.settled();
      await screenshot(sf.page, 'production-editor-hotword-1366');
      expect(errorsOf('editor')).toEqual([]);
    }, 180_000);

    it('a visitor sees them on the storefront: carousel, announcement, help article, header hot word', async () => {
      const sf = await open('visitor');
      // the console's writes cleared every cached public answer, the first screen's included
      // (lib/cache.ts onClear): the first visit shows the new hot word, with no reload
      await sf.goto('/');
      await expect.poll(() => sf.page.locator('header').innerText()).toContain(HOT_WORD);
      await expect.poll(() => sf.page.locator(`.sf-carousel img[alt="${SLIDE}"]`).count()).toBe(1);
      await sf.settled();
      await screenshot(sf.page, 'production-visitor-home-1366');
      await sf.goto('/notice');
      await expect.poll(() => sf.mainText(), { timeout: 10_000 }).toContain(NOTICE);
      await sf.goto('/help');
      await expect.poll(() => sf.mainText(), { timeout: 10_000 }).toContain(HELP_CAT);
      await sf.main().getByRole('button', { name: HELP_CAT }).first().click();
      await expect.poll(() => sf.mainText(), { timeout: 10_000 }).toContain(ARTICLE);
      expect(errorsOf('visitor')).toEqual([]);
    }, 120_000);

    it('the portal widgets on another origin show the hot word and search the service', async () => {
      const context = await newContext(browser!, {});
      contexts.push(context);
      const page = await context.newPage();
      const own = collectErrors(page);
      await page.goto(hostURL);
      const hot = page.locator('tic-hot-words [part~="word"]');
      await expect.poll(() => hot.allInnerTexts(), { timeout: 15_000 }).toEqual([HOT_WORD]);
      await page.locator('tic-search-bar [part~="input"]').fill(SERVICE);
      await screenshot(page, 'production-portal-widgets-1366');
      await page.locator('tic-search-bar [part~="button"]').click();
      await page.waitForURL((u) => u.origin === base && u.pathname === '/searchResult');
      const sf = new Storefront(page, base);
      await sf.main().locator('a[href*="/home/goodsdetail?id="]', { hasText: SERVICE }).first().waitFor();
      expect(own).toEqual([]);
    }, 120_000);

    it('the buyer finds the service by search and orders it with a 30 % deposit, to be paid by bank transfer', async () => {
      const sf = new Storefront(pages.buyer!, base);
      // the search box in the header, then the service's page
      await sf.goto(`/searchResult?skw=${encodeURIComponent(HOT_WORD)}`);
      const hit = sf.main().locator('a[href*="/home/goodsdetail?id="]', { hasText: SERVICE }).first();
      await hit.waitFor();
      await hit.click();
      await sf.page.waitForURL((u) => u.pathname === '/home/goodsdetail');
      await expect.poll(() => sf.mainText()).toContain('全分析 97 项');
      await sf.main().locator('label.gd-chip', { hasText: '全分析 97 项' }).click();
      await sf.main().getByRole('button', { name: '加入购物车', exact: true }).click();
      await expect.poll(() => sf.cartCount()).toBe(1);
      await sf.goto('/shopcar');
      await sf.page.getByLabel(`选择 ${SERVICE}`).check();
      await sf.page.getByRole('button', { name: '去结算' }).click();
      await sf.page.waitForURL((u) => u.pathname === '/shopcarsettle');
      await sf.settled();
      // 预付30%，验收后付尾款: 1080 now, 2520 after acceptance
      await sf.page.getByRole('radio', { name: /预付30%/ }).check();
      await screenshot(sf.page, 'production-buyer-settle-1366');
      await sf.page.getByRole('button', { name: '提交订单' }).click();
      await sf.page.waitForURL((u) => u.pathname === '/cashierdesk');
      s.orderId = Number(sf.url.searchParams.get('id'));
      const order = await orderInfo();
      expect(order).toMatchObject({ pay_amount: 3600, status: 'pending_payment', pay_plan: 'deposit' });
      expect(order.plan.map((p) => [p.name, p.amount, p.status])).toEqual([
        ['预付款', 1080, 'unpaid'],
        ['尾款', 2520, 'unpaid'],
      ]);
      s.orderNo = order.order_no;

      // nothing configured but the bank transfer: the cashier offers exactly 对公转账, open at once,
      // with the platform's account, the deposit in figures and the stage's 汇款识别码
      const panel = transferPanel(sf.page);
      await expect.poll(() => panel.innerText(), { timeout: 10_000 }).toContain('汇款识别码');
      expect(await sf.page.locator('.sf-pay-way').allInnerTexts()).toEqual([
        expect.stringContaining('对公转账'),
      ]);
      expect(await transferFact(sf.page, '收款户名').innerText()).toContain(PLATFORM_ACCOUNT.name);
      expect(await transferFact(sf.page, '收款账号').innerText()).toContain(PLATFORM_ACCOUNT.no);
      expect(await transferFact(sf.page, '汇款金额').innerText()).toMatch(/1,?080\.00/);
      expect(await transferFact(sf.page, '汇款金额').innerText()).toContain('壹仟零捌拾元整');
      await sf.settled();
      await screenshot(sf.page, 'production-buyer-cashier-1366');
      await panel.screenshot({
        path: join(SCREENSHOT_DIR, `production-transfer-panel-1366${engine === 'PGlite' ? '' : '-pg'}.png`),
      });
      await sf.page.setViewportSize(MOBILE);
      await sf.settled();
      await screenshot(sf.page, 'production-buyer-cashier-390');
      await sf.page.setViewportSize(DESKTOP);
      // the bank slip (回单), then 我已汇款: the order waits for 财务 past its deadline
      const reference = await declareTransfer(sf.page, {
        name: '回单.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      expect(reference).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
      await screenshot(sf.page, 'production-buyer-declared-1366');
      expect((await orderInfo()).status).toBe('pending_payment');
      expect(errorsOf('buyer')).toEqual([]);
    }, 180_000);

    it('财务 finds the transfer on /admin/finance and confirms the exact amount with the bank serial: the deposit is paid', async () => {
      const sf = new Storefront(pages.finance!, base);
      await sf.goto('/admin/finance');
      const row = financeRow(sf, s.orderNo);
      await expect.poll(() => row.innerText(), { timeout: 10_000 }).toContain(ORG);
      const text = await row.innerText();
      expect(text).toContain('查看'); // the slip
      expect(text).toContain('待财务确认');
      await sf.settled();
      await screenshot(sf.page, 'production-finance-queue-1366');
      // a statement that does not match is refused and settles nothing
      expect(await confirmTransfer(sf, s.orderNo, '1000', 'ICBC20250618000123')).toMatch(/金额/);
      expect((await orderInfo()).status).toBe('pending_payment');
      expect(await confirmTransfer(sf, s.orderNo, '1080.00', 'ICBC20250618000123')).toBe('');
      await expect.poll(() => financeRow(sf, s.orderNo).count(), { timeout: 10_000 }).toBe(0);
      // the buyer's order: paid, waiting for the signatures
      const order = await orderInfo();
      expect(order.status).toBe('pending_sign');
      expect(order.plan.map((p) => p.status)).toEqual(['paid', 'unpaid']);
      const buyer = new Storefront(pages.buyer!, base);
      await buyer.goto(`/home/order/detail?id=${s.orderId}`);
      await expect.poll(() => buyer.mainText(), { timeout: 10_000 }).toContain('待签约');
      expect(await buyer.mainText()).toContain('已支付');
      expect(errorsOf('finance')).toEqual([]);
    }, 120_000);

    it('both parties sign the contract with SMS codes: the buyer on /home/contract, the lab on /merchant/contract', async () => {
      // the buyer's e-sign account waits in the console's 签章开户 queue: the reviewer approves it
      const rv = new Storefront(pages.reviewer!, base);
      await rv.goto(`/admin/review?kind=sign_account&status=pending&keyword=${BUYER_MOBILE}`);
      await rv
        .main()
        .locator('.mc-table tbody tr', { hasText: BUYER_MOBILE })
        .first()
        .getByRole('link', { name: '审核' })
        .click();
      await rv.page.waitForURL((u) => u.pathname === '/admin/review/detail');
      await expect.poll(() => rv.mainText()).toContain(BUYER_ORG);
      await rv.main().getByRole('button', { name: '通过' }).click();
      await rv.page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await expectText(rv.toast().locator('span'), '已通过，已通知申请人');

      const contract = (await orderInfo()).contracts?.[0];
      expect(contract).toBeTruthy();
      s.contractId = contract!.id;
      // the buyer where the letter leads, /home/contract?id=, with its seal (its last code, at
      // registration, is past the one-a-minute limit by now, or it waits as a person would)
      const sf = new Storefront(pages.buyer!, base);
      await codeAllowed(BUYER_MOBILE);
      await sf.goto(`/home/contract?id=${s.contractId}`);
      await signWithCode(
        sf.page,
        (since) => queuedSince(BUYER_MOBILE, since),
        () => screenshot(sf.page, 'production-sign-dialog-1366').then(() => undefined),
      );
      await expect.poll(() => sf.mainText(), { timeout: 10_000 }).toContain('待机构签署');
      expect((await orderInfo()).status).toBe('pending_sign');
      // the lab on 合同管理 of its centre, with the seal drawn from its name
      const lab = new Storefront(pages.lab!, base);
      await codeAllowed(LAB_MOBILE);
      await lab.goto('/merchant/contract?state=mine');
      const labRow = lab.main().locator('li.mw-order', { hasText: contract!.contract_no });
      await labRow.getByRole('button', { name: /^签署/ }).click();
      await signWithCode(lab.page, (since) => queuedSince(LAB_MOBILE, since));
      await expect.poll(() => labRow.count(), { timeout: 10_000 }).toBe(0);
      await sf.goto('/home/contract');
      await expect.poll(() => sf.mainText(), { timeout: 10_000 }).toContain('已签署');
      expect(IN_WORK).toContain((await orderInfo()).status);
      expect(errorsOf('lab')).toEqual([]);
      expect(errorsOf('buyer')).toEqual([]);
    }, 150_000);

    it('the lab fulfils on its pages, the buyer accepts and pays the balance by transfer, 财务 confirms, the order is 已完成', async () => {
      const id = s.orderId;
      const buyer = new Storefront(pages.buyer!, base);
      const lab = new Storefront(pages.lab!, base);
      const labDialog = lab.page.locator('dialog.sf-dialog');
      const openOrder = async () => {
        await buyer.goto(`/home/order/detail?id=${id}`);
        await expect.poll(() => buyer.mainText(), { timeout: 10_000 }).toContain(s.orderNo);
      };
      // the lab's 订单管理 → the order's page, where the next step is offered
      const labOrder = async () => {
        await lab.goto('/merchant/order');
        await lab
          .main()
          .getByRole('link', { name: `查看详情 ${s.orderNo}` })
          .click();
        await lab.page.waitForURL((u) => u.pathname === '/merchant/order/detail');
        return lab.main().locator('.mw-work');
      };
      await openOrder();
      if ((await orderInfo()).status === 'in_service') {
        const work = await labOrder();
        await work.getByRole('button', { name: '确认交付' }).click();
        await labDialog.locator('textarea').fill('服务成果已交付');
        await labDialog.getByRole('button', { name: /确认/ }).last().click();
      } else {
        // 寄送样品 on the buyer's order page
        const form = buyer.main().locator('form.sf-od-ship');
        await form.getByLabel('快递公司').fill('顺丰速运');
        await form.getByLabel('运单号').fill('SF1400246802');
        await form.getByRole('button', { name: '提交寄样信息' }).click();
        await expectText(buyer.toast().locator('span'), '寄样信息已提交');
        // the lab: 确认收样 → 开始检测 → 出具报告 with its PDF
        const work = await labOrder();
        await expect.poll(() => lab.mainText()).toContain('SF1400246802');
        await work.getByRole('button', { name: '确认收样' }).click();
        await labDialog.locator('textarea').fill('样品 2 瓶，密封完好');
        await labDialog.getByRole('button', { name: '确认收样' }).click();
        await expect.poll(() => work.innerText()).toContain('开始检测');
        await work.getByRole('button', { name: '开始检测' }).click();
        await labDialog.getByRole('button', { name: '确认开始检测' }).click();
        await expect.poll(() => work.innerText()).toContain('出具报告');
        await work.getByRole('button', { name: '出具报告' }).click();
        await labDialog.getByLabel('报告编号').fill('QY-2025-0001');
        await labDialog.locator('input[type="file"]').setInputFiles({
          name: 'report.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(REPORT_PDF),
        });
        await expect.poll(() => labDialog.innerText()).toContain('report.pdf');
        await labDialog.getByRole('button', { name: '确认出具报告' }).click();
        await expect.poll(() => lab.main().locator('.mw-report').count(), { timeout: 10_000 }).toBe(1);
        await screenshot(lab.page, 'production-lab-report-issued-1366');
      }
      expect((await orderInfo()).status).toBe('delivered');

      // the buyer: 验收, then 立即支付 for the balance, by transfer again with its own reference
      await openOrder();
      await buyer.main().locator('[data-action="accept"]').click();
      await buyer.page.getByRole('dialog').getByRole('button', { name: '阶段验收' }).click();
      await expect.poll(async () => (await orderInfo()).status, { timeout: 10_000 }).toBe('pending_balance');
      await expect.poll(() => buyer.mainText(), { timeout: 10_000 }).toContain('待付尾款');
      await buyer.main().getByRole('link', { name: '立即支付' }).first().click();
      await buyer.page.waitForURL((u) => u.pathname === '/cashierdesk');
      await expect
        .poll(() => transferPanel(buyer.page).innerText(), { timeout: 10_000 })
        .toContain('汇款识别码');
      expect(await transferFact(buyer.page, '汇款金额').innerText()).toMatch(/2,?520\.00/);
      const reference = await declareTransfer(buyer.page, {
        name: '尾款回单.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      // 财务 matches it against the statement
      const finance = new Storefront(pages.finance!, base);
      await finance.goto('/admin/finance');
      await expect
        .poll(() => financeRow(finance, reference).innerText(), { timeout: 10_000 })
        .toMatch(/2,?520\.00/);
      expect(await confirmTransfer(finance, reference, '2520.00', 'ICBC20250702000456')).toBe('');
      expect((await orderInfo()).status).toBe('delivered');
      // 确认完成 on the order page
      await openOrder();
      await buyer.main().locator('[data-action="confirm"]').click();
      await buyer.page.getByRole('dialog').getByRole('button', { name: '确认完成' }).click();
      await expect.poll(() => buyer.mainText(), { timeout: 10_000 }).toContain('已完成');
      const done = await orderInfo();
      expect(done.status).toBe('completed');
      expect(done.plan.map((p) => p.status)).toEqual(['paid', 'paid']);
      await screenshot(buyer.page, 'production-buyer-completed-1366');
      expect(errorsOf('buyer')).toEqual([]);
      expect(errorsOf('lab')).toEqual([]);
      expect(errorsOf('finance')).toEqual([]);
    }, 150_000);

    it('the signed contract verifies on /blockchain and the lab’s 资金结算 lists both paid stages', async () => {
      const sf = new Storefront(pages.buyer!, base);
      await sf.goto('/home/contract');
      const row = sf.main().locator('tr, article', { hasText: s.orderNo }).first();
      await expect.poll(() => row.innerText(), { timeout: 10_000 }).toContain('已签署');
      const [download] = await Promise.all([
        sf.page.waitForEvent('download'),
        row.getByRole('button', { name: '下载' }).click(),
      ]);
      const file = await download.path();
      await sf.goto('/blockchain');
      const result = sf.main().locator('.sf-ev-result');
      await sf.main().getByTestId('evidence-file').setInputFiles(file);
      await expect.poll(() => result.getAttribute('data-verdict'), { timeout: 10_000 }).toBe('verified');
      expect(await result.innerText()).toContain('✓ 文件哈希与存证记录一致');
      await screenshot(sf.page, 'production-blockchain-verified-1366');

      const lab = new Storefront(pages.lab!, base);
      await lab.goto('/merchant/funds');
      await expect.poll(() => lab.mainText(), { timeout: 10_000 }).toContain('尾款');
      expect(await lab.mainText()).toContain('预付款');
      await screenshot(lab.page, 'production-lab-funds-1366');

      // the expert who brought the buyer: 3 % of the ¥3,600.00 the order paid, on 资金管理
      const ex = await open('expert', s.expert);
      await ex.goto('/expert/funds');
      await expect
        .poll(() => ex.main().locator('.sf-ex-records').innerText(), { timeout: 10_000 })
        .toContain('佣金收入');
      expect(await ex.main().locator('.sf-ex-records').innerText()).toContain(s.orderNo);
      expect(await ex.main().locator('.sf-ex-totals').innerText()).toContain('¥108.00');
      await screenshot(ex.page, 'production-expert-funds-1366');
      expect(errorsOf('expert')).toEqual([]);
      expect(errorsOf('buyer')).toEqual([]);
      expect(errorsOf('lab')).toEqual([]);
    }, 120_000);
  },
);
