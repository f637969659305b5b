import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type {
  LabContract,
  LabContractCounts,
  LabContractState,
} from '../../../core/api/contract/api/contracts';
import { LAB_CONTRACT_STATE_LABELS } from '../../../core/rules/lab-contract-states';
import type { DbOrTx } from '../../db';
import { accounts, electronicContracts, orders } from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import type { Paging } from '../../lib/handler';
import { pageOf } from '../../lib/list-query';
import { fileUrl } from '../contract/contract.service';
import { type LoadedContract, toSummary } from '../contract/contract-data';
import { ownMerchant } from '../merchant-center/merchant-owner';
import { buyerName } from '../merchant-order/merchant-order.service';

const c = electronicContracts;

/** Each state as a condition on the contract row. */
const STATE_WHERE: Record<LabContractState, SQL> = {
  mine: and(eq(c.status, 'pending_sign'), isNull(c.merchantSignedAt))!,
  theirs: and(eq(c.status, 'pending_sign'), isNotNull(c.merchantSignedAt))!,
  signed: eq(c.status, 'signed'),
};

export const stateOf = (row: typeof c.$inferSelect): LabContractState =>
  row.status === 'signed' ? 'signed' : row.merchantSignedAt ? 'theirs' : 'mine';

type Row = {
  contract: typeof c.$inferSelect;
  order: typeof orders.$inferSelect;
  nickname: string;
  mobile: string;
};

function toLabContract(r: Row, labName: string, secret: string): LabContract {
  const state = stateOf(r.contract);
  return {
    ...toSummary(r.contract, r.order, labName),
    state,
    state_label: LAB_CONTRACT_STATE_LABELS[state],
    buyer_name: buyerName(r.order, r),
    file_url: fileUrl(secret, r.contract.id),
  };
}

/** One contract after it was signed, as the lab's list shows it. */
export async function labContractOf(db: DbOrTx, done: LoadedContract, secret: string): Promise<LabContract> {
  const [buyer] = await db
    .select({ nickname: accounts.nickname, mobile: accounts.mobile })
    .from(accounts)
    .where(eq(accounts.id, done.order.userId));
  return toLabContract(
    {
      contract: done.contract,
      order: done.order,
      nickname: buyer?.nickname ?? '',
      mobile: buyer?.mobile ?? '',
    },
    done.merchant.orgName,
    secret,
  );
}

/**
 * merchant_contract/get: the lab's own contracts newest first (one state, or one contract by id
 * for a fresh file link), with counts per state. Another lab's id matches nothing.
 */
export async function listLabContracts(
  db: DbOrTx,
  me: AuthUser,
  f: { state: LabContractState | null; id: number | null },
  paging: Paging,
  secret: string,
) {
  const merchant = await ownMerchant(db, me);
  const base = and(eq(c.merchantId, merchant.id), f.id ? eq(c.id, f.id) : undefined)!;
  const where = f.state ? and(base, STATE_WHERE[f.state]) : base;
  const rows = await pageOf(
    db
      .select({ contract: c, order: orders, nickname: accounts.nickname, mobile: accounts.mobile })
      .from(c)
      .innerJoin(orders, eq(orders.id, c.orderId))
      .innerJoin(accounts, eq(accounts.id, c.userId))
      .where(where)
      .orderBy(desc(c.id)),
    paging,
  );
  const [n] = await db
    .select({
      all: count(),
      mine: sql<number>`count(*) FILTER (WHERE ${STATE_WHERE.mine})`.mapWith(Number),
      theirs: sql<number>`count(*) FILTER (WHERE ${STATE_WHERE.theirs})`.mapWith(Number),
      signed: sql<number>`count(*) FILTER (WHERE ${STATE_WHERE.signed})`.mapWith(Number),
    })
    .from(c)
    .where(base);
  const counts: LabContractCounts = {
    all: n?.all ?? 0,
    mine: n?.mine ?? 0,
    theirs: n?.theirs ?? 0,
    signed: n?.signed ?? 0,
  };
  return {
    list: rows.map((r) => toLabContract(r, merchant.orgName, secret)),
    total: f.state ? counts[f.state] : counts.all,
    page: paging.page,
    limit: paging.limit,
    counts,
  };
}
