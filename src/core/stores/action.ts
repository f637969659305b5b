import { type CallArgs, isApiError } from '../api/client';
import type { ItemOf, RequestOf, ResponseOf } from '../api/contract/api';
import type { EndpointId } from '../api/contract/endpoints';
import { api } from '../api/instance';
import { t } from '../i18n/zh-cn';
import { type Refusal, refusalMessage } from '../rules/follow';
import { $session } from './session/state';
import { showToast } from './toast';

/** The outcome of a user action: what the server said, or why it was refused. Never throws. */
export interface ActionResult<T = unknown> {
  ok: boolean;
  message: string;
  data?: T;
}

export interface ActionOptions {
  /** Who shows the toast (a widget instance id); the storefront shows all. */
  owner?: string;
  /** runAction: the success toast when the server's answer has no message. */
  done?: string;
  /** runAction: no success toast (the page leaves anyway); refusals still show. */
  quiet?: boolean;
}

/**
 * Runs a change and shows the server's message as a success or error toast.
 * A -2 shows nothing here: the client's -2 rules already decided what the user sees.
 */
export async function runAction<I extends EndpointId>(
  id: I,
  params: RequestOf<I>,
  { owner, done = '', quiet = false }: ActionOptions = {},
): Promise<ActionResult<ResponseOf<I>>> {
  try {
    const env = await api.request(id, ...([params, { owner }] as CallArgs<I>));
    if (env.status === true) {
      const message = env.message || done;
      if (message && !quiet) showToast(message, 'success', { owner });
      return { ok: true, message, data: env.data as ResponseOf<I> };
    }
    const message = env.message || t('error.network');
    if (env.status !== -2) showToast(message, 'error', { owner });
    return { ok: false, message };
  } catch (e) {
    const message = isApiError(e) ? e.message : t('error.network');
    showToast(message, 'error', { owner });
    return { ok: false, message };
  }
}

/** An action refused before any call: logged out → 请先登录 and login; wrong type → error toast. */
export function refuse(refusal: Exclude<Refusal, null>, { owner }: ActionOptions = {}): ActionResult<never> {
  if (refusal === 'login') api.requireLogin(owner);
  else showToast(refusalMessage(refusal), 'error', { owner });
  return { ok: false, message: refusalMessage(refusal) };
}

/** The user's own fetch-all lists the stores keep (favourites, follows, cart). */
type OwnListId = 'goods_collect/get' | 'merchant_attention/get' | 'goods_cart/get';

/**
 * Loads a user-owned list, dropping the answer when the session changed meanwhile or a
 * newer load started (`seq` is the caller's counter).
 */
export async function loadOwnList<I extends OwnListId>(
  id: I,
  isCurrent: () => boolean,
  onFail?: (message: string) => void,
): Promise<ItemOf<I>[] | null> {
  const token = $session.get().token;
  try {
    // called as any own list: each takes paging, which TS cannot see through the generic I
    const data = await api.call<OwnListId>(id, { page: 1, limit: 9999 });
    if (!isCurrent() || $session.get().token !== token) return null;
    return Array.isArray(data?.list) ? data.list : [];
  } catch (e) {
    if (!isCurrent() || $session.get().token !== token) return null;
    onFail?.(isApiError(e) ? e.message : t('error.network'));
    return [];
  }
}
