import { z } from 'zod';
import { httpUrl, optionalText } from '../env-fields';

/** The variables that choose and configure the SMS and e-mail senders (spread into env.ts's schema). */
export const messagingSchema = {
  /** aliyun | tencent | webhook; unset: no SMS sender. */
  TIC_SMS_PROVIDER: optionalText.pipe(z.enum(['aliyun', 'tencent', 'webhook']).optional()),
  /** Aliyun AccessKey ID / Tencent SecretId. */
  TIC_SMS_ACCESS_KEY_ID: optionalText,
  /** Aliyun AccessKey Secret / Tencent SecretKey. */
  TIC_SMS_ACCESS_KEY_SECRET: optionalText,
  /** The approved SMS signature (签名), e.g. 检验检测认证服务商城. */
  TIC_SMS_SIGN_NAME: optionalText,
  /** Aliyun TemplateCode (SMS_…) or Tencent TemplateId of a verification-code template. */
  TIC_SMS_TEMPLATE_CODE: optionalText,
  /** Tencent only: the SmsSdkAppId of the SMS application. */
  TIC_SMS_SDK_APP_ID: optionalText,
  /** The provider's region (Aliyun default cn-hangzhou, Tencent default ap-guangzhou). */
  TIC_SMS_REGION: optionalText,
  /** Another API address for the provider (a private gateway, or a local one in tests). */
  TIC_SMS_ENDPOINT: httpUrl('TIC_SMS_ENDPOINT'),
  TIC_SMS_WEBHOOK_URL: httpUrl('TIC_SMS_WEBHOOK_URL'),
  TIC_SMS_WEBHOOK_SECRET: optionalText,
  /** smtp://user:pass@host:port (STARTTLS when offered) or smtps://… (TLS from the start). */
  TIC_SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\/[^/\s]+\/?$/.test(v), {
    message: 'TIC_SMTP_URL must be smtp://user:pass@host:port or smtps://…',
  }),
  /** The sender of code mails: an address, or "检验检测认证服务商城 <noreply@example.cn>". */
  TIC_MAIL_FROM: optionalText,
};

type Parsed = { [K in keyof typeof messagingSchema]?: z.output<(typeof messagingSchema)[K]> };

export type SmsSettings =
  | {
      provider: 'aliyun' | 'tencent';
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templateCode: string;
      sdkAppId: string;
      region: string | undefined;
      endpoint: string | undefined;
    }
  | { provider: 'webhook'; url: string; secret: string };

export interface MessagingEnv {
  sms: SmsSettings | undefined;
  mail: { smtpUrl: string; from: string } | undefined;
}

/**
 * The senders' settings, or the list of what is missing (`NAME: why` lines): a provider that is
 * chosen but cannot work refuses the start rather than failing at the first code.
 */
export function readMessagingEnv(e: Parsed): { messaging: MessagingEnv; problems: string[] } {
  const problems: string[] = [];
  const need = (name: keyof Parsed, why: string): string => {
    const value = e[name];
    if (typeof value !== 'string' || !value) problems.push(`${name}: required ${why}`);
    return typeof value === 'string' ? value : '';
  };
  let sms: SmsSettings | undefined;
  const provider = e.TIC_SMS_PROVIDER;
  if (provider === 'webhook') {
    const url = need('TIC_SMS_WEBHOOK_URL', 'when TIC_SMS_PROVIDER=webhook');
    const secret = need('TIC_SMS_WEBHOOK_SECRET', 'when TIC_SMS_PROVIDER=webhook');
    if (secret && secret.length < 16) problems.push('TIC_SMS_WEBHOOK_SECRET: must be 16 or more characters');
    sms = { provider, url, secret };
  } else if (provider) {
    const why = `when TIC_SMS_PROVIDER=${provider}`;
    sms = {
      provider,
      accessKeyId: need('TIC_SMS_ACCESS_KEY_ID', why),
      accessKeySecret: need('TIC_SMS_ACCESS_KEY_SECRET', why),
      signName: need('TIC_SMS_SIGN_NAME', why),
      templateCode: need('TIC_SMS_TEMPLATE_CODE', why),
      sdkAppId: provider === 'tencent' ? need('TIC_SMS_SDK_APP_ID', why) : '',
      region: e.TIC_SMS_REGION,
      endpoint: e.TIC_SMS_ENDPOINT,
    };
  }
  let mail: MessagingEnv['mail'];
  if (e.TIC_SMTP_URL || e.TIC_MAIL_FROM) {
    mail = {
      smtpUrl: need('TIC_SMTP_URL', 'when TIC_MAIL_FROM is set'),
      from: need('TIC_MAIL_FROM', 'when TIC_SMTP_URL is set'),
    };
  }
  return { messaging: { sms, mail }, problems };
}
