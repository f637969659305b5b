import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/test-app';
import { staffCall, staffTokensOf } from '../operator/operator-test-kit';

const t = testAppForFile();
let editor: string;
let reviewer: string;
beforeAll(async () => ({ editor, reviewer } = await staffTokensOf(t, 'editor', 'reviewer')));

const day = (offset: number) =>
  new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
// biome-ignore lint/suspicious/noExplicitAny: tests read envelopes of many shapes
const ids = (a: any): number[] => (a.data?.list ?? []).map((x: { id: number }) => x.id);

describe('operator_subsidy, operator_subsidy_platform, operator_green', () => {
  it('a subsidy programme: draft not public, published listed (and open to apply), withdrawn gone', async () => {
    const saved = await staffCall(
      t,
      'operator_subsidy/save',
      {
        title: '小微企业检测补贴（测试）',
        issuer: '市市场监管局',
        region: '杭州',
        summary: '检测费用补贴',
        content: '<p>补贴说明</p><script>x</script>',
        rate: '30',
        cap: '5000',
        starts_on: day(-1),
        ends_on: day(60),
        goods_ids: '1, 2',
        documents: '营业执照\n检测报告',
      },
      editor,
    );
    expect(saved.data.info).toMatchObject({ status: 'draft', rate: 30, cap: 5000, goods_ids: [1, 2] });
    expect(saved.data.info.content).not.toContain('script');
    const id = saved.data.info.id;
    const pub = async () => ids(await t.call('subsidy/get', { page: 1, limit: 100 }));
    expect(await pub()).not.toContain(id);
    await staffCall(t, 'operator_subsidy/publish', { id }, editor);
    expect(await pub()).toContain(id);
    await staffCall(t, 'operator_subsidy/withdraw', { id }, editor);
    expect(await pub()).not.toContain(id);
  });

  it('a platform and a green discount follow publish and withdraw', async () => {
    const p = await staffCall(
      t,
      'operator_subsidy_platform/save',
      { name: '滨江补贴服务平台', region: '杭州', intro: '一站式申领', logo: '/images/logo.png' },
      editor,
    );
    const plats = async () => ids(await t.call('subsidy_platform/get', { page: 1, limit: 100 }));
    expect(await plats()).not.toContain(p.data.info.id);
    await staffCall(t, 'operator_subsidy_platform/publish', { id: p.data.info.id }, editor);
    expect(await plats()).toContain(p.data.info.id);
    expect((await t.call('subsidy_platform/info', { id: p.data.info.id })).status).toBe(true);
    await staffCall(t, 'operator_subsidy_platform/withdraw', { id: p.data.info.id }, editor);
    expect((await t.call('subsidy_platform/info', { id: p.data.info.id })).status).toBe(false);

    const cats = (await t.call('green_discount_category/get', { page: 1, limit: 100 })).data!.list as {
      id: number;
    }[];
    const g = await staffCall(
      t,
      'operator_green/save',
      {
        category_id: cats[0]!.id,
        goods_id: 1,
        title: '绿色工厂检测九折',
        discount: '0.9',
        carbon_saving_kg: '12.5',
      },
      editor,
    );
    expect(g.data.info).toMatchObject({ status: 'draft', discount: 0.9 });
    const greens = async () => ids(await t.call('green_discount/get', { page: 1, limit: 100 }));
    expect(await greens()).not.toContain(g.data.info.id);
    await staffCall(t, 'operator_green/publish', { id: g.data.info.id }, editor);
    expect(await greens()).toContain(g.data.info.id);
    await staffCall(t, 'operator_green/withdraw', { id: g.data.info.id }, editor);
    expect(await greens()).not.toContain(g.data.info.id);
  });

  it('bad input: clear Chinese messages, nothing stored; a reviewer is refused', async () => {
    const count = async () =>
      (await staffCall(t, 'operator_subsidy/get', { page: 1, limit: 100 }, editor)).data.total;
    const before = await count();
    const base = {
      title: '补贴',
      issuer: '局',
      region: '杭州',
      rate: '30',
      cap: '100',
      starts_on: day(0),
      ends_on: day(9),
    };
    const cases: [string, Record<string, unknown>, string][] = [
      ['operator_subsidy/save', { ...base, rate: '101' }, '补贴比例'],
      ['operator_subsidy/save', { ...base, goods_ids: '1,abc' }, '适用服务请填写服务编号'],
      ['operator_subsidy/save', { ...base, goods_ids: '99999999' }, '不存在'],
      ['operator_subsidy/save', { ...base, ends_on: day(-5) }, '结束日期不能早于开始日期'],
      ['operator_subsidy_platform/save', { name: '平台', region: '杭州', logo: 'javascript:x' }, '标志图片'],
      ['operator_green/save', { category_id: 1, goods_id: 1, title: '折扣', discount: '1.2' }, '折扣请填写'],
      [
        'operator_green/save',
        { category_id: 999999, goods_id: 1, title: '折扣', discount: '0.9' },
        '优惠分类不存在',
      ],
    ];
    for (const [id, body, message] of cases) {
      const a = await staffCall(t, id as 'operator_subsidy/save', body, editor);
      expect(a, `${id} ${JSON.stringify(body)}`).toMatchObject({ status: false, data: null });
      expect(a.message).toContain(message);
    }
    expect(await count()).toBe(before);
    expect(await staffCall(t, 'operator_subsidy/save', base, reviewer)).toMatchObject({
      status: false,
      data: null,
    });
  });
});
