import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFrom, solvedCaptcha } from '../../modules/captcha/captcha.test-helpers';
import { creditCode } from '../../modules/merchant-center/merchant.test-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type LocalGateway, localGateway, mailText } from './local-gateway.test-helpers';
import { type OutboxLoop, startOutboxLoop } from './outbox-loop';
import { smtpSender } from './smtp-sender';
import { webhookSender } from './webhook-sender';

const SECRET = 'journey-webhook-secret-01';

/**
 * Production with the webhook SMS sender and an SMTP server (the local stand-ins): a buyer and a
 * lab register, and the buyer binds an e-mail, each with the code that reached the gateway.
 */
describe('codes that arrive (production, webhook SMS and SMTP)', () => {
  let t: TestApp;
  let gateway: LocalGateway;
  let smtp: SMTPServer;
  let loop: OutboxLoop;
  const mails: { to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    gateway = await localGateway(() => ({ json: { ok: true } }));
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString(),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp({ production: true, channels: { sms: true, mail: true } });
    loop = startOutboxLoop(t.db, {
      senders: {
        sms: webhookSender(`${gateway.url}/sms`, SECRET),
        mail: smtpSender(`smtp://127.0.0.1:${port}`, 'noreply@tic.example.cn', 10),
      },
      pollMs: 60_000,
    });
  });
  afterAll(async () => {
    await loop?.stop();
    await t?.close();
    await gateway?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  /** The captcha challenge solved as the person's browser would (there is no answer to read). */
  const captcha = () => solvedCaptcha(t, 'sms');
  /** The code the gateway received for `mobile`, after checking its signature as the gateway must. */
  const smsArrived = async (mobile: string): Promise<string> => {
    let code = '';
    await expect
      .poll(
        () => {
          const r = gateway.received.find((x) => JSON.parse(x.body).to === mobile);
          if (!r) return '';
          const signature = `sha256=${createHmac('sha256', SECRET).update(r.body).digest('hex')}`;
          expect(r.headers['x-tic-signature']).toBe(signature);
          code = JSON.parse(r.body).code;
          return code;
        },
        { timeout: 5000 },
      )
      .toMatch(/^\d{6}$/);
    return code;
  };

  it('a buyer registers with the SMS code that reached the gateway, and binds an e-mail with the mailed code', async () => {
    const mobile = '13900000031';
    const sent = await callFrom(t, 'captcha/sendSmsCaptcha', {
      mobile,
      purpose: 'register',
      type: 1,
      ...(await captcha()),
    });
    expect(sent.status).toBe(true);
    const code = await smsArrived(mobile);
    const reg = await t.call('user/register', { mobile, code, password: 'Secret2024', agree: true });
    expect(reg.status).toBe(true);
    const token = reg.data.token as string;

    const mail = await callFrom(
      t,
      'captcha/sendMailCaptcha',
      { email: 'buyer31@example.cn', purpose: 'bind_email', ...(await solvedCaptcha(t, 'mail')) },
      undefined,
      token,
    );
    expect(mail.status).toBe(true);
    await expect
      .poll(() => mails.filter((m) => m.to.includes('buyer31@example.cn')).length, { timeout: 5000 })
      .toBe(1);
    const raw = mails.find((m) => m.to.includes('buyer31@example.cn'))!.raw;
    const mailed = /验证码是 (\d{6})/.exec(mailText(raw));
    expect(mailed).not.toBeNull();
    const bound = await t.call('user/changeEmail', { email: 'buyer31@example.cn', code: mailed![1] }, token);
    expect(bound.status).toBe(true);
  });

  it('a lab registers with the SMS code that reached the gateway', async () => {
    const mobile = '13900000032';
    const sent = await callFrom(t, 'captcha/sendSmsCaptcha', {
      mobile,
      purpose: 'register',
      type: 2,
      ...(await captcha()),
    });
    expect(sent.status).toBe(true);
    const reg = await t.call('merchant_account/register', {
      mobile,
      code: await smsArrived(mobile),
      password: 'Secret2024',
      agree: true,
      org_name: '厦门海检水质检测有限公司',
      contact_name: '林工',
      credit_code: creditCode(431),
    });
    expect(reg.status).toBe(true);
  });
});
