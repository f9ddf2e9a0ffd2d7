/**
 * Load (issue 30): 200 simulated readers against the real server on loopback, the API and the worker
 * each in a process of its own, started from their own entry points (apps/api/src/main.ts,
 * apps/worker/src/main.ts) as a deployment runs them, NODE_ENV=production.
 *
 * Each reader signs in once (POST auth/login), opens a 50-question AKT practice session and a
 * 70-question mock exam attempt, then, until a shared deadline, goes round: the primary index, a
 * lesson's 20 notes, a search, a highlight saved on a note, a practice question and its answer, a
 * mock exam question and its autosave, pausing 0.5 to 1.5 s between calls as a person does.
 * Every call is timed and counted as an error unless it answers 2xx with a SUCCESS envelope (503
 * and 429 included).
 *
 * Two kinds of phase, the same readers and the same rounds, four phases of 10 s in the order bare,
 * API, API, bare (so a change in the machine's other work weighs on both alike), each after 3 s of
 * the same load not measured (the bare server's pool opens its connections then):
 * - bare: the three reading calls go to a bare Fastify server (its own process,
 *   bench/support/bare-reader-server.ts) answering the same URLs with the same rows through the same
 *   query classes, the writes still to the API, so the database carries the same writes;
 * - API: every call goes to the API.
 * For each reading call: the API's p95 against the bare server's (goal: at most 3x), p50 and p99
 * beside. Then every call of the API phases (and the sign-in and set-up calls before it) with its
 * p50 / p95 / p99 and errors (goal: none), how busy each server process was in each phase (CPU
 * time from /proc, per cent of one core) and the peak RSS of the API, the worker and the bare server
 * (Linux' VmHWM of each process).
 *
 * The sign-in limits are raised for the bench's API through its environment, as the search bench
 * raises the search limit: every reader signs in from 127.0.0.1. Seeding goes through the
 * application's services (bench/support/load-content.ts); the readers are registered with an active
 * subscription, 16 at a time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildResources, createApplicationContext, startProjectionRunner } from '@notebook/api';
import { IdentityService } from '@notebook/identity';
import { type AppConfig, loadConfig } from '@notebook/kernel';
import { type BenchContext, type BenchRow, concurrently } from './support/bench';
import { CallLog } from './support/call-log';
import { type LoadContent, registerReaders, seedLoadContent } from './support/load-content';
import { ServerProcess, freePort } from './support/server-process';
import { CALLS, READ_CALLS, type Targets, VirtualReader } from './support/virtual-reader';

export const name = 'load';
export const description =
  '200 simulated readers against the real API and worker processes: p50/p95/p99 and errors per call, reads vs a bare Fastify server';

const READERS = 200;
const PHASE_SECONDS = 10;
/** Readers start signing in spread over this much time, as a class arriving. */
const SIGN_IN_RAMP_MS = 5_000;
const WARM_UP_SECONDS = 3;
const BARE = 'bare Fastify';
const API = 'API (Nest)';
/** Alternating, so that a change in the machine's other work over the run weighs on both alike. */
const PHASE_ORDER = [BARE, API, API, BARE];

type Servers = { api: ServerProcess; worker: ServerProcess; bare: ServerProcess; apiUrl: string; bareUrl: string };

export async function run(context: BenchContext): Promise<BenchRow[]> {
  const uploadDir = mkdtempSync(join(tmpdir(), 'notebook-load-bench-'));
  const env = serverEnvironment(context, uploadDir);
  const config = loadConfig(env);
  const resources = buildResources(config, { poolSize: 10 });
  let servers: Servers | null = null;
  try {
    const { content, emails } = await seed(context, config, resources);
    servers = await startServers(context, env);
    return await measure(context, servers, content, emails);
  } finally {
    await Promise.all([servers?.api.stop(), servers?.worker.stop(), servers?.bare.stop()]);
    await resources.jobs.obliterate();
    await resources.close();
    rmSync(uploadDir, { recursive: true, force: true });
  }
}

/** What the API and the worker are started with: production, with the sign-in and search limits out of the way. */
function serverEnvironment(context: BenchContext, uploadDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: context.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: 'bench-secret-for-the-load-run-0123456789abc',
    ADMIN_PASSWORD: 'bench-admin-password-1',
    UPLOAD_DIR: uploadDir,
    LOGIN_ATTEMPTS_PER_IP: '1000000',
    SEARCHES_PER_MINUTE: '1000000',
  };
}

