import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GoodsCategoryItem } from '../../../core/api/contract/models-operator';
import { articles, staffAudit } from '../../db/schema';
import { testAppForFile } from '../../test/test-app';
import { staffCall, staffTokensOf } from '../operator/operator-test-kit';

const t = testAppForFile();
let editor: string;
let reviewer: string;
beforeAll(async () => ({ editor, reviewer } = await staffTokensOf(t, 'editor', 'reviewer')));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
// biome-ignore lint/suspicious/noExplicitAny: tests read envelopes of many shapes
const titles = (a: { data: any }): string[] => a.data.list.map((x: { title: string }) => x.title);
const auditCount = async (action: string) =>
  (await t.db.select().from(staffAudit).where(eq(staffAudit.action, action))).length;

describe('operator_slide (carousels and channel banners)', () => {
  it('home carousel: draft → published (public at once) → withdrawn (gone), audited', async () => {
    const home = async () => titles(await t.call('carousel/get', { position: 'home', page: 1, limit: 100 }));
    const saved = await staffCall(
      t,
      'operator_slide/save',
      {
        kind: 'carousel',
        place: 'home',
        title: '春季检测季',
        image: '/images/carousel/1.svg',
        link: '/check',
        sort: 0,
      },
      editor,
    );
    expect(saved.data.info).toMatchObject({ status: 'draft', place: 'home' });
    expect(await home()).not.toContain('春季检测季');
    const id = saved.data.info.id;
    expect((await staffCall(t, 'operator_slide/publish', { kind: 'carousel', id }, editor)).status).toBe(
      true,
    );
    expect(await home()).toContain('春季检测季');
    expect((await staffCall(t, 'operator_slide/withdraw', { kind: 'carousel', id }, editor)).status).toBe(
      true,
    );
    expect(await home()).not.toContain('春季检测季');
    expect(await auditCount('operator_slide/publish')).toBeGreaterThanOrEqual(1);
  });

  it('channel banner of the news channel follows publish and withdraw', async () => {
    const news = async () =>
      titles(await t.call('channel_banner/get', { channel: 'news', page: 1, limit: 100 }));
    const { data } = await staffCall(
      t,
      'operator_slide/save',
      {
        kind: 'banner',
        place: 'news',
        title: '行业资讯横幅',
        subtitle: '每周更新',
        image: '/files/public/1',
      },
      editor,
    );
    await staffCall(t, 'operator_slide/publish', { kind: 'banner', id: data.info.id }, editor);
    expect(await news()).toContain('行业资讯横幅');
    await staffCall(t, 'operator_slide/withdraw', { kind: 'banner', id: data.info.id }, editor);
    expect(await news()).not.toContain('行业资讯横幅');
  });

  it('lists carousels place by place as each place shows them, with the position a published one holds', async () => {
    const add = async (title: string, sort: number, publish = true) => {
      const { data } = await staffCall(
        t,
        'operator_slide/save',
        { kind: 'carousel', place: 'check', title, image: '/images/carousel/1.svg', sort },
        editor,
      );
      if (publish)
        await staffCall(t, 'operator_slide/publish', { kind: 'carousel', id: data.info.id }, editor);
      return data.info.id as number;
    };
    await add('检测位次三', 9);
    await add('检测位次一', 1);
    await add('检测位次二', 1);
    await add('检测草稿', 0, false);
    const all = (await staffCall(t, 'operator_slide/get', { kind: 'carousel', page: 1, limit: 100 }, editor))
      .data.list as { title: string; place: string; position: number | null; sort: number; id: number }[];
    // places in the console's order (home before check), whatever their keys' alphabet says
    const places = [...new Set(all.map((s) => s.place))];
    expect(places.indexOf('home')).toBeLessThan(places.indexOf('check'));
    const check = all.filter((s) => s.place === 'check');
    // by 排序值, then the older first: the draft (0), the two at 1 in the order they were made, then 9
    const mine = check.filter((s) => s.title.startsWith('检测'));
    expect(mine.map((s) => s.title)).toEqual(['检测草稿', '检测位次一', '检测位次二', '检测位次三']);
    const shown = (await t.call('carousel/get', { position: 'check', page: 1, limit: 100 })).data.list as {
      title: string;
    }[];
    const pos = (title: string) => mine.find((s) => s.title === title)!.position;
    expect(pos('检测草稿')).toBeNull();
    for (const title of ['检测位次一', '检测位次二', '检测位次三'])
      expect(shown[pos(title)! - 1]!.title).toBe(title);
  });

  it('bad input: a clear Chinese message and nothing stored', async () => {
    const before = (
      await staffCall(t, 'operator_slide/get', { kind: 'carousel', page: 1, limit: 100 }, editor)
    ).data.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'carousel', place: 'home', title: 'x', image: 'javascript:alert(1)' }, '图片须为站内路径'],
      [
        { kind: 'carousel', place: 'home', title: 'x', image: '/a.png', link: '//evil.example' },
        '链接须为站内路径',
      ],
      // a browser reads the backslash as a slash: /\evil.example is //evil.example
      [
        { kind: 'banner', place: 'news', title: 'x', image: '/a.png', link: '/\\evil.example' },
        '链接须为站内路径',
      ],
      [{ kind: 'carousel', place: 'home', title: 'x', image: '\\\\evil.example/a.png' }, '图片须为站内路径'],
      [{ kind: 'carousel', place: 'moon', title: 'x', image: '/a.png' }, '无效的显示位置'],
      [{ kind: 'carousel', place: 'home', title: '', image: '/a.png' }, '请输入标题'],
      [{ kind: 'carousel', place: 'home', title: 'x', image: '/a.png', sort: -1 }, '排序请填写'],
    ];
    for (const [body, message] of cases) {
      const a = await staffCall(t, 'operator_slide/save', body, editor);
      expect(a, JSON.stringify(body)).toMatchObject({ status: false, data: null });
      expect(a.message).toContain(message);
    }
    const after = (
      await staffCall(t, 'operator_slide/get', { kind: 'carousel', page: 1, limit: 100 }, editor)
    ).data.total;
    expect(after).toBe(before);
  });

  it('a reviewer is refused', async () => {
    const a = await staffCall(
      t,
      'operator_slide/save',
      { kind: 'carousel', place: 'home', title: 'x', image: '/a.png' },
      reviewer,
    );
    expect(a).toMatchObject({ status: false, data: null });
  });

  it('operator_upload/image stores a public image and refuses anything else', async () => {
    const send = async (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append('file', new File([bytes], name, { type: 'image/png' }));
      const res = await t.app.request('/api/operator_upload/image', {
        method: 'POST',
        headers: { 'operator-token': editor },
        body: form,
      });
      // biome-ignore lint/suspicious/noExplicitAny: tests read envelopes of many shapes
      return (await res.json()) as any;
    };
    const a = await send(PNG, 'banner.png');
    expect(a).toMatchObject({ status: true, data: { url: expect.stringMatching(/^\/files\/public\/\d+$/) } });
    const file = await t.app.request(a.data.url);
    expect(file.status).toBe(200);
    const pdf = await send(new TextEncoder().encode('%PDF-1.4 x'), 'a.png');
    expect(pdf).toMatchObject({ status: false, data: null });
  });
});

