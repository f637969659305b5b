/**
 * Signing on the mall (意愿认证 by SMS code), the same in production, the demo and the tests:
 * each party reads the PDF on its own page (the buyer at /home/contract, the lab at
 * /merchant/contract), asks for a code to its registered mobile and signs with it and the SHA-256
 * of the PDF it was shown. Either may sign first. The second signature freezes the document,
 * appends its hash to the evidence ledger and moves the order as core/rules/order-states allows.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { SignCodeSent } from '../../../core/api/contract/api/contracts';
import {
  nextOrderStatus,
  ORDER_CHANGEABLE,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '../../../core/rules/order-states';
import { isErasedMobile } from '../../../core/rules/privacy';
import { SIGN_SETUP_MESSAGES } from '../../../core/rules/seals';
import type { Db, DbOrTx } from '../../db';
import {
  accounts,
  electronicContractSeals,
  electronicContractSignatures,
  electronicContracts,
  orders,
} from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { refuse } from '../../lib/envelope';
import type { RateLimits } from '../../lib/rate-limit';
import { ownMerchant } from '../merchant-center/merchant-owner';
import { sendLetter } from '../notice/notice.service';
import { transitionOrder } from '../order/order-transition';
import { applySignedSupplement } from '../order-change/order-change-apply';
import {
  type ContractData,
  type LoadedContract,
  labSealOf,
  liveSignatures,
  loadContract,
  loadContractData,
} from './contract-data';
import { partyNames } from './contract-document';
import { freezeContractPdf } from './contract-file';
import { renderContractPdf, unsignedContractPdf } from './contract-pdf';
import { loadSignAccount } from './sign-account.service';
import { checkSignCode, type SignParty, sendSignCode, useSignCode } from './sign-code';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const SIGN_MSG = {
  signed: '合同已签署，无需重复签署',
  mineDone: '您已签署该合同，请等待对方签署',
  ...SIGN_SETUP_MESSAGES,
  sealMissing: '请选择签章',
  stale: '合同已更新，请重新打开合同阅读后签署',
  otherJustSigned: '对方刚刚签署了合同，请重新打开合同查看后签署',
  changed: '合同内容在对方签署后发生了变更，对方的签署已作废，请重新阅读合同后签署，对方也需重新签署',
  noMobile: '账号未绑定手机号，无法发送签署验证码',
} as const;

const PARTY_NAMES: Record<SignParty, string> = { buyer: '甲方', lab: '乙方' };
const OTHER: Record<SignParty, SignParty> = { buyer: 'lab', lab: 'buyer' };

/** Where each party signs: its own page of the mall, opened on this contract. */
export const signPagePath = (party: SignParty, contractId: number) =>
  party === 'buyer' ? `/home/contract?id=${contractId}` : `/merchant/contract?id=${contractId}`;

/** The caller's contract as its party sees it; another buyer's or lab's reads as missing. */
export async function loadOwnContract(db: DbOrTx, party: SignParty, me: AuthUser, id: number) {
  if (party === 'buyer') return loadContract(db, id, me.userId);
  const merchant = await ownMerchant(db, me);
  return loadContract(db, id, undefined, merchant.id);
}

interface Seal {
  id: number | null;
  name: string;
  kind: string;
}

/** The seal the party stamps: one of its own (chosen or default); a lab without any its drawn one. */
async function sealFor(
  db: DbOrTx,
  party: SignParty,
  base: LoadedContract,
  me: AuthUser,
  sealId: number | null,
): Promise<Seal> {
  const own = await db
    .select()
    .from(electronicContractSeals)
    .where(eq(electronicContractSeals.userId, me.userId));
  if (sealId !== null) {
    const hit = own.find((s) => s.id === sealId) ?? refuse(SIGN_MSG.sealMissing);
    return { id: hit.id, name: hit.name, kind: hit.kind };
  }
  const pick = own.find((s) => s.isDefault) ?? own[0];
  if (pick) return { id: pick.id, name: pick.name, kind: pick.kind };
  if (party === 'buyer') return refuse(SIGN_MSG.noSeal);
  const drawn = labSealOf(base.merchant.orgName.slice(0, 40), undefined);
  return { id: null, name: drawn.name, kind: drawn.kind };
}

