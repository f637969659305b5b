import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import {
  NOTICE_RESEND_MS,
  nextPayoutState,
  type PayoutKind,
  type PayoutState,
} from '../../../core/rules/payout-states';
import { bankAccountDigits, maskBankAccount } from '../../../core/validators';
import { maskIdCard } from '../../../core/validators/id-card';
import type { Db, DbOrTx } from '../../db';
import { type PreviousPayoutAccount, payoutAccounts, zones } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { ownAttachment } from '../attachment/attachment.service';
import { bankByCode } from './banks';
import type { PayoutProvider } from './payout-provider';

/**
 * The payout account (开户信息), keyed by account id only: an expert's now, a lab's later, with
 * no change here. States and moves: core/rules/payout-states.ts. Card and identity numbers are
 * masked before anything is stored; the full ones go to the provider and nowhere else.
 */
export type PayoutRow = typeof payoutAccounts.$inferSelect;
type Row = PayoutRow;
const KIND_CODE: Record<PayoutKind, number> = { company: 1, micro: 2 };
export const kindOf = (row: Row | undefined): PayoutKind | null =>
  row ? (row.kind === KIND_CODE.company ? 'company' : 'micro') : null;
export const stateOf = (row: Row | undefined): PayoutState =>
  (row?.state as PayoutState | undefined) ?? 'none';

/** The columns of an opened account kept aside during an upgrade. */
export const previousOf = (row: Row): PreviousPayoutAccount => ({
  kind: row.kind,
  holderName: row.holderName,
  bankName: row.bankName,
  cardMasked: row.cardMasked,
  providerNo: row.providerNo,
  details: row.details,
});

/**
 * The account's opened payout account, or null: money leaves the platform only to one of these.
 * While an opened micro account is being upgraded, that micro account is the one still paid.
 */
export async function openedPayoutAccount(db: DbOrTx, accountId: number) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.accountId, accountId));
  if (row?.state === 'opened') return row;
  if (row?.previous) return { ...row, ...row.previous, state: 'opened' };
  return null;
}

export async function loadPayoutAccount(db: DbOrTx, accountId: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.accountId, accountId))
    .limit(1);
  return row;
}

interface Settlement {
  bank_code: string;
  bank_account: string;
  province_code: string;
  city_code: string;
}
export type PayoutApplication = Settlement &
  (
    | {
        kind: 'company';
        org_name: string;
        credit_code: string;
        legal_person: string;
        legal_id_no: string;
        contact_mobile: string;
        licence_id: number;
      }
    | {
        kind: 'micro';
        real_name: string;
        id_no: string;
        mobile: string;
        id_front_id: number;
        id_back_id: number;
      }
  );

const REFUSALS: Record<PayoutState, string> = {
  none: '请先提交开户申请',
  reviewing: '开户申请正在审核中，请耐心等待',
  signing: '开户申请已通过审核，请完成签约',
  opened: '结算账户已开通',
  rejected: '开户申请已驳回，请修改资料后重新提交',
};

/** The state `action` leads to from the row's, or the refusal of the state the applicant is in. */
export function moveOrRefuse(row: Row | undefined, action: 'apply' | 'upgrade'): PayoutState {
  const state = stateOf(row);
  if (action === 'upgrade' && state === 'opened' && kindOf(row) === 'company')
    refuse('已是企业商户，无需升级');
  if (action === 'upgrade' && (state === 'none' || state === 'rejected')) refuse('请先开通小微商户');
  return nextPayoutState(state, action) ?? refuse(REFUSALS[state]);
}

/** Province and city of the zones table, the city within the province; answers their names. */
async function resolveProvinceCity(db: DbOrTx, provinceCode: string, cityCode: string) {
  const rows = await db
    .select()
    .from(zones)
    .where(or(eq(zones.code, provinceCode), eq(zones.code, cityCode)));
  const province = rows.find((r) => r.code === provinceCode && r.level === 1);
  if (!province) return refuse('所选开户省份不存在');
  const city = rows.find((r) => r.code === cityCode && r.level === 2);
  if (!city) return refuse('所选开户城市不存在');
  if (city.parentCode !== province.code) return refuse('所选开户城市不属于该省份');
  return { province: province.name, city: city.name };
}

