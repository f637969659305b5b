import { eq } from 'drizzle-orm';
import type { CollectionAccount, CollectionAccountView } from '../../../core/api/contract/models-transfer';
import type { DbOrTx } from '../../db';
import { collectionAccount } from '../../db/schema';
import { type Actor, appendAudit } from '../operator/audit.service';

const ROW_ID = 1;

/** An account number as lists and the audit log show it: the last four digits only. */
export const maskAccountNo = (no: string): string => {
  const digits = no.replace(/\s+/g, '');
  return digits.length <= 4 ? '****' : `${digits.slice(0, 4)} **** ${digits.slice(-4)}`;
};

export async function loadCollectionAccount(db: DbOrTx): Promise<CollectionAccount | null> {
  const [row] = await db.select().from(collectionAccount).where(eq(collectionAccount.id, ROW_ID));
  return row ? { account_name: row.accountName, bank_name: row.bankName, account_no: row.accountNo } : null;
}

export const accountView = (a: CollectionAccount, at: Date): CollectionAccountView => ({
  account_name: a.account_name,
  bank_name: a.bank_name,
  account_no_masked: maskAccountNo(a.account_no),
  updated_at: at.toISOString(),
});

/** operator_pay/account: what the console shows (never the whole number). */
export async function collectionAccountView(db: DbOrTx): Promise<CollectionAccountView | null> {
  const [row] = await db.select().from(collectionAccount).where(eq(collectionAccount.id, ROW_ID));
  return row
    ? accountView(
        { account_name: row.accountName, bank_name: row.bankName, account_no: row.accountNo },
        row.updatedAt,
      )
    : null;
}

/** operator_pay/setAccount (管理员): replaces the account, with an audit row naming both masked. */
export async function setCollectionAccount(
  tx: DbOrTx,
  actor: Actor,
  a: CollectionAccount,
): Promise<CollectionAccountView> {
  const before = await loadCollectionAccount(tx);
  const now = new Date();
  const values = {
    accountName: a.account_name,
    bankName: a.bank_name,
    accountNo: a.account_no,
    updatedAt: now,
  };
  await tx
    .insert(collectionAccount)
    .values({ id: ROW_ID, ...values })
    .onConflictDoUpdate({ target: collectionAccount.id, set: values });
  const audited = (x: CollectionAccount | null) =>
    x && { account_name: x.account_name, bank_name: x.bank_name, account_no: maskAccountNo(x.account_no) };
  await appendAudit(tx, actor, {
    action: 'operator_pay/setAccount',
    target: 'collection_account',
    before: audited(before),
    after: audited(a),
  });
  return accountView(a, now);
}
