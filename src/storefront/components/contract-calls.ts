import type { ContractSummary, Order } from '../../core';
import { CONTRACT_STATUS_LABELS } from '../../core/rules/order-states';
import { SIGN_SETUP_MESSAGES } from '../../core/rules/seals';
import { runAction } from '../../core/stores/action';

/** Kept apart so tests can watch where the page sends the buyer. */
export const nav = {
  assign: (url: string) => location.assign(url),
  /**
   * The document is served as an attachment: a download link saves it and this tab stays where
   * it is (a new tab, opened after the await, would meet popup blockers; a navigation would be
   * reported as aborted).
   */
  download: (url: string) => {
    const a = Object.assign(document.createElement('a'), { href: url, download: '' });
    document.body.append(a);
    a.click();
    a.remove();
  },
};

/** The page the buyer is on, to come back to once signed (only a page of the storefront). */
export const backParam = (): string => `${location.pathname}${location.search}`;

/** A `back` the signing pages may return to: a path of this site, never another origin. */
export const safeBack = (back: string | null | undefined): string | null =>
  back?.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\') ? back : null;

const withBack = (url: string, back: string) =>
  `${url}${url.includes('?') ? '&' : '?'}back=${encodeURIComponent(back)}`;

/**
 * Goes to the e-signature page of contract `id`, which brings the buyer back to `back` (the page
 * they are on) once signed. Without an e-sign account or a seal, goes to set them up first (电子签章,
 * pre-filled with the order's 合同甲方), from where 继续签署 leads on.
 */
export async function signContract(id: number, back = backParam()): Promise<boolean> {
  const res = await runAction('electronic_contract/getSignUrl', { id }, { quiet: true });
  const url = res.data?.url ?? '';
  // the mall's own signing page returns the buyer; a provider's page has its own way back
  if (res.ok && url)
    nav.assign(new URL(url, location.href).origin === location.origin ? withBack(url, back) : url);
  else if (!res.ok && Object.values(SIGN_SETUP_MESSAGES).includes(res.message as never)) {
    nav.assign(withBack(`/home/contract/agreement?contract=${id}`, back));
    return true;
  }
  return res.ok && !!url;
}

/** Opens the document of contract `id`. */
export async function downloadContract(id: number): Promise<boolean> {
  const res = await runAction('electronic_contract/download', { id }, { quiet: true });
  const url = res.data?.url ?? '';
  if (res.ok && url) nav.download(url);
  return res.ok && !!url;
}

/** Saves the PDF of the buyer's issued e-invoice `id`. */
export async function downloadInvoice(id: number): Promise<boolean> {
  const res = await runAction('order_invoice/download', { id }, { quiet: true });
  const url = res.data?.url ?? '';
  if (res.ok && url) nav.download(url);
  return res.ok && !!url;
}

/** A contract waiting for the buyer's own signature (the lab may have signed already). */
export const mineToSign = (x: ContractSummary) => x.status === 'pending_sign' && !x.buyer_signed_at;

/** 待签署 split by who is next: the buyer, or the lab after the buyer signed. */
export const buyerContractLabel = (x: ContractSummary) =>
  x.status !== 'pending_sign'
    ? (CONTRACT_STATUS_LABELS[x.status] ?? x.status_label)
    : x.buyer_signed_at
      ? '待机构签署'
      : '待我方签署';

/** The contract the 签署合同 button of an order signs: its main one first, if the buyer has not signed it. */
export const contractToSign = (order: Pick<Order, 'contracts'>) => {
  const pending = (order.contracts ?? []).filter(mineToSign);
  return pending.find((c) => c.kind === 'main') ?? pending[0] ?? null;
};
