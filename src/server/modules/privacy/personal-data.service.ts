import { asc, eq } from 'drizzle-orm';
import type { PersonalData } from '../../../core/api/contract/models-account';
import type { DbOrTx } from '../../db';
import {
  accounts,
  buyerCompanies,
  orders,
  userAddress,
  userCertifications,
  userInvoice,
} from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { refuse } from '../../lib/envelope';
import { fenToYuan } from '../../lib/money';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * 导出个人信息: a copy of what the marketplace keeps about the caller, in one JSON document
 * (个人信息保护法: the right to access and copy). Never the password hash or a token.
 */
export async function personalData(db: DbOrTx, me: AuthUser): Promise<PersonalData> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, me.userId)).limit(1);
  if (!account) return refuse('账号不存在');
  const own = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, me.userId);
  const addresses = await db.select().from(userAddress).where(own(userAddress)).orderBy(asc(userAddress.id));
  const invoiceTitles = await db
    .select()
    .from(userInvoice)
    .where(own(userInvoice))
    .orderBy(asc(userInvoice.id));
  const companies = await db
    .select()
    .from(buyerCompanies)
    .where(own(buyerCompanies))
    .orderBy(asc(buyerCompanies.id));
  const [certification] = await db.select().from(userCertifications).where(own(userCertifications));
  const orderRows = await db
    .select({
      orderNo: orders.orderNo,
      status: orders.status,
      payAmountFen: orders.payAmountFen,
      createdAt: orders.createdAt,
      address: orders.address,
      invoice: orders.invoice,
      party: orders.party,
    })
    .from(orders)
    .where(eq(orders.userId, me.userId))
    .orderBy(asc(orders.id));
  return {
    exported_at: new Date().toISOString(),
    account: {
      type: account.type,
      mobile: account.mobile,
      nickname: account.nickname,
      email: account.email,
      created_at: account.createdAt.toISOString(),
      policy_version: account.policyVersion,
      cancel_requested_at: iso(account.cancelRequestedAt),
    },
    addresses: addresses.map((a) => ({
      consignee: a.consignee,
      mobile: a.mobile,
      region: [a.province, a.city, a.area, a.street].filter(Boolean).join(' '),
      detail: a.detail,
      is_default: a.isDefault,
    })),
    invoice_titles: invoiceTitles.map((t) => ({
      type: t.type,
      title: t.title,
      tax_no: t.taxNo,
      bank_name: t.bankName,
      bank_account: t.bankAccount,
      reg_address: t.regAddress,
      reg_phone: t.regPhone,
      email: t.email,
    })),
    companies: companies.map((c) => ({
      org_name: c.orgName,
      credit_code: c.creditCode,
      contact_name: c.contactName,
      contact_mobile: c.contactMobile,
    })),
    certification: certification
      ? {
          status: certification.status,
          org_name: certification.orgName,
          credit_code: certification.creditCode,
          legal_person: certification.legalPerson,
          contact_name: certification.contactName,
          contact_mobile: certification.contactMobile,
          address: certification.address,
        }
      : null,
    orders: orderRows.map((o) => ({
      order_no: o.orderNo,
      status: o.status,
      pay_amount: fenToYuan(o.payAmountFen),
      created_at: o.createdAt.toISOString(),
      address: o.address ?? null,
      invoice: o.invoice ?? null,
      party: o.party ?? null,
    })),
  };
}
