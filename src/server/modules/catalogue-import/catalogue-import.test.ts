import { readFileSync } from 'node:fs';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointId } from '../../../core/api/contract/endpoints';
import { IMPORT_LIMITS, IMPORT_MESSAGES, importTemplate } from '../../../core/rules/catalogue-import';
import { GOODS_STATUS_CODE } from '../../../core/rules/goods-states';
import { goods, goodsOptions, staffAudit } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ROOMY_LIMITS } from '../captcha/captcha.test-helpers';
import { registerLab } from '../merchant-center/merchant.test-helpers';
import { enrolledStaff } from '../operator/operator-test-kit';

const SAMPLE = readFileSync(new URL('../../../../docs/catalogue-import-sample.csv', import.meta.url));
const HEADER = '服务名称,服务类型,服务分类,服务内容,认可标识,线上课酬,项目打包价,检测周期';

let t: TestApp;
let a: { token: string; merchantId: number };
let b: { token: string; merchantId: number };
let editor: string;
let reviewer: string;
beforeAll(async () => {
  t = await createTestApp({ limits: { ...ROOMY_LIMITS, codePerIp: { limit: 1000, windowSec: 3600 } } });
  a = await registerLab(t, '13766670001', 301, '海峡计量检测研究院有限公司');
  b = await registerLab(t, '13766670002', 302);
  editor = (await enrolledStaff(t, 'editor')).token;
  reviewer = (await enrolledStaff(t, 'reviewer')).token;
});
afterAll(() => t.close());

/** The page's request: the file as a multipart part, a lab's login-token or a staff operator-token. */
async function send(
  id: EndpointId,
  file: string | Uint8Array | null,
  auth: { user?: string; staff?: string },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  if (file !== null) form.append('file', new File([file], 'services.csv', { type: 'text/csv' }));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const headers: Record<string, string> = {};
  if (auth.user) headers['login-token'] = auth.user;
  if (auth.staff) headers['operator-token'] = auth.staff;
  const res = await t.request(`/api/${id}`, { method: 'POST', body: form, headers });
  // biome-ignore lint/suspicious/noExplicitAny: envelopes of several shapes
  return { ...((await res.json()) as any), http: res.status };
}

const goodsOf = async (merchantId: number) =>
  (await t.db.select({ n: count() }).from(goods).where(eq(goods.merchantId, merchantId)))[0]!.n;

const BAD = [
  HEADER,
  '饮用水检测,检验检测,生活饮用水检测,常规 43 项:1200,CMA 章:0,,,7',
  '"缺价格的检测, 带逗号",1,,常规:abc|全项,,,,400',
  ',9,不存在的分类,,,,,',
  '企业内训,培训,,,,,,',
  '饮用水检测,1,,全项:10,,,,',
  '认证服务,2,生活饮用水检测,初审:100,,500,,',
].join('\r\n');

