import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether a command in the current request saved events that the read models had not shown by the
 * end of the read-your-writes wait. The HTTP layer opens one record per request; the command
 * executor marks it; the exception filter reads it, so a save whose answer cannot be read back yet
 * says "saved, not shown yet" instead of "not found".
 */
export type ReadModelLag = { behind: boolean };

const currentLag = new AsyncLocalStorage<ReadModelLag>();

/** Runs `work` with a fresh record for the commands it executes. */
export function trackReadModelLag<T>(lag: ReadModelLag, work: () => T): T {
  return currentLag.run(lag, work);
}

/** Called by the executor when its wait for the read models timed out. */
export function markReadModelBehind(): void {
  const lag = currentLag.getStore();
  if (lag) lag.behind = true;
}
