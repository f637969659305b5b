import type { Tx } from '../db';
import { categories as categoriesTable, pages as pagesTable } from '../db/schema';
import { seedArticles } from './articles';
import { agreements } from './data/agreements';
import { categories } from './data/categories';

/**
 * What a marketplace needs before its operator has written anything, seeded in production as in
 * the demo: the service category tree (检验检测 / 认证认可 / 计量校准 / 培训咨询), the help centre,
 * the registration and merchant agreements and the privacy policy, so that /reg never links to
 * an empty page. In production the agreements are reference texts: they say so at the top until
 * the operator edits and publishes them in the console (页面管理).
 */
export async function seedReferenceContent(tx: Tx, { demo }: { demo: boolean }): Promise<void> {
  await tx.insert(categoriesTable).values(
    categories.map((c, sort) => ({
      id: c.id,
      parentId: c.parent_id,
      name: c.name,
      servicsId: c.servics_id,
      sort,
    })),
  );
  await seedArticles(tx, { help: true });
  await tx.insert(pagesTable).values(
    agreements.map((a) => ({
      id: a.id,
      title: a.title,
      content: demo ? a.content : AWAITING_REVIEW + a.content,
    })),
  );
}

/** The mark a reference text carries on a production site until the operator publishes its own. */
export const AWAITING_REVIEW =
  '<p><strong>【待审定】</strong>本文为系统提供的参考文本，平台运营方审定并发布正式文本前仅供参考；其中的机构名称、联系方式、费率等须由运营方核实修改。</p>';
