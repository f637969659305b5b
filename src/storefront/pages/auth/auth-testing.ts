/** Helpers for the auth pages' tests: typing, clicking and a scripted captcha. Not bundled. */
import { act } from 'preact/test-utils';
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
  const note = input.getAttribute('aria-describedby');
  return note ? (document.getElementById(note)?.textContent ?? null) : null;
};

let captchaSeq = 0;
/** captcha/get answering a fresh key each time. */
export const captchaRoute = () =>
  ok({ key: `captcha-key-${++captchaSeq}-xxxxxxxxxxxx`, image: 'data:image/svg+xml;base64,PHN2Zy8+' });

export const LOGGED_IN = (type: 1 | 2 | 3, mobile = '13900000001') =>
  ok({ token: 'T'.repeat(43), userInfo: { id: 9, mobile }, type }, '登录成功');
