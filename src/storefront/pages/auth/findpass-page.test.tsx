import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flush, ok, refused } from '../../../core/testing/fake-api';
import { $, button, captchaRoute, click, errorOf, tick, type } from '../../components/auth-form/auth-testing';
import { openApp, resetApp, settle } from '../../testing/render-app';

beforeEach(() => resetApp());
afterEach(() => resetApp());

const open = async (url: string, routes: Parameters<typeof openApp>[1] = {}) => {
  const server = await openApp(url, {
    'captcha/get': captchaRoute,
    'captcha/sendSmsCaptcha': ok({ interval: 60 }, '验证码已发送'),
    'captcha/checkSmsCaptcha': ok(null, '验证码正确'),
    ...routes,
  });
  await settle(() => !!document.querySelector('#findpass-mobile'));
  return server;
};
const step = () => document.querySelector('[aria-current="step"]')?.textContent;

async function verifyPhone(mobile = '13900000004') {
  await type('findpass-mobile', mobile);
  await tick('findpass');
  await click(button('获取短信验证码'));
  await type('findpass-code', '246810');
  await click(button('下一步'));
  await flush();
}

describe('/findpass', () => {
  it('验证手机 → 设置新密码 → 完成, then a link to log in', async () => {
    const server = await open('/findpass?type=3', {
      'extension/forgetPassword': ok(null, '密码已重置，请使用新密码登录'),
    });
    expect(document.title).toBe('找回密码 - 检验检测认证服务商城');
    expect(step()).toContain('验证手机');
    await click(button('下一步'));
    expect(errorOf('findpass-mobile')).toBe('请输入手机号');
    expect(errorOf('findpass-code')).toBe('请输入验证码');
    expect(document.activeElement?.id).toBe('findpass-mobile');

    await verifyPhone();
    expect(server.callsTo('captcha/sendSmsCaptcha')[0]?.params).toMatchObject({
      purpose: 'findpass',
      type: 3,
    });
    expect(step()).toContain('设置新密码');
    expect(document.activeElement?.id).toBe('findpass-password');
    await type('findpass-password', 'NewPass2024');
    await type('findpass-confirm', 'NewPass2025');
    await click(button('确认修改'));
    expect(errorOf('findpass-confirm')).toBe('两次输入的密码不一致');
    await type('findpass-confirm', 'NewPass2024');
    await click(button('确认修改'));
    await flush();
    expect(server.callsTo('extension/forgetPassword')[0]?.params).toEqual({
      mobile: '13900000004',
      code: '246810',
      password: 'NewPass2024',
      type: 3,
    });
    expect(step()).toContain('完成');
    expect($('.au-done h2').textContent).toBe('密码重置成功');
    expect(document.activeElement).toBe($('.au-done h2'));
    expect($<HTMLAnchorElement>('.au-done a').getAttribute('href')).toBe('/login?type=3');
  });

  it('a refused code sends the user back to the first step with the message at the code', async () => {
    await open('/findpass', { 'extension/forgetPassword': refused('验证码错误或已过期，请重新获取') });
    await verifyPhone();
    await type('findpass-password', 'NewPass2024');
    await type('findpass-confirm', 'NewPass2024');
    await click(button('确认修改'));
    await flush();
    expect(step()).toContain('验证手机');
    expect(errorOf('findpass-code')).toBe('验证码错误或已过期，请重新获取');
    expect(document.activeElement?.id).toBe('findpass-code');
    // the values typed before are kept
    expect($<HTMLInputElement>('#findpass-mobile').value).toBe('13900000004');
  });

  it('step 1 asks the server about the code, and a wrong code stays on step 1 at the code field', async () => {
    const server = await open('/findpass', { 'captcha/checkSmsCaptcha': refused('验证码错误') });
    await verifyPhone();
    expect(server.callsTo('captcha/checkSmsCaptcha')[0]?.params).toEqual({
      mobile: '13900000004',
      code: '246810',
      type: 1,
    });
    expect(step()).toContain('验证手机');
    expect(errorOf('findpass-code')).toBe('验证码错误');
    expect(server.callsTo('extension/forgetPassword')).toHaveLength(0);
  });

  it('上一步 goes back; a weak password is refused before any call', async () => {
    const server = await open('/findpass', {});
    await verifyPhone();
    await type('findpass-password', '12345678');
    await type('findpass-confirm', '12345678');
    await click(button('确认修改'));
    expect(errorOf('findpass-password')).toBe('密码需为8-128位，包含字母和数字，或使用16位以上的短语');
    expect(server.callsTo('extension/forgetPassword')).toHaveLength(0);
    await click(button('上一步'));
    expect(step()).toContain('验证手机');
  });
});
