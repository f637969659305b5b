import { useEffect, useId, useRef, useState } from 'react';
import { api, maskPhone, type UserInfo } from '../../../core';
import { MOBILE_INPUT_MAX } from '../../../core/validators';
import { checkCode, checkMobile } from '../../components/auth-form/auth-checks';
import { FormError, TextField } from '../../components/auth-form/auth-fields';
import { VerifyFields } from '../../components/auth-form/auth-groups';
import type { Role } from '../../components/auth-form/auth-strings';
import {
  type Errors,
  fieldId,
  fieldOfMessage,
  messageOf,
  useAuthForm,
} from '../../components/auth-form/use-auth-form';
import { useCaptcha } from '../../components/auth-form/use-captcha';
import { useCodeSender } from '../../components/auth-form/use-code-sender';
import { Dialog } from '../../components/confirm-dialog';
import { fill } from '../../strings';
import { s } from './safeset-strings';
import { DialogButtons } from './security-parts';

export interface ChangeDialogProps {
  role: Role;
  onClose: () => void;
  /** The server's user info after the change (to keep in the session). */
  onChanged: (info: UserInfo) => void;
}

const OLD = 'ss-old';
const NEW = 'ss-new';

/**
 * 更换手机号 in two steps: a code to the current mobile (验证原手机号), then the new mobile and
 * its code (绑定新手机号). The server checks both codes together, so the first is only kept
 * here until the second step is sent; a refused first code brings the user back to it.
 */
export function MobileDialog({ mobile, role, onClose, onChanged }: ChangeDialogProps & { mobile: string }) {
  const formId = useId();
  const [step, setStep] = useState<1 | 2>(1);
  const old = useAuthForm(OLD, { mobile, captcha: '', code: '' });
  const next = useAuthForm(NEW, { mobile: '', captcha: '', code: '' });
  // each step has its own captcha: a proof is good for one send
  const oldCaptcha = useCaptcha('sms');
  const newCaptcha = useCaptcha('sms');
  const oldSender = useCodeSender({
    form: old,
    captcha: oldCaptcha,
    channel: 'sms',
    purpose: 'change_mobile',
    type: role,
  });
  const newSender = useCodeSender({
    form: next,
    captcha: newCaptcha,
    channel: 'sms',
    purpose: 'bind_mobile',
    type: role,
  });
  const moved = useRef(false);

  // a new step takes the focus: the new mobile, or back at the first code
  useEffect(() => {
    if (!moved.current) return;
    document.getElementById(step === 2 ? fieldId(NEW, 'mobile') : fieldId(OLD, 'code'))?.focus();
  }, [step]);
  const go = (to: 1 | 2) => {
    moved.current = true;
    setStep(to);
  };

  const first = (e: Event) => {
    e.preventDefault();
    const error = checkCode(old.values.code);
    if (error) return old.fail({ code: error });
    old.clear();
    go(2);
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    if (next.busy) return;
    const target = next.values.mobile.trim();
    const errors: Errors = {};
    const mobileError = checkMobile(target) || (target === mobile ? s.sameMobile : '');
    if (mobileError) errors.mobile = mobileError;
    const codeError = checkCode(next.values.code);
    if (codeError) errors.code = codeError;
    if (Object.keys(errors).length) return next.fail(errors);
    next.clear();
    next.setBusy(true);
    const body = { old_code: old.values.code.trim(), mobile: target, code: next.values.code.trim() };
    let info: UserInfo | null = null;
    let message = '';
    try {
      info = await api.call('user/changeMobile', body);
    } catch (error) {
      message = messageOf(error);
    }
    next.setBusy(false);
    if (info) return onChanged(info);
    if (message.startsWith('原手机号')) {
      old.fail({ code: message });
      return go(1);
    }
    const field = fieldOfMessage(message, ['mobile', 'code']);
    next.fail(field ? { [field]: message } : {}, field ? '' : message);
  };

  const busy = next.busy;
  return (
    <Dialog
      open
      size="wide"
      title={s.mobileTitle}
      busy={busy}
      onClose={onClose}
      footer={
        <DialogButtons
          formId={formId}
          busy={busy}
          label={step === 1 ? s.next : s.mobileSave}
          onCancel={onClose}
          extra={
            step === 2 && (
              <button type="button" class="sf-btn sf-btn--sm" disabled={busy} onClick={() => go(1)}>
                {s.back}
              </button>
            )
          }
        />
      }
    >
      <ol class="sf-ss-steps" aria-label={s.mobileSteps}>
        {[s.stepOld, s.stepNew].map((label, i) => (
          <li
            key={label}
            class={i + 1 === step ? 'is-on' : ''}
            aria-current={i + 1 === step ? 'step' : undefined}
          >
            <span aria-hidden="true">{i + 1}</span>
            {label}
          </li>
        ))}
      </ol>
      {step === 1 ? (
        <form id={formId} class="au-form sf-ss-form" noValidate onSubmit={first}>
          <p class="sf-ss-target">
            {fill(s.codeSentTo, { mobile: maskPhone(mobile) })}
            {old.errors.mobile && <span class="au-error">{old.errors.mobile}</span>}
          </p>
          <VerifyFields form={old} captcha={oldCaptcha} sender={oldSender} />
          {old.formError && <FormError message={old.formError} />}
        </form>
      ) : (
        <form id={formId} class="au-form sf-ss-form" noValidate onSubmit={submit}>
          <TextField
            form={next}
            name="mobile"
            label={s.newMobile}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={MOBILE_INPUT_MAX}
            placeholder={s.newMobilePh}
          />
          <VerifyFields form={next} captcha={newCaptcha} sender={newSender} />
          {next.formError && <FormError message={next.formError} />}
        </form>
      )}
    </Dialog>
  );
}
