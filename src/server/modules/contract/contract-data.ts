import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ContractSummary } from '../../../core/api/contract/models-buying';
import { CONTRACT_STATUS_LABELS, type ContractStatus } from '../../../core/rules/order-states';
import type { SealKind } from '../../../core/rules/seals';
import type { DbOrTx } from '../../db';
import {
  electronicContractAccounts,
  electronicContractSeals,
  electronicContractSignatures,
  electronicContracts,
  merchants,
  orderItems,
  orderPayPlans,
  orders,
} from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { fenToYuan } from '../../lib/money';
import { sealDataUrl } from './seal-svg';

export const CONTRACT_MISSING = '合同不存在';

type ContractRow = typeof electronicContracts.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The client's ContractSummary (the same figures order/get shows for the order's contracts). */
export function toSummary(c: ContractRow, order: OrderRow, merchantName: string): ContractSummary {
  const status = c.status as ContractStatus;
  return {
    id: c.id,
    contract_no: c.contractNo,
    order_id: order.id,
    order_no: order.orderNo,
    kind: c.kind === 'supplement' ? 'supplement' : 'main',
    title: c.title,
    merchant_name: merchantName,
    amount: fenToYuan(order.payAmountFen),
    status,
    status_label: CONTRACT_STATUS_LABELS[status] ?? status,
    buyer_signed_at: iso(c.buyerSignedAt),
    merchant_signed_at: iso(c.merchantSignedAt),
    created_at: c.createdAt.toISOString(),
  };
}

/**
 * A contract with its order and lab; another buyer's id reads exactly like a missing one, and so
 * does another lab's when `merchantId` is given.
 */
export async function loadContract(db: DbOrTx, id: number, userId?: number, merchantId?: number) {
  const [row] = await db
    .select({ contract: electronicContracts, order: orders, merchant: merchants })
    .from(electronicContracts)
    .innerJoin(orders, eq(orders.id, electronicContracts.orderId))
    .innerJoin(merchants, eq(merchants.id, electronicContracts.merchantId))
    .where(
      and(
        eq(electronicContracts.id, id),
        userId === undefined ? undefined : eq(electronicContracts.userId, userId),
        merchantId === undefined ? undefined : eq(electronicContracts.merchantId, merchantId),
      ),
    )
    .limit(1);
  return row ?? refuse(CONTRACT_MISSING);
}

export type LoadedContract = Awaited<ReturnType<typeof loadContract>>;
export type SignatureRow = typeof electronicContractSignatures.$inferSelect;

/** The contract's live signatures (a voided one no longer counts), the first signed first. */
export const liveSignatures = (db: DbOrTx, contractId: number): Promise<SignatureRow[]> =>
  db
    .select()
    .from(electronicContractSignatures)
    .where(
      and(
        eq(electronicContractSignatures.contractId, contractId),
        isNull(electronicContractSignatures.voidedAt),
      ),
    )
    .orderBy(asc(electronicContractSignatures.signedAt), asc(electronicContractSignatures.id));

/**
 * The seal the lab signs with: its own default seal once it has set one (电子签章 in the
 * merchant centre), else a 合同专用章 drawn from its registered name.
 */
export function labSealOf(orgName: string, row: typeof electronicContractSeals.$inferSelect | undefined) {
  const kind: SealKind = row?.kind === 'official' ? 'official' : 'contract';
  return row
    ? { name: row.name, kind, image: row.image }
    : { name: orgName, kind, image: sealDataUrl(orgName, 'contract') };
}

/** Everything the signing page and the document show. */
export async function loadContractData(db: DbOrTx, base: LoadedContract) {
  const { contract, order } = base;
  const owner = base.merchant.ownerAccountId;
  const [items, plans, accounts, seals, mains, labSeals, signatures] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderPayPlans)
      .where(eq(orderPayPlans.orderId, order.id))
      .orderBy(asc(orderPayPlans.seq)),
    db
      .select()
      .from(electronicContractAccounts)
      .where(eq(electronicContractAccounts.userId, contract.userId))
      .limit(1),
    db
      .select()
      .from(electronicContractSeals)
      .where(eq(electronicContractSeals.userId, contract.userId))
      .orderBy(asc(electronicContractSeals.id)),
    db
      .select({ no: electronicContracts.contractNo })
      .from(electronicContracts)
      .where(and(eq(electronicContracts.orderId, order.id), eq(electronicContracts.kind, 'main')))
      .limit(1),
    // the lab signs with the default seal of the account that runs its shop (merchant centre)
    owner
      ? db
          .select()
          .from(electronicContractSeals)
          .where(and(eq(electronicContractSeals.userId, owner), eq(electronicContractSeals.isDefault, true)))
          .limit(1)
      : Promise.resolve([]),
    liveSignatures(db, contract.id),
  ]);
  return {
    ...base,
    items,
    plans,
    account: accounts[0] ?? null,
    seals,
    buyerSeal: seals.find((s) => s.id === contract.sealId) ?? null,
    mainNo: mains[0]?.no ?? '',
    labSeal: labSealOf(base.merchant.orgName, labSeals[0]),
    signatures,
  };
}

export type ContractData = Awaited<ReturnType<typeof loadContractData>>;
