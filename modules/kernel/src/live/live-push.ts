import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { redisKeyPrefix } from '../config';

/**
 * The room every socket of one user joins. Only the server puts a socket in a room (at its
 * handshake, from its access token): a client has no way to join another user's.
 */
export const userRoom = (userId: string): string => `user:${userId}`;

/** The Redis channel prefix the API's socket.io adapter and every publisher share: one per database. */
export const livePushKey = (databaseUrl: string): string => redisKeyPrefix(databaseUrl, 'socket.io');

/**
 * Pushes a message to a user's open tabs, live. Any process may push (an API answering a call, a
 * worker running a job): the message goes through Redis to whichever API process holds the user's
 * sockets. A user with no socket open misses nothing that matters: what is pushed is also in a
 * read model the web reads when it opens or reconnects.
 */
export abstract class LivePush {
  abstract toUser(userId: string, event: string, payload: unknown): void;
}

/** {@link LivePush} over socket.io's Redis emitter, the publishing half of the API's Redis adapter. */
export class RedisLivePush extends LivePush {
  private readonly emitter: Emitter;

  constructor(redis: Redis, key: string) {
    super();
    // The emitter publishes without waiting for the answer. While Redis is down a publish fails: the
    // message is lost (the read model still has it), and the failure must not surface as an
    // unhandled rejection that ends the process.
    const publisher = {
      publish: (channel: string, message: string | Buffer) => redis.publish(channel, message).catch(() => undefined),
    };
    this.emitter = new Emitter(publisher, { key });
  }

  toUser(userId: string, event: string, payload: unknown): void {
    this.emitter.to(userRoom(userId)).emit(event, payload);
  }
}
