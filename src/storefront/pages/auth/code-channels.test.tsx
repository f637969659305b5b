import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $config } from '../../../core';
import { captchaRoute, click, tick, type } from '../../components/auth-form/auth-testing';
import { openApp, resetApp, settle } from '../../testing/render-app';

beforeEach(() => resetApp());
afterEach(() => resetApp());

const sendButton = () =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === '获取短信验证码');

describe('a page that asks for a code, on a site without an SMS sender', () => {
  it('says 短信服务暂未开通 in place of the send button, and sends nothing', async () => {
    const server = await openApp('/reg', { 'captcha/get': captchaRoute });
    await settle(() => !!document.querySelector('[role="tabpanel"] form'));
    expect(sendButton()).toBeDefined();
    await act(() => $config.set({ service_code: '', channels: { sms: false, mail: true } }));
    await settle(() => !sendButton());
    expect(sendButton()).toBeUndefined();
    const note = document.querySelector('.au-send-off');
    expect(note?.textContent).toBe('短信服务暂未开通，请联系平台客服');
    await type('reg1-mobile', '13900000001');
    await tick('reg1');
    expect(server.callsTo('captcha/sendSmsCaptcha')).toHaveLength(0);

    // a sender configured: the button is back
    await act(() => $config.set({ service_code: '', channels: { sms: true, mail: true } }));
    await settle(() => !!sendButton());
    expect(document.querySelector('.au-send-off')).toBeNull();
    expect(sendButton()).toBeDefined();
    await click(sendButton()!);
    expect(server.callsTo('captcha/sendSmsCaptcha')).toHaveLength(1);
  });
});
