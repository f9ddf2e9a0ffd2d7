import type { Redis } from 'ioredis';

/**
 * Closes a Redis connection after the commands already sent have their replies (QUIT queues behind
 * them). `disconnect()` instead drops the socket at once and rejects those commands with "Connection
 * is closed", rejections nobody may be awaiting any more (a library's fire-and-forget SUBSCRIBE, a
 * publish): on a busy machine they surfaced in whatever ran next. A connection that is not up, or a
 * QUIT not answered within `graceMs`, is dropped.
 */
export async function closeRedis(client: Redis, graceMs = 2_000): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
  const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
  const quit = client.quit().catch(() => undefined);
  await Promise.race([Promise.all([quit, ended]), late]).finally(() => clearTimeout(timer));
  if ((client.status as string) !== 'end') client.disconnect();
}
