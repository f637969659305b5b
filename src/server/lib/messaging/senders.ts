import { aliyunSender } from './aliyun-sender';
import type { DeliveryChannel, Senders } from './message-sender';
import type { MessagingEnv } from './messaging-env';
import { smtpSender } from './smtp-sender';
import { tencentSender } from './tencent-sender';
import { webhookSender } from './webhook-sender';

/** Which code channels reach a person (config/load's `channels`). */
export type Channels = Record<DeliveryChannel, boolean>;

/** The senders the environment configures (none, one or both channels). */
export function sendersFrom(env: MessagingEnv, codeMinutes: number): Senders {
  const senders: Senders = {};
  const sms = env.sms;
  if (sms?.provider === 'webhook') senders.sms = webhookSender(sms.url, sms.secret);
  else if (sms?.provider === 'aliyun') senders.sms = aliyunSender(sms);
  else if (sms?.provider === 'tencent')
    senders.sms = tencentSender({
      secretId: sms.accessKeyId,
      secretKey: sms.accessKeySecret,
      sdkAppId: sms.sdkAppId,
      signName: sms.signName,
      templateId: sms.templateCode,
      region: sms.region,
      endpoint: sms.endpoint,
    });
  if (env.mail) senders.mail = smtpSender(env.mail.smtpUrl, env.mail.from, codeMinutes);
  return senders;
}

export const channelsOf = (senders: Senders): Channels => ({
  sms: senders.sms !== undefined,
  mail: senders.mail !== undefined,
});

/** One start-log line for a production site whose code channels lead nowhere; null when both work. */
export function missingSendersLine(senders: Senders): string | null {
  const missing = [
    senders.sms ? '' : 'SMS (TIC_SMS_PROVIDER)',
    senders.mail ? '' : 'e-mail (TIC_SMTP_URL, TIC_MAIL_FROM)',
  ].filter(Boolean);
  if (missing.length === 0) return null;
  return `[tic] no sender for ${missing.join(' or ')}: those code requests are refused with 服务暂未开通`;
}