/** Everything that must hold before a party may sign (and before a code is sent for it). */
async function readyToSign(db: DbOrTx, party: SignParty, me: AuthUser, id: number) {
  const base = await loadOwnContract(db, party, me, id);
  const { contract, order } = base;
  if (contract.status === 'signed') refuse(SIGN_MSG.signed);
  const status = order.status as OrderStatus;
  const open =
    contract.kind === 'main' ? nextOrderStatus(status, 'sign') !== null : ORDER_CHANGEABLE.includes(status);
  if (!open) refuse(`订单${ORDER_STATUS_LABELS[status] ?? ''}，不能签署合同`);
  const signatures = await liveSignatures(db, contract.id);
  if (signatures.some((s) => s.party === party)) refuse(SIGN_MSG.mineDone);
  if (party === 'buyer') {
    const account = await loadSignAccount(db, me.userId);
    if (account?.status !== 'approved') refuse(SIGN_MSG.noAccount);
  }
  const [who] = await db.select({ mobile: accounts.mobile }).from(accounts).where(eq(accounts.id, me.userId));
  const mobile = who?.mobile ?? '';
  if (!/^1\d{10}$/.test(mobile) || isErasedMobile(mobile)) refuse(SIGN_MSG.noMobile);
  return { base, mobile };
}

const codeTarget = (party: SignParty, contractId: number, mobile: string) => ({
  contractId,
  party,
  userType: party === 'buyer' ? (1 as const) : (2 as const),
  mobile,
});

/** electronic_contract/sendSignCode and merchant_contract/sendSignCode */
export async function sendContractCode(
  db: Db,
  party: SignParty,
  me: AuthUser,
  id: number,
  limits: RateLimits,
): Promise<SignCodeSent> {
  const { base, mobile } = await readyToSign(db, party, me, id);
  // a buyer without a seal learns it now, before waiting for a message
  await sealFor(db, party, base, me, null);
  return sendSignCode(db, codeTarget(party, base.contract.id, mobile), limits);
}

export interface SignInput {
  id: number;
  code: string;
  sha256: string;
  sealId: number | null;
}

export interface SignMeta {
  ip: string;
  userAgent: string;
}

/**
 * The other party signed a document whose content differs from today's (a supplement's terms, a
 * party's details re-drawn): its signature is voided and both are told to sign again.
 */
async function restartSigning(db: Db, d: ContractData, party: SignParty, otherId: number): Promise<never> {
  await db.transaction(async (tx) => {
    const [voided] = await tx
      .update(electronicContractSignatures)
      .set({ voidedAt: new Date() })
      .where(and(eq(electronicContractSignatures.id, otherId), isNull(electronicContractSignatures.voidedAt)))
      .returning();
    if (!voided) return;
    await tx
      .update(electronicContracts)
      .set(voided.party === 'buyer' ? { buyerSignedAt: null, sealId: null } : { merchantSignedAt: null })
      .where(eq(electronicContracts.id, d.contract.id));
    const letter = {
      title: '合同内容已变更，请重新签署',
      content: `${d.contract.title}（${d.contract.contractNo}）在您签署后内容发生了变更，您的签署已作废，请重新阅读并签署。`,
    };
    const otherAccount = party === 'buyer' ? d.merchant.ownerAccountId : d.contract.userId;
    if (otherAccount)
      await sendLetter(tx, otherAccount, { ...letter, link: signPagePath(OTHER[party], d.contract.id) });
  });
  return refuse(SIGN_MSG.changed);
}

/**
 * electronic_contract/sign and merchant_contract/sign. Checks, in this order: the contract is
 * the caller's and may be signed; the other party's signature still covers today's content
 * (else signing starts again); the PDF the caller read is the contract as it stands; the code.
 * Then, in one transaction with the contract row locked: the code is used up, the signature
 * recorded; the second one freezes the PDF, records its hash and moves the order.
 */
