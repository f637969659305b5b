import type { Tx } from '../db';
import { articleCategories as articleCategoriesTable, articles as articlesTable } from '../db/schema';
import { articleCategories, articles } from './data/articles';

/**
 * The article categories and articles of the help centre (`help`: reference content, seeded in
 * production too) or of every other kind (`!help`: the demo's news and notices).
 */
export async function seedArticles(tx: Tx, { help }: { help: boolean }): Promise<void> {
  await tx
    .insert(articleCategoriesTable)
    .values(
      articleCategories
        .filter((c) => (c.kind === 'help') === help)
        .map((c, sort) => ({ id: c.id, kind: c.kind, parentId: c.parent_id, name: c.name, sort })),
    );
  await tx.insert(articlesTable).values(
    articles
      .filter((a) => (a.kind === 'help') === help)
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
}
