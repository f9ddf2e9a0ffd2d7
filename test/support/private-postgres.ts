import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { migrateApplication } from '@notebook/api';
import { PostgresEventStore, createKysely, createPool } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { unusedPort } from './app-process';
import type { TestDatabase } from './test-database';

/** The machine's PostgreSQL binaries (Debian keeps them per major version). */
function postgresBin(program: string): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort().at(-1) : undefined;
  if (!version) throw new Error(`No PostgreSQL binaries under ${root}`);
  return join(root, version, 'bin', program);
}

/** PostgreSQL refuses to run as root: a root test runs the server as the machine's postgres user. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A PostgreSQL server of a test's own (the machine's binaries, a throwaway data folder, a free port)
 * that the test may stop dead and start again: a real database outage, without touching the server
 * every other test shares. Only fsync is off: nothing here must outlive the machine.
 */
export class PrivatePostgres {
  private process: ChildProcess | null = null;
  private readonly user = serverUser();

  private constructor(
    private readonly folder: string,
    readonly port: number,
  ) {}

  static async start(): Promise<PrivatePostgres> {
    const folder = mkdtempSync(join(tmpdir(), 'notebook-pg-'));
    const server = new PrivatePostgres(folder, await unusedPort());
    server.initialise();
    await server.start();
    return server;
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async start(): Promise<void> {
    if (this.process) return;
    // fsync off only: a crash here is the server process's, not the machine's, so the operating system
    // still holds every write. Commits stay synchronous: an answered command must survive the crash.
    const settings = ['-c', 'fsync=off'];
    this.process = spawn(
      postgresBin('postgres'),
      [
        '-D',
        this.dataFolder,
        '-p',
        String(this.port),
        '-k',
        this.folder,
        '-c',
        'listen_addresses=127.0.0.1',
        ...settings,
      ],
      { stdio: 'ignore', ...this.user },
    );
    await this.untilAnswering();
  }

  /**
   * Stops the server at once, as when its machine fails: SIGQUIT is PostgreSQL's immediate shutdown
   * (every connection cut, no checkpoint; the next start recovers from the WAL).
   */
  async crash(): Promise<void> {
    const running = this.process;
    if (!running) return;
    this.process = null;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGQUIT');
    await exited;
  }

  async stop(): Promise<void> {
    await this.crash();
    rmSync(this.folder, { recursive: true, force: true });
  }

  /** A database of the test's own on this server, migrated, with the handles the suite's helpers take. */
  async createDatabase(name: string): Promise<TestDatabase> {
    const admin = new Client({ connectionString: this.url() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = this.url(name);
    const pool = createPool(url, 5);
    await migrateApplication(createKysely<unknown>(pool));
    const db = createKysely<Database>(pool);
    return {
      name,
      url,
      pool,
      db,
      eventStore: new PostgresEventStore(pool, url, { pollIntervalMs: 200 }),
      drop: () => db.destroy(),
    };
  }

  private get dataFolder(): string {
    return join(this.folder, 'data');
  }

  private initialise(): void {
    if (this.user) {
      chownSync(this.folder, this.user.uid, this.user.gid);
      chmodSync(this.folder, 0o700);
    }
    const initdb = spawnSync(
      postgresBin('initdb'),
      ['-D', this.dataFolder, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
      { encoding: 'utf8', ...this.user },
    );
    if (initdb.status !== 0) throw new Error(`initdb failed: ${initdb.stderr}`);
  }

  private async untilAnswering(): Promise<void> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const probe = new Client({ connectionString: this.url() });
      try {
        await probe.connect();
        await probe.query('SELECT 1');
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        await probe.end().catch(() => undefined);
      }
    }
  }
}
