import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seekHelps, zones } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { type Buyer, withBuyers } from '../order/order-fixtures';
import { chinaToday } from './seek-help.service';

let t: TestApp;
let b1: Buyer;
let b2: Buyer;
withBuyers((s) => ({ t, b1, b2 } = s));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
async function upload(token: string): Promise<number> {
  const form = new FormData();
  form.append('file', new File([PNG], '样品照片.png', { type: 'image/png' }));
  const res = await t.request('/api/attachment/uploadOne', {
    method: 'POST',
    body: form,
    headers: { 'login-token': token },
  });
  return ((await res.json()) as { data: { id: number } }).data.id;
}
const later = (days: number) => chinaToday(new Date(Date.now() + days * 86_400_000));
async function zone(level: number, prefix: string, parent?: string) {
  const rows = await t.db.select().from(zones).where(eq(zones.level, level));
  return rows.find((z) => z.name.startsWith(prefix) && (!parent || z.parentCode === parent))!;
}
async function form(extra: Record<string, unknown> = {}) {
  const js = await zone(1, '江苏');
  const sz = await zone(2, '苏州', js.code);
  return {
    title: '锂电池 UN38.3 运输鉴定检测',
    servics_id: 1,
    subject: 'UN38.3',
    province_code: js.code,
    city_code: sz.code,
    budget_min: 3000,
    budget_max: '8000',
    deadline: later(10),
    content: '18650 锂电池组，空运出口，需要 UN38.3 测试报告和运输鉴定书。',
    contact_name: '王芳',
    contact_mobile: '13912345678',
    ...extra,
  };
}

describe('seek_help', () => {
  it('publishes a demand that the hall lists and filters, with the contact kept to its poster', async () => {
    const file = await upload(b1.token);
    const added = await t.call('seek_help/add', await form({ attachment_ids: [file] }), b1.token);
    expect(added).toMatchObject({ status: true, message: '需求已发布' });
    const [row] = await t.db.select().from(seekHelps).where(eq(seekHelps.id, added.data.id));
    expect(row).toMatchObject({
      province: '江苏省',
      city: '苏州市',
      budgetMinFen: 300000,
      budgetMaxFen: 800000,
    });

    const hall = await t.call('seek_help/get', { keyword: 'UN38.3' });
    expect(hall.data.list[0]).toMatchObject({
      id: added.data.id,
      servics_name: '检验检测',
      status: 'open',
      status_name: '待响应',
      budget_min: 3000,
      mine: false,
    });
    expect(JSON.stringify(hall.data)).not.toContain('13912345678');
    const other = await t.call('seek_help/get', { keyword: 'UN38.3', servics_id: 2 });
    expect(other.data.total).toBe(0);

    const mine = await t.call('seek_help/info', { id: added.data.id }, b1.token);
    expect(mine.data.info).toMatchObject({
      mine: true,
      contact_name: '王芳',
      contact_mobile: '13912345678',
      attachment_count: 1,
    });
    expect(mine.data.info.attachments[0].url).toMatch(/^\/files\/attachment\//);
    for (const token of [b2.token, undefined]) {
      const seen = (await t.call('seek_help/info', { id: added.data.id }, token)).data.info;
      expect(seen).toMatchObject({
        mine: false,
        contact_name: '王**',
        contact_mobile: '139****5678',
        attachments: [],
      });
    }
    const own = await t.call('seek_help/get', { mine: 1 }, b1.token);
    expect(own.data.list.map((d: { id: number }) => d.id)).toContain(added.data.id);
    expect(
      (await t.call('seek_help/get', { mine: 1 }, b2.token)).data.list.map((d: { id: number }) => d.id),
    ).not.toContain(added.data.id);
  });

  it('shows the seeded hall: answered demands count their quotes, past deadlines read 已关闭', async () => {
    const hall = await t.call('seek_help/get', { limit: 100 });
    expect(hall.data.total).toBeGreaterThanOrEqual(12);
    const states = new Set(hall.data.list.map((d: { status_name: string }) => d.status_name));
    expect(states).toEqual(new Set(['待响应', '已响应', '已关闭']));
    const answered = hall.data.list.find((d: { status: string }) => d.status === 'answered');
    expect(answered.quotes).toBeGreaterThan(0);
  });

  it('refuses bad input with a Chinese message and stores nothing', async () => {
    const before = (await t.db.select().from(seekHelps)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, '请输入需求标题'],
      [{ title: '检测' }, '需求标题至少4个字'],
      [{ servics_id: 9 }, '请选择服务类型'],
      [{ province_code: '99' }, '所选省份不存在'],
      [{ province_code: '' }, '请选择省份'],
      [{ budget_min: -1 }, '最低预算应为 0 到 10000000 之间的整数（元）'],
      [{ budget_min: 9000, budget_max: 100 }, '最低预算不能高于最高预算'],
      [{ deadline: '2020-01-01' }, '截止日期不能早于今天'],
      [{ deadline: '2026-02-30' }, '无效的截止日期'],
      [{ content: '太短' }, '需求描述至少10个字'],
      [{ contact_mobile: '123' }, '请输入正确的手机号'],
      [{ attachment_ids: [999999] }, '附件不存在，请重新上传'],
    ];
    for (const [change, message] of cases) {
      expect(await t.call('seek_help/add', await form(change), b1.token)).toMatchObject({
        status: false,
        message,
      });
    }
    // another user's upload is not the poster's attachment
    const theirs = await upload(b2.token);
    expect(await t.call('seek_help/add', await form({ attachment_ids: [theirs] }), b1.token)).toMatchObject({
      status: false,
      message: '附件不存在，请重新上传',
    });
    expect((await t.db.select().from(seekHelps)).length).toBe(before);
    expect((await t.call('seek_help/add', await form())).status).toBe(-2);
    expect(await t.call('seek_help/info', { id: 999999 })).toMatchObject({
      status: false,
      message: '需求不存在',
    });
    expect(await t.call('seek_help/get', { mine: 1 })).toMatchObject({ status: false, message: '请先登录' });
  });
});
