import { useCallback, useEffect, useRef, useState } from 'react';
import { type EndpointId, isApiError, type RequestOf, type ResponseOf, t } from '../../core';
import { takeFirstAnswer } from '../first-screen';
import { callLoose, takeEarly } from './prefetch-api';

export { prefetchApi } from './prefetch-api';

export interface ApiState<T> {
  data: T | null;
  /** The server's refusal or the network message; '' while fine. */
  error: string;
  loading: boolean;
  reload: () => void;
}

/** useApi's params: absent only when the request has no required field; null skips the call. */
type UseApiArgs<I extends EndpointId> =
  Record<never, never> extends RequestOf<I> ? [params?: RequestOf<I> | null] : [params: RequestOf<I> | null];

/**
 * Calls an endpoint by id when the component mounts and whenever `params` change (compared
 * by value), and keeps the latest answer only. `params === null` skips the call (e.g. no
 * ?id= yet). Pages never call fetch directly.
 */
export function useApi<I extends EndpointId>(
  id: I,
  ...[params = {}]: UseApiArgs<I>
): ApiState<ResponseOf<I>> {
  type T = ResponseOf<I>;
  const key = params === null ? null : JSON.stringify(params);
  // an answer the server wrote into the page renders at once, without a loading state
  const [first] = useState(() =>
    params === null ? undefined : takeFirstAnswer(id, params as Record<string, unknown>),
  );
  const [state, setState] = useState<Omit<ApiState<T>, 'reload'>>(() =>
    first
      ? { data: (first.data ?? null) as T | null, error: '', loading: false }
      : { data: null, error: '', loading: key !== null },
  );
  const [tick, setTick] = useState(0);
  const seq = useRef(0);
  // the first run of the effect has nothing to ask when the answer came with the page
  const skipFirstRun = useRef(!!first);

  useEffect(() => {
    if (key === null) return;
    if (skipFirstRun.current) {
      skipFirstRun.current = false;
      return;
    }
    const mine = ++seq.current;
    setState((s) => ({ data: s.data, error: '', loading: true }));
    (takeEarly(id, key) ?? callLoose(id, JSON.parse(key))).then(
      (data) => {
        if (mine === seq.current) setState({ data: (data ?? null) as T | null, error: '', loading: false });
      },
      (e: unknown) => {
        if (mine === seq.current) {
          setState({ data: null, error: isApiError(e) ? e.message : t('error.network'), loading: false });
        }
      },
    );
    return () => {
      // a newer call or unmount: the answer in flight is dropped
      seq.current++;
    };
  }, [id, key, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}

/**
 * Asks again (`state.reload`) `ms` after each answer while `active` (an application 审核中):
 * one request at a time. An interval would start the next ask while a slow answer was still on
 * its way, and useApi drops an answer a newer ask overtakes: on a connection slower than `ms`
 * the page would ask forever and never show the change.
 */
export function usePolling(
  active: boolean,
  state: Pick<ApiState<unknown>, 'loading' | 'reload'>,
  ms: number,
) {
  const { loading, reload } = state;
  useEffect(() => {
    if (!active || loading) return;
    const timer = setTimeout(reload, ms);
    return () => clearTimeout(timer);
  }, [active, loading, reload, ms]);
}