describe('merchant_import/dryRun', () => {
  it('reads the sample file: five services, no errors, nothing stored', async () => {
    const before = await goodsOf(a.merchantId);
    const r = await send('merchant_import/dryRun', SAMPLE, { user: a.token });
    expect(r).toMatchObject({ status: true, message: '校验通过' });
    expect(r.data).toMatchObject({ merchant_id: a.merchantId, rows: 5, errors: [] });
    expect(r.data.preview.map((p: { name: string }) => p.name)).toEqual([
      '生活饮用水 97 项全分析检测',
      '电子产品 EMC 电磁兼容测试',
      'ISO 9001 质量管理体系认证',
      '压力表检定校准',
      '实验室内审员培训（ISO/IEC 17025）',
    ]);
    expect(r.data.preview.map((p: { min_price: string }) => p.min_price)).toEqual([
      '1200.00',
      '2000.00',
      '18000.00',
      '60.00',
      '1200.00',
    ]);
    expect(await goodsOf(a.merchantId)).toBe(before);
  });

  it('reads the template the import page offers: its example row, clean', async () => {
    const r = await send('merchant_import/dryRun', importTemplate(), { user: a.token });
    expect(r.data).toMatchObject({ rows: 1, errors: [] });
    expect(r.data.preview[0]).toMatchObject({ name: '生活饮用水 97 项全分析检测', min_price: '1200.00' });
  });

  it('lists every error with its row and column, in Chinese', async () => {
    const r = await send('merchant_import/dryRun', BAD, { user: a.token });
    expect(r.status).toBe(true);
    expect(r.data.rows).toBe(6);
    const at = (row: number) =>
      r.data.errors
        .filter((e: { row: number }) => e.row === row)
        .map((e: { column: string; message: string }) => `${e.column}：${e.message}`);
    expect(at(2)).toEqual([]);
    expect(at(3)).toEqual(['服务内容：「全项」应写作 名称:价格', '检测周期：检测周期应为 1 至 365 个工作日']);
    expect(at(4)).toEqual([
      '服务类型：服务类型应为 1–5 或 检验检测、认证认可、计量校准、培训、咨询',
      '服务分类：服务分类「不存在的分类」不存在',
      '服务名称：请输入服务名称',
    ]);
    expect(at(5)).toEqual(['项目打包价：培训、咨询服务请至少填写一种课酬或打包价']);
    expect(at(6)).toEqual(['服务名称：与第 2 行的服务重名']);
    expect(at(7)).toEqual([
      '线上课酬：只有培训、咨询服务按课酬或打包价计价',
      '服务分类：服务分类与服务类型不符',
    ]);
    expect(r.message).toBe(`发现 ${r.data.errors.length} 处错误`);
  });

  it('an option price and the category type go through the editor’s own rules', async () => {
    const file = [HEADER, '认证服务,2,生活饮用水检测,初审:1.234,,,,', '水质,1,,常规:-5,,,,'].join('\n');
    const r = await send('merchant_import/dryRun', file, { user: a.token });
    expect(r.data.errors).toEqual([
      { row: 2, column: '服务内容', message: '服务内容第 1 项的价格应为数字，最多两位小数' },
      { row: 3, column: '服务内容', message: '服务内容第 1 项的价格不能为负' },
    ]);
    const cat = await send(
      'merchant_import/dryRun',
      [HEADER, '认证服务,2,生活饮用水检测,初审:100,,,,'].join('\n'),
      {
        user: a.token,
      },
    );
    // the name exists only under 检验检测: the one rule of merchant_goods refuses it for 认证认可
    expect(cat.data.errors).toEqual([{ row: 2, column: '服务分类', message: '服务分类与服务类型不符' }]);
  });

  it('a file written from the older sample (认可标志) reads its column as 认可标识', async () => {
    const old = HEADER.replace('认可标识', '认可标志');
    const r = await send(
      'merchant_import/dryRun',
      [old, '饮用水检测,1,生活饮用水检测,常规:1200,CMA 章:x,,,7'].join('\n'),
      {
        user: a.token,
      },
    );
    expect(r.data.errors).toEqual([
      { row: 2, column: '认可标识', message: '认可标识第 1 项的价格应为数字，最多两位小数' },
    ]);
  });

  it('headers: unknown, repeated and missing required ones are row-1 errors', async () => {
    const r = await send('merchant_import/dryRun', '服务名称,价格,服务名称\n水质,1,水质\n', {
      user: a.token,
    });
    expect(r.data.errors).toEqual([
      { row: 1, column: '价格', message: '无法识别的列「价格」，请对照导入说明的表头' },
      { row: 1, column: '服务名称', message: '列「服务名称」重复' },
      { row: 1, column: '服务类型', message: '缺少必填列「服务类型」' },
    ]);
  });

  it('an unterminated quote, an empty file, too many rows, GBK and a missing file are refused clearly', async () => {
    const quote = await send('merchant_import/dryRun', `${HEADER}\n"水质,1\n`, { user: a.token });
    expect(quote.data.errors).toEqual([{ row: 2, column: '', message: '第 2 行：引号未闭合' }]);
    const empty = await send('merchant_import/dryRun', `${HEADER}\n,,,\n`, { user: a.token });
    expect(empty.data.errors[0].message).toBe(IMPORT_MESSAGES.empty);
    const line = '水质,1,,常规:1,,,,';
    const many = [HEADER, ...Array.from({ length: IMPORT_LIMITS.rows + 1 }, (_, i) => `${line}${i}`)].join(
      '\n',
    );
    const tooMany = await send('merchant_import/dryRun', many, { user: a.token });
    expect(tooMany.data.errors[0].message).toBe(IMPORT_MESSAGES.tooManyRows);
    const gbk = new Uint8Array([0xb7, 0xfe, 0xce, 0xf1, 0x2c, 0x31, 0x0a]); // 服务,1 in GBK
    expect(await send('merchant_import/dryRun', gbk, { user: a.token })).toMatchObject({
      status: false,
      message: IMPORT_MESSAGES.notUtf8,
    });
    expect(await send('merchant_import/dryRun', null, { user: a.token })).toMatchObject({
      status: false,
      message: IMPORT_MESSAGES.missing,
    });
    const json = await t.call('merchant_import/dryRun', { file: 'x' }, a.token);
    expect(json).toMatchObject({ status: false, message: IMPORT_MESSAGES.missing });
  });

  it('a file over 1 MB is refused before it is read', async () => {
    const big = `${HEADER}\n${'水'.repeat(IMPORT_LIMITS.bytes / 3 + 10)}`;
    const r = await send('merchant_import/dryRun', big, { user: a.token });
    expect(r).toMatchObject({ status: false, message: IMPORT_MESSAGES.tooLarge });
    const huge = await send('merchant_import/dryRun', 'x'.repeat(IMPORT_LIMITS.bytes + 32 * 1024), {
      user: a.token,
    });
    expect(huge).toMatchObject({ status: false, message: IMPORT_MESSAGES.tooLarge, http: 413 });
  });

  it('buyers, experts and visitors get -2', async () => {
    for (const who of ['buyer', 'expert'] as const) {
      const token = (await t.loginAs(who)).token;
      expect((await send('merchant_import/dryRun', SAMPLE, { user: token })).status).toBe(-2);
      expect((await send('merchant_import/commit', SAMPLE, { user: token })).status).toBe(-2);
    }
    expect((await send('merchant_import/commit', SAMPLE, {})).status).toBe(-2);
  });
});

