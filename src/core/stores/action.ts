import { isApiError, type Params } from '../api/client';
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
}

/**
 * Runs a change and shows the server's message as a success or error toast (spec §8).
 * A -2 shows nothing here: the client's -2 rules already decided what the user sees.
 */
export async function runAction<T>(
  id: EndpointId,
  params: Params,
  { owner }: ActionOptions = {},
): Promise<ActionResult<T>> {
  try {
    const env = await api.request(id, params, { owner });
    if (env.status === true) {
      if (env.message) showToast(env.message, 'success', { owner });
      return { ok: true, message: env.message, data: env.data as T };
    }
    if (env.status !== -2) showToast(env.message, 'error', { owner });
    return { ok: false, message: env.message };
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

/**
 * Loads a user-owned list, dropping the answer when the session changed meanwhile or a
 * newer load started (`seq` is the caller's counter).
 */
export async function loadOwnList<T>(id: EndpointId, isCurrent: () => boolean): Promise<T[] | null> {
  const token = $session.get().token;
  try {
    const data = (await api.call(id, { page: 1, limit: 9999 })) as { list?: T[] } | null;
    if (!isCurrent() || $session.get().token !== token) return null;
    return Array.isArray(data?.list) ? data.list : [];
  } catch {
    return isCurrent() && $session.get().token === token ? [] : null;
  }
}