/** The content and the readers, through the services with a projection runner of this process (stopped before the worker starts). */
async function seed(
  context: BenchContext,
  config: AppConfig,
  resources: ReturnType<typeof buildResources>,
): Promise<{ content: LoadContent; emails: string[] }> {
  const runner = startProjectionRunner(resources, {
    role: 'bench',
    logger: { info: () => undefined, warn: console.warn, error: console.error },
  });
  const services = await createApplicationContext(resources);
  try {
    context.log('seeding the catalog, a lesson of 20 notes, 570 AKT questions and an open mock exam');
    const content = await seedLoadContent(context, services, resources.clock);
    const readers = context.scaled(READERS);
    context.log(`registering ${readers} subscribed readers`);
    const emails = await registerReaders(services.get(IdentityService), readers);
    return { content, emails };
  } finally {
    await services.close();
    await runner.stop();
  }
}

async function startServers(context: BenchContext, env: Record<string, string>): Promise<Servers> {
  context.log('starting the worker, the API and the bare server, each a process');
  const [apiPort, barePort] = [await freePort(), await freePort()];
  const worker = ServerProcess.start('the worker', 'apps/worker/src/main.ts', env);
  const api = ServerProcess.start('the API', 'apps/api/src/main.ts', { ...env, PORT: String(apiPort) });
  const bare = ServerProcess.start('the bare server', 'bench/support/bare-reader-server.ts', {
    DATABASE_URL: env.DATABASE_URL!,
    PORT: String(barePort),
  });
  const servers = { api, worker, bare, apiUrl: `http://127.0.0.1:${apiPort}`, bareUrl: `http://127.0.0.1:${barePort}` };
  try {
    await Promise.all([
      worker.printed('Worker running'),
      api.ready(`${servers.apiUrl}/api/health`),
      bare.printed('listening'),
    ]);
  } catch (error) {
    await Promise.all([api.stop(), worker.stop(), bare.stop()]);
    throw error;
  }
  return servers;
}

async function measure(
  context: BenchContext,
  servers: Servers,
  content: LoadContent,
  emails: string[],
): Promise<BenchRow[]> {
  const readers = emails.map((email, index) => new VirtualReader(index, email, content));
  const setUp = new CallLog();
  context.log(
    `${readers.length} readers sign in (over ${SIGN_IN_RAMP_MS / 1000} s), open a practice session and a mock attempt`,
  );
  await concurrently(readers.length, async (index) => {
    await sleep((index * SIGN_IN_RAMP_MS) / readers.length);
    await readers[index]!.signIn(servers.apiUrl, setUp);
    await readers[index]!.prepare(servers.apiUrl, setUp);
  });
  const signedIn = readers.filter((reader) => reader.signedIn).length;
  if (signedIn === 0) throw new Error(`No reader could sign in: ${describeFailures(setUp)}`);
  await expectSameAnswers(servers, readers[0]!);

  const seconds = PHASE_SECONDS * context.scale;
  const targets: Record<string, Targets> = {
    [BARE]: { api: servers.apiUrl, reads: servers.bareUrl },
    [API]: { api: servers.apiUrl, reads: servers.apiUrl },
  };
  const logs = new Map([BARE, API].map((subject) => [subject, new CallLog()]));
  const cpu = new CpuUse(servers);
  for (const subject of PHASE_ORDER) {
    await loadPhase(readers, targets[subject]!, WARM_UP_SECONDS, new CallLog());
    context.log(`${subject} phase: ${signedIn} readers for ${seconds} s (${machineLoad()})`);
    await cpu.during(subject, () => loadPhase(readers, targets[subject]!, seconds, logs.get(subject)!));
    const stopped = [servers.api, servers.worker, servers.bare].find((server) => server.stopped);
    if (stopped) throw new Error(`${stopped.label} stopped (${stopped.stopped}) under load:\n${stopped.lastOutput()}`);
  }
  context.log(`done (${machineLoad()})`);
  reportFailures(context, [setUp, ...logs.values()]);
  const measuredSeconds = seconds * (PHASE_ORDER.length / 2);
  return [
    ...readRows(logs.get(BARE)!, logs.get(API)!, signedIn),
    ...apiRows(setUp, logs.get(API)!, signedIn, measuredSeconds),
    ...throughputRows(logs, measuredSeconds),
    ...cpu.rows(measuredSeconds),
    ...memoryRows(servers),
  ];
}

/** `seconds` of rounds, logged in `log`. */
async function loadPhase(readers: VirtualReader[], targets: Targets, seconds: number, log: CallLog): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  await concurrently(readers.length, (index) => readers[index]!.readUntil(deadline, targets, log));
}

