/** A file sent with a document mail. */
export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

/**
 * One message on its way to a person: a mobile or an e-mail address, the code, and what it is
 * for. A document mail (purpose in DOCUMENT_PURPOSES) carries the document's number as its code
 * and the document itself as its attachment.
 */
export interface OutgoingMessage {
  to: string;
  code: string;
  /** register, login, findpass, change_mobile, bind_mobile, bind_email … or invoice */
  purpose: string;
  attachment?: MailAttachment;
}

/** Outbox purposes that send a document rather than a code: they do not expire with the codes. */
export const DOCUMENT_PURPOSES = ['invoice'] as const;
export type DocumentPurpose = (typeof DOCUMENT_PURPOSES)[number];
export const isDocumentPurpose = (purpose: string): purpose is DocumentPurpose =>
  (DOCUMENT_PURPOSES as readonly string[]).includes(purpose);

/** Finds the file of a document mail by its number; null when it no longer exists. */
export type DocumentFinder = (purpose: DocumentPurpose, code: string) => Promise<MailAttachment | null>;

/**
 * A gateway for one channel. `send` resolves once the gateway accepted the message and throws
 * when it did not; the error's message is stored for the console, so it names the gateway's
 * answer and never the code.
 */
export interface MessageSender {
  /** aliyun, tencent, webhook or smtp: for the start log and the console. */
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
  /** Closes pooled connections (the SMTP transport) at shutdown. */
  close?(): void;
}

/** The code channels a sender may serve; the outbox's channel names. */
export type DeliveryChannel = 'sms' | 'mail';

export type Senders = Partial<Record<DeliveryChannel, MessageSender>>;

/** How long one gateway call may take: well under the first retry's delay, so no claim expires mid-send. */
export const SEND_TIMEOUT_MS = 15_000;

/** A gateway's refusal worded for the console, the code blanked in case the gateway echoed it. */
export function deliveryError(error: unknown, code: string): string {
  const text = error instanceof Error ? error.message : String(error);
  const blanked = code ? text.split(code).join('******') : text;
  return blanked.replace(/\s+/g, ' ').trim().slice(0, 300) || '发送失败';
}
