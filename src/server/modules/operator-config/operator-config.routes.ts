import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../../core/api/contract/models';
import { FEE_RATE_RULE, isSettableFeeRate } from '../../../core/rules/settlement';
import { siteConfig } from '../../db/schema';
import { ok, refuse } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { siteLink } from '../../lib/site-link';
import { type RequestSchema, textField, validate } from '../../lib/validation';
import { loadConfig, SITE_CONFIG_ID } from '../config/config.service';
import { appendAudit } from '../operator/audit.service';
import { actorOf } from '../operator/operator.routes';

/** The keys the console edits; the rest of the document (filing number, society …) stays as it is. */
export const EDITABLE = [
  'service_code',
  'welcome_notice',
  'hotline',
  'service_hours',
  'platform_fee_rate',
] as const;

export const BAD_URL = '在线客服地址须为 https:// 开头的网址，或以 / 开头的本站页面';
const updateBody = z.object({
  service_code: textField('在线客服地址', 300, false).refine(
    // a web address, or a page of this site (/help?from=service); never javascript: or //host
    (s) => !s || siteLink(s) !== null,
    BAD_URL,
  ),
  welcome_notice: textField('欢迎语', 200, false),
  hotline: textField('客服热线', 30, false),
  service_hours: textField('服务时间', 50, false),
  // a fraction (0.03 = 3 %); settlement and pay plans read it on the next paid stage. Sent, it must
  // be a number: a blank would silently fall back to the default rate.
  platform_fee_rate: z
    .unknown()
    .optional()
    .transform((v, ctx): number | undefined => {
      if (v === undefined) return undefined;
      const rate = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : Number.NaN;
      if (isSettableFeeRate(rate)) return Math.round(rate * 10_000) / 10_000;
      ctx.issues.push({ code: 'custom', input: v, message: FEE_RATE_RULE });
      return z.NEVER;
    }),
}) satisfies RequestSchema<'operator_config/update'>;

export const handlers: Handlers = {
  'operator_config/get': async ({ db }) => ok({ config: await loadConfig(db) }),
  'operator_config/update': async (ctx) => {
    const b = validate(updateBody, ctx.input);
    // only the keys sent change: a form that leaves one out does not blank it
    const sent = (ctx.input ?? {}) as Record<string, unknown>;
    const given = Object.fromEntries(EDITABLE.filter((k) => k in sent).map((k) => [k, b[k]]));
    const actor = actorOf(ctx);
    const config = await ctx.db.transaction(async (tx) => {
      const before = await loadConfig(tx);
      const after: Config = { ...before, ...given };
      const [row] = await tx
        .select({ id: siteConfig.id })
        .from(siteConfig)
        .where(eq(siteConfig.id, SITE_CONFIG_ID));
      if (row) await tx.update(siteConfig).set({ data: after }).where(eq(siteConfig.id, SITE_CONFIG_ID));
      else await tx.insert(siteConfig).values({ id: SITE_CONFIG_ID, data: after });
      const pick = (c: Config) => Object.fromEntries(EDITABLE.map((k) => [k, c[k] ?? null]));
      await appendAudit(tx, actor, {
        action: 'operator_config/update',
        target: 'site_config',
        before: pick(before),
        after: pick(after),
      });
      return after;
    });
    await ctx.app.cache.invalidate('config');
    return config ? ok({ config }, '站点配置已保存') : refuse('保存失败');
  },
};
