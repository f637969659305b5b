import nodemailer from 'nodemailer';
import type { MessageSender, OutgoingMessage } from './message-sender';
import { SEND_TIMEOUT_MS } from './message-sender';

export interface MailText {
  subject: string;
  text: string;
}

const PURPOSE_WORDS: Record<string, string> = {
  register: '注册账号',
  bind_email: '绑定邮箱',
};

/** The code mail: plain text, no link a phishing copy could imitate. */
export function codeMail(code: string, purpose: string, minutes: number): MailText {
  const what = PURPOSE_WORDS[purpose];
  return {
    subject: '检验检测认证服务商城验证码',
    text: [
      `您的验证码是 ${code}，${minutes} 分钟内有效${what ? `，用于${what}` : ''}。`,
      '如非本人操作，请忽略本邮件。请勿将验证码告诉他人。',
    ].join('\n'),
  };
}

/** The mail that carries a document: what it is and where else to find it. */
export function documentMail(message: OutgoingMessage): MailText {
  return {
    subject: `您的电子发票 ${message.code}`,
    text: [
      `您好，您在检验检测认证服务商城的订单已开具电子发票，发票号码 ${message.code}，PDF 文件见附件。`,
      '您也可以登录商城，在“账户中心 - 电子发票”中随时下载。',
    ].join('\n'),
  };
}

/**
 * Mail over SMTP with nodemailer: `smtp://user:pass@host:587` upgrades with STARTTLS when the
 * server offers it, `smtps://…:465` speaks TLS from the start.
 */
export function smtpSender(smtpUrl: string, from: string, minutes: number): MessageSender {
  // one connection per mail: a code now and then, no pool left open between them
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return {
    name: 'smtp',
    async send(message: OutgoingMessage) {
      const { attachment } = message;
      const mail = attachment ? documentMail(message) : codeMail(message.code, message.purpose, minutes);
      await transport.sendMail({
        from,
        to: message.to,
        subject: mail.subject,
        text: mail.text,
        attachments: attachment && [
          {
            filename: attachment.filename,
            content: Buffer.from(attachment.content),
            contentType: attachment.contentType,
          },
        ],
      });
    },
    close: () => transport.close(),
  };
}
