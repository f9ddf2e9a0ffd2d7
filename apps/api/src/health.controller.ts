import { Controller, Get, Inject } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, PublicAccess, ok } from '@notebook/kernel';

@Controller()
export class HealthController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** For load balancers and the start script: the API answers and reaches its database. */
  @Get('health')
  @PublicAccess()
  async health() {
    await this.pool.query('SELECT 1');
    return ok({ status: 'UP' });
  }
}
