import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { FeedbackEntry, FeedbackScreenshot } from '../../../core/api/contract/models-operator';
import { FEEDBACK_TYPE_LABELS, type FeedbackType } from '../../../core/rules/seek-help';
import type { DbOrTx } from '../../db';
import { accounts, attachments, feedbacks } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { likePattern, paged } from '../../lib/list-query';
import { attachmentUrl } from '../attachment/attachment.service';
import { sendLetter } from '../notice/notice.service';
import { type Actor, appendAudit } from '../operator/audit.service';
import { iso } from '../operator-review/review-kind';

export const FEEDBACK_MSG = {
  missing: '反馈不存在',
  replied: '该反馈已回复，请刷新列表',
} as const;

type Row = { f: typeof feedbacks.$inferSelect; mobile: string };
type Shots = Map<number, FeedbackScreenshot>;

/** The rows' screenshots with links signed for the desk (the files are the senders' own). */
async function screenshotsOf(db: DbOrTx, rows: Row[], secret: string): Promise<Shots> {
  const ids = [...new Set(rows.flatMap((r) => r.f.attachmentIds))];
  if (!ids.length) return new Map();
  const files = await db
    .select({ id: attachments.id, name: attachments.originalName })
    .from(attachments)
    .where(inArray(attachments.id, ids));
  return new Map(files.map((a) => [a.id, { id: a.id, url: attachmentUrl(secret, a.id), name: a.name }]));
}

const toEntry = ({ f, mobile }: Row, shots: Shots): FeedbackEntry => ({
  id: f.id,
  type: f.type,
  type_name: FEEDBACK_TYPE_LABELS[f.type as FeedbackType] ?? f.type,
  content: f.content,
  contact: f.contact,
  page: f.page,
  mobile,
  reply: f.reply,
  created_at: iso(f.createdAt),
  replied_at: iso(f.repliedAt),
  screenshots: f.attachmentIds.flatMap((id) => shots.get(id) ?? []),
});

/** The inbox: newest first; `replied` false for what still waits, true for what was answered. */
export async function listFeedback(
  db: DbOrTx,
  f: { replied: boolean | null; keyword: string },
  paging: Paging,
  secret: string,
) {
  const where: SQL[] = [];
  if (f.replied !== null)
    where.push(f.replied ? isNotNull(feedbacks.repliedAt) : isNull(feedbacks.repliedAt));
  if (f.keyword) {
    const p = likePattern(f.keyword);
    where.push(or(ilike(feedbacks.content, p), ilike(accounts.mobile, p))!);
  }
  const cond = where.length ? and(...where) : undefined;
  const { list: rows, total } = await paged(
    db
      .select({ f: feedbacks, mobile: accounts.mobile })
      .from(feedbacks)
      .innerJoin(accounts, eq(accounts.id, feedbacks.userId))
      .where(cond)
      .orderBy(desc(feedbacks.id)),
    db
      .select({ n: count() })
      .from(feedbacks)
      .innerJoin(accounts, eq(accounts.id, feedbacks.userId))
      .where(cond),
    paging,
  );
  const shots = await screenshotsOf(db, rows, secret);
  return { list: rows.map((r) => toEntry(r, shots)), total };
}

/** Answers one feedback once: the reply is kept, the sender gets it as a site letter, one audit row. */
export async function replyFeedback(tx: DbOrTx, actor: Actor, secret: string, id: number, reply: string) {
  const [row] = await tx
    .select({ f: feedbacks, mobile: accounts.mobile })
    .from(feedbacks)
    .innerJoin(accounts, eq(accounts.id, feedbacks.userId))
    .where(eq(feedbacks.id, id));
  if (!row) return refuse(FEEDBACK_MSG.missing);
  const [updated] = await tx
    .update(feedbacks)
    .set({ reply, repliedAt: new Date(), repliedBy: actor.staffId })
    .where(and(eq(feedbacks.id, id), isNull(feedbacks.repliedAt)))
    .returning();
  if (!updated) return refuse(FEEDBACK_MSG.replied);
  await sendLetter(tx, row.f.userId, {
    title: '您的意见反馈已回复',
    content: `您于 ${iso(row.f.createdAt).slice(0, 10)} 提交的反馈「${row.f.content.slice(0, 30)}」已收到回复：${reply}`,
  });
  await appendAudit(tx, actor, {
    action: 'operator_feedback/reply',
    target: `feedback#${id}`,
    after: { reply },
  });
  const answered = { f: updated, mobile: row.mobile };
  return toEntry(answered, await screenshotsOf(tx, [answered], secret));
}
