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
 * ?id= yet). Pages never call fetch or redaxios directly (DESIGN §3).
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
