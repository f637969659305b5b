import type { Order } from '../../core';
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

/** Goes to the e-signature page of contract `id`. */
export async function signContract(id: number): Promise<boolean> {
  const res = await runAction('electronic_contract/getSignUrl', { id }, { quiet: true });
  const url = res.data?.url ?? '';
  if (res.ok && url) nav.assign(url);
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

/** The contract the 签署合同 button of an order signs: its unsigned main one first. */
export const contractToSign = (order: Pick<Order, 'contracts'>) => {
  const pending = (order.contracts ?? []).filter((c) => c.status === 'pending_sign');
  return pending.find((c) => c.kind === 'main') ?? pending[0] ?? null;
};
