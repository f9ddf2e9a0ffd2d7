import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { CommandExecutor, DATABASE } from '@notebook/kernel';
import { IdentityModule, IdentityService } from '@notebook/identity';
import type { Database } from '@notebook/read-models';
import { BillingService } from './billing.service';
import { AdminPricingController } from './http/admin-pricing.controller';
import { PricingPlanController } from './http/pricing-plan.controller';
import { PricingPlanQueries } from './queries/pricing-plan.queries';

@Module({
  imports: [IdentityModule],
  controllers: [AdminPricingController, PricingPlanController],
  providers: [
    { provide: PricingPlanQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new PricingPlanQueries(db) },
    {
      provide: BillingService,
      inject: [CommandExecutor, PricingPlanQueries, IdentityService],
      useFactory: (executor: CommandExecutor, queries: PricingPlanQueries, identity: IdentityService) => new BillingService(executor, queries, identity),
    },
  ],
  exports: [BillingService, PricingPlanQueries],
})
export class BillingModule {}
