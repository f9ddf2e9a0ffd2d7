export * from './billing.module';
export * from './billing.service';
export * from './pricing-plans/pricing-plan.events';
export * from './pricing-plans/pricing-plan.decider';
export * from './queries/pricing-plan.queries';
export * from './projections/pricing-plan.projection';