describe('operator_page (/spage)', () => {
  it('a draft is not public; publish makes it the page; previewable in the console', async () => {
    const publicTitle = async () => (await t.call('page/info', { id: 12 })).data?.info.title;
    const before = await publicTitle();
    const saved = await staffCall(
      t,
      'operator_page/save',
      { id: 12, title: '下单流程（新版）', content: '<p>第一步</p><script>x()</script>' },
      editor,
    );
    expect(saved.data.info.draft_title).toBe('下单流程（新版）');
    expect(saved.data.info.draft_content).not.toContain('script');
    expect(await publicTitle()).toBe(before);
    expect((await staffCall(t, 'operator_page/publish', { id: 12 }, editor)).status).toBe(true);
    expect(await publicTitle()).toBe('下单流程（新版）');
    expect((await staffCall(t, 'operator_page/publish', { id: 12 }, editor)).message).toBe(
      '没有待发布的修改',
    );
  });

  it('only the /spage ids; empty content refused', async () => {
    expect((await staffCall(t, 'operator_page/info', { id: 2 }, editor)).message).toBe('页面不存在');
    const a = await staffCall(
      t,
      'operator_page/save',
      { id: 3, title: 'x', content: '<script>x</script>' },
      editor,
    );
    expect(a).toMatchObject({ status: false, message: '正文不能为空' });
    expect(
      (await staffCall(t, 'operator_page/get', {}, editor)).data.list.map((p: { id: number }) => p.id),
    ).toEqual([1, 3, 4, 5, 6, 8, 12, 13, 14, 101, 102, 103]);
  });
});

