import { z } from 'zod';
import { LAB_CONTRACT_STATES } from '../../../core/rules/lab-contract-states';
import { ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { field, type RequestSchema, validate } from '../../lib/validation';
import { refuseWithoutSender } from '../captcha/captcha.service';
import { sendContractCode, signContractAs } from '../contract/contract-sign';
import { signBody, signMeta } from '../contract/sign-fields';
import { labContractOf, listLabContracts } from './merchant-contract.service';

const listQuery = z.object({
  state: field.optionalEnum('签署状态', LAB_CONTRACT_STATES),
  id: field.optionalId('合同ID'),
}) satisfies RequestSchema<'merchant_contract/get'>;
const byId = z.object({ id: field.id('合同ID') }) satisfies RequestSchema<'merchant_contract/sendSignCode'>;

/** 合同管理 of the merchant centre: the lab reads and signs its own shop's contracts. */
export const handlers: Handlers = {
  'merchant_contract/get': async ({ db, me, input, paging, app }) => {
    const f = validate(listQuery, input);
    return ok(await listLabContracts(db, me(), f, paging, app.paySecret), '获取成功');
  },
  'merchant_contract/sendSignCode': async ({ db, me, input, app }) => {
    const { id } = validate(byId, input);
    refuseWithoutSender(app.channels, 'sms');
    return ok(await sendContractCode(db, 'lab', me(), id, app.limits), '验证码已发送');
  },
  'merchant_contract/sign': async (ctx) => {
    const b = validate(signBody, ctx.input);
    const done = await signContractAs(ctx.db, 'lab', ctx.me(), b, signMeta(ctx));
    const info = await labContractOf(ctx.db, done, ctx.app.paySecret);
    return ok({ info }, info.status === 'signed' ? '合同签署完成' : '签署成功，等待买方签署');
  },
};
