import { createHmac } from 'node:crypto';
import { type MessageSender, type OutgoingMessage, SEND_TIMEOUT_MS } from './message-sender';

export const SIGNATURE_HEADER = 'X-Tic-Signature';

/** `sha256=<hex HMAC-SHA256 of the exact body>`: what a gateway recomputes to trust a request. */
export const webhookSignature = (body: string, secret: string): string =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

/**
 * For a gateway the project does not know: POSTs `{to, code, purpose}` as JSON, signed with the
 * shared secret; a document mail adds `attachment: {filename, content_type, base64}`. Any 2xx answer is a delivery; anything else a failure to retry.
 */
export function webhookSender(url: string, secret: string): MessageSender {
  return {
    name: 'webhook',
    async send(message: OutgoingMessage) {
      const { to, code, purpose, attachment } = message;
      const file = attachment && {
        filename: attachment.filename,
        content_type: attachment.contentType,
        base64: Buffer.from(attachment.content).toString('base64'),
      };
      const body = JSON.stringify({ to, code, purpose, ...(file && { attachment: file }) });
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          [SIGNATURE_HEADER]: webhookSignature(body, secret),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      // the gateway's words are not read into the error: they may repeat the code
      await res.body?.cancel();
      if (res.status < 200 || res.status > 299) throw new Error(`网关返回 HTTP ${res.status}`);
    },
  };
}
