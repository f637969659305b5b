import { count, eq } from 'drizzle-orm';
import type { ContractSummary } from '../../../core/api/contract/models-buying';
import { ORDER_CHANGEABLE, type OrderStatus } from '../../../core/rules/order-states';
import type { Db } from '../../db';
import { electronicContractSeals, merchants } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { fileLink } from '../../lib/file-links';
import { sendLetter } from '../notice/notice.service';
import { loadOwnOrder } from '../order/order.service';
import { loadContract, toSummary } from './contract-data';
import { drawContract } from './contract-draw';
import { SIGN_MSG, signPagePath } from './contract-sign';
import { esignProvider } from './esign-provider';
import { loadSignAccount } from './sign-account.service';

export const fileUrl = (secret: string, contractId: number): string =>
  fileLink(secret, 'contract', contractId);

/**
 * electronic_contract/getSignUrl: where the buyer signs, from the deployment's e-sign provider
 * (the mall's own page /home/contract?id=…, in production and the demo alike). What signing
 * needs (an approved e-sign account, a seal) is asked for here, before the page opens.
 */
export async function getSignUrl(db: Db, userId: number, id: number): Promise<string> {
  const { contract } = await loadContract(db, id, userId);
  if (contract.status === 'signed') refuse(SIGN_MSG.signed);
  const account = await loadSignAccount(db, userId);
  if (account?.status !== 'approved') refuse(SIGN_MSG.noAccount);
  const [seals] = await db
    .select({ n: count() })
    .from(electronicContractSeals)
    .where(eq(electronicContractSeals.userId, userId));
  if (!seals?.n) refuse(SIGN_MSG.noSeal);
  return (await esignProvider(db).createSigning({ contractId: contract.id, party: 'buyer' })).url;
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

/**
 * order/supplementaryContract: terms the buyer proposes, for a paid order not yet finished. They
 * bind the lab only once the lab has read them and signed on its own page (合同管理) with its
 * own SMS code: the lab gets a letter leading there; nothing signs for it.
 */
export async function addSupplement(db: Db, userId: number, orderId: number, terms: string) {
  const order = await loadOwnOrder(db, userId, orderId);
  if (!ORDER_CHANGEABLE.includes(order.status as OrderStatus)) {
    refuse('仅已支付且未完成的订单可以签订补充协议');
  }
  const [merchant] = await db
    .select({ name: merchants.orgName, owner: merchants.ownerAccountId })
    .from(merchants)
    .where(eq(merchants.id, order.merchantId));
  return db.transaction(async (tx) => {
    const contract = await drawContract(tx, order, 'supplement', terms);
    await sendLetter(tx, userId, {
      title: '补充协议待签署',
      content: `订单 ${order.orderNo} 的补充协议 ${contract.contractNo} 已生成，请阅读后签署；机构阅读并签署后生效。`,
      link: signPagePath('buyer', contract.id),
    });
    if (merchant?.owner) {
      await sendLetter(tx, merchant.owner, {
        title: '买方提出补充协议',
        content: `买方为订单 ${order.orderNo} 提出了补充协议 ${contract.contractNo}，条款由买方拟定，请仔细阅读全文；同意后在合同管理中使用短信验证码签署，不同意可不签署并与买方协商。`,
        link: signPagePath('lab', contract.id),
      });
    }
    return toSummary(contract, order, merchant?.name ?? '');
  });
}
