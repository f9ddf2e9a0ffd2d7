import { type Kysely, sql } from 'kysely';
import type { ReportType } from '@notebook/contracts';
import { type EventStore, type EventUpcaster, START } from '@notebook/kernel';
import { CheckpointMovedError, type Database, buildIntoSchema, countEvents } from '@notebook/read-models';
import { REPORT_BUILD_SCHEMA_PREFIX, reportBuildSchema, reportProjections } from './report-definitions';

export type ReportBuildState =
  | { status: 'BUILDING'; eventsApplied: number; eventsTotal: number }
  | { status: 'READY'; schema: string; builtAt: Date };

type Build = {
  schema: string;
  eventsApplied: number;
  eventsTotal: number;
  finished: Promise<void>;
  builtAt: Date | null;
  failure: unknown;
  lastUsed: number;
};

export type ReportBuildsOptions = {
  db: Kysely<Database>;
  eventStore: EventStore;
  eventSchemas: EventUpcaster;
  /** How long a call waits for a build before answering BUILDING (ms). */
  waitMs?: number;
  /** Finished builds kept (schemas); the least recently asked for are dropped past it. */
  maxKept?: number;
};

/**
 * As-of builds of reports, made with the replay machinery (`buildIntoSchema`, what `npm run replay
 * -- --until` uses): the report's projection replays the events recorded up to the moment into
 * copies of its tables in `report_as_of_<type>_<yyyymmddhhmm>`. A build runs in the background of
 * the process that was asked; a call waits up to `waitMs` for it and otherwise answers its progress,
 * so the web polls. A finished build is the cache: asked again (in any process, after a restart too)
 * it is found finished and read at once; the oldest are dropped past `maxKept`.
 */
export class ReportBuilds {
  private readonly builds = new Map<string, Build>();
  private readonly waitMs: number;
  private readonly maxKept: number;

  constructor(private readonly options: ReportBuildsOptions) {
    this.waitMs = options.waitMs ?? 1500;
    this.maxKept = options.maxKept ?? 24;
  }

  async build(reportType: ReportType, until: Date): Promise<ReportBuildState> {
    const schema = reportBuildSchema(reportType, until);
    const build = this.builds.get(schema) ?? this.start(reportType, until, schema);
    build.lastUsed = Date.now();
    await Promise.race([build.finished.catch(() => undefined), delay(this.waitMs)]);
    if (build.failure !== null) {
      this.builds.delete(schema); // the next call starts again (an interrupted build resumes)
      // Another process took over the same build: still building, as far as the caller can tell.
      if (build.failure instanceof CheckpointMovedError)
        return { status: 'BUILDING', eventsApplied: build.eventsApplied, eventsTotal: build.eventsTotal };
      throw build.failure;
    }
    if (build.builtAt) return { status: 'READY', schema, builtAt: build.builtAt };
    return { status: 'BUILDING', eventsApplied: build.eventsApplied, eventsTotal: build.eventsTotal };
  }

  private start(reportType: ReportType, until: Date, schema: string): Build {
    const projection = reportProjections[reportType];
    const build: Build = {
      schema,
      eventsApplied: 0,
      eventsTotal: 0,
      finished: Promise.resolve(),
      builtAt: null,
      failure: null,
      lastUsed: Date.now(),
    };
    const { db, eventStore, eventSchemas } = this.options;
    build.finished = (async () => {
      const head = await eventStore.headPosition();
      build.eventsTotal = await countEvents(db, { after: START, upTo: head, eventTypes: projection.canHandle });
      await buildIntoSchema({
        db,
        eventStore,
        eventSchemas,
        projections: [projection],
        schema,
        until,
        onProgress: (progress) => {
          build.eventsApplied = progress.eventsApplied;
          build.eventsTotal = Math.max(build.eventsTotal, progress.eventsApplied);
        },
      });
      build.builtAt = new Date();
      await this.dropOldest();
    })().catch((error: unknown) => {
      build.failure = error;
    });
    this.builds.set(schema, build);
    return build;
  }

  /** Drops finished builds past `maxKept`: first those this process never used, oldest moment first, then the least recently asked for. */
  private async dropOldest(): Promise<void> {
    const { db } = this.options;
    const { rows } = await sql<{ schema: string }>`
      SELECT nspname AS schema FROM pg_namespace WHERE starts_with(nspname, ${REPORT_BUILD_SCHEMA_PREFIX}) ORDER BY nspname
    `.execute(db);
    const building = new Set([...this.builds.values()].filter((build) => !build.builtAt).map((build) => build.schema));
    const candidates = rows
      .map((row) => row.schema)
      .filter((schema) => !building.has(schema))
      .sort((a, b) => (this.builds.get(a)?.lastUsed ?? 0) - (this.builds.get(b)?.lastUsed ?? 0));
    const excess = candidates.length - this.maxKept;
    for (const schema of candidates.slice(0, Math.max(0, excess))) {
      await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db);
      await sql`DELETE FROM projection_rebuild WHERE target_schema = ${schema}`.execute(db);
      this.builds.delete(schema);
    }
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
