import { isApiError } from '../../api/client';
import type { LoginCredentials, LoginResult } from '../../api/contract/models';
import { api } from '../../api/instance';
import { t } from '../../i18n/zh-cn';
import { LOGIN_ENDPOINT, type LoginKind } from '../../rules/user-types';
import type { ActionOptions, ActionResult } from '../action';
import { showToast } from '../toast';
import { $session, clearSession, setSession } from './state';

export { adoptHandoff, handoffUrl } from './handoff';
export {
  $session,
  clearSession,
  readStoredSession,
  SESSION_KEYS,
  type SessionState,
  setSession,
} from './state';

/** A password, or an SMS code of purpose login. */
export type Credentials = LoginCredentials;

/** Logs in as a buyer, merchant or expert and stores the session. Never throws. */
export async function login(kind: LoginKind, credentials: Credentials): Promise<ActionResult<LoginResult>> {
  try {
    const data = await api.call(LOGIN_ENDPOINT[kind], credentials);
    setSession({ token: data.token, userInfo: data.userInfo, userType: data.type });
    return { ok: true, message: '', data };
  } catch (e) {
    return { ok: false, message: isApiError(e) ? e.message : t('error.network') };
  }
}

/**
 * Logout calls user/loginOut with the token; status true clears the session,
 * anything else shows the server's message as an error toast and keeps it.
 */
export async function logout(opts: ActionOptions = {}): Promise<ActionResult> {
  const token = $session.get().token;
  if (!token) return { ok: true, message: '' };
  try {
    const env = await api.request('user/loginOut', {}, { owner: opts.owner });
    if (env.status === true) {
      clearSession();
      return { ok: true, message: env.message };
    }
    // a -2 that already ended the session (a silent clear) needs no toast
    if ($session.get().token === token) showToast(env.message, 'error', { owner: opts.owner });
    return { ok: false, message: env.message };
  } catch (e) {
    const message = isApiError(e) ? e.message : t('error.network');
    showToast(message, 'error', { owner: opts.owner });
    return { ok: false, message };
  }
}