/** Before measuring: the bare server answers each reading call with the API's very body, for a signed-in reader. */
async function expectSameAnswers(servers: Servers, reader: VirtualReader): Promise<void> {
  for (const target of READ_CALLS) {
    const [fromApi, fromBare] = await Promise.all([
      reader.answerText(target, servers.apiUrl),
      reader.answerText(target, servers.bareUrl),
    ]);
    if (fromApi !== fromBare)
      throw new Error(
        `${target.kind}: the API and the bare server answer differently:\nAPI:  ${fromApi.slice(0, 300)}\nbare: ${fromBare.slice(0, 300)}`,
      );
  }
}

/** Per reading call: p95 of the API against the bare server's, p50, p99, calls and errors beside. */
function readRows(bare: CallLog, api: CallLog, readers: number): BenchRow[] {
  return READ_CALLS.flatMap(({ kind, path }) =>
    [
      [BARE, bare],
      [API, api],
    ].map(([subject, log]) => {
      const stats = (log as CallLog).stats(kind);
      return {
        group: `${kind} (${path}), ${readers} readers, p95`,
        subject: subject as string,
        value: stats.p95,
        unit: 'ms',
        baseline: subject === BARE,
        details: { p50: stats.p50, p99: stats.p99, calls: stats.calls, errors: stats.errors },
      };
    }),
  );
}

/** Every call the API answered: the sign-ins and set-up before the phases, then the API phases' rounds. */
function apiRows(setUp: CallLog, api: CallLog, readers: number, seconds: number): BenchRow[] {
  const rowsOf = (log: CallLog, group: string) =>
    log.kinds.map((kind) => {
      const stats = log.stats(kind);
      return {
        group,
        subject: kind,
        value: stats.p95,
        unit: 'ms p95',
        details: { p50: stats.p50, p99: stats.p99, calls: stats.calls, errors: stats.errors, route: routeOf(kind) },
      };
    });
  return [
    ...rowsOf(setUp, `the API: sign-in and set-up, ${readers} readers at once`),
    ...rowsOf(api, `the API: every call of the API phases, ${readers} readers, ${seconds} s in all`),
  ];
}

function throughputRows(logs: Map<string, CallLog>, seconds: number): BenchRow[] {
  return [...logs].map(([subject, log]) => ({
    group: 'calls answered per second, all kinds',
    subject: `${subject} phase`,
    value: log.kinds.reduce((sum, kind) => sum + log.stats(kind).calls, 0) / seconds,
    unit: 'calls/s',
    baseline: subject === BARE,
    details: { errors: log.totalErrors },
  }));
}

/** How busy each server process was in each kind of phase (CPU time from /proc), in per cent of one core. */
class CpuUse {
  private readonly used = new Map<string, number[]>();

  constructor(private readonly servers: Servers) {}

  async during(subject: string, phase: () => Promise<void>): Promise<void> {
    const before = this.cpuSeconds();
    await phase();
    const after = this.cpuSeconds();
    const sums = this.used.get(subject) ?? before.map(() => 0);
    this.used.set(
      subject,
      sums.map((sum, index) => sum + after[index]! - before[index]!),
    );
  }

  rows(seconds: number): BenchRow[] {
    return [...this.used].flatMap(([subject, sums]) =>
      this.processes().map((server, index) => ({
        group: `CPU of each process during the phases, per cent of one core (the machine has ${availableParallelism()})`,
        subject: `${server.label}, ${subject} phases`,
        value: (100 * sums[index]!) / seconds,
        unit: '%',
      })),
    );
  }

  private processes(): ServerProcess[] {
    return [this.servers.api, this.servers.worker, this.servers.bare];
  }

  private cpuSeconds(): number[] {
    return this.processes().map((server) => server.cpuSeconds() ?? Number.NaN);
  }
}

function memoryRows(servers: Servers): BenchRow[] {
  return [servers.api, servers.worker, servers.bare].map((server) => ({
    group: 'peak RSS of each process over the whole run (VmHWM)',
    subject: server.label,
    value: server.peakRssMb() ?? Number.NaN,
    unit: 'MB',
  }));
}

function reportFailures(context: BenchContext, logs: CallLog[]): void {
  const total = logs.reduce((sum, log) => sum + log.totalErrors, 0);
  if (total === 0) return context.log('no call failed');
  context.log(`${total} calls failed; the first of them: ${logs.map(describeFailures).filter(Boolean).join('; ')}`);
}

function describeFailures(log: CallLog): string {
  return log.failures.map(({ kind, what }) => `${kind}: ${what}`).join('; ');
}

function routeOf(kind: string): string {
  return Object.values(CALLS).find((target) => target.kind === kind)?.path ?? '';
}

/** Other work on the machine moves every number here: say how busy it was. */
function machineLoad(): string {
  const [oneMinute, fiveMinutes] = loadavg();
  return `load average ${oneMinute!.toFixed(1)}, ${fiveMinutes!.toFixed(1)} on ${availableParallelism()} cores`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
