import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { StaffInfo } from '../../../core/api/contract/models-operator';
import { STAFF_ROLES } from '../../../core/rules/staff-roles';
import { staff } from '../../db/schema';
import { list, ok, refuse } from '../../lib/envelope';
import type { HandlerContext, Handlers } from '../../lib/handler';
import { field, type RequestSchema, validate } from '../../lib/validation';
import { newPasswordField } from '../captcha/captcha.fields';
import type { Actor } from './audit.service';
import { listAudit } from './audit.service';
import { confirmTotp, enrolTotp, staffLogin, staffLogout } from './operator-auth.service';
import { disableStaff, inviteStaff, listStaff, toStaffInfo } from './staff.service';

const codeField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const s = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
      if (/^\d{6}$/.test(s)) return s;
      ctx.issues.push({ code: 'custom', input: v, message: '请输入 6 位动态验证码' });
      return z.NEVER;
    });
const enrolField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      if (typeof v === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(v)) return v;
      ctx.issues.push({ code: 'custom', input: v, message: '邀请链接无效或已过期，请联系管理员重新邀请' });
      return z.NEVER;
    });
const optionalText = (label: string, max: number) => field.text(label, max, false);

const loginBody = z.object({
  mobile: field.mobile(),
  password: field.password(),
  code: codeField(),
  captcha_key: optionalText('人机验证', 64),
  /** A solved challenge is base64 JSON of about 1 KB. */
  captcha_code: optionalText('人机验证', 4000),
}) satisfies RequestSchema<'operator/login'>;
const enrolBody = z.object({ enrol: enrolField() }) satisfies RequestSchema<'operator/totpEnroll'>;
const verifyBody = z.object({
  enrol: enrolField(),
  password: newPasswordField(),
  code: codeField(),
}) satisfies RequestSchema<'operator/totpVerify'>;
const STATUSES: readonly StaffInfo['status'][] = ['invited', 'active', 'disabled'];
const staffQuery = z.object({
  role: field.optionalEnum('角色', STAFF_ROLES),
  status: field.optionalEnum<StaffInfo['status']>('状态', STATUSES),
  keyword: optionalText('关键词', 30),
});
const addBody = z.object({
  mobile: field.mobile(),
  name: field.text('姓名', 30),
  role: field.enum('角色', STAFF_ROLES),
}) satisfies RequestSchema<'operator_staff/add'>;
const byId = z.object({ id: field.id('工作人员') }) satisfies RequestSchema<'operator_staff/disable'>;
const auditQuery = z
  .object({
    staff_id: field.optionalId('工作人员'),
    action: optionalText('操作', 60),
    keyword: optionalText('关键词', 50),
    // Beijing calendar days
    from: field.optionalDate('开始日期'),
    to: field.optionalDate('结束日期'),
  })
  .transform((q, ctx) => {
    if (q.from && q.to && q.from > q.to) {
      ctx.issues.push({ code: 'custom', input: q, message: '开始日期不能晚于结束日期' });
      return z.NEVER;
    }
    return q;
  });

/** Who acts, for the audit log: the session's staff member and the request's address. */
export const actorOf = (ctx: HandlerContext): Actor => {
  const me = ctx.meStaff();
  return { staffId: me.staffId, name: me.name, ip: ctx.ip };
};

export const handlers: Handlers = {
  'operator/login': async ({ db, input, ip, app }) => {
    const b = validate(loginBody, input);
    const captcha =
      b.captcha_key && b.captcha_code
        ? { key: b.captcha_key, code: b.captcha_code, secret: app.paySecret }
        : undefined;
    const result = await staffLogin(db, { ...b, ip, captcha }, app.limits, app.hashGate);
    return ok(result, '登录成功');
  },
  'operator/loginOut': async (ctx) => {
    await staffLogout(ctx.db, ctx.meStaff(), ctx.ip);
    return ok(null, '已退出登录');
  },
  'operator/info': async ({ db, meStaff }) => {
    const [row] = await db.select().from(staff).where(eq(staff.id, meStaff().staffId)).limit(1);
    return row ? ok({ info: toStaffInfo(row) }) : refuse('工作人员不存在');
  },
  'operator/totpEnroll': async ({ db, input }) => ok(await enrolTotp(db, validate(enrolBody, input).enrol)),
  'operator/totpVerify': async ({ db, input, ip }) =>
    ok(await confirmTotp(db, validate(verifyBody, input), ip), '绑定成功，已登录'),
  'operator_staff/get': async ({ db, input, paging }) => {
    const { list: rows, total } = await listStaff(db, validate(staffQuery, input), paging);
    return list(rows, total, paging.page, paging.limit);
  },
  'operator_staff/add': async (ctx) => {
    const b = validate(addBody, ctx.input);
    return ok(await ctx.db.transaction((tx) => inviteStaff(tx, actorOf(ctx), b)), '已创建邀请链接');
  },
  'operator_staff/disable': async (ctx) => {
    const { id } = validate(byId, ctx.input);
    return ok({ info: await ctx.db.transaction((tx) => disableStaff(tx, actorOf(ctx), id)) }, '已停用');
  },
  'operator_audit/get': async ({ db, input, paging }) => {
    const f = validate(auditQuery, input);
    const { list: rows, total } = await listAudit(db, { ...f, staffId: f.staff_id }, paging);
    return list(rows, total, paging.page, paging.limit);
  },
};
