import type { Redis } from 'ioredis';

/**
 * Closes a Redis connection after the commands already sent have their replies (QUIT queues behind
 * them). `disconnect()` instead drops the socket at once and rejects those commands with "Connection
 * is closed", rejections nobody may be awaiting any more (a library's fire-and-forget SUBSCRIBE, a
 * publish): on a busy machine they surfaced in whatever ran next. A connection still coming up is
 * first let come up (the commands queued for it, such as a socket.io adapter's SUBSCRIBEs sent the
 * moment it was made, are then sent and answered); one that is down, or a QUIT not answered within
 * `graceMs`, is dropped.
 */
export async function closeRedis(client: Redis, graceMs = 2_000): Promise<void> {
  const deadline = Date.now() + graceMs;
  if (client.status === 'connecting' || client.status === 'connect') await readyBy(client, deadline);
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
  const quit = client.quit().catch(() => undefined);
  await within(Promise.all([quit, ended]), deadline);
  if ((client.status as string) !== 'end') client.disconnect();
}

async function readyBy(client: Redis, deadline: number): Promise<void> {
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  client.once('ready', settle).once('end', settle);
  await within(settled, deadline);
  client.off('ready', settle).off('end', settle);
}

/** Waits for `work`, or until `deadline` (epoch ms), whichever is first. */
async function within(work: Promise<unknown>, deadline: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
  await Promise.race([work, late]).finally(() => clearTimeout(timer));
}
