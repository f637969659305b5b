import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $session, $toast } from '../../../core';
import { flush, ok, refused } from '../../../core/testing/fake-api';
import {
  $,
  button,
  captchaRoute,
  click,
  errorOf,
  LOGGED_IN,
  SOLVED,
  tick,
  type,
} from '../../components/auth-form/auth-testing';
import { openApp, resetApp, settle } from '../../testing/render-app';

beforeEach(() => resetApp());
afterEach(() => resetApp());

const SENT = ok({ interval: 60 }, '验证码已发送');
const open = async (url: string, routes: Parameters<typeof openApp>[1] = {}) => {
  const server = await openApp(url, { 'captcha/get': captchaRoute, ...routes });
  await settle(() => !!document.querySelector('[role="tabpanel"] form'));
  return server;
};
const submit = () => click(button('立即注册'));
const agree = () => click($('#reg1-agree, #reg2-agree, #reg3-agree'));

describe('/reg', () => {
  it('buyer: every field is checked, in order, with the password rules', async () => {
    const server = await open('/reg');
    expect(document.title).toBe('免费注册 - 检验检测认证服务商城');
    expect($('[role="tab"][aria-selected="true"]').textContent).toBe('买家注册');
    await submit();
    expect(errorOf('reg1-mobile')).toBe('请输入手机号');
    expect(errorOf('reg1-code')).toBe('请输入验证码');
    expect(errorOf('reg1-password')).toBe('请输入密码');
    expect(errorOf('reg1-agree')).toBe('请阅读并同意用户协议');
    expect(document.activeElement?.id).toBe('reg1-mobile');
    await type('reg1-mobile', '13900000001');
    await type('reg1-code', '123456');
    await type('reg1-password', 'abcdefgh');
    await type('reg1-confirm', 'abcdefgh');
    await submit();
    expect(errorOf('reg1-password')).toBe('密码需为8-128位，包含字母和数字，或使用16位以上的短语');
    expect(document.activeElement?.id).toBe('reg1-password');
    await type('reg1-password', 'Secret2024');
    await type('reg1-confirm', 'Secret2025');
    await submit();
    expect(errorOf('reg1-confirm')).toBe('两次输入的密码不一致');
    expect(server.callsTo('user/register')).toHaveLength(0);
    const link = $<HTMLAnchorElement>('.au-agree a');
    expect([link.getAttribute('href'), link.target]).toEqual(['/agreement', '_blank']);
  });

  it('buyer: SMS code, register, logged in at once, on to /home', async () => {
    const server = await open('/reg', {
      'captcha/sendSmsCaptcha': SENT,
      'user/register': { ...LOGGED_IN(1), message: '注册成功' },
    });
    await type('reg1-mobile', '13900000001');
    await tick('reg1');
    await click(button('获取短信验证码'));
    expect(server.callsTo('captcha/sendSmsCaptcha')[0]?.params).toMatchObject({
      mobile: '13900000001',
      purpose: 'register',
      type: 1,
      captcha_code: expect.stringMatching(SOLVED),
    });
    await type('reg1-code', '654321');
    await type('reg1-password', 'Secret2024');
    await type('reg1-confirm', 'Secret2024');
    await agree();
    await act(() => $<HTMLFormElement>('[role="tabpanel"] form').requestSubmit()); // what Enter does
    await flush();
    expect(server.callsTo('user/register')[0]?.params).toEqual({
      mobile: '13900000001',
      code: '654321',
      password: 'Secret2024',
      agree: true,
    });
    expect($session.get()).toMatchObject({ token: 'T'.repeat(43), userType: 1 });
    expect($toast.get()?.message).toBe('注册成功');
    expect(location.pathname).toBe('/home');
  });

  it('merchant: organisation and credit code; the mobile is always proven by SMS', async () => {
    const server = await open('/reg?type=2', {
      'captcha/sendSmsCaptcha': SENT,
      'merchant_account/register': { ...LOGGED_IN(2), message: '注册成功' },
    });
    expect($('[role="tab"][aria-selected="true"]').textContent).toBe('商家入驻');
    expect(document.querySelectorAll('input[name="reg-via"]')).toHaveLength(0);
    await submit();
    expect(errorOf('reg2-org_name')).toBe('请输入机构名称');
    expect(document.activeElement?.id).toBe('reg2-org_name');
    await type('reg2-org_name', '苏州精测检验技术有限公司');
    await type('reg2-credit_code', '91320594MA1MK2QX7A');
    await type('reg2-contact_name', '陈经理');
    await submit();
    expect(errorOf('reg2-credit_code')).toBe('统一社会信用代码不正确，请核对18位代码');
    await type('reg2-credit_code', '91320594ma1mk2qx7u');
    await type('reg2-mobile', '13900000002');
    await tick('reg2');
    await click(button('获取短信验证码'));
    expect(server.callsTo('captcha/sendSmsCaptcha')[0]?.params).toMatchObject({
      mobile: '13900000002',
      purpose: 'register',
      type: 2,
    });
    await type('reg2-code', '654321');
    await type('reg2-password', 'Secret2024');
    await type('reg2-confirm', 'Secret2024');
    await agree();
    await submit();
    await flush();
    const sent = server.callsTo('merchant_account/register')[0]?.params;
    expect(sent).toMatchObject({
      org_name: '苏州精测检验技术有限公司',
      contact_name: '陈经理',
      credit_code: '91320594ma1mk2qx7u',
      kind: 'testing_lab',
      mobile: '13900000002',
      code: '654321',
    });
    expect(sent).not.toHaveProperty('channel');
    expect($session.get().userType).toBe(2);
    expect(location.pathname).toBe('/merchant/qualification');
  });

  it('expert: real name and field; a server refusal lands on its field', async () => {
    const server = await open('/reg', { 'expert/register': refused('该手机号已注册') });
    await click(button('专家注册'));
    expect($('[role="tabpanel"]').getAttribute('aria-labelledby')).toBe('reg-type-tab-3');
    await type('reg3-real_name', '周敏');
    await type('reg3-field', '食品检测');
    await type('reg3-mobile', '13900000003');
    await type('reg3-code', '654321');
    await type('reg3-password', 'Secret2024');
    await type('reg3-confirm', 'Secret2024');
    await agree();
    await submit();
    await flush();
    expect(server.callsTo('expert/register')[0]?.params).toMatchObject({
      real_name: '周敏',
      field: '食品检测',
    });
    expect(errorOf('reg3-mobile')).toBe('该手机号已注册');
    expect(document.activeElement?.id).toBe('reg3-mobile');
    expect($session.get().token).toBe('');
  });
});
