import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeOperatorToken } from '../../../core';
import { refused } from '../../../core/testing/fake-api';
import { captchaRoute, click, proofOf, SOLVED } from '../../components/auth-form/auth-testing';
import { main, openApp, resetApp, settle } from '../../testing/render-app';

// The console's captcha is the same proof of work as the storefront's (no picture to read): the
// page solves the challenge for purpose staff_login and sends the solution with the password.

beforeEach(() => {
  resetApp();
  writeOperatorToken('');
});
afterEach(() => {
  resetApp();
  writeOperatorToken('');
});

const fill = (label: string, value: string) => {
  const field = [...main()!.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
  const input = field?.querySelector('input') as HTMLInputElement;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const submit = () => click([...main()!.querySelectorAll('button')].find((b) => b.textContent === '登录')!);

describe('/admin/login captcha', () => {
  it('shows 我不是机器人 once the server asks, solves it on submit and sends the proof', async () => {
    let tries = 0;
    const server = await openApp('/admin/login', {
      'captcha/get': captchaRoute,
      'operator/login': () =>
        ++tries === 1
          ? refused('手机号、密码或动态验证码错误，请完成人机验证后重试')
          : refused('手机号、密码或动态验证码错误'),
    });
    await settle(() => !!main()?.querySelector('form'));
    fill('手机号', '13900000009');
    fill('密码', 'Wrong#2468');
    fill('动态验证码', '123456');
    expect(main()!.textContent).not.toContain('我不是机器人');
    await submit();
    await settle(() => !!main()!.querySelector('#ad-login-captcha'));
    expect(server.callsTo('captcha/get')).toHaveLength(0);
    await submit();
    await vi.waitFor(() => expect(server.callsTo('operator/login')).toHaveLength(2));
    expect(server.callsTo('captcha/get')[0]?.params).toEqual({ purpose: 'staff_login' });
    const sent = server.callsTo('operator/login')[1]!.params as Record<string, unknown>;
    expect(sent).toMatchObject({
      mobile: '13900000009',
      captcha_key: expect.stringMatching(/^captcha-key-/),
      captcha_code: expect.stringMatching(SOLVED),
    });
    expect(proofOf(sent.captcha_code).solution.derivedKey).toMatch(/^0/);
  });
});
