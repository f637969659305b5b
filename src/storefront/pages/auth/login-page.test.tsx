import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, $toast, setSession } from '../../../core';
import { flush, ok, refused } from '../../../core/testing/fake-api';
import {
  $,
  button,
  CHEAP_CHALLENGE,
  captchaRoute,
  click,
  errorOf,
  LOGGED_IN,
  proofOf,
  SOLVED,
  tick,
  type,
} from '../../components/auth-form/auth-testing';
import { openApp, resetApp, settle } from '../../testing/render-app';
import { away } from './login-page';

beforeEach(() => resetApp());
afterEach(() => resetApp());

const open = async (url: string, routes: Parameters<typeof openApp>[1] = {}) => {
  const server = await openApp(url, routes);
  await settle(() => !!document.querySelector('#login-mobile'));
  return server;
};
const submit = () => click(button('登录'));

describe('/login', () => {
  it('checks the fields before calling anyone and focuses the first problem', async () => {
    const server = await open('/login');
    expect(document.title).toBe('登录 - 检验检测认证服务商城');
    await submit();
    expect(errorOf('login-mobile')).toBe('请输入手机号');
    expect(errorOf('login-password')).toBe('请输入密码');
    expect(document.activeElement?.id).toBe('login-mobile');
    await type('login-mobile', '2380000000');
    expect(errorOf('login-mobile')).toBeNull(); // editing clears the message
    await submit();
    expect(errorOf('login-mobile')).toBe('请输入正确的手机号');
    expect(server.callsTo('user/login')).toHaveLength(0);
  });

  it('takes a pasted mobile with spaces or hyphens (the server keeps its digits)', async () => {
    const server = await open('/login', { 'user/login': LOGGED_IN(1) });
    expect(document.querySelector<HTMLInputElement>('#login-mobile')!.maxLength).toBe(13);
    await type('login-mobile', '139 0000 0001');
    await type('login-password', 'Secret2024');
    await submit();
    await flush();
    // the form's check let it through (it would have stopped it before calling anyone)
    expect(server.callsTo('user/login')).toHaveLength(1);
  });

  it('logs a buyer in with the password, stores the session and goes back to ?redirect=', async () => {
    const server = await open('/login?redirect=%2FsearchResult%3Fskw%3DCMA', { 'user/login': LOGGED_IN(1) });
    await type('login-mobile', '13900000001');
    await type('login-password', 'Secret2024');
    await submit();
    await flush();
    expect(server.callsTo('user/login')[0]?.params).toEqual({
      mobile: '13900000001',
      password: 'Secret2024',
    });
    expect($session.get()).toMatchObject({ token: 'T'.repeat(43), userType: 1 });
    expect(localStorage.getItem('tic_token')).toBe('T'.repeat(43));
    expect($toast.get()?.message).toBe('登录成功');
    expect(location.pathname + location.search).toBe('/searchResult?skw=CMA');
  });

  it('asks for consent to a changed agreement before going on; 不同意 signs out again', async () => {
    const changed = ok({
      token: 'T'.repeat(43),
      userInfo: { id: 9, mobile: '13900000001' },
      type: 1,
      policy_update: true,
    });
    const server = await open('/login?redirect=%2Fhome%2Forder', {
      'user/login': changed,
      'user/acceptPolicy': ok({ version: 'abc' }),
      'user/loginOut': ok(null, '退出成功'),
    });
    const signIn = async () => {
      await type('login-mobile', '13900000001');
      await type('login-password', 'Secret2024');
      await submit();
      await flush();
    };
    await signIn();
    expect(document.querySelector('dialog[open]')?.textContent).toContain('《隐私政策》');
    expect(location.pathname).toBe('/login');
    await click(button('不同意并退出'));
    await flush();
    expect($session.get().token).toBeFalsy();
    expect(location.pathname).toBe('/login');

    await signIn();
    await click(button('同意并继续'));
    await flush();
    expect(server.callsTo('user/acceptPolicy')).toHaveLength(1);
    expect(location.pathname).toBe('/home/order');
  });

  it('a merchant logs in at the merchant endpoint and lands on its workbench; a foreign redirect is ignored', async () => {
    const server = await open('/login?redirect=//evil.example/x', { 'merchant_account/login': LOGGED_IN(2) });
    await click(
      $('input[name="login-role"]:nth-of-type(1)').closest('fieldset')!.querySelectorAll('input')[1]!,
    );
    await type('login-mobile', '13900000002');
    await type('login-password', 'Secret2024');
    await submit();
    await flush();
    expect(server.callsTo('merchant_account/login')).toHaveLength(1);
    expect(server.callsTo('user/login')).toHaveLength(0);
    expect($session.get().userType).toBe(2);
    expect(location.pathname).toBe('/merchant');
  });

  it('a merchant sent to login from a page of its own goes back there, not to the workbench', async () => {
    await open('/login?type=2&redirect=%2Fmerchant%2Fcontract%3Fid%3D4', {
      'merchant_account/login': LOGGED_IN(2),
    });
    await type('login-mobile', '13900000002');
    await type('login-password', 'Secret2024');
    await submit();
    await flush();
    expect(location.pathname + location.search).toBe('/merchant/contract?id=4');
  });

  it('shows a refusal in an alert and disables the button while it waits', async () => {
    let answer: (v: unknown) => void = () => {};
    await open('/login', {
      'user/login': () =>
        new Promise((resolve) => {
          answer = resolve as (v: unknown) => void;
        }),
    });
    await type('login-mobile', '13900000001');
    await type('login-password', 'wrong');
    await submit();
    expect(button('登录中…').disabled).toBe(true);
    answer(refused('手机号或密码错误'));
    await flush();
    expect($('[role="alert"]').textContent).toBe('手机号或密码错误');
    expect(button('登录').disabled).toBe(false);
    expect($session.get().token).toBe('');
  });

  // The captcha is a proof of work now, not a picture: the page solves the challenge itself (the
  // real solver over WebCrypto, on a challenge made cheap here) and sends the solution.
  it('SMS login: 我不是机器人 solves the challenge, 获取验证码 sends the proof and counts down', async () => {
    const server = await open('/login', {
      'captcha/get': captchaRoute,
      'captcha/sendSmsCaptcha': { status: true, message: '验证码已发送', data: { interval: 60 } },
      'expert/login': LOGGED_IN(3),
    });
    await click(document.querySelectorAll('input[name="login-role"]')[2]!);
    await click(button('短信登录'));
    expect($('[role="tab"][aria-selected="true"]').textContent).toBe('短信登录');
    // nothing is fetched or solved until the visitor asks
    expect(server.callsTo('captcha/get')).toHaveLength(0);
    expect($('.au-robot').textContent).toContain('我不是机器人');
    expect($('#login-captcha-state').getAttribute('aria-live')).toBe('polite');
    await type('login-mobile', '13900000003');
    await tick('login');
    expect($<HTMLInputElement>('#login-captcha').checked).toBe(true);
    expect(server.callsTo('captcha/get')[0]?.params).toEqual({ purpose: 'sms' });
    await click(button('获取验证码'));
    await vi.waitFor(() => expect(server.callsTo('captcha/sendSmsCaptcha')).toHaveLength(1));
    const sent = server.callsTo('captcha/sendSmsCaptcha')[0]!.params as Record<string, unknown>;
    expect(sent).toEqual({
      mobile: '13900000003',
      purpose: 'login',
      type: 3,
      captcha_key: expect.stringMatching(/^captcha-key-/),
      captcha_code: expect.stringMatching(SOLVED),
    });
    const proof = proofOf(sent.captcha_code);
    expect(proof.challenge).toEqual(CHEAP_CHALLENGE);
    expect(proof.solution.derivedKey).toMatch(/^0[0-9a-f]{63}$/);
    await vi.waitFor(() => expect(button('60秒后重新获取').disabled).toBe(true));
    // a proof is good for one request: the box is clear for the next
    expect($<HTMLInputElement>('#login-captcha').checked).toBe(false);
    expect(document.activeElement?.id).toBe('login-code');
    await type('login-code', '12345');
    await submit();
    expect(errorOf('login-code')).toBe('请输入6位数字验证码');
    await type('login-code', '123456');
    await submit();
    await flush();
    expect(server.callsTo('expert/login')[0]?.params).toEqual({ mobile: '13900000003', code: '123456' });
    expect(location.pathname).toBe('/home');
  });

  it('shows the captcha when the server asks for it, solves it on submit and anew after each try', async () => {
    let tries = 0;
    const server = await open('/login', {
      'captcha/get': captchaRoute,
      'user/login': () =>
        ++tries === 1
          ? refused('手机号或密码错误，请完成人机验证后重试')
          : tries === 2
            ? refused('人机验证未通过或已过期，请重新验证')
            : LOGGED_IN(1),
    });
    await type('login-mobile', '13900000001');
    await type('login-password', 'Secret2024');
    expect(document.querySelector('#login-captcha')).toBeNull();
    await submit();
    await flush();
    expect($('[role="alert"]').textContent).toBe('手机号或密码错误，请完成人机验证后重试');
    expect(document.querySelector('#login-captcha')).not.toBeNull();
    // not ticked: the submit solves it first
    await submit();
    await vi.waitFor(() => expect(server.callsTo('user/login')).toHaveLength(2));
    await flush();
    expect(errorOf('login-captcha')).toBe('人机验证未通过或已过期，请重新验证');
    expect(server.callsTo('user/login')[1]?.params).toMatchObject({
      captcha_code: expect.stringMatching(SOLVED),
    });
    await tick('login');
    await submit();
    await vi.waitFor(() => expect(server.callsTo('user/login')).toHaveLength(3));
    await flush();
    const last = server.callsTo('user/login').at(-1)?.params as Record<string, string>;
    expect(last).toMatchObject({
      mobile: '13900000001',
      password: 'Secret2024',
      captcha_code: expect.stringMatching(SOLVED),
    });
    expect(last.captcha_key).toMatch(/^captcha-key-/);
    // one challenge per try, each for a login
    expect(server.callsTo('captcha/get').map((c) => c.params)).toEqual([
      { purpose: 'login' },
      { purpose: 'login' },
    ]);
    expect($session.get().userType).toBe(1);
  });

  it('a refused send shows the message at its field and leaves the box clear for a new proof', async () => {
    const server = await open('/login', {
      'captcha/get': captchaRoute,
      'captcha/sendSmsCaptcha': refused('该手机号未注册'),
    });
    await click(button('短信登录'));
    await type('login-mobile', '13900000009');
    await click(button('获取验证码'));
    await vi.waitFor(() => expect(errorOf('login-mobile')).toBe('该手机号未注册'));
    expect($<HTMLInputElement>('#login-captcha').checked).toBe(false);
    expect(server.callsTo('captcha/get')).toHaveLength(1);
    expect(button('获取验证码').disabled).toBe(false);
  });

  it('says 验证失败，请重试 when no challenge can be had, and a second tick retries', async () => {
    let calls = 0;
    const server = await open('/login', {
      'captcha/get': () => (++calls === 1 ? refused('人机验证过于频繁，请稍后再试') : captchaRoute()),
    });
    await click(button('短信登录'));
    await click($('#login-captcha'));
    await vi.waitFor(() => expect($('#login-captcha-state').textContent).toBe('验证失败，请重试'));
    await tick('login');
    expect(server.callsTo('captcha/get')).toHaveLength(2);
  });

  it('links to registration and password recovery for the chosen role', async () => {
    await open('/login?type=2');
    expect($<HTMLInputElement>('input[name="login-role"]:checked').parentElement?.textContent).toBe('商家');
    const hrefs = [...document.querySelectorAll('.au-links a')].map((l) => l.getAttribute('href'));
    expect(hrefs).toEqual(['/findpass?type=2', '/reg?type=2']);
  });

  describe('back to a partner site on another origin', () => {
    const PARTNER = 'http://lab.example:3001/?main=3000';
    const url = `/login?redirect=${encodeURIComponent(PARTNER)}`;
    const handed = `${PARTNER}#tic_code=${'c'.repeat(32)}`;

    it('after the login the visitor goes back with a code in the fragment', async () => {
      const assign = vi.spyOn(away, 'assign').mockImplementation(() => {});
      const server = await open(url, {
        'user/login': LOGGED_IN(1),
        'session_handoff/issue': ok({ url: handed }),
      });
      expect($('.au-note').textContent).toBe('登录后将返回 lab.example:3001');
      await type('login-mobile', '13900000001');
      await type('login-password', 'Secret2024');
      await submit();
      await flush();
      expect(server.callsTo('session_handoff/issue')[0]!.params).toEqual({ return_url: PARTNER });
      expect(assign).toHaveBeenCalledWith(handed);
      assign.mockRestore();
    });

    it('already logged in: back at once, without the form', async () => {
      const assign = vi.spyOn(away, 'assign').mockImplementation(() => {});
      setSession({ token: 'T'.repeat(43), userInfo: { id: 9, mobile: '13900000001' }, userType: 1 });
      const server = await open(url, { 'session_handoff/issue': ok({ url: handed }) });
      await flush();
      expect(server.callsTo('session_handoff/issue')).toHaveLength(1);
      expect(assign).toHaveBeenCalledWith(handed);
      assign.mockRestore();
    });

    it('an origin the marketplace does not allow: the server’s reason, and the visitor stays', async () => {
      const assign = vi.spyOn(away, 'assign').mockImplementation(() => {});
      await open(url, {
        'user/login': LOGGED_IN(1),
        'session_handoff/issue': refused('该网站未获商城授权，无法返回，请联系商城运营方'),
      });
      await type('login-mobile', '13900000001');
      await type('login-password', 'Secret2024');
      await submit();
      await flush();
      expect($('[role="alert"]').textContent).toBe('该网站未获商城授权，无法返回，请联系商城运营方');
      expect(assign).not.toHaveBeenCalled();
      assign.mockRestore();
    });
  });
});
