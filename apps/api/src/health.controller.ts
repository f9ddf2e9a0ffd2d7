import { Controller, Inject } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { ApiPaths, Privileges, type ReadinessReport } from '@notebook/contracts';
import {
  APP_CONFIG,
  type AppConfig,
  DATABASE,
  EVENT_STORE,
  type EventStore,
  PG_POOL,
  ServiceUnavailableError,
  ok,
  PublicCall,
  AdminCall,
} from '@notebook/kernel';
import { type Database, type ReadModelStaleness, projectionLag, readModelStaleness } from '@notebook/read-models';
import { applicationProjections } from './projections';

/** A public check polled every few seconds must not count events on every call: one count serves this long. */
const READINESS_CACHE_MS = 2_000;

@Controller()
export class HealthController {
  private staleness: { at: number; measured: Promise<ReadModelStaleness[]> } | null = null;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Liveness, for load balancers and the start script: the API answers and reaches its database. */
  @PublicCall(ApiPaths.health.status)
  async health() {
    await this.pool.query('SELECT 1');
    return ok({ status: 'UP' });
  }

  /**
   * Readiness, for a monitor: 503 while any read model trails the log by more than
   * READ_MODELS_MAX_EVENTS_BEHIND events (the worker is down or cannot keep up), naming which.
   */
  @PublicCall(ApiPaths.health.ready)
  async ready() {
    const staleness = await this.currentStaleness();
    const behind = staleness.filter((each) => each.eventsBehind > this.config.READ_MODELS_MAX_EVENTS_BEHIND);
    if (behind.length > 0) {
      const named = behind.map((each) => `${each.projection} (${each.eventsBehind} events)`).join(', ');
      throw new ServiceUnavailableError(`Read models are behind the event log: ${named}.`);
    }
    const report: ReadinessReport = {
      status: 'READY',
      maxEventsBehind: Math.max(0, ...staleness.map((each) => each.eventsBehind)),
    };
    return ok(report);
  }

  /**
   * For operators: how far each read model trails the event log, who runs it (host names, process
   * ids), any rebuild. Operational detail, so it needs the web audit privilege, not just the admin type.
   */
  @AdminCall(ApiPaths.health.projections, Privileges.webAudit.view)
  async projections() {
    const lags = await projectionLag(this.db, this.eventStore, applicationProjections);
    const limit = this.config.READ_MODELS_MAX_EVENTS_BEHIND;
    return ok(lags.map((lag) => ({ ...lag, lagging: lag.servedEventsBehind > limit })));
  }

  private currentStaleness(): Promise<ReadModelStaleness[]> {
    if (!this.staleness || Date.now() - this.staleness.at > READINESS_CACHE_MS) {
      const measured = readModelStaleness(this.db, this.eventStore, applicationProjections);
      this.staleness = { at: Date.now(), measured };
      measured.catch(() => (this.staleness = null));
    }
    return this.staleness.measured;
  }
}
