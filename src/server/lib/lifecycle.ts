/**
 * Background work a server process runs beside its requests (the outbox sender, payment
 * reconciliation, index checks) registers how to stop here, so a SIGTERM stops each of them
 * cleanly after the listeners close and before the database does.
 */
type Stop = () => Promise<void> | void;

const stops = new Set<Stop>();

/** Registers a stop; the returned function unregisters it (a job that ended by itself). */
export function onShutdown(stop: Stop): () => void {
  stops.add(stop);
  return () => stops.delete(stop);
}

/** Runs every registered stop once, side by side; a stop that throws does not keep the others from running. */
export async function runShutdown(): Promise<void> {
  const pending = [...stops];
  stops.clear();
  await Promise.allSettled(pending.map(async (stop) => stop()));
}