describe('merchant_import/commit', () => {
  it('a file with errors stores nothing, not even its clean rows', async () => {
    const before = await goodsOf(a.merchantId);
    const options = (await t.db.select({ n: count() }).from(goodsOptions))[0]!.n;
    const r = await send('merchant_import/commit', BAD, { user: a.token });
    expect(r.status).toBe(false);
    expect(r.message).toMatch(
      /^文件有错误，未导入任何服务，请修正后重新校验（共 \d+ 处，第 3 行「服务内容」：/,
    );
    expect(await goodsOf(a.merchantId)).toBe(before);
    expect((await t.db.select({ n: count() }).from(goodsOptions))[0]!.n).toBe(options);
  });

  it('a clean file: every row a service awaiting review in the lab’s own shop, with its options', async () => {
    const r = await send('merchant_import/commit', SAMPLE, { user: a.token });
    expect(r).toMatchObject({ status: true, message: '已导入 5 项服务，等待平台审核' });
    expect(r.data).toMatchObject({ merchant_id: a.merchantId, imported: 5 });
    const rows = await t.db.select().from(goods).where(inArray(goods.id, r.data.ids));
    expect(rows.every((g) => g.merchantId === a.merchantId && g.status === GOODS_STATUS_CODE.pending)).toBe(
      true,
    );
    expect(rows.every((g) => g.submittedAt !== null)).toBe(true);
    const water = rows.find((g) => g.name === '生活饮用水 97 项全分析检测')!;
    expect(water).toMatchObject({
      standards: ['GB 5749-2022', 'GB/T 5750-2023'],
      turnaroundDays: 7,
      minPriceFen: 120000,
      content: '<p>采样、运输、检测全程留痕。</p><p>报告可在区块链存证查询中核验。</p>',
    });
    const detail = await t.call('merchant_goods/info', { id: water.id }, a.token);
    expect(detail.data.info).toMatchObject({ state: 'pending', state_label: '待审核' });
    expect(
      detail.data.info.serviceContent.map((o: { name: string; price: number }) => [o.name, o.price]),
    ).toEqual([
      ['常规 43 项', 1200],
      ['全分析 97 项', 3600],
    ]);
    expect(detail.data.info.approvalLogo).toHaveLength(2);
    const course = rows.find((g) => g.servicsId === 4)!;
    expect(course.salesPromotion).toEqual({
      online_wages: 1200,
      spot_wages: 1800,
      project_package_price: 9800,
    });
    // awaiting review: not public, not in search
    expect((await t.call('goods/info', { id: water.id })).status).toBe(false);
    const found = await t.call('search/goods', { keyword: '生活饮用水 97 项全分析' });
    expect(found.data.list.map((g: { id: number }) => g.id)).not.toContain(water.id);
    // lab B sees none of it
    expect((await t.call('merchant_goods/info', { id: water.id }, b.token)).status).toBe(false);
    expect(await goodsOf(b.merchantId)).toBe(0);
  });
});

