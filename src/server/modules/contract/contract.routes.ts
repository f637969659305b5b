import { z } from 'zod';
import { SEAL_KINDS } from '../../../core/rules/seals';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { field, type RequestSchema, validate } from '../../lib/validation';
import { refuseWithoutSender } from '../captcha/captcha.service';
import { boundedText, creditCodeField } from '../user-sgs/company-fields';
import { addSupplement, contractSummary, downloadUrl, getSignUrl } from './contract.service';
import { toSummary } from './contract-data';
import { listParties } from './contract-party';
import { sendContractCode, signContractAs } from './contract-sign';
import { deleteSeal, listSeals, setSeal, toSeal } from './seal.service';
import { applySignAccount, querySignAccount } from './sign-account.service';
import { signBody, signMeta } from './sign-fields';

const byContract = z.object({ id: field.id('合同ID') }) satisfies RequestSchema<
  | 'electronic_contract/getSignUrl'
  | 'electronic_contract/refreshSignStatus'
  | 'electronic_contract/download'
  | 'electronic_contract/sendSignCode'
>;

const supplement = z.object({
  id: field.id('订单ID'),
  terms: boundedText('补充条款', [10, 2000]),
}) satisfies RequestSchema<'order/supplementaryContract'>;

const apply = z.object({
  org_name: boundedText('企业名称', [2, 100]),
  credit_code: creditCodeField('请输入正确的18位统一社会信用代码'),
  legal_person: boundedText('法定代表人', [2, 30]),
  contact_mobile: field.mobile(),
}) satisfies RequestSchema<'electronic_contract_account/apply'>;

/** Seal names: the company (or department) name as it is carved, no symbols. */
const sealName = boundedText('签章名称', [2, 30]).refine(
  (s) => /^[\p{Script=Han}A-Za-z0-9（）()·\s]+$/u.test(s),
  {
    message: '签章名称只能包含汉字、字母、数字和括号',
  },
);
const seal = z.object({
  id: field.optionalId('签章ID'),
  name: sealName,
  kind: field.enum('签章类型', SEAL_KINDS),
  is_default: field.flag(),
}) satisfies RequestSchema<'electronic_contract_seal/set'>;
const bySeal = z.object({
  id: field.id('签章ID'),
}) satisfies RequestSchema<'electronic_contract_seal/delete'>;

export const handlers: Handlers = {
  'electronic_contract/getSignUrl': async ({ db, me, input }) => {
    const { id } = validate(byContract, input);
    return ok({ url: await getSignUrl(db, me().userId, id) }, '正在前往签署页面');
  },
  'electronic_contract/sendSignCode': async ({ db, me, input, app }) => {
    const { id } = validate(byContract, input);
    refuseWithoutSender(app.channels, 'sms');
    return ok(await sendContractCode(db, 'buyer', me(), id, app.limits), '验证码已发送');
  },
  'electronic_contract/sign': async (ctx) => {
    const b = validate(signBody, ctx.input);
    const done = await signContractAs(ctx.db, 'buyer', ctx.me(), b, signMeta(ctx));
    const info = toSummary(done.contract, done.order, done.merchant.orgName);
    return ok({ info }, info.status === 'signed' ? '合同签署完成' : '签署成功，等待机构签署');
  },
  'electronic_contract/refreshSignStatus': async ({ db, me, input }) => {
    const { id } = validate(byContract, input);
    return ok({ info: await contractSummary(db, me().userId, id) }, '签署状态已更新');
  },
  'electronic_contract/download': async ({ db, me, input, app }) => {
    const { id } = validate(byContract, input);
    return ok({ url: await downloadUrl(db, app.paySecret, me().userId, id) }, '获取成功');
  },
  'order/supplementaryContract': async ({ db, me, input }) => {
    const { id, terms } = validate(supplement, input);
    return ok({ info: await addSupplement(db, me().userId, id, terms) }, '补充协议已生成，请签署');
  },
  'electronic_contract_account/apply': async ({ db, me, input }) => {
    const fields = validate(apply, input);
    return ok({ info: await applySignAccount(db, me().userId, fields) }, '开户申请已提交，请等待审核');
  },
  'electronic_contract_account/queryApplyStatus': async ({ db, me }) => {
    return ok({ info: await querySignAccount(db, me().userId) }, '获取成功');
  },
  'electronic_contract_seal/set': async ({ db, me, input }) => {
    const fields = validate(seal, input);
    return ok({ info: await setSeal(db, me().userId, fields) }, fields.id ? '签章已更新' : '签章已添加');
  },
  'electronic_contract_seal/get': async ({ db, me, paging }) => {
    const all = (await listSeals(db, me().userId)).map(toSeal);
    const start = (paging.page - 1) * paging.limit;
    return list(all.slice(start, start + paging.limit), all.length, paging.page, paging.limit);
  },
  'order/parties': async ({ db, me }) => {
    const all = await listParties(db, me().userId);
    return list(all, all.length, 1, Math.max(all.length, 1));
  },
  'electronic_contract_seal/delete': async ({ db, me, input }) => {
    const { id } = validate(bySeal, input);
    await deleteSeal(db, me().userId, id);
    return ok(null, '签章已删除');
  },
};
