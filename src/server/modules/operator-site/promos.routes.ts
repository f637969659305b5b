import { z } from 'zod';
import { CONTENT_STATES } from '../../../core/rules/content-states';
import { ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import type { PublicChange } from '../../lib/public-cache-hooks';
import { siteLink } from '../../lib/site-link';
import { field, type RequestSchema, validate } from '../../lib/validation';
import { publishHandlers, saveHandler } from '../operator/publishing';
import { dayField, yuanField } from './coupons.routes';
import {
  listPromos,
  movePromo,
  type PromoKind,
  saveGreen,
  savePlatform,
  saveSubsidy,
} from './promos.service';

/** A decimal within [min, max] with at most `places` decimals. */
const decimalField = (label: string, min: number, max: number, places: number, required = true) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number => {
      if ((v === undefined || v === null || v === '') && !required) return 0;
      const s = String(v ?? '').trim();
      const n = Number(s);
      if (new RegExp(`^\\d+(\\.\\d{1,${places}})?$`).test(s) && n >= min && n <= max) return n;
      ctx.issues.push({
        code: 'custom',
        input: v,
        message: `${label}请填写 ${min}-${max} 之间的数，最多${places}位小数`,
      });
      return z.NEVER;
    });
const idsField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number[] => {
      const parts = Array.isArray(v) ? v.map(String) : String(v ?? '').split(/[,，\s]+/);
      const ids = parts.map((p) => p.trim()).filter(Boolean);
      if (ids.length <= 200 && ids.every((p) => /^[1-9]\d{0,8}$/.test(p)))
        return [...new Set(ids.map(Number))];
      ctx.issues.push({ code: 'custom', input: v, message: '适用服务请填写服务编号，用逗号分隔' });
      return z.NEVER;
    });
const linesField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string[] => {
      const raw = Array.isArray(v) ? v.join('\n') : v === undefined || v === null ? '' : v;
      if (typeof raw === 'string') {
        const lines = raw
          .split(/\n+/)
          .map((l) => l.trim())
          .filter(Boolean);
        if (lines.length <= 10 && lines.every((l) => [...l].length <= 30)) return lines;
      }
      ctx.issues.push({ code: 'custom', input: v, message: '申请材料最多 10 项，每项不超过 30 个字' });
      return z.NEVER;
    });
const logoField = () =>
  field.text('标志图片', 300, false).transform((s, ctx): string => {
    if (!s) return s;
    const link = siteLink(s, { httpsOnly: true });
    if (link) return link;
    ctx.issues.push({ code: 'custom', input: s, message: '标志图片须为站内路径或 https 网址' });
    return z.NEVER;
  });

const listQuery = z.object({ status: field.optionalEnum('状态', CONTENT_STATES) });
const byId = z.object({ id: field.id('编号') }) satisfies RequestSchema<'operator_subsidy/publish'>;
const subsidyBody = z.object({
  id: field.optionalId('补贴政策'),
  title: field.text('政策名称', 100),
  issuer: field.text('发布单位', 50),
  region: field.text('适用地区', 30),
  summary: field.text('摘要', 200, false),
  content: field.richText(false),
  rate: decimalField('补贴比例（%）', 0.01, 100, 2),
  cap: yuanField('补贴上限', 0.01, 10_000_000, true),
  starts_on: dayField('开始日期'),
  ends_on: dayField('结束日期'),
  goods_ids: idsField(),
  documents: linesField(),
}) satisfies RequestSchema<'operator_subsidy/save'>;
const platformBody = z.object({
  id: field.optionalId('补贴平台'),
  name: field.text('平台名称', 50),
  region: field.text('所在地区', 30),
  intro: field.text('平台介绍', 1000, false),
  logo: logoField(),
}) satisfies RequestSchema<'operator_subsidy_platform/save'>;
const greenBody = z.object({
  id: field.optionalId('绿色优惠'),
  category_id: field.id('优惠分类'),
  goods_id: field.id('服务编号'),
  title: field.text('优惠名称', 100),
  discount: decimalField('折扣', 0.01, 0.99, 3),
  carbon_saving_kg: decimalField('减碳量（kg）', 0, 1_000_000, 2, false),
  description: field.text('说明', 500, false),
}) satisfies RequestSchema<'operator_green/save'>;

const TOPIC: Record<PromoKind, PublicChange> = {
  subsidy: 'subsidy',
  subsidy_platform: 'subsidy',
  green: 'green',
};

/** The list, publish and withdraw handlers of one kind (the same for the three). */
function common(kind: PromoKind) {
  return {
    list: (async ({ db, input, paging }) => {
      const { status } = validate(listQuery, input);
      const { list, total } = await listPromos(db, kind, status, paging);
      return ok({ list, total, page: paging.page, limit: paging.limit });
    }) as Handlers['operator_subsidy/get'],
    ...publishHandlers({
      ref: byId,
      move: (tx, actor, { id }, to) => movePromo(tx, actor, kind, id, to),
      topic: TOPIC[kind],
    }),
  };
}
const sub = common('subsidy');
const plat = common('subsidy_platform');
const green = common('green');

/** Subsidy programmes and platforms, green discounts (内容编辑). */
export const handlers: Handlers = {
  'operator_subsidy/get': sub.list,
  'operator_subsidy/publish': sub.publish as never,
  'operator_subsidy/withdraw': sub.withdraw as never,
  'operator_subsidy/save': saveHandler({
    body: subsidyBody,
    save: (tx, actor, b) =>
      saveSubsidy(tx, actor, {
        id: b.id,
        title: b.title,
        issuer: b.issuer,
        region: b.region,
        summary: b.summary,
        content: b.content,
        rate: b.rate,
        capFen: b.cap,
        startsOn: b.starts_on,
        endsOn: b.ends_on,
        goodsIds: b.goods_ids,
        documents: b.documents,
      }),
    topic: 'subsidy',
  }),
  'operator_subsidy_platform/get': plat.list as never,
  'operator_subsidy_platform/publish': plat.publish as never,
  'operator_subsidy_platform/withdraw': plat.withdraw as never,
  'operator_subsidy_platform/save': saveHandler({ body: platformBody, save: savePlatform, topic: 'subsidy' }),
  'operator_green/get': green.list as never,
  'operator_green/publish': green.publish as never,
  'operator_green/withdraw': green.withdraw as never,
  'operator_green/save': saveHandler({ body: greenBody, save: saveGreen, topic: 'green' }),
};
