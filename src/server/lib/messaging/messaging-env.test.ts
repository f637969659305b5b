import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';

const PROD = { TIC_ENV: 'production', TIC_PAY_SECRET: 'a-production-secret-0123' };

describe('SMS and e-mail settings from the environment', () => {
  it('none by default', () => {
    expect(loadEnv({}).messaging).toEqual({ sms: undefined, mail: undefined });
    expect(loadEnv({ ...PROD }).messaging).toEqual({ sms: undefined, mail: undefined });
  });

  it('refuses to start with a provider chosen without what it needs, naming every missing variable', () => {
    expect(() => loadEnv({ ...PROD, TIC_SMS_PROVIDER: 'aliyun', TIC_SMS_ACCESS_KEY_ID: 'id' })).toThrow(
      /TIC_SMS_ACCESS_KEY_SECRET: required when TIC_SMS_PROVIDER=aliyun\n {2}TIC_SMS_SIGN_NAME: required[^\n]*\n {2}TIC_SMS_TEMPLATE_CODE: required/,
    );
    expect(() =>
      loadEnv({
        ...PROD,
        TIC_SMS_PROVIDER: 'tencent',
        TIC_SMS_ACCESS_KEY_ID: 'id',
        TIC_SMS_ACCESS_KEY_SECRET: 'k',
        TIC_SMS_SIGN_NAME: 's',
        TIC_SMS_TEMPLATE_CODE: '1',
      }),
    ).toThrow('TIC_SMS_SDK_APP_ID: required when TIC_SMS_PROVIDER=tencent');
    expect(() =>
      loadEnv({ ...PROD, TIC_SMS_PROVIDER: 'webhook', TIC_SMS_WEBHOOK_URL: 'https://gw.example.cn/sms' }),
    ).toThrow('TIC_SMS_WEBHOOK_SECRET: required when TIC_SMS_PROVIDER=webhook');
    expect(() =>
      loadEnv({
        ...PROD,
        TIC_SMS_PROVIDER: 'webhook',
        TIC_SMS_WEBHOOK_URL: 'https://gw.example.cn/sms',
        TIC_SMS_WEBHOOK_SECRET: 'short',
      }),
    ).toThrow('TIC_SMS_WEBHOOK_SECRET: must be 16 or more characters');
    expect(() => loadEnv({ ...PROD, TIC_SMTP_URL: 'smtps://u:p@smtp.example.cn:465' })).toThrow(
      'TIC_MAIL_FROM: required when TIC_SMTP_URL is set',
    );
    expect(() => loadEnv({ TIC_SMS_PROVIDER: 'twilio' })).toThrow(/TIC_SMS_PROVIDER/);
    expect(() => loadEnv({ TIC_SMTP_URL: 'mail.example.cn' })).toThrow(/TIC_SMTP_URL must be smtp:/);
  });

  it('reads a complete configuration', () => {
    const env = loadEnv({
      ...PROD,
      TIC_SMS_PROVIDER: 'webhook',
      TIC_SMS_WEBHOOK_URL: 'https://gw.example.cn/sms',
      TIC_SMS_WEBHOOK_SECRET: 'a-webhook-secret-0123',
      TIC_SMTP_URL: 'smtps://u:p@smtp.example.cn:465',
      TIC_MAIL_FROM: '检验检测认证服务商城 <noreply@example.cn>',
    });
    expect(env.messaging).toEqual({
      sms: { provider: 'webhook', url: 'https://gw.example.cn/sms', secret: 'a-webhook-secret-0123' },
      mail: { smtpUrl: 'smtps://u:p@smtp.example.cn:465', from: '检验检测认证服务商城 <noreply@example.cn>' },
    });
  });
});
