import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { api } from '../../../core';
import {
  checkCode,
  checkConfirm,
  checkMobile,
  checkNewPassword,
  parseRole,
} from '../../components/auth-form/auth-checks';
import { FormError } from '../../components/auth-form/auth-fields';
import { MobileField, NewPasswordFields, VerifyFields } from '../../components/auth-form/auth-groups';
import { a, ROLES, type Role } from '../../components/auth-form/auth-strings';
import { href } from '../../routes';
import { Choice } from './auth-tabs';
import '../../components/auth-form/auth.css';
import {
  type Errors,
  fieldId,
  fieldOfMessage,
  messageOf,
  useAuthForm,
} from '../../components/auth-form/use-auth-form';
import { useCaptcha } from '../../components/auth-form/use-captcha';
import { useCodeSender } from '../../components/auth-form/use-code-sender';
import { useRawSearch } from '../../components/use-query';

type Step = 1 | 2 | 3;
const STEPS: ReadonlyArray<[Step, string]> = [
  [1, a.step1],
  [2, a.step2],
  [3, a.step3],
];
const INITIAL = { mobile: '', captcha: '', code: '', password: '', confirm: '' };

function Steps({ step }: { step: Step }) {
  return (
    <ol class="au-steps" aria-label={a.steps}>
      {STEPS.map(([n, label]) => (
        <li
          key={n}
          class={n < step ? 'is-done' : n === step ? 'is-on' : ''}
          aria-current={n === step ? 'step' : undefined}
        >
          <span class="au-steps__n" aria-hidden="true">
            {n < step ? '✓' : n}
          </span>
          {label}
        </li>
      ))}
    </ol>
  );
}

/**
 * 找回密码 (find-password layout): 验证手机 → 设置新密码 → 完成. Step 1 asks the server
 * whether the code is right (captcha/checkSmsCaptcha, which leaves it unused); the reset uses it
 * with the new password, and a refusal then still sends the user back to step 1.
 */
export default function FindpassPage() {
  const search = useRawSearch();
  const [role, setRole] = useState<Role>(() => parseRole(new URLSearchParams(search).get('type')));
  const [step, setStep] = useState<Step>(1);
  const [pending, setPending] = useState<{ errors: Errors; message: string } | null>(null);
  const form = useAuthForm('findpass', INITIAL);
  const { values } = form;
  const captcha = useCaptcha('sms');
  const sender = useCodeSender({ form, captcha, channel: 'sms', purpose: 'findpass', type: role });
  const doneRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // a new step takes focus (its first field, or the result), and shows errors left for it
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (pending) {
      form.fail(pending.errors, pending.message);
      setPending(null);
    } else if (step === 2) document.getElementById(fieldId('findpass', 'password'))?.focus();
    else if (step === 3) doneRef.current?.focus();
  }, [step, pending, form.fail]);

  const next = async (e: Event) => {
    e.preventDefault();
    if (form.busy) return;
    const errors: Errors = {};
    const mobileError = checkMobile(values.mobile.trim());
    if (mobileError) errors.mobile = mobileError;
    const codeError = checkCode(values.code);
    if (codeError) errors.code = codeError;
    if (Object.keys(errors).length) return form.fail(errors);
    form.clear();
    form.setBusy(true);
    const body = { mobile: values.mobile.trim(), code: values.code.trim(), type: role };
    let message = '';
    try {
      const answer = await api.request('captcha/checkSmsCaptcha', body);
      if (answer.status === true) {
        form.setBusy(false);
        setStep(2);
        return;
      }
      message = answer.message;
    } catch (error) {
      message = messageOf(error);
    }
    form.setBusy(false);
    const field = fieldOfMessage(message, ['mobile', 'code']);
    form.fail(field ? { [field]: message } : {}, field ? '' : message);
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    if (form.busy) return;
    const errors: Errors = {};
    const passwordError = checkNewPassword(values.password);
    if (passwordError) errors.password = passwordError;
    const confirmError = checkConfirm(values.confirm, values.password);
    if (confirmError) errors.confirm = confirmError;
    if (Object.keys(errors).length) return form.fail(errors);
    form.clear();
    form.setBusy(true);
    const body = {
      mobile: values.mobile.trim(),
      code: values.code.trim(),
      password: values.password,
      type: role,
    };
    let message = '';
    try {
      const answer = await api.request('extension/forgetPassword', body);
      if (answer.status === true) {
        form.setBusy(false);
        setStep(3);
        return;
      }
      message = answer.message;
    } catch (error) {
      message = messageOf(error);
    }
    form.setBusy(false);
    const field = fieldOfMessage(message, ['mobile', 'code', 'password']);
    if (field === 'mobile' || field === 'code') {
      setStep(1);
      setPending({ errors: { [field]: message }, message: '' });
    } else form.fail(field ? { [field]: message } : {}, field ? '' : message);
  };

  return (
    <div class="au-card au-card--wide">
      <h1 class="au-title">{a.findTitle}</h1>
      <Steps step={step} />
      {step === 1 && (
        <form class="au-form" noValidate onSubmit={next}>
          <Choice
            name="findpass-role"
            label={a.accountType}
            showLabel
            items={ROLES}
            value={role}
            onChange={setRole}
          />
          <MobileField form={form} />
          <VerifyFields form={form} captcha={captcha} sender={sender} sendLabel={a.getSmsCode} />
          {form.formError && <FormError message={form.formError} />}
          <button type="submit" class="sf-btn sf-btn--primary au-submit" disabled={form.busy}>
            {a.next}
          </button>
        </form>
      )}
      {step === 2 && (
        <form class="au-form" noValidate onSubmit={submit}>
          <NewPasswordFields form={form} label={a.newPassword} />
          {form.formError && <FormError message={form.formError} />}
          <div class="au-row">
            <button type="button" class="sf-btn sf-btn--ghost" onClick={() => setStep(1)}>
              {a.back}
            </button>
            <button type="submit" class="sf-btn sf-btn--primary au-submit" disabled={form.busy}>
              {form.busy ? a.resetting : a.reset}
            </button>
          </div>
        </form>
      )}
      {step === 3 && (
        <div class="au-done">
          <h2 ref={doneRef} tabIndex={-1}>
            {a.doneTitle}
          </h2>
          <p>{a.doneText}</p>
          <Link href={href('/login', { type: role })} class="sf-btn sf-btn--primary">
            {a.toLogin}
          </Link>
        </div>
      )}
    </div>
  );
}
