import type { Kysely } from 'kysely';
import {
  application,
  applicationModules,
  buildResources,
  createApplicationContext,
  migrateApplication,
  startProjectionRunner,
} from '@notebook/api';
import { DEMO_PASSWORD } from '@notebook/identity';
import {
  CommandBatch,
  EventStore,
  type SeedContext,
  type SeedStage,
  ensureDatabaseExists,
  loadConfig,
  runSeedSteps,
} from '@notebook/kernel';
import { Database, Projection, ProjectionRunner, RunnerLogger, waitForProjections } from '@notebook/read-models';
import { type SeedProgress, seconds, seedProgress } from './seed/progress';
import { seedMode } from './seed/seed-mode';

/**
 * Demo content through the real deciders, so it is ordinary events: each listed module's seed step
 * (`seed` in its definition), in the order their `after` declare, steps that do not depend on each
 * other at the same time. Bulk content (the catalog's 7,200 notes) is decided into one CommandBatch
 * and appended once every step is done, then the projections catch up once. Safe to run again: it
 * does nothing when the admin exists already. Only the super admin outside development (seed-mode.ts).
 */
async function seed(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const mode = seedMode(config.NODE_ENV, process.argv.slice(2));
  if (config.NODE_ENV === 'production' && (config.ADMIN_PASSWORD ?? DEMO_PASSWORD) === DEMO_PASSWORD) {
    throw new Error('Refusing the default admin password in production: set ADMIN_PASSWORD');
  }
  await ensureDatabaseExists(config.DATABASE_URL);
  // A busy machine can keep a projection behind for more than the API's 2 s; the seed waits rather than fail.
  const resources = buildResources(config, { poolSize: 16, projectionWaitMs: 60_000 });
  await migrateApplication(resources.db);
  const projections = application.projections;
  const runner = startProjectionRunner(resources, { role: 'seed', logger: quietLogger });
  const services = await createApplicationContext(resources);
  const progress = seedProgress();
  try {
    if (await adminExists(resources.db, config.ADMIN_EMAIL)) {
      console.log(`Demo content present already (${config.ADMIN_EMAIL} exists); nothing to seed.`);
      return;
    }
    const demo = mode === 'demo';
    const appending = demo ? progress.stage('Appending events', 1, 'events') : undefined;
    const catchingUp = demo ? progress.stage('Read models', 1, 'events') : undefined;
    const appended = { streams: 0, events: 0 };
    const batch = new CommandBatch(resources.eventStore, resources.eventSchemas, resources.clock, {
      onAppended: ({ streams, events }) => {
        appended.streams += streams;
        appending?.update((appended.events += events));
      },
    });
    const summaries: string[] = [];
    await runSeedSteps(applicationModules, {
      demo,
      config,
      services,
      batch,
      stage: summarised(progress, summaries),
      readModelsShow: async (position, eventTypes) => {
        const shown = await waitForProjections(resources.db, { position, eventTypes, projections, timeoutMs: 120_000 });
        if (!shown) throw new Error(`The read models did not show ${eventTypes.join(', ')} within 2 minutes`);
      },
    });
    if (!appending || !catchingUp) {
      console.log(`Seeded the super admin ${config.ADMIN_EMAIL} (no demo content with NODE_ENV=${config.NODE_ENV}).`);
      return;
    }

    appending.update(appended.events, appended.events + batch.pendingEvents);
    await batch.flush();
    appending.done(`${appended.events} events on ${appended.streams} streams`);
    await catchUp(runner, resources, projections, catchingUp);
    catchingUp.done('caught up');
    progress.stop();
    console.log(`Seeded the demo in ${seconds(Date.now() - started)} s: ${summaries.filter(Boolean).join(', ')}.`);
  } finally {
    progress.stop();
    await runner.stop();
    await services.close();
    await resources.close();
  }
}

async function adminExists(db: Kysely<Database>, adminEmail: string): Promise<boolean> {
  const admin = await db
    .selectFrom('user_account')
    .select('user_id')
    .where('email', '=', adminEmail.toLowerCase())
    .executeTakeFirst();
  return admin !== undefined;
}

/** The steps' stages, each one's summary kept (in the order the stages began) for the closing line. */
function summarised(progress: SeedProgress, summaries: string[]): SeedContext['stage'] {
  return (label, total, unit): SeedStage => {
    const stage = progress.stage(label, total, unit);
    const index = summaries.push('') - 1;
    return {
      update: (value, newTotal) => stage.update(value, newTotal),
      done(summary) {
        summaries[index] = summary;
        stage.done(summary);
      },
    };
  };
}

/** Waits until every projection shows the whole log, moving the stage by the events still to apply. */
async function catchUp(
  runner: ProjectionRunner,
  resources: { db: Kysely<Database>; eventStore: EventStore },
  projections: readonly Projection[],
  stage: SeedStage,
): Promise<void> {
  const eventTypes = [...new Set(projections.flatMap((projection) => projection.canHandle))];
  const head = await resources.eventStore.headPosition();
  let total = 0;
  for (;;) {
    const behind = (await runner.lag()).reduce(
      (sum, each) => sum + each.eventsBehind + (each.rebuild?.eventsBehind ?? 0),
      0,
    );
    total = Math.max(total, behind);
    stage.update(total - behind, Math.max(total, 1));
    if (await waitForProjections(resources.db, { position: head, eventTypes, projections, timeoutMs: 1_000 })) return;
  }
}

/** The runner's start-up lines ("running in ...", "rebuilding ...") would break the bars; errors still show. */
const quietLogger: RunnerLogger = {
  info: () => undefined,
  warn: (message, ...details) => console.warn(message, ...details),
  error: (message, ...details) => console.error(message, ...details),
};

seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
