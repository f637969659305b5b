import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { callFrom, freshIp, lastCode, solvedCaptcha } from '../../modules/captcha/captcha.test-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Production's captcha: the challenge solved as the person's browser would. */
const productionCaptcha = (t: TestApp) => solvedCaptcha(t, 'sms');

describe('code channels in production', () => {
  let none: TestApp;
  let smsOnly: TestApp;
  beforeAll(async () => {
    none = await createTestApp({ production: true });
    smsOnly = await createTestApp({ production: true, channels: { sms: true, mail: false } });
  });
  afterAll(async () => {
    await none.close();
    await smsOnly.close();
  });

  it('with no SMS sender, sendSmsCaptcha refuses in Chinese and queues nothing', async () => {
    const codes = async () => await none.db.select().from(outbox);
    const before = (await codes()).length;
    const captcha = await productionCaptcha(none);
    const sent = await callFrom(none, 'captcha/sendSmsCaptcha', {
      mobile: '13900000021',
      purpose: 'register',
      type: 1,
      ...captcha,
    });
    expect(sent).toMatchObject({ status: false, message: '短信服务暂未开通，请联系平台客服' });
    expect(sent.http).toBe(200);
    // no SMS row waits for a sender that does not exist
    expect((await codes()).length).toBe(before);
    const mail = await callFrom(none, 'captcha/sendMailCaptcha', {
      email: 'lab@example.com',
      purpose: 'register',
      type: 2,
      ...(await productionCaptcha(none)),
    });
    expect(mail).toMatchObject({ status: false, message: '邮件服务暂未开通，请联系平台客服' });
    expect((await codes()).length).toBe(before);
  });

  it('bad input still gets its own message first', async () => {
    const sent = await callFrom(none, 'captcha/sendSmsCaptcha', {
      mobile: '123',
      purpose: 'register',
      type: 1,
    });
    expect(sent.status).toBe(false);
    expect(sent.message).not.toBe('短信服务暂未开通，请联系平台客服');
  });

  it('config/load says which channels reach a person', async () => {
    expect((await none.call('config/load')).data.config.channels).toEqual({ sms: false, mail: false });
    expect((await smsOnly.call('config/load')).data.config.channels).toEqual({ sms: true, mail: false });
  });

  it('with an SMS sender the code is queued for it', async () => {
    const sent = await callFrom(smsOnly, 'captcha/sendSmsCaptcha', {
      mobile: '13900000022',
      purpose: 'register',
      type: 1,
      ...(await productionCaptcha(smsOnly)),
    });
    expect(sent.status).toBe(true);
    const [row] = (await smsOnly.db.select().from(outbox)).filter((r) => r.to === '13900000022');
    expect(row).toMatchObject({ channel: 'sms', state: 'pending', purpose: 'register' });
  });
});

describe('code channels in the demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every channel works: the codes are shown at dev/outbox', async () => {
    expect((await t.call('config/load')).data.config.channels).toEqual({ sms: true, mail: true });
    const sent = await callFrom(t, 'captcha/sendSmsCaptcha', {
      mobile: '13900000023',
      purpose: 'register',
      type: 1,
      ...(await solvedCaptcha(t, 'sms', freshIp())),
    });
    expect(sent.status).toBe(true);
    expect(await lastCode(t, '13900000023')).toMatch(/^\d{6}$/);
  });
});
