import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { APP_CONFIG, type AppConfig, Clock, CommandExecutor, DATABASE, webhookSecretOf } from '@notebook/kernel';
import { IdentityModule, IdentityService, ReaderSubscriptions } from '@notebook/identity';
import type { Database } from '@notebook/read-models';
import { BillingService } from './billing.service';
import { PaymentGateway, UnavailablePaymentGateway } from './gateway/payment-gateway';
import { SandboxCheckoutController } from './gateway/sandbox/sandbox-checkout.controller';
import { SandboxPaymentGateway } from './gateway/sandbox/sandbox-gateway';
import { SandboxProvider } from './gateway/sandbox/sandbox-provider';
import { AdminPricingController } from './http/admin-pricing.controller';
import { PaymentController } from './http/payment.controller';
import { PaymentWebhookController } from './http/payment-webhook.controller';
import { PricingPlanController } from './http/pricing-plan.controller';
import { PaymentOutcomes } from './payments/payment-outcomes';
import { PaymentService } from './payments/payment.service';
import { PaymentQueries } from './queries/payment.queries';
import { PricingPlanQueries } from './queries/pricing-plan.queries';

@Module({
  imports: [IdentityModule],
  controllers: [AdminPricingController, PricingPlanController, PaymentController, PaymentWebhookController, SandboxCheckoutController],
  providers: [
    { provide: PricingPlanQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new PricingPlanQueries(db) },
    { provide: PaymentQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new PaymentQueries(db) },
    {
      provide: BillingService,
      inject: [CommandExecutor, PricingPlanQueries, IdentityService, ReaderSubscriptions],
      useFactory: (executor: CommandExecutor, queries: PricingPlanQueries, identity: IdentityService, subscriptions: ReaderSubscriptions) =>
        new BillingService(executor, queries, identity, subscriptions),
    },
    {
      provide: SandboxProvider,
      inject: [DATABASE, Clock, APP_CONFIG],
      useFactory: (db: Kysely<Database>, clock: Clock, config: AppConfig) => createSandboxProvider(db, clock, config),
    },
    {
      provide: PaymentGateway,
      inject: [SandboxProvider],
      useFactory: (sandbox: SandboxProvider) => (sandbox.enabled ? new SandboxPaymentGateway(sandbox) : new UnavailablePaymentGateway()),
    },
    {
      provide: PaymentOutcomes,
      inject: [CommandExecutor, ReaderSubscriptions, Clock, PaymentQueries],
      useFactory: (executor: CommandExecutor, subscriptions: ReaderSubscriptions, clock: Clock, payments: PaymentQueries) =>
        new PaymentOutcomes(executor, subscriptions, clock, (id) => payments.paymentIdOf(id)),
    },
    {
      provide: PaymentService,
      inject: [CommandExecutor, PaymentGateway, PricingPlanQueries, PaymentQueries, PaymentOutcomes, ReaderSubscriptions, Clock, APP_CONFIG],
      useFactory: (
        executor: CommandExecutor,
        gateway: PaymentGateway,
        plans: PricingPlanQueries,
        payments: PaymentQueries,
        outcomes: PaymentOutcomes,
        subscriptions: ReaderSubscriptions,
        clock: Clock,
        config: AppConfig,
      ) =>
        new PaymentService(executor, gateway, plans, payments, outcomes, subscriptions, clock, {
          afterpayEnabled: config.AFTERPAY_ENABLED === 'Y',
          publicBaseUrl: config.PUBLIC_BASE_URL,
        }),
    },
  ],
  exports: [BillingService, PricingPlanQueries, PaymentService, SandboxProvider],
})
export class BillingModule {}

/**
 * The sandbox provider is the gateway in development and test unless Stripe's keys are set; a
 * deployment without them takes no payments (UnavailablePaymentGateway), never the sandbox's test cards.
 */
function createSandboxProvider(db: Kysely<Database>, clock: Clock, config: AppConfig): SandboxProvider {
  const development = config.NODE_ENV === 'development' || config.NODE_ENV === 'test';
  const secret = webhookSecretOf(config);
  return new SandboxProvider(db, clock, {
    enabled: development && !config.STRIPE_SECRET_KEY && secret !== null,
    webhookSecret: secret ?? '',
    webhookDelayMs: config.SANDBOX_WEBHOOK_DELAY_MS,
    webhookDuplicates: config.SANDBOX_WEBHOOK_DUPLICATES,
    log: config.NODE_ENV === 'test' ? undefined : (line) => console.log(line),
  });
}