/**
 * An application (apply, or upgrade of an opened micro account to a company one): checked,
 * submitted to the provider, then stored masked in 审核中 under the provider's application
 * number. The write is conditional on the state read, so two submissions cannot both land.
 */
export async function submitApplication(
  db: DbOrTx,
  provider: PayoutProvider,
  accountId: number,
  action: 'apply' | 'upgrade',
  a: PayoutApplication,
): Promise<Row> {
  const row = await loadPayoutAccount(db, accountId);
  const state = moveOrRefuse(row, action);
  const bank = bankByCode(a.bank_code) ?? refuse('所选开户银行不存在');
  const zone = await resolveProvinceCity(db, a.province_code, a.city_code);
  const files = a.kind === 'company' ? [a.licence_id] : [a.id_front_id, a.id_back_id];
  for (const id of files) await ownAttachment(db, accountId, id);
  const account = bankAccountDigits(a.bank_account);
  const where = { bank_code: bank.code, province_code: a.province_code, city_code: a.city_code, ...zone };
  const details: Record<string, string> =
    a.kind === 'company'
      ? {
          ...where,
          org_name: a.org_name,
          credit_code: a.credit_code,
          legal_person: a.legal_person,
          legal_id_no: maskIdCard(a.legal_id_no),
          contact_mobile: a.contact_mobile,
          licence_id: String(a.licence_id),
        }
      : {
          ...where,
          real_name: a.real_name,
          id_no: maskIdCard(a.id_no),
          mobile: a.mobile,
          id_front_id: String(a.id_front_id),
          id_back_id: String(a.id_back_id),
        };
  const holderName = a.kind === 'company' ? a.org_name : a.real_name;
  const applicationNo = await provider.submit({
    kind: a.kind,
    holderName,
    bankCode: bank.code,
    bankAccount: account,
    idNo: a.kind === 'company' ? a.legal_id_no : a.id_no,
    mobile: a.kind === 'company' ? a.contact_mobile : a.mobile,
  });
  const now = new Date();
  const values = {
    kind: KIND_CODE[a.kind],
    state,
    reason: '',
    providerNo: '',
    holderName,
    bankName: bank.name,
    cardMasked: maskBankAccount(account),
    details,
    applicationNo,
    previous: action === 'upgrade' && row ? previousOf(row) : null,
    noticeSentAt: null,
    appliedAt: now,
    updatedAt: now,
  };
  const [saved] = row
    ? await db
        .update(payoutAccounts)
        .set(values)
        .where(and(eq(payoutAccounts.id, row.id), eq(payoutAccounts.state, row.state)))
        .returning()
    : await db
        .insert(payoutAccounts)
        .values({ accountId, ...values })
        .onConflictDoNothing()
        .returning();
  return saved ?? refuse(REFUSALS.reviewing);
}

/** yeepoy/againSendNotify: only while 待签约, once a minute (claimed by a conditional update). */
export async function resendAgreementNotice(db: DbOrTx, provider: PayoutProvider, accountId: number) {
  const row = await loadPayoutAccount(db, accountId);
  const state = stateOf(row);
  if (!row?.applicationNo || state !== 'signing')
    return refuse(state === 'opened' ? '结算账户已开通，无需签约' : '当前无需签约');
  const now = new Date();
  const [claimed] = await db
    .update(payoutAccounts)
    .set({ noticeSentAt: now })
    .where(
      and(
        eq(payoutAccounts.id, row.id),
        eq(payoutAccounts.state, 'signing'),
        or(
          isNull(payoutAccounts.noticeSentAt),
          lte(payoutAccounts.noticeSentAt, new Date(now.getTime() - NOTICE_RESEND_MS)),
        ),
      ),
    )
    .returning({ id: payoutAccounts.id });
  if (!claimed) return refuse('签约通知刚刚已发送，请稍后再试');
  const d = row.details;
  await provider.resendNotice(row.applicationNo, d.mobile || d.contact_mobile || '');
}

/** Applications awaiting the provider's review, oldest first (the simulated back office). */
export async function reviewingApplications(db: Db) {
  return db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.state, 'reviewing'))
    .orderBy(asc(payoutAccounts.appliedAt));
}
