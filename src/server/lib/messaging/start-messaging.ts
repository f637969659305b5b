import type { Db } from '../../db';
import { onShutdown } from '../lifecycle';
import { findDocument } from './documents';
import type { MessagingEnv } from './messaging-env';
import { startOutboxLoop } from './outbox-loop';
import { type Channels, channelsOf, missingSendersLine, sendersFrom } from './senders';

export interface MessagingStart {
  production: boolean;
  messaging: MessagingEnv;
  /** How long a code is valid: the mail says so, and an older code is not sent any more. */
  codeTtlMs: number;
  /** Whether this process writes the start lines (one process of a cluster does). */
  announce: boolean;
  /** The server's log (main.ts): start lines and failed deliveries, never a code. */
  log: { info(line: string): void; error(line: string, error?: unknown): void };
}

/**
 * Starts the outbox sender for the channels the environment configures (in the demo too, where
 * the others stay readable at dev/outbox) and answers which channels reach a person, for
 * createApp: in production a channel without a sender refuses code requests.
 */
export function startMessaging(db: Db, o: MessagingStart): Channels {
  const senders = sendersFrom(o.messaging, Math.round(o.codeTtlMs / 60_000));
  const channels = channelsOf(senders);
  if (o.announce) {
    const names = [
      senders.sms && `SMS by ${senders.sms.name}`,
      senders.mail && `e-mail by ${senders.mail.name}`,
    ].filter(Boolean);
    if (names.length > 0) o.log.info(`[tic] codes sent: ${names.join(', ')}`);
    const missing = o.production ? missingSendersLine(senders) : null;
    if (missing) o.log.info(missing);
  }
  if (channels.sms || channels.mail) {
    const loop = startOutboxLoop(db, {
      senders,
      maxAgeMs: o.codeTtlMs,
      documents: (purpose, code) => findDocument(db, purpose, code),
      log: (line) => o.log.info(line),
      onError: (error) => o.log.error('[outbox] round failed:', error),
    });
    onShutdown(loop.stop);
  }
  return o.production ? channels : { sms: true, mail: true };
}
