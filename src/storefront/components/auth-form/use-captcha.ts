import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type CaptchaPurpose } from '../../../core';

export type CaptchaStage = 'idle' | 'solving' | 'done' | 'failed';
/** The fields a request carries for a solved captcha. */
export interface CaptchaProof {
  captcha_key: string;
  captcha_code: string;
}

export interface CaptchaControl {
  stage: CaptchaStage;
  /** 我不是机器人 ticked: start solving (nothing to do while solving or done). */
  start: () => void;
  /** The proof for the next request, solving first when there is none: null when that failed. */
  ensure: () => Promise<CaptchaProof | null>;
  /** A request used the proof (each is good for one): the next one solves anew. */
  spend: () => void;
}

/** A challenge lives 5 minutes on the server: an older proof is solved again before use. */
const FRESH_MS = 4 * 60_000;

/**
 * A proof-of-work captcha for `purpose`: captcha/get's challenge, solved by the lazily loaded
 * solver (captcha-solver.ts). Nothing is fetched until the visitor ticks the box or the form needs
 * the proof.
 */
export function useCaptcha(purpose: CaptchaPurpose): CaptchaControl {
  const [stage, setStage] = useState<CaptchaStage>('idle');
  const proof = useRef<{ value: CaptchaProof; at: number } | null>(null);
  const pending = useRef<Promise<CaptchaProof | null> | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  const set = (next: CaptchaStage) => alive.current && setStage(next);

  const solve = useCallback((): Promise<CaptchaProof | null> => {
    pending.current ??= (async () => {
      set('solving');
      try {
        const [{ key, challenge }, { solveCaptcha }] = await Promise.all([
          api.call('captcha/get', { purpose }),
          import('./captcha-solver'),
        ]);
        const value = { captcha_key: key, captcha_code: await solveCaptcha(challenge) };
        proof.current = { value, at: Date.now() };
        set('done');
        return value;
      } catch {
        set('failed');
        return null;
      } finally {
        pending.current = null;
      }
    })();
    return pending.current;
  }, [purpose]);

  const ensure = useCallback(async () => {
    const held = proof.current;
    if (held && Date.now() - held.at < FRESH_MS) return held.value;
    proof.current = null;
    return solve();
  }, [solve]);

  const start = useCallback(() => {
    if (!pending.current && !proof.current) void solve();
  }, [solve]);

  const spend = useCallback(() => {
    proof.current = null;
    set('idle');
  }, []);

  return { stage, start, ensure, spend };
}
