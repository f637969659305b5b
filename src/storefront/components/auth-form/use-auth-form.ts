import { useCallback, useEffect, useState } from 'react';
import { apiErrorText } from '../use-submit';

export type Errors = Record<string, string>;

/** The id of a field's input: `${form}-${name}` (labels, errors and focus all use it). */
export const fieldId = (form: string, name: string): string => `${form}-${name}`;

/**
 * Values, per-field errors and the busy flag of one form. `fail` shows errors and moves focus to
 * the first invalid field, so a keyboard or screen-reader user lands where the problem is.
 */
export function useAuthForm<V extends Record<string, string>>(form: string, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  const set = useCallback((name: keyof V & string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    // the message of a field goes away as soon as it is edited
    setErrors((e) => {
      if (!e[name]) return e;
      const { [name]: _, ...rest } = e;
      return rest;
    });
  }, []);

  const fail = useCallback(
    (next: Errors, message = '') => {
      setErrors(next);
      setFormError(message);
      const first = Object.keys(next)[0];
      if (first) document.getElementById(fieldId(form, first))?.focus();
    },
    [form],
  );

  const clear = useCallback(() => {
    setErrors({});
    setFormError('');
  }, []);

  return { form, values, errors, formError, busy, setBusy, set, fail, clear };
}

/** What field components need of a form, whatever its value names (method syntax: any form fits). */
export interface AuthForm {
  form: string;
  values: Record<string, string>;
  errors: Errors;
  set(name: string, value: string): void;
  fail(errors: Errors, message?: string): void;
  clear(): void;
}

/** The message of a failed call (the auth pages' name for apiErrorText). */
export const messageOf = apiErrorText;

/**
 * Which field a server message is about, so it is shown there rather than in a toast:
 * 该手机号已注册 → mobile, 人机验证未通过 → captcha, 验证码错误 → code …
 */
export function fieldOfMessage(message: string, fields: readonly string[]): string | null {
  const rules: Array<[RegExp, string]> = [
    [/人机验证/, 'captcha'],
    [/验证码/, 'code'],
    [/手机号/, 'mobile'],
    [/邮箱/, 'email'],
    [/密码/, 'password'],
    [/协议/, 'agree'],
    [/机构/, 'org_name'],
  ];
  for (const [pattern, field] of rules) if (pattern.test(message) && fields.includes(field)) return field;
  return null;
}

/** Seconds left before another code may be asked for; `start(n)` begins the count. */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: setLeft };
}
