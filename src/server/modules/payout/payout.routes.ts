import { z } from 'zod';
import type { LoggedInType } from '../../../core/api/contract/endpoints';
import { PAYEE_BANK_MESSAGES } from '../../../core/rules/payee-bank';
import type { Db } from '../../db';
import { list, ok, refuse } from '../../lib/envelope';
import type { HandlerContext, Handlers } from '../../lib/handler';
import { type RequestSchema, validate } from '../../lib/validation';
import { listZones } from '../address/zone.service';
import { bankAccountInfo, payoutModeOf, saveBankAccount } from './bank-account.service';
import { findBanks } from './banks';
import {
  loadPayoutAccount,
  type PayoutApplication,
  resendAgreementNotice,
  submitApplication,
} from './payout.service';
import { toYeepayAccount } from './payout-answer';
import { bankAccountFields, bankQuery, companyFields, microFields, zoneQuery } from './payout-fields';
import { simulateReview } from './payout-sim';

const companyBody = z.object(companyFields) satisfies RequestSchema<'yeepoy_open_company/apply'>;
const upgradeBody = companyBody satisfies RequestSchema<'yeepoy_open_micro/company'>;
const microBody = z.object(microFields) satisfies RequestSchema<'yeepoy_open_micro/apply'>;
const zoneBody = z.object(zoneQuery) satisfies RequestSchema<'yeepoy/zone'>;
const bankBody = z.object(bankQuery) satisfies RequestSchema<'yeepoy/bank'>;
const bankAccountBody = z.object(bankAccountFields) satisfies RequestSchema<'expert_bank_account/save'>;

/** Where the provider's agreement page sends each owner back: the merchant centre adds its page. */
const PAYOUT_PAGE: Partial<Record<LoggedInType, string>> = { 3: '/expert/openAccount' };

/** What production answers: no payout provider is configured, 财务 pays withdrawals by hand. */
export const PAYOUT_OFF = '暂未开通，提现由平台财务打款';

/**
 * The provider and the caller's way back to us. Where none is configured (production: the
 * simulated Yeepay is the demo's only), nothing opens an account, so every account step says so.
 */
const context = ({ app, me }: HandlerContext) => {
  const provider = app.payout ?? refuse(PAYOUT_OFF);
  return { provider, back: PAYOUT_PAGE[me().type] ?? '/' };
};

async function answer(ctx: HandlerContext, accountId: number, db: Db) {
  const { provider, back } = context(ctx);
  return toYeepayAccount(await loadPayoutAccount(db, accountId), provider, back);
}

async function apply(ctx: HandlerContext, action: 'apply' | 'upgrade', a: PayoutApplication) {
  const { userId } = ctx.me();
  await submitApplication(ctx.db, context(ctx).provider, userId, action, a);
  return ok({ info: await answer(ctx, userId, ctx.db) }, '开户申请已提交，请等待审核');
}

export const handlers: Handlers = {
  'expert_bank_account/get': async ({ db, me, app }) =>
    ok(await bankAccountInfo(db, me().userId, payoutModeOf(app.payout)), '获取成功'),
  'expert_bank_account/save': async ({ db, me, input, app }) => {
    // with a provider, money goes only to the account opened there
    if (app.payout) refuse(PAYEE_BANK_MESSAGES.providerMode);
    const b = validate(bankAccountBody, input);
    const { userId } = me();
    await saveBankAccount(db, userId, b);
    return ok(await bankAccountInfo(db, userId, 'bank'), '收款账户已保存');
  },
  // production refuses before reading the form: nothing would be done with it
  'yeepoy_open_company/apply': (ctx) =>
    context(ctx) && apply(ctx, 'apply', { kind: 'company', ...validate(companyBody, ctx.input) }),
  'yeepoy_open_micro/apply': (ctx) =>
    context(ctx) && apply(ctx, 'apply', { kind: 'micro', ...validate(microBody, ctx.input) }),
  'yeepoy_open_micro/company': (ctx) =>
    context(ctx) && apply(ctx, 'upgrade', { kind: 'company', ...validate(upgradeBody, ctx.input) }),
  'yeepoy/queryOpenStatus': async (ctx) => {
    const { userId } = ctx.me();
    context(ctx);
    await simulateReview(ctx.db, ctx.app.paySecret, userId);
    return ok({ info: await answer(ctx, userId, ctx.db) }, '获取成功');
  },
  'yeepoy/againSendNotify': async (ctx) => {
    await resendAgreementNotice(ctx.db, context(ctx).provider, ctx.me().userId);
    return ok(null, '签约通知已重新发送，请留意短信');
  },
  'yeepoy/zone': async ({ db, input }) => {
    const { parent_code } = validate(zoneBody, input);
    // provinces, or the cities of one province: an account's zone goes no deeper
    const rows = await listZones(db, 2, parent_code || null);
    return list(rows, rows.length, 1, rows.length);
  },
  'yeepoy/bank': async ({ input, paging }) => {
    const { keyword } = validate(bankBody, input);
    const all = findBanks(keyword);
    const from = (paging.page - 1) * paging.limit;
    return list(all.slice(from, from + paging.limit), all.length, paging.page, paging.limit);
  },
};
