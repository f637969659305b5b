/**
 * The operator console's session: a staff token is not a buyer's, so it lives apart
 * from $session, in sessionStorage (it ends with the tab; the server ends it after 8 h idle).
 * The API client sends it as `operator-token` on the console's ids only.
 */
const KEY = 'tic-operator-token';

/** The part of the Web Storage API used (the API client is type-checked for Node too). */
interface TabStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const store = (): TabStorage | undefined => {
  try {
    return (globalThis as { sessionStorage?: TabStorage }).sessionStorage;
  } catch {
    return undefined; // storage refused (privacy settings): no console session
  }
};

export const readOperatorToken = (): string => store()?.getItem(KEY) ?? '';
export const writeOperatorToken = (token: string): void => {
  const s = store();
  if (token) s?.setItem(KEY, token);
  else s?.removeItem(KEY);
};
