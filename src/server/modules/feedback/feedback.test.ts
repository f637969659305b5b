import { describe, expect, it } from 'vitest';
import { feedbacks, rateLimits } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { type Buyer, withBuyers } from '../order/order-fixtures';

let t: TestApp;
let b1: Buyer;
let b2: Buyer;
withBuyers((s) => ({ t, b1, b2 } = s), {
  clear: [feedbacks, rateLimits],
  app: { limits: { feedbackPerUser: { limit: 3, windowSec: 3600 } } },
});

async function upload(token: string, bytes: Uint8Array, name: string, type: string): Promise<number> {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  const res = await t.request('/api/attachment/uploadOne', {
    method: 'POST',
    body: form,
    headers: { 'login-token': token },
  });
  return ((await res.json()) as { data: { id: number } }).data.id;
}
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n');
const REPORT = {
  type: 'bug',
  content: '购物车页面点击去结算后没有反应，刷新也不行',
  contact: '13912345678',
  from_page: '/shopcar',
};

describe('feedback/add', () => {
  it('stores a report with its screenshots and the page it came from', async () => {
    const shot = await upload(b1.token, PNG, '截图.png', 'image/png');
    const answer = await t.call('feedback/add', { ...REPORT, attachment_ids: [shot] }, b1.token);
    expect(answer).toMatchObject({ status: true, message: '感谢您的反馈，我们会尽快处理' });
    const rows = await t.db.select().from(feedbacks);
    expect(rows).toMatchObject([{ userId: b1.userId, type: 'bug', page: '/shopcar', attachmentIds: [shot] }]);
  });

  it('refuses bad input, another user\u2019s files and non-images, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'x' }, '无效的反馈类型'],
      [{ type: '' }, '请选择反馈类型'],
      [{ content: '' }, '请输入问题描述'],
      [{ content: '不好用' }, '问题描述至少10个字'],
      [{ attachment_ids: [1, 2, 3, 4, 5] }, '截图最多 4 张'],
      [{ attachment_ids: [await upload(b2.token, PNG, 'b.png', 'image/png')] }, '截图不存在，请重新上传'],
      [{ attachment_ids: [await upload(b1.token, PDF, 'a.pdf', 'application/pdf')] }, '截图只能是图片'],
    ];
    for (const [change, message] of cases) {
      expect(await t.call('feedback/add', { ...REPORT, ...change }, b1.token)).toMatchObject({
        status: false,
        message,
      });
    }
    expect(await t.db.select().from(feedbacks)).toEqual([]);
    expect((await t.call('feedback/add', REPORT)).status).toBe(-2);
  });

  it('limits reports per user, not per site', async () => {
    for (let i = 0; i < 3; i++) expect((await t.call('feedback/add', REPORT, b2.token)).status).toBe(true);
    expect(await t.call('feedback/add', REPORT, b2.token)).toMatchObject({
      status: false,
      message: '反馈提交过于频繁，请稍后再试',
    });
    expect((await t.call('feedback/add', REPORT, b1.token)).status).toBe(true);
    expect((await t.db.select().from(feedbacks)).length).toBe(4);
  });
});
