import { atom } from 'nanostores';
import type { UserInfo } from '../../api/contract/models';
import { parseUserType, type SessionLike } from '../../rules/user-types';

export type SessionState = SessionLike;

/** The browser storage keys. */
export const SESSION_KEYS = { token: 'tic_token', userInfo: 'tic_userinfo', userType: 'tic_type' } as const;

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
};

const parseUserInfo = (raw: string | null): UserInfo | null => {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return typeof v === 'object' && v !== null ? (v as UserInfo) : null;
  } catch {
    return null;
  }
};

export function readStoredSession(): SessionState {
  const s = storage();
  return {
    token: s?.getItem(SESSION_KEYS.token) ?? '',
    userInfo: parseUserInfo(s?.getItem(SESSION_KEYS.userInfo) ?? null),
    userType: parseUserType(s?.getItem(SESSION_KEYS.userType)),
  };
}

const same = (a: SessionState, b: SessionState): boolean =>
  a.token === b.token &&
  a.userType === b.userType &&
  JSON.stringify(a.userInfo) === JSON.stringify(b.userInfo);

/** Login state, mirrored to localStorage. Change it through setSession/clearSession. */
export const $session = atom<SessionState>(readStoredSession());

const write = (key: string, value: string): void => {
  const s = storage();
  if (!s) return;
  try {
    if (value) s.setItem(key, value);
    else s.removeItem(key); // an empty value removes the key
  } catch {
    // quota or disabled storage: the in-memory session still works for this page
  }
};

/** Sets any of token, userInfo, userType; each is stored, and an empty one removed. */
export function setSession(patch: Partial<SessionState>): void {
  const next: SessionState = { ...$session.get(), ...patch };
  if ('token' in patch) write(SESSION_KEYS.token, next.token);
  if ('userInfo' in patch) write(SESSION_KEYS.userInfo, next.userInfo ? JSON.stringify(next.userInfo) : '');
  if ('userType' in patch) write(SESSION_KEYS.userType, next.userType ? String(next.userType) : '');
  if (!same(next, $session.get())) $session.set(next);
}

/** Clears token, user info and type (logout, or a -2 answer). */
export function clearSession(): void {
  const s = storage();
  for (const key of Object.values(SESSION_KEYS)) s?.removeItem(key);
  const next = readStoredSession();
  if (!same(next, $session.get())) $session.set(next);
}

/** Another tab changed the session keys: follow it (across tabs of one origin). */
function onStorage(e: StorageEvent): void {
  if (e.key !== null && !(Object.values(SESSION_KEYS) as string[]).includes(e.key)) return;
  const next = readStoredSession();
  if (!same(next, $session.get())) $session.set(next);
}

if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', onStorage);
}
