import { useEffect, useState } from 'react';
import { api } from '../../../core';

/** The endpoints that count a view of an article or a page (once per address and window). */
export type ViewId = 'announcement/view' | 'article/view' | 'help/views' | 'page/view';

const counted = new Map<string, number | null>();

/**
 * Counts one view of `id` when its page opens: once per visit in this tab (the server also
 * throttles per address, so a reload does not count twice either). Answers the count the
 * server reports, to show instead of the one read before this view; a failure is ignored.
 */
export function useCountView(endpoint: ViewId, id: number | null): number | null {
  const key = `${endpoint}:${id}`;
  const [views, setViews] = useState<number | null>(counted.get(key) ?? null);
  useEffect(() => {
    if (!id) return;
    if (counted.has(key)) {
      setViews(counted.get(key) ?? null);
      return;
    }
    counted.set(key, null);
    let live = true;
    api.call(endpoint, { id }).then(
      ({ views: n }) => {
        counted.set(key, n);
        if (live) setViews(n);
      },
      () => counted.delete(key),
    );
    return () => {
      live = false;
    };
  }, [endpoint, id, key]);
  return id ? views : null;
}
