import { listsToLoad } from '../../rules/follow';
import { onAnnounce, type Topic } from '../broadcast';
import { $session, type SessionState } from '../session/state';

export type UserListName = keyof ReturnType<typeof listsToLoad>;

interface UserList {
  topic: Topic;
  reload: () => Promise<void>;
  empty: () => void;
}

/**
 * The user's own lists register themselves here when their module loads, so a bundle that
 * never imports a list (the widgets do not show collected goods) neither ships nor loads it.
 */
const lists = new Map<UserListName, UserList>();

export function registerUserList(name: UserListName, list: UserList): void {
  lists.set(name, list);
}

let stop: (() => void) | null = null;

/** Applies the user type to the lists now: load the lists the user type has, empty the others. */
export function syncUserLists(session: SessionState = $session.get()): Promise<void> {
  const wanted = listsToLoad(session);
  const loads: Promise<void>[] = [];
  for (const [name, list] of lists) {
    list.empty();
    if (wanted[name]) loads.push(list.reload());
  }
  return Promise.all(loads).then(() => undefined);
}

/**
 * Keeps followed shops, collected goods and the cart in step with the session:
 * loaded now, reloaded when the token or type changes, and when another tab changes them.
 * Idempotent; returns a function that stops it.
 */
export function startUserLists(): () => void {
  if (stop) return stop;
  let key = '';
  const onSession = (s: SessionState) => {
    const next = `${s.token}|${s.userType}`;
    if (next === key) return;
    key = next;
    void syncUserLists(s);
  };
  onSession($session.get());
  const unlisten = $session.listen(onSession);
  const unannounce = onAnnounce((topic: Topic) => {
    const wanted = listsToLoad($session.get());
    for (const [name, list] of lists) if (list.topic === topic && wanted[name]) void list.reload();
  });
  stop = () => {
    unlisten();
    unannounce();
    stop = null;
  };
  return stop;
}
