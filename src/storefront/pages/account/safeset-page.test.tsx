import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, $toast } from '../../../core';
import { ok, refused } from '../../../core/testing/fake-api';
import { CHEAP_CHALLENGE, SOLVED, tick } from '../../components/auth-form/auth-testing';
import { main, openApp, resetApp, SITE, settle } from '../../testing/render-app';
import { buyer } from '../order/order-fixtures';
import { maskEmail } from './safeset-strings';

beforeEach(() => {
  resetApp();
  buyer();
});
afterEach(resetApp);

const CAPTCHA = { key: 'captcha-key-0123456789', challenge: CHEAP_CHALLENGE };
const SENT = ok({ interval: 60 }, '验证码已发送');

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sf-dialog');
const rows = () => [...document.querySelectorAll<HTMLLIElement>('.sf-ss-row')];
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.startsWith(text));
const click = (el: HTMLElement) => act(() => el.click());
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) =>
  act(() => {
    const el = field(id);
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
const errorOf = (id: string) => document.getElementById(`${id}-note`)?.textContent;
const submit = (text: string) => click(buttonIn(dialog()!, text)!);

async function open(routes = {}) {
  const server = await openApp('/home/safeset', { 'captcha/get': ok(CAPTCHA), ...routes });
  await settle(() => rows().length > 0);
  return server;
}
const openRow = async (i: number) => {
  await click(rows()[i]!.querySelector('button')!);
  await vi.waitFor(() => expect(dialog()).not.toBeNull());
};

describe('安全设置 /home/safeset', () => {
  it('shows the password, the masked mobile and the e-mail (未绑定)', async () => {
    await open();
    expect(document.title).toBe(`安全设置 - ${SITE}`);
    expect(main()!.querySelector('h1')?.textContent).toBe('安全设置');
    const [password, mobile, email] = rows();
    expect(password!.textContent).toContain('登录密码');
    expect(mobile!.textContent).toContain('138****0001');
    expect(mobile!.textContent).not.toContain('13800000001');
    expect(email!.textContent).toContain('未绑定');
    expect(buttonIn(email!, '绑定')).toBeDefined();
    expect(maskEmail('zhang.wei@example.cn')).toBe('zh***@example.cn');
  });

  it('changes the password: checks first, shows a wrong old password at its field', async () => {
    let answer = refused('原密码错误');
    const server = await open({ 'extension/changePassword': () => answer });
    await openRow(0);
    await submit('确认修改');
    expect(errorOf('ss-password-old_password')).toBe('请输入原密码');
    expect(errorOf('ss-password-password')).toBe('请输入密码');
    await type('ss-password-old_password', 'Demo@1234x');
    await type('ss-password-password', 'short');
    await submit('确认修改');
    expect(errorOf('ss-password-password')).toBe('密码需为8-128位，包含字母和数字，或使用16位以上的短语');
    await type('ss-password-password', 'NewPass2025');
    await type('ss-password-confirm', 'NewPass2025');
    await submit('确认修改');
    await vi.waitFor(() => expect(errorOf('ss-password-old_password')).toBe('原密码错误'));

    answer = ok(null, '密码已修改，其他设备上的登录已失效');
    await submit('确认修改');
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(server.callsTo('extension/changePassword').at(-1)?.params).toEqual({
      old_password: 'Demo@1234x',
      password: 'NewPass2025',
    });
    expect($toast.get()?.message).toContain('密码已修改');
    expect($session.get().token).toBe('b');
  });

  it('changes the mobile in two steps and shows the new one at once, header included', async () => {
    let answer = refused('原手机号验证码错误');
    const server = await open({
      'captcha/sendSmsCaptcha': SENT,
      'user/changeMobile': () => answer,
    });
    await openRow(1);
    expect(dialog()!.textContent).toContain('验证码将发送至 138****0001');
    await tick('ss-old');
    await click(buttonIn(dialog()!, '获取验证码')!);
    await vi.waitFor(() => expect(server.callsTo('captcha/sendSmsCaptcha')).toHaveLength(1));
    expect(server.callsTo('captcha/sendSmsCaptcha')[0]!.params).toMatchObject({
      mobile: '13800000001',
      purpose: 'change_mobile',
      captcha_key: CAPTCHA.key,
      captcha_code: expect.stringMatching(SOLVED),
    });
    await submit('下一步');
    expect(errorOf('ss-old-code')).toBe('请输入验证码');
    await type('ss-old-code', '111111');
    await submit('下一步');

    await vi.waitFor(() => expect(field('ss-new-mobile')).not.toBeNull());
    await type('ss-new-mobile', '13800000001');
    await type('ss-new-code', '222222');
    await submit('确认更换');
    expect(errorOf('ss-new-mobile')).toBe('新手机号不能与当前手机号相同');
    await type('ss-new-mobile', '13900000002');
    await tick('ss-new');
    await click(buttonIn(dialog()!, '获取验证码')!);
    await vi.waitFor(() => expect(server.callsTo('captcha/sendSmsCaptcha')).toHaveLength(2));
    expect(server.callsTo('captcha/sendSmsCaptcha')[1]!.params).toMatchObject({
      mobile: '13900000002',
      purpose: 'bind_mobile',
    });
    await type('ss-new-code', '222222');
    await submit('确认更换');
    // a refused first code brings the user back to it, with the message there
    await vi.waitFor(() => expect(errorOf('ss-old-code')).toBe('原手机号验证码错误'));
    await type('ss-old-code', '333333');
    await submit('下一步');

    answer = ok({ id: 1, mobile: '13900000002', nickname: '', email: null }, '手机号已更换');
    await vi.waitFor(() => expect(field('ss-new-mobile')?.value).toBe('13900000002'));
    await submit('确认更换');
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(server.callsTo('user/changeMobile').at(-1)?.params).toEqual({
      old_code: '333333',
      mobile: '13900000002',
      code: '222222',
    });
    expect($session.get().userInfo?.mobile).toBe('13900000002');
    expect(JSON.parse(localStorage.getItem('tic_userinfo')!).mobile).toBe('13900000002');
    expect(rows()[1]!.textContent).toContain('139****0002');
    expect(document.querySelector('.sf-header')!.textContent).toContain('139****0002');
  });

  it('binds an e-mail with the mailed code; a server refusal lands at its field', async () => {
    let answer = refused('该邮箱已注册');
    const server = await open({
      'captcha/sendMailCaptcha': ok({ interval: 60 }, '验证码已发送至邮箱'),
      'user/changeEmail': () => answer,
    });
    await openRow(2);
    expect(dialog()!.textContent).toContain('绑定邮箱');
    await type('ss-email-email', 'not-an-email');
    await submit('确认绑定');
    expect(errorOf('ss-email-email')).toBe('请输入正确的邮箱');
    await type('ss-email-email', 'Zhang.Wei@Example.cn');
    await tick('ss-email');
    await click(buttonIn(dialog()!, '获取邮箱验证码')!);
    await vi.waitFor(() => expect(server.callsTo('captcha/sendMailCaptcha')).toHaveLength(1));
    expect(server.callsTo('captcha/sendMailCaptcha')[0]!.params).toMatchObject({
      email: 'Zhang.Wei@Example.cn',
      purpose: 'bind_email',
    });
    await type('ss-email-code', '444444');
    await submit('确认绑定');
    await vi.waitFor(() => expect(errorOf('ss-email-email')).toBe('该邮箱已注册'));

    answer = ok({ id: 1, mobile: '13800000001', nickname: '', email: 'zhang.wei@example.cn' }, '邮箱已绑定');
    await submit('确认绑定');
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(server.callsTo('user/changeEmail').at(-1)?.params).toEqual({
      email: 'zhang.wei@example.cn',
      code: '444444',
    });
    expect($session.get().userInfo?.email).toBe('zhang.wei@example.cn');
    expect(rows()[2]!.textContent).toContain('zh***@example.cn');
    expect(buttonIn(rows()[2]!, '更换')).toBeDefined();
  });
});

describe('个人信息 and 注销账号 (个人信息保护法)', () => {
  it('注销账号: refused with the server’s reason; accepted, the session ends and the page leaves', async () => {
    let answers = 0;
    const server = await open({
      'user/cancelAccount': () =>
        ++answers === 1
          ? refused('暂不能注销：您有 1 笔未完成的订单。请处理完毕后再申请')
          : ok({ erase_at: '2026-12-18T00:00:00.000Z' }, '注销申请已提交'),
    });
    const cancel = rows().find((r) => r.textContent?.includes('注销账号'))!;
    await click(cancel.querySelector('button')!);
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog()!.textContent).toContain('15 天后注销生效');
    await submit('确认注销');
    expect(errorOf('ss-cancel-password')).toBe('请输入登录密码');
    expect(server.callsTo('user/cancelAccount')).toHaveLength(0);
    await type('ss-cancel-password', 'Secret2024');
    await submit('确认注销');
    await vi.waitFor(() => expect(dialog()!.textContent).toContain('您有 1 笔未完成的订单'));
    expect($session.get().token).toBeTruthy();
    await submit('确认注销');
    await vi.waitFor(() => expect($session.get().token).toBeFalsy());
    expect(server.callsTo('user/cancelAccount')[1]?.params).toEqual({ password: 'Secret2024' });
    expect($toast.get()?.message).toContain('15 天内重新登录可撤销');
  });
});
