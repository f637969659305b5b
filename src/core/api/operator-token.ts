/**
 * The operator console's session (issue 17): a staff token is not a buyer's, so it lives apart
 * from $session, in sessionStorage (it ends with the tab; the server ends it after 8 h idle).
 * The API client sends it as `operator-token` on the console's ids only.
 */
const KEY = 'tic-operator-token';

const store = (): Storage | undefined => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
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
