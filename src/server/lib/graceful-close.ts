import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** How often the open connections are looked at while closing. */
const SWEEP_MS = 50;
/** Sweeps a connection must be seen quiet (no request, no byte read) before it is closed. */
const QUIET_SWEEPS = 2;

type Tracked = Socket & { _httpMessage?: unknown };

export interface GracefulClose {
  /**
   * Stops taking connections; requests under way are answered; each connection is closed once
   * it has been quiet for a moment; those still open after graceMs are closed. Resolves when no
   * connection is left, with how many had to be closed by force.
   */
  close(graceMs: number): Promise<{ forced: number }>;
}

/**
 * Node's server.close() also destroys at once every connection without a request being parsed,
 * which includes one whose request has arrived but not yet been read, while the event loop is
 * busy: that request then fails. Here the listening socket closes, answers from then on say
 * `Connection: close`, and a connection is closed only after it has had no request and read no
 * byte for two sweeps. Only connections are tracked (one listener each), nothing per request.
 */
export function gracefulClose(server: Server): GracefulClose {
  const open = new Set<Tracked>();
  server.on('connection', (socket: Tracked) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return {
    close: (graceMs) =>
      new Promise((done) => {
        server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
        // net's close: stop listening without http's immediate sweep of "idle" connections
        NetServer.prototype.close.call(server);
        const seen = new Map<Tracked, { bytes: number; quiet: number }>();
        let forced = 0;
        const finish = () => {
          clearInterval(sweep);
          clearTimeout(late);
          done({ forced });
        };
        const sweep = setInterval(() => {
          for (const socket of open) {
            const last = seen.get(socket);
            const busy = Boolean(socket._httpMessage) || socket.bytesRead !== last?.bytes;
            const quiet = busy ? 0 : (last?.quiet ?? 0) + 1;
            seen.set(socket, { bytes: socket.bytesRead, quiet });
            if (quiet >= QUIET_SWEEPS) socket.destroy();
          }
          if (open.size === 0) finish();
        }, SWEEP_MS);
        const late = setTimeout(() => {
          forced = open.size;
          for (const socket of open) socket.destroy();
          finish();
        }, graceMs);
      }),
  };
}
