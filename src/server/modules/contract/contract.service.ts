import { and, count, eq } from 'drizzle-orm';
import type { ContractSummary } from '../../../core/api/contract/models-buying';
import { ORDER_CHANGEABLE, type OrderStatus } from '../../../core/rules/order-states';
import type { Db } from '../../db';
import { electronicContractSeals, electronicContracts, merchants, orders } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { sendLetter } from '../notice/notice.service';
import { loadOwnOrder } from '../order/order.service';
import { transitionOrder } from '../order/order-transition';
import { linkSignature } from '../pay/signing';
import { loadContract, toSummary } from './contract-data';
import { drawContract } from './contract-draw';
import { freezeContractPdf } from './contract-file';
import { loadSignAccount } from './sign-account.service';

/** The signing page link lives 30 minutes, a download link 10. */
export const SIGN_LINK_TTL_S = 30 * 60;
export const FILE_LINK_TTL_S = 10 * 60;

const expiry = (ttl: number) => String(Math.floor(Date.now() / 1000) + ttl);

export function signPageUrl(secret: string, contractId: number): string {
  const exp = expiry(SIGN_LINK_TTL_S);
  return `/sim/esign?contract=${contractId}&exp=${exp}&sig=${linkSignature(secret, 'esign', contractId, exp)}`;
}

export function fileUrl(secret: string, contractId: number): string {
  const exp = expiry(FILE_LINK_TTL_S);
  return `/files/contract/${contractId}?exp=${exp}&sig=${linkSignature(secret, 'file-contract', contractId, exp)}`;
}

/** What must hold before a buyer can sign: an approved e-sign account and a seal. */
async function assertCanSign(db: Db, userId: number): Promise<void> {
  const account = await loadSignAccount(db, userId);
  if (account?.status !== 'approved') refuse('请先开通电子签章账户');
  const [seals] = await db
    .select({ n: count() })
    .from(electronicContractSeals)
    .where(eq(electronicContractSeals.userId, userId));
  if (!seals?.n) refuse('请先设置签章');
}

/** electronic_contract/getSignUrl */
export async function getSignUrl(db: Db, secret: string, userId: number, id: number): Promise<string> {
  const { contract } = await loadContract(db, id, userId);
  if (contract.status === 'signed') refuse('合同已签署，无需重复签署');
  await assertCanSign(db, userId);
  return signPageUrl(secret, contract.id);
}

/** electronic_contract/refreshSignStatus: the contract as it stands now. */
export async function contractSummary(db: Db, userId: number, id: number): Promise<ContractSummary> {
  const { contract, order, merchant } = await loadContract(db, id, userId);
  return toSummary(contract, order, merchant.orgName);
}

/** electronic_contract/download: a short-lived signed link to the document (signed or not). */
export async function downloadUrl(db: Db, secret: string, userId: number, id: number): Promise<string> {
  const { contract } = await loadContract(db, id, userId);
  return fileUrl(secret, contract.id);
}

/** order/supplementaryContract: a supplement to sign, for a paid order not yet finished. */
export async function addSupplement(db: Db, userId: number, orderId: number, terms: string) {
  const order = await loadOwnOrder(db, userId, orderId);
  if (!ORDER_CHANGEABLE.includes(order.status as OrderStatus)) {
    refuse('仅已支付且未完成的订单可以签订补充协议');
  }
  const [merchant] = await db
    .select({ name: merchants.orgName })
    .from(merchants)
    .where(eq(merchants.id, order.merchantId));
  return db.transaction(async (tx) => {
    const contract = await drawContract(tx, order, 'supplement', terms);
    await sendLetter(tx, userId, {
      title: '补充协议待签署',
      content: `订单 ${order.orderNo} 的补充协议 ${contract.contractNo} 已生成，请前往合同管理签署。`,
      link: '/home/contract',
    });
    return toSummary(contract, order, merchant?.name ?? '');
  });
}

/**
 * The simulated e-signature provider's 确认签署: the buyer's seal, then the lab's, in one
 * transaction; the main contract moves its order from 待签约 to 服务中. Conditional on
 * pending_sign, so a double submit signs once.
 */
export async function signContract(db: Db, contractId: number, sealId: number): Promise<ContractSummary> {
  const { contract, order, merchant } = await loadContract(db, contractId);
  if (contract.status === 'signed') refuse('合同已签署，无需重复签署');
  await assertCanSign(db, contract.userId);
  const [seal] = await db
    .select({ id: electronicContractSeals.id })
    .from(electronicContractSeals)
    .where(and(eq(electronicContractSeals.id, sealId), eq(electronicContractSeals.userId, contract.userId)));
  if (!seal) refuse('请选择签章');
  return db.transaction(async (tx) => {
    const buyerAt = new Date();
    const [signed] = await tx
      .update(electronicContracts)
      .set({
        status: 'signed',
        sealId,
        buyerSignedAt: buyerAt,
        merchantSignedAt: new Date(buyerAt.getTime() + 1000),
      })
      .where(and(eq(electronicContracts.id, contractId), eq(electronicContracts.status, 'pending_sign')))
      .returning();
    if (!signed) return refuse('合同已签署，无需重复签署');
    // both seals are on: the PDF is rendered now and its bytes never change again
    await freezeContractPdf(tx, contractId);
    let current = order;
    if (signed.kind === 'main') {
      const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id));
      current = fresh ?? order;
      await transitionOrder(tx, current, 'sign', `双方已签署合同 ${signed.contractNo}，服务开始`);
    }
    await sendLetter(tx, contract.userId, {
      title: '合同签署完成',
      content: `${signed.title}（${signed.contractNo}）已由双方签署完成，可在合同管理中下载。`,
      link: '/home/contract',
    });
    return toSummary(signed, current, merchant.orgName);
  });
}
