import { api, type EndpointId, isApiError, type Order, showToast, t } from '../../../core';

export interface RunResult<T> {
  ok: boolean;
  data: T | null;
}

/**
 * Runs a change the buyer asked for: the server's message as a success toast (or `done` when it
 * says nothing), its refusal as an error toast. A -2 shows nothing here: the client's -2 rules
 * already decided what the buyer sees. `quiet` skips the success toast (the page leaves anyway).
 */
export async function run<T = unknown>(
  id: EndpointId,
  params: Record<string, unknown>,
  { done = '', quiet = false }: { done?: string; quiet?: boolean } = {},
): Promise<RunResult<T>> {
  try {
    const env = await api.request(id, params);
    if (env.status === true) {
      const message = env.message || done;
      if (message && !quiet) showToast(message, 'success');
      return { ok: true, data: (env.data ?? null) as T | null };
    }
    if (env.status !== -2) showToast(env.message || t('error.network'), 'error');
  } catch (e) {
    showToast(isApiError(e) ? e.message : t('error.network'), 'error');
  }
  return { ok: false, data: null };
}

/** The address in an answer: `{ url }`, `{ info: { url } }` or the bare string. */
export function urlOf(data: unknown): string {
  if (typeof data === 'string') return data;
  const d = data as { url?: unknown; info?: { url?: unknown } } | null;
  const url = d?.url ?? d?.info?.url;
  return typeof url === 'string' ? url : '';
}

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
  const res = await run('electronic_contract/getSignUrl', { id }, { quiet: true });
  const url = urlOf(res.data);
  if (res.ok && url) nav.assign(url);
  return res.ok && !!url;
}

/** Opens the document of contract `id`. */
export async function downloadContract(id: number): Promise<boolean> {
  const res = await run('electronic_contract/download', { id }, { quiet: true });
  const url = urlOf(res.data);
  if (res.ok && url) nav.download(url);
  return res.ok && !!url;
}

/** The contract the 签署合同 button of an order signs: its unsigned main one first. */
export const contractToSign = (order: Pick<Order, 'contracts'>) => {
  const pending = (order.contracts ?? []).filter((c) => c.status === 'pending_sign');
  return pending.find((c) => c.kind === 'main') ?? pending[0] ?? null;
};
