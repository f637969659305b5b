import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { accounts, siteLetters } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { type Buyer, withBuyers } from '../order/order-fixtures';
import { sendLetter } from './notice.service';

let t: TestApp;
let b1: Buyer;
let b2: Buyer;
withBuyers((s) => ({ t, b1, b2 } = s), { clear: [siteLetters] });
beforeEach(async () => {
  await sendLetter(t.db, b1.userId, { title: '订单提交成功', content: '第一封', link: '/home/order' });
  await sendLetter(t.db, b1.userId, { title: '订单已取消', content: '第二封'.repeat(500) });
});

const count = async (b: Buyer) =>
  (await t.call('notice_site_letter/getNotReadCount', {}, b.token)).data.count;

describe('notice_site_letter', () => {
  it('lists the caller’s letters newest first and counts the unread', async () => {
    const answer = await t.call('notice_site_letter/get', {}, b1.token);
    expect(answer.data).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(answer.data.list[0]).toMatchObject({
      title: '订单已取消',
      link: '',
      is_read: false,
      read_at: null,
    });
    expect(answer.data.list[0].content).toHaveLength(1000);
    expect(answer.data.list[1]).toMatchObject({ title: '订单提交成功', link: '/home/order' });
    expect(await count(b1)).toBe(2);
    expect(await count(b2)).toBe(0);
    expect((await t.call('notice_site_letter/get', {}, b2.token)).data.list).toEqual([]);
  });

  it('reads one letter, then all', async () => {
    const [first] = (await t.call('notice_site_letter/get', {}, b1.token)).data.list;
    expect(await t.call('notice_site_letter/read', { id: first.id }, b1.token)).toMatchObject({
      status: true,
      data: { count: 1 },
    });
    expect(await count(b1)).toBe(1);
    expect((await t.call('notice_site_letter/get', { unread: 1 }, b1.token)).data.total).toBe(1);
    expect((await t.call('notice_site_letter/read', { all: 1 }, b1.token)).data.count).toBe(1);
    expect(await count(b1)).toBe(0);
  });

  it('buyer2 cannot read buyer 1’s letter: the same answer as a missing id', async () => {
    const [first] = (await t.call('notice_site_letter/get', {}, b1.token)).data.list;
    const foreign = await t.call('notice_site_letter/read', { id: first.id }, b2.token);
    expect(foreign).toEqual(await t.call('notice_site_letter/read', { id: 999999 }, b2.token));
    expect(foreign).toMatchObject({ status: false, message: '消息不存在' });
    await t.call('notice_site_letter/read', { all: 1 }, b2.token);
    expect(await count(b1)).toBe(2);
  });

  it('refuses bad input and answers other user types their own (empty) letters', async () => {
    expect((await t.call('notice_site_letter/read', {}, b1.token)).message).toBe('缺少消息ID');
    expect((await t.call('notice_site_letter/read', { id: 'x' }, b1.token)).message).toBe('无效的消息ID');
    expect((await t.call('notice_site_letter/read', { all: 'maybe' }, b1.token)).message).toBe('无效的参数');
    const { token } = await t.loginAs('merchant');
    expect((await t.call('notice_site_letter/getNotReadCount', {}, token)).data.count).toBe(0);
    expect((await t.call('notice_site_letter/getNotReadCount')).status).toBe(-2);
    expect(await count(b1)).toBe(2);
  });

  it('a lab reads the letters sent to its account with its merchant token, and no one else’s', async () => {
    const [labAccount] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.type, 2), eq(accounts.mobile, '13800000002')));
    await sendLetter(t.db, labAccount!.id, {
      title: '合同待您签署',
      content: '请签署',
      link: '/merchant/contract',
    });
    const { token: lab } = await t.loginAs('merchant');
    const mine = await t.call('notice_site_letter/get', {}, lab);
    expect(mine.data.list.map((l: { title: string }) => l.title)).toEqual(['合同待您签署']);
    expect((await t.call('notice_site_letter/getNotReadCount', {}, lab)).data.count).toBe(1);
    // the buyer's letter is missing to the lab, the lab's to the buyer
    const [buyers] = (await t.call('notice_site_letter/get', {}, b1.token)).data.list;
    expect(await t.call('notice_site_letter/read', { id: buyers.id }, lab)).toMatchObject({
      status: false,
      message: '消息不存在',
    });
    expect((await t.call('notice_site_letter/read', { id: mine.data.list[0].id }, b1.token)).status).toBe(
      false,
    );
    expect((await t.call('notice_site_letter/read', { id: mine.data.list[0].id }, lab)).data.count).toBe(1);
    expect((await t.call('notice_site_letter/getNotReadCount', {}, lab)).data.count).toBe(0);
    expect(await count(b1)).toBe(2);
  });
});
