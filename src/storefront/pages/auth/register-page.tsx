import { useState } from 'react';
import { useLocation } from 'wouter';
import { api, type RequestOf, setSession, showToast, t } from '../../../core';
import { REFERRAL_PATTERN } from '../../../core/rules/expert';
import { parseRole } from '../../components/auth-form/auth-checks';
import { AgreeField, FormError } from '../../components/auth-form/auth-fields';
import { MobileField, NewPasswordFields, VerifyFields } from '../../components/auth-form/auth-groups';
import { a, ORG_KINDS, type Role } from '../../components/auth-form/auth-strings';
import { href } from '../../routes';
import { panelId, Tabs, tabId } from './auth-tabs';
import { ExpertFields, MerchantFields, validateRegistration } from './register-fields';
import '../../components/auth-form/auth.css';
import { fieldOfMessage, messageOf, useAuthForm } from '../../components/auth-form/use-auth-form';
import { useCaptcha } from '../../components/auth-form/use-captcha';
import { useCodeSender } from '../../components/auth-form/use-code-sender';
import { useRawSearch } from '../../components/use-query';

const TYPES: ReadonlyArray<[Role, string]> = [
  [1, a.regBuyer],
  [2, a.regMerchant],
  [3, a.regExpert],
];
const INITIAL = {
  org_name: '',
  kind: 'testing_lab',
  contact_name: '',
  credit_code: '',
  real_name: '',
  field: '',
  mobile: '',
  captcha: '',
  code: '',
  password: '',
  confirm: '',
  agree: '',
};

function RegisterForm({ role, referral }: { role: Role; referral: string }) {
  const [, navigate] = useLocation();
  const form = useAuthForm(`reg${role}`, INITIAL);
  const { values } = form;
  const captcha = useCaptcha('sms');
  const sender = useCodeSender({
    form,
    captcha,
    // every account's mobile is proven by an SMS code, a lab's too
    channel: 'sms',
    purpose: 'register',
    type: role,
  });

  const submit = async (e: Event) => {
    e.preventDefault();
    if (form.busy) return;
    const errors = validateRegistration(values, role);
    if (Object.keys(errors).length) return form.fail(errors);
    form.clear();
    form.setBusy(true);
    const account: RequestOf<'user/register'> = {
      mobile: values.mobile.trim(),
      code: values.code.trim(),
      password: values.password,
      agree: true,
    };
    const register = () => {
      if (role === 2) {
        return api.request('merchant_account/register', {
          ...account,
          org_name: values.org_name,
          contact_name: values.contact_name,
          credit_code: values.credit_code.trim(),
          kind: ORG_KINDS.find(([kind]) => kind === values.kind)?.[0],
        });
      }
      if (role === 3) {
        return api.request('expert/register', {
          ...account,
          real_name: values.real_name,
          field: values.field,
        });
      }
      // a buyer who came through an expert's link becomes that expert's client
      return api.request('user/register', referral ? { ...account, ref: referral } : account);
    };
    let message = '';
    try {
      const answer = await register();
      if (answer.status === true && answer.data) {
        const { token, userInfo, type } = answer.data;
        setSession({ token, userInfo, userType: type });
        showToast(answer.message || a.registered, 'success');
        // a new lab goes on to its qualifications: the review needs them before the shop opens
        navigate(role === 2 ? href('/merchant/qualification') : href('/home'), { replace: true });
        return;
      }
      message = answer.message;
    } catch (error) {
      message = messageOf(error);
    }
    form.setBusy(false);
    const field = fieldOfMessage(message, Object.keys(INITIAL));
    form.fail(field ? { [field]: message } : {}, field ? '' : message);
  };

  return (
    <div id={panelId('reg-type')} role="tabpanel" aria-labelledby={tabId('reg-type', role)}>
      <form class="au-form" noValidate onSubmit={submit}>
        {role === 2 && <p class="au-note">{a.merchantNote}</p>}
        {role === 3 && <p class="au-note">{a.expertNote}</p>}
        {role === 1 && referral && <p class="au-note">{a.referredNote}</p>}
        {role === 2 && <MerchantFields form={form} />}
        {role === 3 && <ExpertFields form={form} />}
        <MobileField form={form} />
        <VerifyFields form={form} captcha={captcha} sender={sender} sendLabel={a.getSmsCode} />
        <NewPasswordFields form={form} label={a.password} />
        <AgreeField form={form} />
        {form.formError && <FormError message={form.formError} />}
        <button type="submit" class="sf-btn sf-btn--primary au-submit" disabled={form.busy}>
          {form.busy ? a.registering : a.register}
        </button>
      </form>
    </div>
  );
}

/** 免费注册 (register layout): buyers, merchants (商家入驻) and experts; logged in at once. */
export default function RegisterPage() {
  const search = useRawSearch();
  const query = new URLSearchParams(search);
  const [role, setRole] = useState<Role>(() => parseRole(query.get('type')));
  // /reg?ref=… an expert's referral link (the server ignores a code it does not know)
  const ref = query.get('ref') ?? '';
  const referral = REFERRAL_PATTERN.test(ref) ? ref : '';
  return (
    <div class="au-card au-card--wide">
      <h1 class="au-title">{t('auth.register')}</h1>
      <Tabs id="reg-type" label={a.regTypes} items={TYPES} value={role} onChange={setRole} />
      {/* a new role is a new form: its own fields, captcha and countdown */}
      <RegisterForm key={role} role={role} referral={referral} />
    </div>
  );
}
