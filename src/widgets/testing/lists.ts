import { startUserLists } from '../../core/stores/user-lists';

/** Widgets start the user-list sync once per page; tests stop it between cases. */
export function stopUserListsForTests(): void {
  startUserLists()();
}
