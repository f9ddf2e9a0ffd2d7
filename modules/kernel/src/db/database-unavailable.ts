/**
 * Whether an error says the database cannot be reached right now (down, restarting, recovering, out
 * of connections) rather than that the request or the code is wrong: the caller should try again
 * shortly, and the answer says so (503) instead of "contact the administrator".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = causeOf(current), depth += 1) {
    if (unavailableCode(current) || CUT_CONNECTION.test(messageOf(current))) return true;
  }
  return false;
}

/** SQLSTATE: admin shutdown, crash shutdown, cannot connect now (starting up), too many connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** The socket to the server failed: refused, reset, timed out, or its address has no server. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);
/** node-postgres has no code for a connection that ended under a client, nor for a pool that found none in time. */
const CUT_CONNECTION = /^(Connection terminated( unexpectedly)?|timeout exceeded when trying to connect)$/;

function unavailableCode(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  // Class 08: connection exceptions.
  return code.startsWith('08') || UNAVAILABLE_STATES.has(code) || SOCKET_CODES.has(code);
}

function causeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}