describe('operator_article_category + categorised articles', () => {
  it('a new help category reaches the public tree; an article filed under it lists there; in use → not deleted', async () => {
    const cat = await staffCall(
      t,
      'operator_article_category/save',
      { kind: 'help', name: '发票问题', sort: 1 },
      editor,
    );
    expect(cat.status).toBe(true);
    const tree = async () =>
      (await t.call('help_category/getTree', {})).data.list.map((c: { name: string }) => c.name);
    expect(await tree()).toContain('发票问题');
    const art = await staffCall(
      t,
      'operator_content/save',
      { kind: 'help', title: '如何开具专票', content: '<p>步骤</p>', category_id: cat.data.info.id },
      editor,
    );
    await staffCall(t, 'operator_content/publish', { id: art.data.info.id }, editor);
    const inCat = await t.call('help/get', { category_id: cat.data.info.id, page: 1, limit: 10 });
    expect(titles(inCat)).toEqual(['如何开具专票']);
    const del = await staffCall(t, 'operator_article_category/delete', { id: cat.data.info.id }, editor);
    expect(del).toMatchObject({ status: false });
    expect(del.message).toContain('还有 1 篇文章');
    await t.db.delete(articles).where(eq(articles.id, art.data.info.id));
    expect(
      (await staffCall(t, 'operator_article_category/delete', { id: cat.data.info.id }, editor)).status,
    ).toBe(true);
    expect(await tree()).not.toContain('发票问题');
  });

  it('news categories: rename shows on article_category/get; a category of the other kind is refused', async () => {
    const cat = await staffCall(t, 'operator_article_category/save', { kind: 'news', name: '政策' }, editor);
    await staffCall(
      t,
      'operator_article_category/save',
      { id: cat.data.info.id, kind: 'news', name: '政策解读' },
      editor,
    );
    const names = (await t.call('article_category/get', { page: 1, limit: 100 })).data.list.map(
      (c: { name: string }) => c.name,
    );
    expect(names).toContain('政策解读');
    const wrong = await staffCall(
      t,
      'operator_content/save',
      { kind: 'help', title: 'x', content: '<p>x</p>', category_id: cat.data.info.id },
      editor,
    );
    expect(wrong).toMatchObject({ status: false, message: '所选分类不存在' });
    expect(
      (await staffCall(t, 'operator_article_category/save', { kind: 'news', name: '' }, editor)).message,
    ).toBe('请输入分类名称');
  });
});

describe('operator_goods_category', () => {
  it('add under a root, rename, hide (gone from the public tree), delete refused while in use', async () => {
    const { data } = await staffCall(t, 'operator_goods_category/get', {}, editor);
    const root = data.list.find((c: { parent_id: number | null }) => c.parent_id === null);
    const used = data.list.find((c: { goods_count: number; parent_id: number | null }) => c.goods_count > 0);
    const added = await staffCall(
      t,
      'operator_goods_category/save',
      { parent_id: root.id, name: '碳足迹核算', sort: 99 },
      editor,
    );
    expect(added.data.info).toMatchObject({ servics_id: root.servics_id, hidden: false });
    const treeNames = async () => {
      const tree = (await t.call('goods_category/getTreeFront', {})).data.list as {
        name: string;
        children: { name: string }[];
      }[];
      return tree.flatMap((n) => [n.name, ...n.children.map((c) => c.name)]);
    };
    expect(await treeNames()).toContain('碳足迹核算');
    await staffCall(
      t,
      'operator_goods_category/save',
      { id: added.data.info.id, parent_id: root.id, name: '碳足迹核算', sort: 99, hidden: true },
      editor,
    );
    expect(await treeNames()).not.toContain('碳足迹核算');
    const refused = await staffCall(t, 'operator_goods_category/delete', { id: used.id }, editor);
    expect(refused.status).toBe(false);
    expect(refused.message).toMatch(/还有 \d+ 个服务，不能删除/);
    expect(
      (await staffCall(t, 'operator_goods_category/delete', { id: added.data.info.id }, editor)).status,
    ).toBe(true);
    const noType = await staffCall(t, 'operator_goods_category/save', { name: '无类型' }, editor);
    expect(noType).toMatchObject({ status: false, message: '请选择服务类型' });
  });

  it("finds a category's services by its new name once renamed, those of its children too", async () => {
    const { data } = await staffCall(t, 'operator_goods_category/get', {}, editor);
    const list = data.list as GoodsCategoryItem[];
    // a root whose services are all in its children: found only through the children's entries
    const parent = list.find(
      (c) =>
        c.parent_id === null &&
        c.goods_count === 0 &&
        list.some((k) => k.parent_id === c.id && k.goods_count > 0),
    )!;
    const found = async (keyword: string) => (await t.call('search/goods', { keyword })).data.total as number;
    expect(await found('鲲鹏翱翔')).toBe(0);
    const saved = await staffCall(
      t,
      'operator_goods_category/save',
      { id: parent.id, parent_id: null, name: '鲲鹏翱翔', servics_id: parent.servics_id, sort: parent.sort },
      editor,
    );
    expect(saved.status).toBe(true);
    expect(await found('鲲鹏翱翔')).toBeGreaterThan(0);
  });
});
