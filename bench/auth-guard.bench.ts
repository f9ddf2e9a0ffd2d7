/**
 * The guard's signed-in users (issue 16): every authenticated call loads its caller (status, type,
 * privileges through the roles, plan). 200 admins, each holding a role of every privilege, loaded
 * 4,000 times with 32 loads in flight, through the Redis cache (`AUTH_USER_CACHE_SECONDS`, the
 * default 60 s) against the baseline of the same loads reading the database every time (the cache
 * off), in the same run. Goal: p50 no higher than the database read.
 */
import { ALL_PRIVILEGES } from '@notebook/contracts';
import { buildResources, createApplicationContext, startProjectionRunner } from '@notebook/api';
import { IdentityService, createIdentityService } from '@notebook/identity';
import {
  AccessTokenService,
  CommandExecutor,
  RateLimiter,
  SYSTEM_ACTOR,
  createKysely,
  loadConfig,
} from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { type BenchContext, type BenchRow, percentile, timedMs } from './support/bench';

export const name = 'auth-guard';
export const description = "The guard's caller load: through the Redis cache vs reading the database every time";

const ADMINS = 200;
const LOADS = 4000;
const IN_FLIGHT = 32;

export async function run(context: BenchContext): Promise<BenchRow[]> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: context.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: 'bench-secret-for-the-auth-guard-run-0123456789',
    ADMIN_PASSWORD: 'bench-admin-password-1',
  });
  const resources = buildResources(config, { poolSize: 20, projectionWaitMs: 30_000 });
  const runner = startProjectionRunner(resources, {
    role: 'bench',
    logger: { info: () => undefined, warn: console.warn, error: console.error },
  });
  const services = await createApplicationContext(resources);
  try {
    const cached = services.get(IdentityService);
    const uncached = createIdentityService({
      executor: services.get(CommandExecutor),
      db: createKysely<Database>(context.pool),
      accessTokens: services.get(AccessTokenService),
      rateLimiter: services.get(RateLimiter),
      clock: resources.clock,
    });
    const roleId = await cached.createRole({ roleName: 'Bench admins', privileges: [...ALL_PRIVILEGES] }, SYSTEM_ACTOR);
    const admins: string[] = [];
    for (let index = 0; index < context.scaled(ADMINS); index++) {
      admins.push(
        await cached.createAdminUser(
          {
            email: `bench-admin-${index}@bench.example`,
            firstName: 'Bench',
            lastName: `Admin ${index}`,
            roleIds: [roleId],
          },
          SYSTEM_ACTOR,
        ),
      );
    }
    context.log(`${admins.length} admins made`);
    const rows: BenchRow[] = [];
    for (const [subject, loader, baseline] of [
      ['database every time', uncached, true],
      ['Redis cache', cached, false],
    ] as const) {
      const latencies = await loadMany(loader, admins, context.scaled(LOADS));
      rows.push(
        {
          group: `${LOADS} loads, ${IN_FLIGHT} in flight`,
          subject: `${subject} p50`,
          value: percentile(latencies, 50),
          unit: 'ms',
          baseline,
        },
        {
          group: `${LOADS} loads, ${IN_FLIGHT} in flight (p95)`,
          subject: `${subject} p95`,
          value: percentile(latencies, 95),
          unit: 'ms',
          baseline,
        },
      );
    }
    return rows;
  } finally {
    await services.close();
    await runner.stop();
    await resources.close();
  }
}

async function loadMany(loader: IdentityService, userIds: string[], count: number): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const userId = userIds[next++ % userIds.length]!;
      latencies.push(
        await timedMs(async () => {
          if (!(await loader.load(userId))) throw new Error('the admin did not load');
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return latencies;
}
