import './admin.css';
import { useEffect, useState } from 'react';
import { api, writeOperatorToken } from '../../../core';
import type { StaffLoginResult, TotpEnrolment } from '../../../core/api/contract/models-operator';
import { CaptchaCheck } from '../../components/auth-form/captcha-check';
import { useCaptcha } from '../../components/auth-form/use-captcha';
import { Field, FormError, inputValue } from '../../components/console';
import { ReferralQr } from '../../components/expert/referral-qr';
import { useQuery } from '../../components/use-query';
import { apiErrorText, useSubmit } from '../../components/use-submit';
import { $staff } from '../../layouts/admin-layout';
import { go } from '../../router/navigation';
import type { Href } from '../../routes';

const w = {
  title: '运营后台登录',
  mobile: '手机号',
  password: '密码',
  code: '动态验证码',
  codeHint: '身份验证器 App 中显示的 6 位数字',
  captcha: '人机验证',
  captchaFailed: '验证失败，请重试',
  submit: '登录',
  busy: '请稍候…',
  enrolTitle: '绑定身份验证器',
  enrolIntro:
    '请用身份验证器 App（如 Google Authenticator、Microsoft Authenticator、腾讯身份验证器）扫描二维码，或手动输入密钥。',
  qrLabel: '身份验证器绑定二维码',
  secret: '密钥',
  uri: '绑定地址',
  newPassword: '设置登录密码',
  passwordHint: '8-20 位，须包含字母和数字',
  enrolSubmit: '完成绑定并登录',
  enrolFailed: '邀请链接无效或已过期，请联系管理员重新邀请',
} as const;

/** Where to go after signing in: the guarded console page the visitor came from, else 工作台. */
function backTo(q: URLSearchParams): Href {
  const r = q.get('redirect') ?? '';
  return (r.startsWith('/admin') && !r.startsWith('/admin/login') ? r : '/admin') as Href;
}

function signedIn(result: StaffLoginResult, q: URLSearchParams) {
  writeOperatorToken(result.token);
  $staff.set(result.staffInfo);
  go(backTo(q), { replace: true });
}

/** The enrolment link's page: the QR code of a fresh secret, then a password and a first code. */
function Enrol({ enrol, q }: { enrol: string; q: URLSearchParams }) {
  const [data, setData] = useState<TotpEnrolment | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { run, busy, error, setError } = useSubmit();
  useEffect(() => {
    api.call('operator/totpEnroll', { enrol }).then(setData, (e) => setError(apiErrorText(e)));
  }, [enrol]);
  const submit = async (e: Event) => {
    e.preventDefault();
    // signed in: the console opens, and the form stays busy until it has
    await run(
      async () => {
        signedIn(await api.call('operator/totpVerify', { enrol, password, code }), q);
        return true;
      },
      { leaving: true },
    );
  };
  if (!data)
    return error ? (
      <p class="mc-note is-rejected" role="alert">
        {error}
      </p>
    ) : (
      <p class="mc-hint">{w.busy}</p>
    );
  return (
    <form class="mc-form" onSubmit={submit} noValidate>
      <p class="mc-hint">{w.enrolIntro}</p>
      <div class="ad-qr">
        <ReferralQr link={data.uri} label={w.qrLabel} />
        <span>
          {w.secret}：<code data-testid="totp-secret">{data.secret}</code>
        </span>
        <span class="ad-uri">
          {w.uri}：{data.uri}
        </span>
      </div>
      <Field label={w.mobile}>
        <input value={`${data.name}（${data.mobile}）`} disabled />
      </Field>
      <Field label={w.newPassword} hint={w.passwordHint}>
        <PasswordInput auto="new-password" value={password} onChange={setPassword} />
      </Field>
      <CodeField value={code} onChange={setCode} />
      <SubmitEnd error={error} busy={busy} label={w.enrolSubmit} />
    </form>
  );
}

const PasswordInput = ({
  auto,
  value,
  onChange,
}: {
  auto: string;
  value: string;
  onChange: (v: string) => void;
}) => <input type="password" autoComplete={auto} value={value} onInput={(e) => onChange(inputValue(e))} />;

/** The authenticator app's six digits. */
const CodeField = ({ value, onChange }: { value: string; onChange: (v: string) => void }) => (
  <Field label={w.code} hint={w.codeHint}>
    <input
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onInput={(e) => onChange(inputValue(e))}
    />
  </Field>
);

/** A sign-in form's end: the refusal, then the submit button (saying so while busy). */
const SubmitEnd = ({ error, busy, label }: { error: string; busy: boolean; label: string }) => (
  <>
    <FormError error={error} />
    <button type="submit" class="sf-btn sf-btn--primary" disabled={busy}>
      {busy ? w.busy : label}
    </button>
  </>
);

/** Mobile, password and the authenticator's code; the captcha (我不是机器人) once the account asks for it. */
function Login({ q }: { q: URLSearchParams }) {
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCaptcha, setAskCaptcha] = useState(false);
  const captcha = useCaptcha('staff_login');
  const { run, busy, error, setError } = useSubmit();
  const submit = async (e: Event) => {
    e.preventDefault();
    await run(
      async () => {
        // not ticked yet: the proof is worked out now (验证中… shows beside the box)
        const proof = askCaptcha ? await captcha.ensure() : null;
        if (askCaptcha && !proof) {
          setError(w.captchaFailed);
          return false;
        }
        try {
          signedIn(await api.call('operator/login', { mobile, password, code, ...proof }), q);
          return true;
        } catch (err) {
          // a proof answers one try; the server's words 人机验证 ask for one
          if (askCaptcha) captcha.spend();
          if (/人机验证/.test(apiErrorText(err))) setAskCaptcha(true);
          throw err;
        }
      },
      { leaving: true },
    );
  };
  return (
    <form class="mc-form" onSubmit={submit} noValidate>
      <Field label={w.mobile}>
        <input
          type="tel"
          autoComplete="username"
          maxLength={11}
          value={mobile}
          onInput={(e) => setMobile(inputValue(e))}
        />
      </Field>
      <Field label={w.password}>
        <PasswordInput auto="current-password" value={password} onChange={setPassword} />
      </Field>
      <CodeField value={code} onChange={setCode} />
      {askCaptcha && (
        <div class="sf-field">
          <span>{w.captcha}</span>
          <CaptchaCheck id="ad-login-captcha" captcha={captcha} />
        </div>
      )}
      <SubmitEnd error={error} busy={busy} label={w.submit} />
    </form>
  );
}

/** /admin/login: the staff sign-in, or (with ?enrol=) the one-time enrolment of an invitation. */
export default function AdminLoginPage() {
  const q = useQuery();
  const enrol = q.get('enrol') ?? '';
  return (
    <section class="mc-card ad-login" aria-labelledby="ad-login-t">
      <h1 id="ad-login-t" class="mc-title">
        {enrol ? w.enrolTitle : w.title}
      </h1>
      {enrol ? <Enrol enrol={enrol} q={q} /> : <Login q={q} />}
    </section>
  );
}