describe('operator_import', () => {
  it('an editor imports for a named lab; one audit row after the last chunk', async () => {
    const dry = await send(
      'operator_import/dryRun',
      SAMPLE,
      { staff: editor },
      { merchant_id: String(b.merchantId) },
    );
    expect(dry.data).toMatchObject({ merchant_id: b.merchantId, rows: 5, errors: [] });
    expect(await goodsOf(b.merchantId)).toBe(0);
    const auditBefore = (await t.db.select({ n: count() }).from(staffAudit))[0]!.n;
    const bad = await send(
      'operator_import/commit',
      BAD,
      { staff: editor },
      { merchant_id: String(b.merchantId) },
    );
    expect(bad.status).toBe(false);
    expect((await t.db.select({ n: count() }).from(staffAudit))[0]!.n).toBe(auditBefore);
    const done = await send(
      'operator_import/commit',
      SAMPLE,
      { staff: editor },
      { merchant_id: String(b.merchantId) },
    );
    expect(done).toMatchObject({ status: true, data: { imported: 5, merchant_id: b.merchantId } });
    expect(await goodsOf(b.merchantId)).toBe(5);
    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'operator_import/commit'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target: `merchant#${b.merchantId}` });
    expect(audit[0]!.after).toMatchObject({ file: 'services.csv', imported: 5 });
    // the reviewer finds them in the goods queue
    const queue = await t.request(
      `/api/operator_review/get?kind=goods&status=pending&keyword=${encodeURIComponent('压力表')}`,
      {
        headers: { 'operator-token': reviewer },
      },
    );
    const q = (await queue.json()) as { data: { list: { id: number }[] } };
    expect(q.data.list.map((g) => g.id)).toEqual(expect.arrayContaining([done.data.ids[3]]));
  });

  it('needs a lab that exists; a reviewer may not import', async () => {
    expect(await send('operator_import/dryRun', SAMPLE, { staff: editor })).toMatchObject({
      status: false,
      message: '请选择服务机构',
    });
    expect(
      await send('operator_import/dryRun', SAMPLE, { staff: editor }, { merchant_id: '999999' }),
    ).toMatchObject({ status: false, message: '服务机构不存在' });
    const r = await send(
      'operator_import/commit',
      SAMPLE,
      { staff: reviewer },
      { merchant_id: String(b.merchantId) },
    );
    expect(r.status).toBe(false);
    expect(await goodsOf(b.merchantId)).toBe(5);
    // a lab's token is no staff session
    expect(
      (await send('operator_import/dryRun', SAMPLE, { user: a.token }, { merchant_id: '1' })).status,
    ).toBe(-2);
  });
});

