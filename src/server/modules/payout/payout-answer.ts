import type { YeepayAccount } from '../../../core/api/contract/models';
import { NOTICE_RESEND_MS } from '../../../core/rules/payout-states';
import { kindOf, type PayoutRow, stateOf } from './payout.service';
import type { PayoutProvider } from './payout-provider';

/** The answer of yeepoy/queryOpenStatus and the applications: masked numbers only. */
export function toYeepayAccount(
  row: PayoutRow | undefined,
  provider: PayoutProvider,
  back: string,
): YeepayAccount {
  const d = row?.details ?? {};
  const state = stateOf(row);
  const signing = state === 'signing' && row?.applicationNo;
  const wait = row?.noticeSentAt ? row.noticeSentAt.getTime() + NOTICE_RESEND_MS - Date.now() : 0;
  return {
    kind: kindOf(row),
    status: state,
    // a rejection's reason, or (已开通 again) why an upgrade was refused
    reason: state === 'rejected' || state === 'opened' ? (row?.reason ?? '') : '',
    merchant_no: row?.providerNo ?? '',
    holder_name: row?.holderName ?? '',
    bank_code: d.bank_code ?? '',
    bank_name: row?.bankName ?? '',
    bank_account: row?.cardMasked ?? '',
    province_code: d.province_code ?? '',
    province: d.province ?? '',
    city_code: d.city_code ?? '',
    city: d.city ?? '',
    org_name: d.org_name ?? '',
    credit_code: d.credit_code ?? '',
    legal_person: d.legal_person ?? '',
    legal_id_no: d.legal_id_no ?? '',
    contact_mobile: d.contact_mobile ?? '',
    licence_id: d.licence_id ? Number(d.licence_id) : null,
    real_name: d.real_name ?? '',
    id_no: d.id_no ?? '',
    mobile: d.mobile ?? '',
    applied_at: row?.appliedAt.toISOString() ?? '',
    upgrading_from: row?.previous ? `${row.previous.bankName} ${row.previous.cardMasked}` : '',
    sign_url: signing ? provider.signUrl(row.applicationNo as string, back) : '',
    notice_wait: signing ? Math.max(0, Math.ceil(wait / 1000)) : 0,
  };
}