export async function signContractAs(
  db: Db,
  party: SignParty,
  me: AuthUser,
  input: SignInput,
  meta: SignMeta,
): Promise<LoadedContract> {
  const { base, mobile } = await readyToSign(db, party, me, input.id);
  const seal = await sealFor(db, party, base, me, input.sealId);
  const data = await loadContractData(db, base);
  const content = sha256Hex(unsignedContractPdf(data));
  const other = data.signatures.find((s) => s.party === OTHER[party]);
  if (other && other.contentSha256 !== content) await restartSigning(db, data, party, other.id);
  if (input.sha256 !== sha256Hex(renderContractPdf(data))) refuse(SIGN_MSG.stale);
  const target = codeTarget(party, base.contract.id, mobile);
  const codeId = await checkSignCode(db, target, input.code);
  const names = partyNames(data);

  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(electronicContracts)
      .where(eq(electronicContracts.id, base.contract.id))
      .for('update');
    if (!locked || locked.status === 'signed') refuse(SIGN_MSG.signed);
    const now = await liveSignatures(tx, base.contract.id);
    if (now.some((s) => s.party === party)) refuse(SIGN_MSG.mineDone);
    const otherNow = now.find((s) => s.party === OTHER[party]);
    if (otherNow?.id !== other?.id) refuse(SIGN_MSG.otherJustSigned);
    await useSignCode(tx, codeId);
    const signedAt = new Date();
    await tx.insert(electronicContractSignatures).values({
      contractId: base.contract.id,
      party,
      accountId: me.userId,
      signerName: (party === 'buyer' ? names.buyer : names.lab).slice(0, 100),
      mobile,
      sealName: seal.name.slice(0, 40),
      sealKind: seal.kind === 'official' ? 'official' : 'contract',
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent.slice(0, 300),
      viewedSha256: input.sha256,
      contentSha256: content,
      signedAt,
    });
    const both = otherNow !== undefined;
    const [updated] = await tx
      .update(electronicContracts)
      .set({
        ...(party === 'buyer'
          ? { buyerSignedAt: signedAt, sealId: seal.id }
          : { merchantSignedAt: signedAt }),
        ...(both ? { status: 'signed' } : {}),
      })
      .where(
        and(eq(electronicContracts.id, base.contract.id), eq(electronicContracts.status, 'pending_sign')),
      )
      .returning();
    if (!updated) return refuse(SIGN_MSG.signed);
    let order = base.order;
    const { contract } = base;
    const labAccount = base.merchant.ownerAccountId;
    if (both) {
      // both seals are on: the PDF is rendered now, its bytes never change again
      await freezeContractPdf(tx, contract.id);
      if (contract.kind === 'main') {
        const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id));
        order = fresh ?? order;
        await transitionOrder(tx, order, 'sign', `双方已签署合同 ${contract.contractNo}，服务开始`);
        order = (await tx.select().from(orders).where(eq(orders.id, order.id)))[0] ?? order;
      } else {
        // a change the lab approved becomes the order's only now, with both signatures
        await applySignedSupplement(tx, contract.id);
        order = (await tx.select().from(orders).where(eq(orders.id, order.id)))[0] ?? order;
      }
      const done = {
        title: '合同签署完成',
        content: `${contract.title}（${contract.contractNo}）已由双方签署完成，可在合同管理中下载。`,
      };
      await sendLetter(tx, contract.userId, { ...done, link: '/home/contract' });
      if (labAccount) await sendLetter(tx, labAccount, { ...done, link: '/merchant/contract' });
    } else {
      const to = party === 'buyer' ? labAccount : contract.userId;
      if (to)
        await sendLetter(tx, to, {
          title: '合同待您签署',
          content: `${PARTY_NAMES[party]}已签署${contract.title}（${contract.contractNo}），请阅读后签署。`,
          link: signPagePath(OTHER[party], contract.id),
        });
    }
    return { ...base, contract: updated, order };
  });
}
