import { Redis } from 'ioredis';
import { closeRedis } from './close-redis';

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const key = `close-redis-spec:${process.pid}`;

async function ready(): Promise<Redis> {
  const client = new Redis(url);
  await client.ping();
  return client;
}

test('a command sent before the close has its reply; the connection ends', async () => {
  const client = await ready();
  const sent = client.set(key, 'kept');
  await closeRedis(client);
  await expect(sent).resolves.toBe('OK');
  expect(client.status).toBe('end');
  const other = await ready();
  expect(await other.get(key)).toBe('kept');
  await other.del(key);
  await closeRedis(other);
});

test('a connection still coming up is let come up: the commands queued for it have their replies', async () => {
  const client = new Redis(url);
  expect(client.status).toBe('connecting');
  // As a socket.io adapter subscribes the moment its client is made, and nobody awaits the promise.
  const subscribed = client.subscribe(`${key}:channel`);
  await closeRedis(client);
  await expect(subscribed).resolves.toBe(1);
  expect(client.status).toBe('end');
});

test('what closeRedis prevents: disconnect() rejects a command still on its way', async () => {
  const client = await ready();
  const sent = client.blpop(`${key}:never`, 5);
  client.disconnect();
  await expect(sent).rejects.toThrow('Connection is closed');
});

test('a connection that never came up is dropped at once', async () => {
  const client = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0 });
  await closeRedis(client);
  expect(client.status).toBe('end');
});
