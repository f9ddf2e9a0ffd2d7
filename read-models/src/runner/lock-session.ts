import { Client, ClientConfig } from 'pg';
import { EVENT_STORE_NOTIFY_CHANNEL, appendedTypesOf } from '@notebook/kernel';
import type { RunnerLogger } from './runner-logger';

/**
 * The runner's dedicated connection. It holds one advisory lock per projection this process runs,
 * so when the process dies the server drops the connection and its locks, and a standby takes
 * over. It also renews the lease rows (who holds what, until when, for operators and as a fence
 * checked in every batch) and listens for the event store's appends.
 */
export type LockSessionOptions = {
  clientConfig: ClientConfig;
  ownerId: string;
  leaseMs: number;
  /** Events were appended: of these types, or of any (null). */
  onAppend: (types: readonly string[] | null) => void;
  logger: RunnerLogger;
};

const LOCK_KEY = `hashtextextended('projection:' || $1, 0)`;

export class LockSession {
  private client: Client | null = null;
  private connecting: Promise<Client> | null = null;
  private readonly held = new Map<string, AbortController>();
  private renewTimer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Every projection of this process shares the connection: its queries run one at a time. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: LockSessionOptions) {}

  /** Takes the projection's lock and lease if free; the signal aborts when they are lost. */
  async tryAcquire(projectionName: string): Promise<AbortSignal | null> {
    if (this.closed) return null;
    const client = await this.connection();
    const { rows } = await this.query<{ locked: boolean }>(
      client,
      `SELECT pg_try_advisory_lock(${LOCK_KEY}) AS locked`,
      [projectionName],
    );
    if (!rows[0]?.locked) return null;
    try {
      // The lock was free, so the previous holder's connection is gone: its lease, expired or not, is void.
      await this.query(
        client,
        `INSERT INTO projection_lease (projection_name, owner_id, expires_at)
         VALUES ($1, $2, now() + $3 * interval '1 millisecond')
         ON CONFLICT (projection_name) DO UPDATE SET owner_id = excluded.owner_id, expires_at = excluded.expires_at`,
        [projectionName, this.options.ownerId, this.options.leaseMs],
      );
    } catch (error) {
      await this.query(client, `SELECT pg_advisory_unlock(${LOCK_KEY})`, [projectionName]).catch(() => undefined);
      throw error;
    }
    const lost = new AbortController();
    this.held.set(projectionName, lost);
    this.scheduleRenewal();
    return lost.signal;
  }

  async release(projectionName: string): Promise<void> {
    const held = this.held.get(projectionName);
    this.held.delete(projectionName);
    const client = this.client;
    if (!held || !client) return;
    await this.query(client, `DELETE FROM projection_lease WHERE projection_name = $1 AND owner_id = $2`, [
      projectionName,
      this.options.ownerId,
    ]);
    await this.query(client, `SELECT pg_advisory_unlock(${LOCK_KEY})`, [projectionName]);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.renewTimer) clearTimeout(this.renewTimer);
    for (const name of [...this.held.keys()]) await this.release(name).catch(() => undefined);
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private query<Row extends object = object>(
    client: Client,
    text: string,
    values?: unknown[],
  ): Promise<{ rows: Row[] }> {
    const result = this.queue.then(() => client.query<Row & Record<string, unknown>>(text, values));
    this.queue = result.catch(() => undefined);
    return result;
  }

  private connection(): Promise<Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<Client> {
    const client = new Client({
      ...this.options.clientConfig,
      application_name: `projection-runner ${this.options.ownerId}`.slice(0, 63),
      keepAlive: true,
    });
    client.on('error', (error) => this.connectionLost(client, error));
    client.on('end', () => this.connectionLost(client, new Error('connection ended')));
    client.on('notification', (message) => this.options.onAppend(appendedTypesOf(message.payload)));
    await client.connect();
    await this.query(client, `LISTEN ${EVENT_STORE_NOTIFY_CHANNEL}`);
    this.client = client;
    return client;
  }

  private connectionLost(client: Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    if (this.closed) return;
    if (this.held.size > 0)
      this.options.logger.warn('Projection runner lost its lock connection; stepping down', error);
    for (const lost of this.held.values()) lost.abort();
    this.held.clear();
  }

  private scheduleRenewal(): void {
    if (this.renewTimer || this.closed) return;
    this.renewTimer = setTimeout(() => {
      this.renewTimer = null;
      void this.renew().finally(() => {
        if (this.held.size > 0) this.scheduleRenewal();
      });
    }, this.options.leaseMs / 3);
  }

  private async renew(): Promise<void> {
    const client = this.client;
    if (!client || this.held.size === 0) return;
    try {
      const { rows } = await this.query<{ projection_name: string }>(
        client,
        `UPDATE projection_lease SET expires_at = now() + $3 * interval '1 millisecond'
         WHERE projection_name = ANY($1) AND owner_id = $2 RETURNING projection_name`,
        [[...this.held.keys()], this.options.ownerId, this.options.leaseMs],
      );
      const renewed = new Set(rows.map((row) => row.projection_name));
      for (const [name, lost] of this.held) {
        if (renewed.has(name)) continue;
        this.options.logger.warn(`Projection ${name}: lease taken by another runner; stepping down`);
        lost.abort();
      }
    } catch (error) {
      this.connectionLost(client, error);
    }
  }
}
