import { and, eq, inArray } from 'drizzle-orm';
import type { FeedbackType } from '../../../core/rules/seek-help';
import type { DbOrTx } from '../../db';
import { attachments, feedbacks } from '../../db/schema';
import { refuse } from '../../lib/envelope';

export interface FeedbackFields {
  type: FeedbackType;
  content: string;
  contact: string;
  page: string;
  attachment_ids: number[];
}

/** feedback/add: screenshots must be the sender's own images. */
export async function addFeedback(db: DbOrTx, userId: number, f: FeedbackFields): Promise<number> {
  const ids = [...new Set(f.attachment_ids)];
  if (ids.length) {
    const own = await db
      .select({ id: attachments.id, mime: attachments.mime })
      .from(attachments)
      .where(and(inArray(attachments.id, ids), eq(attachments.ownerId, userId)));
    if (own.length !== ids.length) refuse('截图不存在，请重新上传');
    if (own.some((a) => !a.mime.startsWith('image/'))) refuse('截图只能是图片');
  }
  const [saved] = await db
    .insert(feedbacks)
    .values({
      userId,
      type: f.type,
      content: f.content,
      contact: f.contact,
      page: f.page,
      attachmentIds: ids,
    })
    .returning({ id: feedbacks.id });
  return saved!.id;
}
