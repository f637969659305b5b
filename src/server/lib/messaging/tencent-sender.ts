import type { MessageSender, OutgoingMessage } from './message-sender';
import { SEND_TIMEOUT_MS } from './message-sender';
import { splitEndpoint } from './sdk-module';

export interface TencentSmsSettings {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region?: string;
  /** Another API address than sms.tencentcloudapi.com (a local gateway in tests). */
  endpoint?: string;
}

type SendStatus = { Code?: string; Message?: string };
type SmsClient = {
  SendSms(request: object): Promise<{ SendStatusSet?: SendStatus[] }>;
};
type SmsClientClass = new (config: object) => SmsClient;

/** Tencent Cloud's SDK wants E.164; the marketplace stores mainland mobiles as 11 digits. */
const e164 = (mobile: string) => (mobile.startsWith('+') ? mobile : `+86${mobile}`);

/**
 * Tencent Cloud SMS through its official SDK (TC3-HMAC-SHA256 signatures). The template is a
 * verification-code template whose first variable {1} is the code.
 */
export function tencentSender(s: TencentSmsSettings): MessageSender {
  let client: Promise<SmsClient> | undefined;
  const open = async () => {
    const mod = (await import('tencentcloud-sdk-nodejs-sms')) as unknown as {
      sms?: { v20210111: { Client: SmsClientClass } };
      default?: { sms: { v20210111: { Client: SmsClientClass } } };
    };
    const Client = (mod.sms ?? mod.default?.sms)?.v20210111.Client;
    if (!Client) throw new Error('腾讯云短信 SDK 缺少 v20210111 客户端');
    const target = s.endpoint ? splitEndpoint(s.endpoint) : undefined;
    return new Client({
      credential: { secretId: s.secretId, secretKey: s.secretKey },
      region: s.region ?? 'ap-guangzhou',
      profile: {
        httpProfile: {
          endpoint: target?.host ?? 'sms.tencentcloudapi.com',
          protocol: `${target?.protocol ?? 'https'}://`,
          reqTimeout: Math.ceil(SEND_TIMEOUT_MS / 1000),
        },
      },
    });
  };
  return {
    name: 'tencent',
    async send(message: OutgoingMessage) {
      client ??= open();
      const answer = await (await client).SendSms({
        PhoneNumberSet: [e164(message.to)],
        SmsSdkAppId: s.sdkAppId,
        SignName: s.signName,
        TemplateId: s.templateId,
        TemplateParamSet: [message.code],
      });
      const status = answer.SendStatusSet?.[0];
      if (status?.Code !== 'Ok')
        throw new Error(`腾讯云短信：${status?.Code ?? '无应答'} ${status?.Message ?? ''}`);
    },
  };
}
