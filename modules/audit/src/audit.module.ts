import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { Clock, DATABASE, defineModule } from '@notebook/kernel';
import type { Database, Projection } from '@notebook/read-models';
import { AuditService } from './audit.service';
import { AdminAuditController } from './http/admin-audit.controller';
import { auditProjection } from './projections/audit.projection';
import { AuditQueries } from './queries/audit.queries';
// The module's own tables join the application's one Database type (read-model/schema.ts augments it).
import type {} from './read-model/schema';

@Module({
  controllers: [AdminAuditController],
  providers: [
    { provide: AuditQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new AuditQueries(db) },
    {
      provide: AuditService,
      inject: [AuditQueries, Clock],
      useFactory: (queries: AuditQueries, clock: Clock) => new AuditService(queries, clock),
    },
  ],
  exports: [AuditQueries],
})
export class AuditModule {}

/**
 * The audit trail (/admin/audit) as the application composes it: it records no events of its own;
 * its projection reads the other modules' events from the log.
 */
export const auditDefinition = defineModule<Projection>({
  name: 'audit',
  migrations: join(__dirname, 'read-model', 'migrations'),
  nest: AuditModule,
  projections: [auditProjection],
});
