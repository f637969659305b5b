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

/**
 * Runs `work` every `everyMs` (first after `firstAfterMs`, default one period) in this process,
 * never two rounds at once, and stops it at shutdown after the round in flight. A failed round is
 * logged and the next one tries again. Answers `run`, for a caller that wakes it sooner.
 */
export function startPeriodic(
  name: string,
  work: () => Promise<unknown>,
  { everyMs, firstAfterMs = everyMs }: { everyMs: number; firstAfterMs?: number },
): () => void {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= work()
      .catch((error) => console.error(`[tic] ${name} failed:`, (error as Error).message))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, firstAfterMs);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  onShutdown(async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
  return run;
}
