import type { Tx } from '../db';
import {
  articleCategories as articleCategoriesTable,
  articles as articlesTable,
  carousels as carouselsTable,
  greenDiscountCategories as greenCategoriesTable,
  greenDiscounts as greenDiscountsTable,
  merchantArticles as merchantArticlesTable,
  pages as pagesTable,
  subsidies as subsidiesTable,
  subsidyPlatforms as subsidyPlatformsTable,
} from '../db/schema';
import { yuanToFen } from '../lib/money';
import { articleCategories, articles } from './data/articles';
import { carousels } from './data/carousels';
import { greenDiscountCategories, greenDiscounts } from './data/green';
import { merchantArticles } from './data/merchant-articles';
import { pages } from './data/pages';
import { subsidies, subsidyPlatforms } from './data/subsidies';

/** Articles, shop articles, static pages, carousels, subsidies and green discounts. */
export async function seedContent(tx: Tx): Promise<void> {
  await tx.insert(articleCategoriesTable).values(
    // the help centre's categories and articles are reference content (reference.ts)
    articleCategories
      .filter((c) => c.kind !== 'help')
      .map((c, sort) => ({
        id: c.id,
        kind: c.kind,
        parentId: c.parent_id,
        name: c.name,
        sort,
      })),
  );
  await tx.insert(articlesTable).values(
    articles
      .filter((a) => a.kind !== 'help')
      .map((a) => ({
        id: a.id,
        kind: a.kind,
        categoryId: a.category_id,
        title: a.title,
        summary: a.summary,
        content: a.content,
        cover: a.cover,
        publishedAt: new Date(a.published_at),
      })),
  );
  await tx.insert(merchantArticlesTable).values(
    merchantArticles.map((a) => ({
      id: a.id,
      merchantId: a.merchant_id,
      nav: a.nav,
      title: a.title,
      content: a.content,
      publishedAt: new Date(a.published_at),
    })),
  );
  await tx.insert(pagesTable).values(pages.map((p) => ({ id: p.id, title: p.title, content: p.content })));
  await tx.insert(carouselsTable).values(carousels.map((c, sort) => ({ ...c, sort })));
  await tx.insert(subsidiesTable).values(
    subsidies.map((s) => ({
      id: s.id,
      title: s.title,
      issuer: s.issuer,
      region: s.region,
      summary: s.summary,
      content: s.content,
      rate: String(s.rate),
      capFen: yuanToFen(s.cap),
      startsAt: new Date(s.starts_at),
      endsAt: new Date(s.ends_at),
      goodsIds: s.goods_ids,
    })),
  );
  await tx.insert(subsidyPlatformsTable).values(subsidyPlatforms);
  await tx.insert(greenCategoriesTable).values(greenDiscountCategories);
  await tx.insert(greenDiscountsTable).values(
    greenDiscounts.map((d) => ({
      id: d.id,
      categoryId: d.category_id,
      goodsId: d.goods_id,
      title: d.title,
      discount: String(d.discount),
      carbonSavingKg: String(d.carbon_saving_kg),
      description: d.description,
    })),
  );
}
