import { Kysely, sql } from 'kysely';
import { Client, type ClientConfig } from 'pg';
import type { Database } from '../database';

/** Sent after a live checkpoint moved, so commands waiting for their read models look again at once. */
export const CHECKPOINT_NOTIFY_CHANNEL = 'projection_checkpoint_moved';

/**
 * Tells every process that a projection's live checkpoint moved. Sent after the batch committed, in
 * a statement of its own (a NOTIFY inside the batch would hold PostgreSQL's notify lock through the
 * commit), and coalesced: one in flight, at most one more owed. A lost one costs a waiter a poll.
 */
export class CheckpointNotifier {
  private inFlight: Promise<void> | null = null;
  private owed = false;

  constructor(private readonly db: Kysely<Database>) {}

  notify(): void {
    if (this.inFlight) this.owed = true;
    else this.inFlight = this.send();
  }

  private async send(): Promise<void> {
    do {
      this.owed = false;
      await sql`SELECT pg_notify(${CHECKPOINT_NOTIFY_CHANNEL}, '')`.execute(this.db).catch(() => undefined);
    } while (this.owed);
    this.inFlight = null;
  }
}

/** A wait for the next checkpoint move anywhere; `dispose` when done with it. */
export type CheckpointMove = { moved: Promise<void>; dispose(): void };

/**
 * One LISTEN connection per process for the commands waiting on their read models (instead of a
 * connection per waiting request). The connection opens on first use and again after it was lost;
 * while it is down, waiters simply fall back to polling.
 */
export class CheckpointListener {
  private client: Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly waiters = new Set<() => void>();
  private closed = false;

  constructor(private readonly clientConfig: ClientConfig) {}

  /** Take this before looking at the checkpoints, so a move in between is not missed. */
  nextMove(): CheckpointMove {
    this.ensureConnected();
    let wake!: () => void;
    const moved = new Promise<void>((resolve) => (wake = resolve));
    this.waiters.add(wake);
    return { moved, dispose: () => this.waiters.delete(wake) };
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.connecting;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private ensureConnected(): void {
    if (this.client || this.connecting || this.closed) return;
    this.connecting = this.connect()
      .catch(() => undefined)
      .finally(() => (this.connecting = null));
  }

  private async connect(): Promise<void> {
    const client = new Client({ ...this.clientConfig, application_name: 'checkpoint-listener', keepAlive: true });
    const lost = () => {
      if (this.client === client) this.client = null;
      client.end().catch(() => undefined);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => this.wakeAll());
    await client.connect();
    await client.query(`LISTEN ${CHECKPOINT_NOTIFY_CHANNEL}`);
    if (this.closed) return void client.end().catch(() => undefined);
    this.client = client;
  }

  private wakeAll(): void {
    const waiting = [...this.waiters];
    this.waiters.clear();
    for (const wake of waiting) wake();
  }
}
