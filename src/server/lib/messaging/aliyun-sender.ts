import { Config } from '@alicloud/openapi-client';
import type { MessageSender, OutgoingMessage } from './message-sender';
import { SEND_TIMEOUT_MS } from './message-sender';
import { defaultExport, splitEndpoint } from './sdk-module';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  region?: string;
  /** Another API address than dysmsapi.aliyuncs.com (a local gateway in tests). */
  endpoint?: string;
}

type DysmsClient = {
  sendSms(request: unknown): Promise<{ body?: { code?: string; message?: string } }>;
};

/**
 * Aliyun SMS (短信服务) through its official SDK, which signs each call (ACS3-HMAC-SHA256).
 * The template is a verification-code template with one variable, `${code}`.
 */
export function aliyunSender(s: AliyunSmsSettings): MessageSender {
  let client: Promise<{ client: DysmsClient; Request: new (fields: object) => unknown }> | undefined;
  const open = async () => {
    const mod = await import('@alicloud/dysmsapi20170525');
    const Client = defaultExport<new (config: Config) => DysmsClient>(mod);
    const target = s.endpoint ? splitEndpoint(s.endpoint) : undefined;
    const config = new Config({
      accessKeyId: s.accessKeyId,
      accessKeySecret: s.accessKeySecret,
      regionId: s.region ?? 'cn-hangzhou',
      endpoint: target?.host ?? 'dysmsapi.aliyuncs.com',
      protocol: target?.protocol ?? 'https',
      connectTimeout: 5_000,
      readTimeout: SEND_TIMEOUT_MS,
    });
    type Models = { SendSmsRequest?: new (fields: object) => unknown; default?: Models };
    const models = mod as unknown as Models;
    const Request = models.SendSmsRequest ?? models.default?.SendSmsRequest;
    if (!Request) throw new Error('阿里云短信 SDK 缺少 SendSmsRequest');
    return { client: new Client(config), Request };
  };
  return {
    name: 'aliyun',
    async send(message: OutgoingMessage) {
      client ??= open();
      const { client: sdk, Request } = await client;
      const answer = await sdk.sendSms(
        new Request({
          phoneNumbers: message.to,
          signName: s.signName,
          templateCode: s.templateCode,
          templateParam: JSON.stringify({ code: message.code }),
        }),
      );
      const code = answer.body?.code;
      if (code !== 'OK') throw new Error(`阿里云短信：${code ?? '无应答'} ${answer.body?.message ?? ''}`);
    },
  };
}
