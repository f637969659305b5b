/**
 * Tells other tabs of this origin that a user list changed (cart and follows stay
 * in step across tabs). The session itself travels through the `storage` event.
 */
/** `letters`: site letters were read (the account menu's unread badge asks again). */
export type Topic = 'cart' | 'follows' | 'collects' | 'letters';

let channel: BroadcastChannel | null = null;
const handlers = new Set<(topic: Topic) => void>();

const open = (): BroadcastChannel | null => {
  if (channel || typeof BroadcastChannel !== 'function') return channel;
  channel = new BroadcastChannel('tic-stores');
  channel.onmessage = (e: MessageEvent) => {
    for (const h of handlers) h(e.data as Topic);
  };
  // Node's channel (tests) would keep the process alive
  (channel as unknown as { unref?: () => void }).unref?.();
  return channel;
};

export function announce(topic: Topic): void {
  if (handlers.size) channel?.postMessage(topic);
}

export function onAnnounce(handler: (topic: Topic) => void): () => void {
  handlers.add(handler);
  open();
  return () => {
    handlers.delete(handler);
    if (!handlers.size) {
      channel?.close();
      channel = null;
    }
  };
}
