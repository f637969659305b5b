import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailText } from './local-gateway.test-helpers';
import { smtpSender } from './smtp-sender';

interface Received {
  user: string | undefined;
  from: string | undefined;
  to: string[];
  raw: string;
}

let server: SMTPServer;
let port = 0;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    // a local stand-in: no TLS, but it asks for a login as a real relay does
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'p@ss') return callback(null, { user: 'mailer' });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          user: session.user as string | undefined,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP mail sender (nodemailer)', () => {
  it('logs in and delivers the code mail to the address, from TIC_MAIL_FROM', async () => {
    const sender = smtpSender(
      `smtp://mailer:${encodeURIComponent('p@ss')}@127.0.0.1:${port}`,
      '检验检测认证服务商城 <noreply@tic.example.cn>',
      10,
    );
    await sender.send({ to: 'lab@example.com', code: '305617', purpose: 'register' });
    sender.close?.();
    const mail = received.at(-1)!;
    expect(mail.user).toBe('mailer');
    expect(mail.from).toBe('noreply@tic.example.cn');
    expect(mail.to).toEqual(['lab@example.com']);
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    const text = mailText(mail.raw);
    expect(text).toContain('您的验证码是 305617，10 分钟内有效，用于注册账号。');
  });

  it('fails when the server refuses the login', async () => {
    const sender = smtpSender(`smtp://mailer:wrong@127.0.0.1:${port}`, 'noreply@tic.example.cn', 10);
    await expect(sender.send({ to: 'lab@example.com', code: '305618', purpose: 'register' })).rejects.toThrow(
      /Invalid login|535|Invalid username/,
    );
    sender.close?.();
  });
});
