import { sql } from 'drizzle-orm';
import { AUDIT_SINGLE_TARGETS, AUDIT_TARGET_NOUNS, auditTargetText } from '../../../core/rules/audit-words';
import type { DbOrTx } from '../../db';

/**
 * Where each kind of audited object keeps its name: the table, its id column and the name (an
 * SQL expression over the row `t`). Constants only: nothing a request sends reaches this SQL.
 */
const NAME_SOURCES: Readonly<Record<string, { from: string; id: string; name: string }>> = {
  goods: { from: 'goods t', id: 't.id', name: 't.name' },
  goods_revision: {
    from: 'goods_revisions t JOIN goods g ON g.id = t.goods_id',
    id: 't.id',
    name: 'g.name',
  },
  merchant: { from: 'merchants t', id: 't.id', name: 't.org_name' },
  user_sgs: { from: 'user_certifications t', id: 't.user_id', name: 't.org_name' },
  expert_sgs: { from: 'expert_profiles t', id: 't.account_id', name: 't.real_name' },
  subsidy_apply: { from: 'subsidy_applications t', id: 't.id', name: 't.company_name' },
  sign_account: { from: 'electronic_contract_accounts t', id: 't.user_id', name: 't.org_name' },
  announcement: { from: 'articles t', id: 't.id', name: 't.title' },
  news: { from: 'articles t', id: 't.id', name: 't.title' },
  help: { from: 'articles t', id: 't.id', name: 't.title' },
  hot_word: { from: 'hot_words t', id: 't.id', name: 't.keyword' },
  feedback: { from: 'feedbacks t', id: 't.id', name: 'left(t.content, 20)' },
  news_category: { from: 'article_categories t', id: 't.id', name: 't.name' },
  help_category: { from: 'article_categories t', id: 't.id', name: 't.name' },
  goods_category: { from: 'categories t', id: 't.id', name: 't.name' },
  coupon: { from: 'coupons t', id: 't.id', name: 't.name' },
  attachment: { from: 'attachments t', id: 't.id', name: 't.original_name' },
  page: { from: 'pages t', id: 't.id', name: 't.title' },
  subsidy: { from: 'subsidies t', id: 't.id', name: 't.title' },
  subsidy_platform: { from: 'subsidy_platforms t', id: 't.id', name: 't.name' },
  green: { from: 'green_discounts t', id: 't.id', name: 't.title' },
  carousel: { from: 'carousels t', id: 't.id', name: 't.title' },
  banner: { from: 'channel_banners t', id: 't.id', name: 't.title' },
  staff: { from: 'staff t', id: 't.id', name: "coalesce(nullif(t.name, ''), t.mobile)" },
};

const REF = /^([a-z_]+)#(\d+)$/;

/**
 * The stored targets (`goods#12`, `site_config`, an order number …) in words, one query per kind
 * present: 服务「水质检测」; an object since deleted keeps its kind and number (服务 #12); a target
 * that is already words is shown as it is.
 */
export async function targetNames(db: DbOrTx, targets: readonly string[]): Promise<Map<string, string>> {
  const ids = new Map<string, Set<number>>();
  for (const target of targets) {
    const m = REF.exec(target);
    if (m && NAME_SOURCES[m[1]!]) {
      const set = ids.get(m[1]!) ?? new Set<number>();
      set.add(Number(m[2]));
      ids.set(m[1]!, set);
    }
  }
  const names = new Map<string, string>();
  for (const [kind, set] of ids) {
    const src = NAME_SOURCES[kind]!;
    const list = [...set].filter((n) => Number.isSafeInteger(n) && n <= 2_147_483_647);
    if (!list.length) continue;
    const result = (await db.execute(
      sql`SELECT ${sql.raw(src.id)} AS id, ${sql.raw(src.name)} AS name FROM ${sql.raw(src.from)} WHERE ${sql.raw(src.id)} IN (${sql.join(
        list.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    )) as unknown as { rows: { id: number; name: string | null }[] };
    for (const r of result.rows) if (r.name) names.set(`${kind}#${r.id}`, r.name);
  }
  const out = new Map<string, string>();
  for (const target of targets) {
    const m = REF.exec(target);
    const noun = m ? AUDIT_TARGET_NOUNS[m[1]!] : undefined;
    if (m && noun) out.set(target, auditTargetText(noun, Number(m[2]), names.get(target)));
    else out.set(target, AUDIT_SINGLE_TARGETS[target] ?? target);
  }
  return out;
}

/** The `kind#id` targets whose object's name holds the words (the log's 操作对象 search). */
export async function targetsNamed(db: DbOrTx, pattern: string): Promise<string[]> {
  const parts = Object.entries(NAME_SOURCES).map(
    ([kind, src]) =>
      sql`(SELECT ${`${kind}#`} || ${sql.raw(src.id)} AS target FROM ${sql.raw(src.from)} WHERE ${sql.raw(src.name)} ILIKE ${pattern} LIMIT 200)`,
  );
  const result = (await db.execute(sql.join(parts, sql` UNION ALL `))) as unknown as {
    rows: { target: string }[];
  };
  return result.rows.map((r) => r.target);
}
