import type { z } from 'zod';
import { CONTENT_STATE_LABELS, type ContentStatus } from '../../../core/rules/content-states';
import type { DbOrTx } from '../../db';
import { ok } from '../../lib/envelope';
import type { HandlerContext } from '../../lib/handler';
import { invalidatePublic, type PublicChange } from '../../lib/public-cache-hooks';
import { validate } from '../../lib/validation';
import type { Actor } from './audit.service';
import { actorOf } from './operator.routes';

export type PublishState = Exclude<ContentStatus, 'draft'>;

/**
 * The publish and withdraw handlers of one kind of console content, which differ only in the
 * state they move to: read the reference (`ref`), move it in one transaction (`move` audits),
 * drop the public answers it shows in (`topic`), answer the item with 已发布 or 已撤回.
 */
export function publishHandlers<S extends z.ZodType, Info>({
  ref,
  move,
  topic,
}: {
  ref: S;
  move: (tx: DbOrTx, actor: Actor, ref: z.output<S>, to: PublishState) => Promise<Info>;
  topic: PublicChange | ((ref: z.output<S>) => PublicChange);
}) {
  const handler = (to: PublishState) => async (ctx: HandlerContext) => {
    const r = validate(ref, ctx.input);
    const actor = actorOf(ctx);
    const info = await ctx.db.transaction((tx) => move(tx, actor, r, to));
    await invalidatePublic(ctx, typeof topic === 'function' ? topic(r) : topic);
    return ok({ info }, CONTENT_STATE_LABELS[to]);
  };
  return { publish: handler('published'), withdraw: handler('withdrawn') };
}

/**
 * The save handler of one kind of console content: read the body, save it in one transaction
 * (`save` audits), drop the public answers it shows in (`topic`), answer the item with 已保存.
 */
export function saveHandler<S extends z.ZodType, Info>({
  body,
  save,
  topic,
}: {
  body: S;
  save: (tx: DbOrTx, actor: Actor, body: z.output<S>) => Promise<Info>;
  topic: PublicChange;
}) {
  return async (ctx: HandlerContext) => {
    const b = validate(body, ctx.input);
    const actor = actorOf(ctx);
    const info = await ctx.db.transaction((tx) => save(tx, actor, b));
    await invalidatePublic(ctx, topic);
    return ok({ info }, '已保存');
  };
}
