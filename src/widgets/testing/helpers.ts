/** Component-test helpers: define the widgets, script the API, log in, record events (shadow.ts looks inside). */
import { afterEach, vi } from 'vitest';
import { api } from '../../core/api/instance';
import { fakeApi, type Routes, resetStores } from '../../core/testing/fake-api';
import { defineWidgets } from '../define';
import { across } from '../shared/across';
import { goToLogin, widgetEnv } from '../shared/env';
import { stopUserListsForTests } from './lists';

export { flush, list, ok, refused } from '../../core/testing/fake-api';

export const STOREFRONT = 'https://mall.example';

/** Defines the elements, scripts the API and records navigation instead of leaving the page. */
export function setupWidgets(routes: Routes = {}) {
  defineWidgets();
  resetStores();
  document.body.innerHTML = '';
  const server = fakeApi(routes);
  api.configure({ onLoginRequired: goToLogin });
  const navigate = vi.fn<(url: string) => void>();
  widgetEnv.storefront = STOREFRONT;
  widgetEnv.navigate = navigate;
  widgetEnv.across = across;
  return { server, navigate };
}

/** Records the composed events that reach the document. */
export function recordEvents(...names: string[]) {
  const seen: CustomEvent[] = [];
  const on = (e: Event) => seen.push(e as CustomEvent);
  for (const n of names) document.addEventListener(n, on);
  return {
    seen,
    stop: () => {
      for (const n of names) document.removeEventListener(n, on);
    },
  };
}

/**
 * The composed events of each test of the file: `record(...names)` listens for them, `seen`
 * lists what came. Listening stops after each test, and so does the user-list sync when `lists`.
 */
export function eventsOfEachTest({ lists = false } = {}) {
  let current = recordEvents();
  afterEach(() => {
    current.stop();
    if (lists) stopUserListsForTests();
  });
  return {
    record: (...names: string[]) => {
      current = recordEvents(...names);
    },
    get seen() {
      return current.seen;
    },
  };
}
