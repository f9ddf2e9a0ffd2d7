import { Controller, Get, Inject } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { ApiPaths, Privileges } from '@notebook/contracts';
import { AdminAccess, DATABASE, EVENT_STORE, type EventStore, PG_POOL, PublicAccess, ok } from '@notebook/kernel';
import { type Database, projectionLag } from '@notebook/read-models';
import { applicationProjections } from './projections';

@Controller()
export class HealthController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  /** For load balancers and the start script: the API answers and reaches its database. */
  @Get(ApiPaths.health.status)
  @PublicAccess()
  async health() {
    await this.pool.query('SELECT 1');
    return ok({ status: 'UP' });
  }

  /**
   * For operators: how far each read model trails the event log, who runs it (host names, process
   * ids), any rebuild. Operational detail, so it needs the web audit privilege, not just the admin type.
   */
  @Get(ApiPaths.health.projections)
  @AdminAccess(Privileges.webAudit.view)
  async projections() {
    return ok(await projectionLag(this.db, this.eventStore, applicationProjections));
  }
}
