import { z } from 'zod';
import { SEEK_HELP_BUDGET_MAX, SEEK_HELP_LIMITS } from '../../../core/rules/seek-help';
import { list, ok, refuse } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { field, type RequestSchema, toPositiveInt, validate } from '../../lib/validation';
import { boundedText } from '../user-sgs/company-fields';
import { addSeekHelp, listSeekHelps, seekHelpDetail } from './seek-help.service';

const ZONE_CODE = /^\d{2,12}$/;
const zoneCode = (label: string, required: boolean) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      if ((v === undefined || v === null || v === '') && !required) return '';
      if (typeof v === 'string' && ZONE_CODE.test(v)) return v;
      ctx.issues.push({ code: 'custom', input: v, message: `请选择${label}` });
      return z.NEVER;
    });

/** Whole yuan, optional (面议). */
const budget = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number | null => {
      if (v === undefined || v === null || v === '') return null;
      const n = typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v;
      if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= SEEK_HELP_BUDGET_MAX) return n;
      ctx.issues.push({
        code: 'custom',
        input: v,
        message: `${label}应为 0 到 ${SEEK_HELP_BUDGET_MAX} 之间的整数（元）`,
      });
      return z.NEVER;
    });

const attachmentIds = z
  .unknown()
  .optional()
  .transform((v, ctx): number[] => {
    if (v === undefined || v === null || v === '') return [];
    const ids = Array.isArray(v) ? v.map(toPositiveInt) : [null];
    if (ids.length <= SEEK_HELP_LIMITS.attachments[1] && ids.every((n) => n !== null)) return ids as number[];
    ctx.issues.push({
      code: 'custom',
      input: v,
      message: `附件最多 ${SEEK_HELP_LIMITS.attachments[1]} 个`,
    });
    return z.NEVER;
  });

const addBody = z.object({
  title: boundedText('需求标题', SEEK_HELP_LIMITS.title),
  servics_id: field.id('服务类型'),
  subject: field.text('涉及的标准或产品', SEEK_HELP_LIMITS.subject[1], false),
  province_code: zoneCode('省份', true),
  city_code: zoneCode('城市', false),
  budget_min: budget('最低预算'),
  budget_max: budget('最高预算'),
  deadline: field.date('截止日期', '无效的截止日期'),
  content: boundedText('需求描述', SEEK_HELP_LIMITS.content),
  attachment_ids: attachmentIds,
  contact_name: boundedText('联系人', SEEK_HELP_LIMITS.contact_name),
  contact_mobile: field.mobile(),
}) satisfies RequestSchema<'seek_help/add'>;

const hallQuery = z.object({
  keyword: field.text('关键词', 50, false),
  servics_id: field.optionalId('服务类型'),
  province_code: zoneCode('省份', false),
  mine: field.flag(),
});

export const handlers: Handlers = {
  'seek_help/add': async ({ db, me, input }) => {
    const fields = validate(addBody, input);
    if (fields.budget_min !== null && fields.budget_max !== null && fields.budget_min > fields.budget_max) {
      refuse('最低预算不能高于最高预算');
    }
    const id = await addSeekHelp(db, me().userId, fields);
    return ok({ id }, '需求已发布');
  },
  'seek_help/get': async ({ db, input, paging, optionalUser }) => {
    const q = validate(hallQuery, input);
    const caller = await optionalUser();
    if (q.mine && !caller) refuse('请先登录');
    const found = await listSeekHelps(
      db,
      { ...q, mine: q.mine ? caller!.userId : null },
      paging,
      caller?.userId ?? null,
    );
    return list(found.list, found.total, paging.page, paging.limit);
  },
  'seek_help/info': async ({ db, input, app, optionalUser }) => {
    const { id } = validate(z.object({ id: field.id('需求ID') }), input);
    const caller = await optionalUser();
    return ok({ info: await seekHelpDetail(db, app.paySecret, id, caller?.userId ?? null) });
  },
};
