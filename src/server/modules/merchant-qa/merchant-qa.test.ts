import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantArticles, shopQuestions, siteLetters } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ROOMY_LIMITS } from '../captcha/captcha.test-helpers';
import { registerLab } from '../merchant-center/merchant.test-helpers';
import { QUESTIONS_PER_DAY } from './merchant-qa.service';

let t: TestApp;
let lab: string;
let buyer: string;
let buyer2: string;
let expert: string;
beforeAll(async () => {
  t = await createTestApp({ limits: { ...ROOMY_LIMITS, codePerIp: { limit: 1000, windowSec: 3600 } } });
  lab = (await t.loginAs('merchant')).token;
  buyer = (await t.loginAs('buyer')).token;
  buyer2 = (await t.loginAs('buyer2')).token;
  expert = (await t.loginAs('expert')).token;
});
afterAll(() => t.close());

type Q = { id: number; question: string; answer: string; answered_at: string | null; asker: string };

describe('问答: a buyer asks, the lab answers, the shop shows it', () => {
  let asked: number;

  it('takes a buyer’s question on an open shop and one of its listed services', async () => {
    const goodsId = (await t.call('goods/get', { merchant_id: 1, limit: 1 })).data.list[0].id;
    const answer = await t.call(
      'shop_qa/ask',
      { merchant_id: 1, goods_id: goodsId, question: '  样品需要冷藏运输吗？  ' },
      buyer,
    );
    expect(answer).toMatchObject({ status: true, message: '提问已提交，商家回答后将显示在问答中' });
    asked = answer.data.info.id;
    const [row] = await t.db.select().from(shopQuestions).where(eq(shopQuestions.id, asked));
    expect(row).toMatchObject({ merchantId: 1, goodsId, question: '样品需要冷藏运输吗？', answer: null });
    const again = await t.call('shop_qa/ask', { merchant_id: 1, question: '样品需要冷藏运输吗？' }, buyer);
    expect(again.message).toBe('您已提过这个问题，请等待商家回答');
  });

  it('lists the lab’s questions, waiting or answered, with the asker masked', async () => {
    const waiting = await t.call('merchant_qa/get', { answered: 0 }, lab);
    expect(waiting.status).toBe(true);
    const list = waiting.data.list as Q[];
    expect(list[0]).toMatchObject({ id: asked, answer: '', answered_at: null, asker: '138****0001' });
    expect(list.every((q) => q.answered_at === null)).toBe(true);
    const answered = (await t.call('merchant_qa/get', { answered: 1 }, lab)).data.list as Q[];
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((q) => q.answered_at !== null && q.answer)).toBe(true);
    const all = (await t.call('merchant_qa/get', { limit: 100 }, lab)).data;
    expect(all.total).toBe(waiting.data.total + answered.length);
    // the workbench counts the same waiting questions
    const center = (await t.call('merchant_center/info', {}, lab)).data.info;
    expect(center.questions_waiting).toBe(waiting.data.total);
  });

  it('answers as escaped plain text, publishes it on /shop/qa and tells the buyer once', async () => {
    const before = (await t.call('merchant_article/get', { merchant_id: 1, nav: 2, limit: 100 })).data.total;
    const res = await t.call(
      'merchant_qa/answer',
      { id: asked, answer: '需要 0–4℃ 冷藏，<b>24 小时</b>内送达。\n可用我们提供的保温箱。' },
      lab,
    );
    expect(res).toMatchObject({ status: true, message: '回答已发布' });
    expect(res.data.info.answered_at).not.toBeNull();
    const pub = (await t.call('merchant_article/get', { merchant_id: 1, nav: 2, limit: 100 })).data;
    expect(pub.total).toBe(before + 1);
    const entry = pub.list.find((a: { title: string }) => a.title === '样品需要冷藏运输吗？');
    const info = (await t.call('merchant_article/info', { id: entry.id, merchant_id: 1 })).data.info;
    expect(info.content).toBe(
      '<p>需要 0–4℃ 冷藏，&lt;b&gt;24 小时&lt;/b&gt;内送达。</p><p>可用我们提供的保温箱。</p>',
    );
    // a corrected answer updates the same public entry and sends no second letter
    await t.call('merchant_qa/answer', { id: asked, answer: '需要冷藏，48 小时内送达。' }, lab);
    expect((await t.call('merchant_article/get', { merchant_id: 1, nav: 2, limit: 100 })).data.total).toBe(
      before + 1,
    );
    const [article] = await t.db.select().from(merchantArticles).where(eq(merchantArticles.id, entry.id));
    expect(article!.content).toBe('<p>需要冷藏，48 小时内送达。</p>');
    const letters = (await t.call('notice_site_letter/get', { limit: 100 }, buyer)).data.list.filter(
      (l: { title: string }) => l.title.includes('回答了您的提问'),
    );
    expect(letters).toHaveLength(1);
    expect(letters[0].link).toBe('/shop/qa?id=1');
  });

  it('refuses bad answers with a clear message and stores nothing', async () => {
    const [q] = (await t.call('merchant_qa/get', { answered: 0 }, lab)).data.list as Q[];
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ id: q!.id }, '请输入回答'],
      [{ id: q!.id, answer: '   ' }, '请输入回答'],
      [{ id: q!.id, answer: '好' }, '回答至少2个字'],
      [{ id: q!.id, answer: '检'.repeat(1001) }, '回答不能超过1000个字'],
      [{ id: q!.id, answer: ['a', 'b'] }, '无效的回答'],
      [{ answer: '可以的' }, '缺少问题'],
      [{ id: 'x', answer: '可以的' }, '无效的问题'],
      [{ id: 999999, answer: '可以的' }, '问题不存在'],
    ];
    for (const [input, message] of cases)
      expect(await t.call('merchant_qa/answer', input, lab)).toMatchObject({ status: false, message });
    const [row] = await t.db.select().from(shopQuestions).where(eq(shopQuestions.id, q!.id));
    expect(row!.answer).toBeNull();
  });

  it('refuses bad questions, closed or unknown shops and another shop’s service', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ merchant_id: 1 }, '请输入问题'],
      [{ merchant_id: 1, question: '多少钱' }, '问题至少5个字'],
      [{ merchant_id: 1, question: '问'.repeat(101) }, '问题不能超过100个字'],
      [{ question: '样品要多少克才够？' }, '缺少店铺ID'],
      [{ merchant_id: 9999, question: '样品要多少克才够？' }, '店铺不存在'],
    ];
    const otherGoods = (await t.call('goods/get', { merchant_id: 2, limit: 1 })).data.list[0].id;
    cases.push([{ merchant_id: 1, goods_id: otherGoods, question: '样品要多少克才够？' }, '服务不存在']);
    const before = (await t.db.select().from(shopQuestions)).length;
    for (const [input, message] of cases)
      expect(await t.call('shop_qa/ask', input, buyer2)).toMatchObject({ status: false, message });
    expect((await t.db.select().from(shopQuestions)).length).toBe(before);
  });

  it('limits a buyer to a day’s allowance of questions', async () => {
    const mine = await t.db.select().from(shopQuestions);
    const already = mine.filter((q) => q.askerAccountId === mine.find((x) => x.id === asked)!.askerAccountId);
    for (let i = already.length; i < QUESTIONS_PER_DAY; i++)
      expect(
        (await t.call('shop_qa/ask', { merchant_id: 2, question: `第 ${i} 个问题：多久出报告？` }, buyer))
          .status,
      ).toBe(true);
    expect(
      (await t.call('shop_qa/ask', { merchant_id: 2, question: '再问一个：多久出报告？' }, buyer)).message,
    ).toBe(`每天最多提问 ${QUESTIONS_PER_DAY} 次，请明天再来`);
  });
});

