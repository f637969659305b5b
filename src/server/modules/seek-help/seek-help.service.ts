import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { SeekHelp, SeekHelpDetail } from '../../../core/api/contract/models-ledger';
import { maskPhone } from '../../../core/formatters';
import { SEEK_HELP_STATE_LABELS, type SeekHelpState, seekHelpState } from '../../../core/rules/seek-help';
import type { DbOrTx } from '../../db';
import { attachments, seekHelpQuotes, seekHelps, serviceTypes, zones } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { likePattern, paged } from '../../lib/list-query';
import { fenToYuan } from '../../lib/money';
import { attachmentUrl } from '../attachment/attachment.service';

type Row = typeof seekHelps.$inferSelect;

export interface SeekHelpFields {
  title: string;
  servics_id: number;
  subject: string;
  province_code: string;
  city_code: string;
  budget_min: number | null;
  budget_max: number | null;
  deadline: string;
  content: string;
  attachment_ids: number[];
  contact_name: string;
  contact_mobile: string;
}

/** Today in China (YYYY-MM-DD): deadlines are dates there. */
export const chinaToday = (now = new Date()) =>
  new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/** The province (and city) must exist and chain; their names come from the zones table. */
async function zoneNames(db: DbOrTx, provinceCode: string, cityCode: string) {
  const rows = await db
    .select()
    .from(zones)
    .where(inArray(zones.code, [provinceCode, cityCode].filter(Boolean)));
  const province = rows.find((r) => r.code === provinceCode && r.level === 1);
  if (!province) return refuse('所选省份不存在');
  if (!cityCode) return { province: province.name, city: '' };
  const city = rows.find((r) => r.code === cityCode && r.level === 2 && r.parentCode === provinceCode);
  if (!city) return refuse('所选城市不存在');
  return { province: province.name, city: city.name };
}

/** seek_help/add: the service type and zones are checked, files must be the poster's own. */
export async function addSeekHelp(db: DbOrTx, userId: number, f: SeekHelpFields): Promise<number> {
  if (f.deadline < chinaToday()) refuse('截止日期不能早于今天');
  const [type] = await db.select().from(serviceTypes).where(eq(serviceTypes.id, f.servics_id));
  if (!type) refuse('请选择服务类型');
  const names = await zoneNames(db, f.province_code, f.city_code);
  if (f.attachment_ids.length) {
    const own = await db
      .select({ id: attachments.id })
      .from(attachments)
      .where(and(inArray(attachments.id, f.attachment_ids), eq(attachments.ownerId, userId)));
    if (own.length !== new Set(f.attachment_ids).size) refuse('附件不存在，请重新上传');
  }
  const [saved] = await db
    .insert(seekHelps)
    .values({
      userId,
      title: f.title,
      servicsId: f.servics_id,
      subject: f.subject,
      provinceCode: f.province_code,
      province: names.province,
      cityCode: f.city_code,
      city: names.city,
      budgetMinFen: f.budget_min === null ? null : f.budget_min * 100,
      budgetMaxFen: f.budget_max === null ? null : f.budget_max * 100,
      deadline: f.deadline,
      content: f.content,
      attachmentIds: [...new Set(f.attachment_ids)],
      contactName: f.contact_name,
      contactMobile: f.contact_mobile,
    })
    .returning({ id: seekHelps.id });
  return saved!.id;
}

const quoteCount = sql<number>`(SELECT count(*)::int FROM ${seekHelpQuotes} WHERE ${seekHelpQuotes.seekHelpId} = ${seekHelps.id})`;

function toItem(r: Row, typeName: string, quotes: number, callerId: number | null): SeekHelp {
  const status = seekHelpState(r.status as SeekHelpState, r.deadline, chinaToday());
  const yuan = (fen: number | null) => (fen === null ? null : fenToYuan(fen));
  return {
    id: r.id,
    title: r.title,
    servics_id: r.servicsId,
    servics_name: typeName,
    subject: r.subject,
    province: r.province,
    city: r.city,
    budget_min: yuan(r.budgetMinFen),
    budget_max: yuan(r.budgetMaxFen),
    deadline: r.deadline,
    status,
    status_name: SEEK_HELP_STATE_LABELS[status],
    quotes,
    mine: callerId === r.userId,
    created_at: r.createdAt.toISOString(),
  };
}

export interface HallQuery {
  keyword: string;
  servics_id: number | null;
  province_code: string;
  /** 我的需求: only this user's demands. */
  mine: number | null;
}

/** seek_help/get: the hall, newest first, or the caller's own. */
export async function listSeekHelps(db: DbOrTx, q: HallQuery, paging: Paging, callerId: number | null) {
  const like = q.keyword ? likePattern(q.keyword) : '';
  const where: (SQL | undefined)[] = [
    q.mine ? eq(seekHelps.userId, q.mine) : undefined,
    q.servics_id ? eq(seekHelps.servicsId, q.servics_id) : undefined,
    q.province_code ? eq(seekHelps.provinceCode, q.province_code) : undefined,
    like
      ? or(ilike(seekHelps.title, like), ilike(seekHelps.subject, like), ilike(seekHelps.content, like))
      : undefined,
  ];
  const { list: rows, total } = await paged(
    db
      .select({ row: seekHelps, typeName: serviceTypes.name, quotes: quoteCount })
      .from(seekHelps)
      .innerJoin(serviceTypes, eq(serviceTypes.id, seekHelps.servicsId))
      .where(and(...where))
      .orderBy(desc(seekHelps.createdAt), desc(seekHelps.id)),
    db
      .select({ n: count() })
      .from(seekHelps)
      .where(and(...where)),
    paging,
  );
  return { list: rows.map((r) => toItem(r.row, r.typeName, r.quotes, callerId)), total };
}

/** seek_help/info: everyone sees the demand; only its poster the contact and the files. */
export async function seekHelpDetail(
  db: DbOrTx,
  secret: string,
  id: number,
  callerId: number | null,
): Promise<SeekHelpDetail> {
  const [r] = await db
    .select({ row: seekHelps, typeName: serviceTypes.name, quotes: quoteCount })
    .from(seekHelps)
    .innerJoin(serviceTypes, eq(serviceTypes.id, seekHelps.servicsId))
    .where(eq(seekHelps.id, id))
    .limit(1);
  if (!r) return refuse('需求不存在');
  const mine = callerId === r.row.userId;
  const files =
    mine && r.row.attachmentIds.length
      ? await db.select().from(attachments).where(inArray(attachments.id, r.row.attachmentIds))
      : [];
  return {
    ...toItem(r.row, r.typeName, r.quotes, callerId),
    content: r.row.content,
    contact_name: mine ? r.row.contactName : `${[...r.row.contactName][0] ?? ''}**`,
    contact_mobile: mine ? r.row.contactMobile : maskPhone(r.row.contactMobile),
    attachments: files.map((f) => ({
      id: f.id,
      name: f.originalName,
      url: attachmentUrl(secret, f.id),
      mime: f.mime,
    })),
    attachment_count: r.row.attachmentIds.length,
  };
}
