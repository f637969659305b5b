import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { $session, handoffUrl, type LoginKind, login, showToast, t } from '../../../core';
import { CaptchaField, FormError } from '../../components/auth-form/auth-fields';
import { MobileField, PasswordField, VerifyFields } from '../../components/auth-form/auth-groups';
import { a, ROLES, type Role } from '../../components/auth-form/auth-strings';
import { href } from '../../routes';
import { Choice, panelId, Tabs, tabId } from './auth-tabs';
import '../../components/auth-form/auth.css';
import { checkCode, checkMobile, parseRole, safeRedirect } from '../../components/auth-form/auth-checks';
import { type AuthForm, type Errors, useAuthForm } from '../../components/auth-form/use-auth-form';
import { useCaptcha } from '../../components/auth-form/use-captcha';
import { useCodeSender } from '../../components/auth-form/use-code-sender';
import { useQuery } from '../../components/use-query';
import { apiErrorText } from '../../components/use-submit';
import { PolicyConsentDialog } from './policy-consent-dialog';

const KIND: Record<Role, LoginKind> = { 1: 'buyer', 2: 'merchant', 3: 'expert' };
const HOME: Record<Role, string> = { 1: href('/home'), 2: href('/merchant'), 3: href('/home') };
type Mode = 'password' | 'sms';
const MODES: ReadonlyArray<[Mode, string]> = [
  ['password', a.byPassword],
  ['sms', a.bySms],
];
const INITIAL = { mobile: '', password: '', captcha: '', code: '' };

/** The SMS part: its own captcha (purpose sms), solved when ticked or when a code is asked for. */
function SmsFields({ form, role }: { form: AuthForm; role: Role }) {
  const captcha = useCaptcha('sms');
  const sender = useCodeSender({ form, captcha, channel: 'sms', purpose: 'login', type: role });
  return <VerifyFields form={form} captcha={captcha} sender={sender} />;
}

/** Leaving the storefront for another origin (tests watch it). */
export const away = { assign: (url: string): void => location.assign(url) };

/** `?redirect=` as an address on another site (a partner page), else null. */
const returnSite = (v: string | null): URL | null => (v && /^https?:\/\//i.test(v) ? new URL(v) : null);

/**
 * 登录 (login layout): buyers, merchants and experts each log in at their own endpoint,
 * with a password or an SMS code; then back to `?redirect=` or the home page (a lab: its
 * workbench, /merchant). A `?redirect=` on
 * another origin (a partner site's widgets) gets the visitor back there with a
 * single-use code for that origin, at once when already logged in; the server decides whether
 * the origin is allowed and says why not.
 */
export default function LoginPage() {
  const query = useQuery();
  const [, navigate] = useLocation();
  /** After a sign-in whose account must consent to changed texts first: what follows consent. */
  const [consent, setConsent] = useState<(() => void) | null>(null);
  const [role, setRole] = useState<Role>(() => parseRole(query.get('type')));
  const [mode, setMode] = useState<Mode>('password');
  const form = useAuthForm('login', INITIAL);
  const { values } = form;
  const site = returnSite(query.get('redirect'));
  // the server asks for the captcha after failures on an account (its refusal names 人机验证)
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const captcha = useCaptcha('login');

  const goBack = async (to: URL) => {
    try {
      // the same origin shares the session; another one gets a code in the fragment
      away.assign(to.origin === location.origin ? to.href : await handoffUrl(to.href));
    } catch (e) {
      form.fail({}, apiErrorText(e));
    }
  };
  // once, for the address the page opened with
  useEffect(() => {
    if (site && $session.get().token) void goBack(site);
  }, []);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (form.busy) return;
    const errors: Errors = {};
    const mobile = values.mobile.trim();
    const mobileError = checkMobile(mobile);
    if (mobileError) errors.mobile = mobileError;
    if (mode === 'password' && !values.password) errors.password = a.passwordPh;
    const withCaptcha = mode === 'password' && needCaptcha;
    const codeError = mode === 'sms' ? checkCode(values.code) : '';
    if (codeError) errors.code = codeError;
    if (Object.keys(errors).length) return form.fail(errors);

    form.clear();
    form.setBusy(true);
    // not ticked yet: the proof is worked out now (验证中… shows beside the box)
    const proof = withCaptcha ? await captcha.ensure() : null;
    if (withCaptcha && !proof) {
      form.setBusy(false);
      return form.fail({ captcha: a.captchaFailed });
    }
    const secret =
      mode === 'password' ? { password: values.password, ...proof } : { code: values.code.trim() };
    const result = await login(KIND[role], { mobile, ...secret });
    form.setBusy(false);
    if (!result.ok) {
      const asksCaptcha = mode === 'password' && /人机验证/.test(result.message);
      if (asksCaptcha) setNeedCaptcha(true);
      // a proof answers one try: the next one is solved anew
      if (withCaptcha) captcha.spend();
      // 手机号或密码错误 names no one field; a bad SMS code or captcha does
      if (mode === 'sms' && /验证码/.test(result.message)) form.fail({ code: result.message });
      else if (withCaptcha && /^人机验证/.test(result.message)) form.fail({ captcha: result.message });
      else form.fail({}, result.message);
      return;
    }
    const proceed = () => {
      showToast(result.data?.cancellation_withdrawn ? a.cancellationWithdrawn : a.loggedIn, 'success');
      if (site) void goBack(site);
      // a lab without a way back lands on its workbench, not on the shop window
      else navigate(safeRedirect(query.get('redirect'), HOME[role]), { replace: true });
    };
    if (result.data?.policy_update) setConsent(() => proceed);
    else proceed();
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    form.clear();
  };

  return (
    <div class="au-card">
      <h1 class="au-title">{a.loginTitle}</h1>
      {site && <p class="au-note">{a.returnTo.replace('{host}', site.host)}</p>}
      <Choice name="login-role" label={a.roleLabel} items={ROLES} value={role} onChange={setRole} />
      <Tabs id="login-mode" label={a.loginTitle} items={MODES} value={mode} onChange={switchTo} />
      <div id={panelId('login-mode')} role="tabpanel" aria-labelledby={tabId('login-mode', mode)}>
        <form class="au-form" noValidate onSubmit={submit}>
          <MobileField form={form} autoComplete="username" />
          {mode === 'password' ? (
            <PasswordField form={form} label={a.password} placeholder={a.passwordPh} />
          ) : (
            <SmsFields form={form} role={role} />
          )}
          {mode === 'password' && needCaptcha && <CaptchaField form={form} captcha={captcha} />}
          {form.formError && <FormError message={form.formError} />}
          <button type="submit" class="sf-btn sf-btn--primary au-submit" disabled={form.busy}>
            {form.busy ? a.loggingIn : a.login}
          </button>
          <p class="au-links">
            <Link href={href('/findpass', { type: role })}>{a.forgot}</Link>
            <span>
              {a.noAccount}
              <Link href={href('/reg', { type: role })}>{t('auth.register')}</Link>
            </span>
          </p>
        </form>
      </div>
      {consent && <PolicyConsentDialog onAccepted={consent} />}
    </div>
  );
}