describe('问答 ownership', () => {
  it('lab B sees none of lab A’s questions and cannot answer them', async () => {
    const b = await registerLab(t, '13755559901', 991);
    expect((await t.call('merchant_qa/get', {}, b.token)).data).toMatchObject({ list: [], total: 0 });
    const [q] = (await t.call('merchant_qa/get', { answered: 0 }, lab)).data.list as Q[];
    expect(await t.call('merchant_qa/answer', { id: q!.id, answer: '我来回答一下' }, b.token)).toMatchObject({
      status: false,
      message: '问题不存在',
    });
    const [row] = await t.db.select().from(shopQuestions).where(eq(shopQuestions.id, q!.id));
    expect(row!.answer).toBeNull();
  });

  it('answers -2 to buyers, experts and visitors on merchant_qa, and to labs and experts on shop_qa/ask', async () => {
    for (const token of [buyer, expert, undefined]) {
      expect((await t.call('merchant_qa/get', {}, token)).status).toBe(-2);
      expect((await t.call('merchant_qa/answer', { id: 1, answer: '可以的可以的' }, token)).status).toBe(-2);
    }
    for (const token of [lab, expert, undefined])
      expect(
        (await t.call('shop_qa/ask', { merchant_id: 1, question: '样品要多少克才够？' }, token)).status,
      ).toBe(-2);
    const letters = await t.db.select().from(siteLetters);
    expect(letters.every((l) => !l.content.includes('我来回答一下'))).toBe(true);
  });
});