describe('收样地址 in the file', () => {
  const HEAD = '服务名称,服务类型,服务内容,收样地址';
  const HUQIU = '周敏|0512-62583306|江苏 苏州市 虎丘区|科灵路 78 号样品室';
  let c: { token: string; merchantId: number };
  beforeAll(async () => {
    // a lab that has not set the shop's 收样地址
    c = await registerLab(t, '13766670003', 303, '太湖计量检测有限公司', false);
  });

  it('a sample-based row needs its own address when the shop has none; each bad cell says why', async () => {
    const file = [
      HEAD,
      '水质检测,1,常规:1200,',
      `水质检测 B,检验检测,常规:1200,${HUQIU}`,
      `体系认证,2,初审:100,${HUQIU}`,
      '压力表校准,3,单只:60,周敏|0512-62583306|江苏省 苏州市',
      '压力表校准 B,3,单只:60,周敏|0512-62583306|火星省 苏州市 虎丘区|科灵路 78 号',
      '压力表校准 C,3,单只:60,周敏|0512-62583306|江苏省 苏州市 朝阳区|科灵路 78 号',
      '压力表校准 D,3,单只:60,周敏|12|江苏省 苏州市 虎丘区|科灵路 78 号',
      '企业培训,4,线上:800,',
      // a municipality's county sits under a sibling city-level zone (重庆市 → 县 → 城口县)
      '压力表校准 E,3,单只:60,周敏|023-62583306|重庆市 重庆市 城口县|葛城街道 1 号',
    ].join('\n');
    const r = await send('merchant_import/dryRun', file, { user: c.token });
    const issues = r.data.errors.map((e: { row: number; column: string; message: string }) => [
      e.row,
      e.column,
      e.message,
    ]);
    expect(issues).toEqual([
      [2, '收样地址', '检验检测、计量校准服务需要收样地址：请在本列填写，或先在店铺设置中填写收样地址'],
      [4, '收样地址', '认证认可服务不寄样品，收样地址请留空'],
      [
        5,
        '收样地址',
        '收样地址应写作 联系人|电话|省 市 区县|详细地址，如 周敏|0512-62583306|江苏省 苏州市 虎丘区|科灵路 78 号',
      ],
      [6, '收样地址', '省份「火星省」不存在'],
      [7, '收样地址', '区县「朝阳区」不在「苏州市」内'],
      [8, '收样地址', expect.stringContaining('电话')],
    ]);
    expect(r.data.preview.map((p: { name: string }) => p.name)).toEqual([
      '水质检测 B',
      '企业培训',
      '压力表校准 E',
    ]);
    // the commit refuses the same file and stores nothing
    expect((await send('merchant_import/commit', file, { user: c.token })).status).toBe(false);
    expect(await goodsOf(c.merchantId)).toBe(0);
  });

  it('a clean row keeps its own address, named from the zone table; the order page shows it', async () => {
    const r = await send('merchant_import/commit', `${HEAD}\n水质检测 B,1,常规:1200,${HUQIU}`, {
      user: c.token,
    });
    expect(r).toMatchObject({ status: true, data: { imported: 1 } });
    const [row] = await t.db.select().from(goods).where(eq(goods.id, r.data.ids[0]));
    expect(row!.sampleAddress).toEqual({
      contact: '周敏',
      phone: '0512-62583306',
      province_code: '32',
      province: '江苏省',
      city_code: '3205',
      city: '苏州市',
      area_code: '320505',
      area: '虎丘区',
      street_code: '',
      street: '',
      detail: '科灵路 78 号样品室',
    });
    const detail = await t.call('merchant_goods/info', { id: row!.id }, c.token);
    expect(detail.data.info.sample_address).toMatchObject({ contact: '周敏', area: '虎丘区' });
  });
});
