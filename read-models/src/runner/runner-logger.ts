/** What the runner reports through; `console` fits. */
export type RunnerLogger = {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
};

export const silentLogger: RunnerLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
