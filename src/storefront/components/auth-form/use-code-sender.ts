import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $config, api, type CodePurpose, type MailCodePurpose, showToast } from '../../../core';
import { isEmail, isPhone, phoneDigits } from '../../../core/validators';
import { a, type Role } from './auth-strings';
import { channelOff } from './channel-strings';
import {
  type AuthForm,
  type Errors,
  fieldId,
  fieldOfMessage,
  messageOf,
  useCountdown,
} from './use-auth-form';
import type { CaptchaControl } from './use-captcha';

/** sms: the code goes to the form's `mobile`; mail: to its `email` (merchant registration, 安全设置). */
export type CodeSenderOptions = {
  form: AuthForm;
  captcha: CaptchaControl;
  type: Role;
} & ({ channel: 'sms'; purpose: CodePurpose } | { channel: 'mail'; purpose: MailCodePurpose });

const required = (label: string) => a.required.replace('{label}', label);

/**
 * 获取验证码: checks the mobile (or e-mail), proves the captcha (solving it now if the box was not
 * ticked), asks the server to send a code, then counts down. A proof is good for one request, so
 * the next try solves anew.
 */
export function useCodeSender(o: CodeSenderOptions) {
  const [sending, setSending] = useState(false);
  const { left, start } = useCountdown();
  // a site with no sender for the channel says so instead of promising a code (unknown: offer it,
  // the server refuses with the same words)
  const channels = useStore($config)?.channels;
  const off: string = channels && !channels[o.channel] ? channelOff[o.channel] : '';

  const send = async () => {
    if (off) return;
    const { form, captcha, channel } = o;
    const targetName = channel === 'sms' ? 'mobile' : 'email';
    const target = String(form.values[targetName] ?? '').trim();
    const errors: Errors = {};
    if (channel === 'sms' && !isPhone(phoneDigits(target)))
      errors.mobile = target ? a.badMobile : required(a.mobile);
    if (channel === 'mail' && !isEmail(target)) errors.email = target ? a.badEmail : required(a.email);
    if (Object.keys(errors).length) {
      form.fail(errors);
      return;
    }
    setSending(true);
    const proof = await captcha.ensure();
    if (!proof) {
      setSending(false);
      form.fail({ captcha: a.captchaFailed });
      return;
    }
    const answered = { type: o.type, ...proof };
    let failure = '';
    let interval = 0;
    try {
      const sent =
        o.channel === 'sms'
          ? await api.call('captcha/sendSmsCaptcha', { mobile: target, purpose: o.purpose, ...answered })
          : await api.call('captcha/sendMailCaptcha', { email: target, purpose: o.purpose, ...answered });
      interval = sent.interval > 0 ? sent.interval : 60;
    } catch (e) {
      failure = messageOf(e);
    }
    setSending(false);
    captcha.spend();
    if (failure) {
      const field = fieldOfMessage(failure, [targetName, 'captcha']);
      form.fail(field ? { [field]: failure } : {}, field ? '' : failure);
      return;
    }
    form.clear();
    start(interval);
    showToast(a.sent, 'success');
    document.getElementById(fieldId(form.form, 'code'))?.focus();
  };

  return { send, sending, left, off };
}
