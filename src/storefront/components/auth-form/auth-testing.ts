/** Helpers for the auth pages' tests: typing, clicking and a cheap captcha challenge. Not bundled. */
import { act } from 'preact/test-utils';
import { expect, vi } from 'vitest';
import { flush, ok } from '../../../core/testing/fake-api';

export const $ = <T extends Element = HTMLElement>(selector: string): T => {
  const el = document.querySelector<T>(selector);
  if (!el) throw new Error(`no ${selector}`);
  return el;
};

export async function type(id: string, value: string): Promise<void> {
  const input = $<HTMLInputElement>(`#${id}`);
  await act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function click(el: Element): Promise<void> {
  await act(() => {
    (el as HTMLElement).click();
  });
  await flush();
}

/** The button whose text is exactly `text`. */
export const button = (text: string): HTMLButtonElement => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`no button ${text}`);
  return found;
};

export const errorOf = (id: string): string | null => {
  const input = $(`#${id}`);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  // the captcha box is described by its state too: the error is the note
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const note = ids.find((id) => id.endsWith('-note')) ?? ids[0];
  return note ? (document.getElementById(note)?.textContent ?? null) : null;
};

let captchaSeq = 0;
/**
 * A captcha challenge as cheap as one can be (1 PBKDF2 round a try, a one-hex-digit prefix: ~16
 * tries), so the page's real solver (captcha-solver.ts, WebCrypto) runs in the test.
 */
export const CHEAP_CHALLENGE = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: '0123456789abcdef0123456789abcdef',
    salt: 'fedcba9876543210fedcba9876543210',
    cost: 1,
    keyLength: 32,
    keyPrefix: '0',
  },
  signature: 'a'.repeat(64),
};
/** captcha/get answering a fresh key and the cheap challenge each time. */
export const captchaRoute = () =>
  ok({ key: `captcha-key-${++captchaSeq}-xxxxxxxxxxxx`, challenge: CHEAP_CHALLENGE });

/** What a form sends as captcha_code once solved: base64 JSON of the challenge and its solution. */
export const SOLVED = /^[A-Za-z0-9+/]+=*$/;
export function proofOf(code: unknown): {
  challenge: typeof CHEAP_CHALLENGE;
  solution: { counter: number; derivedKey: string };
} {
  return JSON.parse(atob(String(code)));
}

/** Ticks 我不是机器人 of form `form` and waits for 验证通过. */
export async function tick(form: string): Promise<void> {
  await click($(`#${form}-captcha`));
  await vi.waitFor(async () => {
    await flush();
    expect($(`#${form}-captcha-state`).textContent).toBe('验证通过');
  });
}

export const LOGGED_IN = (type: 1 | 2 | 3, mobile = '13900000001') =>
  ok({ token: 'T'.repeat(43), userInfo: { id: 9, mobile }, type }, '登录成功');
