import type { Tx } from '../db';
import {
  carousels as carouselsTable,
  greenDiscountCategories as greenCategoriesTable,
  greenDiscounts as greenDiscountsTable,
  merchantArticles as merchantArticlesTable,
  pages as pagesTable,
  subsidies as subsidiesTable,
  subsidyPlatforms as subsidyPlatformsTable,
} from '../db/schema';
import { yuanToFen } from '../lib/money';
import { seedArticles } from './articles';
import { carousels } from './data/carousels';
import { greenDiscountCategories, greenDiscounts } from './data/green';
import { merchantArticles } from './data/merchant-articles';
import { pages } from './data/pages';
import { subsidies, subsidyPlatforms } from './data/subsidies';

/** Articles, shop articles, static pages, carousels, subsidies and green discounts. */
export async function seedContent(tx: Tx): Promise<void> {
  // the help centre's categories and articles are reference content (reference.ts)
  await seedArticles(tx, { help: false });
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
