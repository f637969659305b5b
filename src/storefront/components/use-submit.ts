import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, showToast, t } from '../../core';

/**
 * What the user reads when a write fails: the server's own Chinese reason for a refusal (or
 * 请先登录), the network message for anything else (no answer, a timeout, a thrown bug).
 */
export const apiErrorText = (err: unknown): string => (isApiError(err) ? err.message : t('error.network'));

export interface SubmitOptions {
  /** Also show the failure as an error toast (for an action with no place of its own for it). */
  toast?: boolean;
  /**
   * A truthy answer means the page is going away (to the signing or payment provider): stay busy
   * after it, so nothing is sent again while the browser leaves.
   */
  leaving?: boolean;
}

export interface Submit {
  /**
   * Runs one write: marks busy, clears the error, awaits `fn`. Answers what `fn` answered, or
   * `undefined` when it threw (the error then holds apiErrorText) or when a run was already
   * pending (a double click sends nothing twice). A `fn` whose outcome is void should answer
   * `true` so the caller can tell success apart.
   */
  run: <T>(fn: () => Promise<T>, options?: SubmitOptions) => Promise<T | undefined>;
  busy: boolean;
  /** The last failure's text; '' while fine. */
  error: string;
  /** For a form's own check before any call (a missing field), shown in the same place. */
  setError: (message: string) => void;
}

/** One way to submit: the busy flag, the error text and the double-submit guard of a form or action. */
export function useSubmit(): Submit {
  const [busy, setBusy] = useState(false);
  const [error, setErrorState] = useState('');
  const pending = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setError = useCallback((message: string) => {
    if (mounted.current) setErrorState(message);
  }, []);

  const run = useCallback(
    async <T>(fn: () => Promise<T>, options?: SubmitOptions): Promise<T | undefined> => {
      if (pending.current) return undefined;
      pending.current = true;
      setBusy(true);
      setErrorState('');
      let stay = false;
      try {
        const out = await fn();
        stay = !!options?.leaving && !!out;
        return out;
      } catch (err) {
        const message = apiErrorText(err);
        if (options?.toast) showToast(message, 'error');
        if (mounted.current) setErrorState(message);
        return undefined;
      } finally {
        if (!stay) {
          pending.current = false;
          // the form may be gone (a dialog closed, the page left) once the write is done
          if (mounted.current) setBusy(false);
        }
      }
    },
    [],
  );

  return { run, busy, error, setError };
}
