import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { articleCategories, articles } from './articles';
import { carousels } from './carousels';
import { categories } from './categories';
import { config } from './config';
import { goods } from './goods';
import { greenDiscountCategories, greenDiscounts } from './green';
import { hotWords } from './hot-words';
import { merchantArticles } from './merchant-articles';
import { merchants } from './merchants';
import { pages } from './pages';
import { subsidies, subsidyPlatforms } from './subsidies';

const PUBLIC = fileURLToPath(new URL('../../../../public', import.meta.url));

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
const expectUnique = (values: unknown[]) => expect(new Set(values).size).toBe(values.length);

describe('demo catalogue', () => {
  it('has unique ids in every table', () => {
    for (const rows of [
      merchants,
      categories,
      goods,
      hotWords,
      articles,
      articleCategories,
      merchantArticles,
      pages,
      carousels,
      subsidies,
      subsidyPlatforms,
      greenDiscountCategories,
      greenDiscounts,
    ]) {
      expectUnique(ids(rows));
    }
  });

  it('keeps references consistent', () => {
    const merchantIds = new Set(ids(merchants));
    const goodsIds = new Set(ids(goods));
    const byId = new Map(categories.map((c) => [c.id, c]));
    for (const c of categories) {
      if (c.parent_id === null) continue;
      const parent = byId.get(c.parent_id);
      expect(parent?.parent_id, `category ${c.id}`).toBeNull();
      expect(parent?.servics_id).toBe(c.servics_id);
    }
    for (const g of goods) {
      expect(merchantIds.has(g.merchant_id), `goods ${g.id} merchant`).toBe(true);
      const category = byId.get(g.category_id);
      expect(category?.parent_id, `goods ${g.id} sits on a leaf category`).not.toBeNull();
      expect(category?.servics_id, `goods ${g.id} category type`).toBe(g.servics_id);
    }
    for (const m of merchants)
      expect(
        goods.some((g) => g.merchant_id === m.id),
        `merchant ${m.id} sells`,
      ).toBe(true);
    for (const a of merchantArticles) {
      const m = merchants.find((x) => x.id === a.merchant_id);
      expect(m?.nav, `merchant article ${a.id}`).toContain(a.nav);
    }
    const articleCategory = new Map(articleCategories.map((c) => [c.id, c.kind]));
    for (const a of articles) {
      if (a.kind === 'announcement') expect(a.category_id).toBeNull();
      else expect(articleCategory.get(a.category_id!), `article ${a.id}`).toBe(a.kind);
    }
    for (const s of subsidies)
      for (const id of s.goods_ids) expect(goodsIds.has(id), `subsidy ${s.id}`).toBe(true);
    const greenCategoryIds = new Set(ids(greenDiscountCategories));
    for (const d of greenDiscounts) {
      expect(goodsIds.has(d.goods_id), `green discount ${d.id}`).toBe(true);
      expect(greenCategoryIds.has(d.category_id)).toBe(true);
      expect(d.discount).toBeGreaterThan(0);
      expect(d.discount).toBeLessThan(1);
    }
  });

  it('gives every option an id unique across all goods and a sensible price', () => {
    const options = goods.flatMap((g) => [...g.serviceContent, ...g.trainingForm, ...g.approvalLogo]);
    expectUnique(ids(options));
    for (const o of options) {
      expect(o.price).toBeGreaterThanOrEqual(0);
      expect(Math.round(o.price * 100) % 50, `${o.name} price in yuan, .00 or .50`).toBe(0);
    }
  });

  it('prices each service type the way the cart does', () => {
    for (const g of goods) {
      if (g.servics_id <= 3) {
        expect(g.serviceContent.length, `goods ${g.id}`).toBeGreaterThan(0);
        expect(g.sales_promotion).toBeNull();
      } else if (g.servics_id === 4) {
        expect(g.trainingForm.length, `goods ${g.id}`).toBeGreaterThan(0);
        expect(g.sales_promotion?.online_wages).toBeGreaterThan(0);
        expect(g.sales_promotion?.spot_wages).toBeGreaterThan(0);
      } else {
        expect(g.sales_promotion?.project_package_price, `goods ${g.id}`).toBeGreaterThan(0);
        expect(g.sales_promotion?.spot_wages).toBeGreaterThan(0);
      }
    }
  });

  it('has enough services of each type', () => {
    const count = (t: number) => goods.filter((g) => g.servics_id === t).length;
    expect(goods.length).toBeGreaterThanOrEqual(64);
    expect(count(1)).toBeGreaterThanOrEqual(15);
    expect(count(2)).toBeGreaterThanOrEqual(12);
    expect(count(3)).toBeGreaterThanOrEqual(10);
    expect(count(4)).toBeGreaterThanOrEqual(8);
    expect(count(5)).toBeGreaterThanOrEqual(8);
    expect(merchants.length).toBeGreaterThanOrEqual(10);
    const recommended = goods.filter((g) => g.recommended).length;
    expect(recommended).toBeGreaterThanOrEqual(12);
    expect(recommended).toBeLessThanOrEqual(20);
  });

  it('includes the well-known standards', () => {
    const printed = new Set(goods.flatMap((g) => g.standards));
    for (const s of [
      'ISO 9001:2015',
      'GB/T 19001-2016',
      'ISO 14001:2015',
      'GB/T 24001-2016',
      'ISO 45001:2018',
      'GB/T 45001-2020',
      'RB/T 214-2017',
      'CNAS-CL01:2018',
      'GB 5749-2022',
      'GB 4343.1-2018',
      'GB/T 9254.1-2021',
      'GB/T 17626.2-2018',
      'GB 2763-2021',
      'GB 31604.1-2023',
      'GB 50325-2020',
      'GB 18401-2010',
      'JJG 146-2011',
      'JJF 1059.1-2012',
      'IATF 16949:2016',
      'ISO/IEC 27001:2022',
      'ISO 13485:2016',
      'ISO 14064-1:2018',
    ]) {
      expect(printed, s).toContain(s);
    }
    const names = goods.map((g) => g.name).join('\n');
    for (const word of ['CCC', 'CMA', 'CNAS', 'EMC', '内审员']) expect(names).toContain(word);
  });

  it('covers shop nav items 1–6 and gives each article nav item an entry', () => {
    expect(new Set(merchants.flatMap((m) => m.nav))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    for (const m of merchants) {
      for (const nav of m.nav.filter((n) => n !== 1)) {
        expect(
          merchantArticles.some((a) => a.merchant_id === m.id && a.nav === nav),
          `merchant ${m.id} nav ${nav}`,
        ).toBe(true);
      }
    }
    expect(merchants.find((m) => m.id === 1)?.mobile).toBe('13800000002');
    expectUnique(merchants.map((m) => m.mobile));
  });

  it('has the static pages, articles and hot words the storefront links to', () => {
    expect(ids(pages).sort((a, b) => a - b)).toEqual([1, 3, 4, 5, 6, 8, 12, 13, 14]);
    expect(articles.filter((a) => a.kind === 'announcement').length).toBeGreaterThanOrEqual(6);
    expect(articles.filter((a) => a.kind === 'news').length).toBeGreaterThanOrEqual(12);
    expect(articles.filter((a) => a.kind === 'help').length).toBeGreaterThanOrEqual(10);
    expect(hotWords.filter((w) => w.type === 'goods').length).toBeGreaterThanOrEqual(12);
    expect(hotWords.filter((w) => w.type === 'merchant').length).toBeGreaterThanOrEqual(5);
    expect(carousels.filter((c) => c.position === 'home').length).toBe(3);
    expect(subsidies.length).toBeGreaterThanOrEqual(5);
    for (const s of subsidies) expect(s.starts_at < s.ends_at).toBe(true);
    expect(config.service_hours).toBe('周一至周五 9:00-18:00');
  });

  it('has hot words that find something', () => {
    const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();
    const goodsText = goods.map((g) => squash([g.name, ...g.keywords, ...g.standards].join('|')));
    const merchantNames = merchants.map((m) => m.org_name);
    for (const w of hotWords) {
      const hit =
        w.type === 'goods'
          ? goodsText.some((t) => t.includes(squash(w.keyword)))
          : merchantNames.some((n) => n.includes(w.keyword));
      expect(hit, w.keyword).toBe(true);
    }
  });

  it('points every image at a file in public/', () => {
    const images = [
      config.licence_image,
      ...config.qr_codes.map((q) => q.image),
      ...merchants.flatMap((m) => [m.logo, m.banner]),
      ...carousels.map((c) => c.image),
      ...subsidyPlatforms.map((p) => p.logo),
      ...articles.flatMap((a) => (a.cover ? [a.cover] : [])),
    ];
    for (const image of new Set(images)) {
      expect(image).toMatch(/^\/images\/.+\.svg$/);
      expect(existsSync(join(PUBLIC, image)), image).toBe(true);
    }
  });
});
