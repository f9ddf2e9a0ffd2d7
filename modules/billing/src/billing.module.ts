import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { EXTERNAL_PAYMENT_LINK_HOURS } from '@notebook/contracts';
import type { Kysely } from 'kysely';
import { APP_CONFIG, type AppConfig, Clock, CommandExecutor, DATABASE, JobQueue, defineModule } from '@notebook/kernel';
import { CatalogModule, CatalogQueries } from '@notebook/catalog';
import { IdentityModule, IdentityService, ReaderSubscriptions, UserDirectory } from '@notebook/identity';
import type { Database, Projection } from '@notebook/read-models';
import { BillingService } from './billing.service';
import { createSandboxProvider, paymentGatewayOf } from './gateway/create-payment-gateway';
import { PaymentGateway } from './gateway/payment-gateway';
import { SandboxCheckoutController } from './gateway/sandbox/sandbox-checkout.controller';
import { SandboxProvider } from './gateway/sandbox/sandbox-provider';
import { AdminPricingController } from './http/admin-pricing.controller';
import { AdminPricingCategoryController } from './http/admin-pricing-category.controller';
import { AdminPricingTermController } from './http/admin-pricing-term.controller';
import { AdminReaderBillingController } from './http/admin-reader-billing.controller';
import { PaymentRefunds } from './refunds/payment-refunds.service';
import { receiptIssuerOf } from './receipts/receipt-pdf';
import { ReceiptMails } from './receipts/receipt-mails.service';
import { refundMailProcessors, refundMailScheduler } from './receipts/refund-mail.jobs';
import { RefundMails } from './receipts/refund-mails.service';
import { Receipts } from './receipts/receipts';
import { SubscriptionRenewals } from './renewals/subscription-renewals.service';
import { PaymentWebhooks } from './webhooks/payment-webhooks.service';
import { ExternalPaymentController } from './http/external-payment.controller';
import { PaymentController } from './http/payment.controller';
import { PaymentWebhookController } from './http/payment-webhook.controller';
import { PricingPlanController } from './http/pricing-plan.controller';
import { ExternalPayments } from './payment-links/external-payments.service';
import { PaymentOutcomes } from './payments/payment-outcomes.service';
import { PaymentService } from './payments/payment.service';
import { PaymentQueries } from './queries/payment.queries';
import { PricingCategories } from './pricing-categories/pricing-categories.service';
import { PricingTerms } from './pricing-terms/pricing-terms.service';
import { PricingTermAcceptance } from './pricing-terms/pricing-term-acceptance.service';
import { PricingCategoryQueries } from './queries/pricing-category.queries';
import { PricingPlanQueries } from './queries/pricing-plan.queries';
import { PricingTermQueries } from './queries/pricing-term.queries';
import { billingEventSchemas } from './billing.event-schemas';
import { paymentJobProcessors, paymentJobScheduler } from './jobs/payment.jobs';
import { paymentProjection } from './projections/payment.projection';
import { pricingCategoryProjection } from './projections/pricing-category.projection';
import { pricingPlanProjection } from './projections/pricing-plan.projection';
import { pricingTermProjection } from './projections/pricing-term.projection';
// The module's own tables join the application's one Database type (read-model/schema.ts augments it).
import type {} from './read-model/schema';
import { billingSeed } from './seed/billing.seed';

@Module({
  imports: [IdentityModule, CatalogModule],
  controllers: [
    AdminPricingController,
    AdminPricingCategoryController,
    AdminPricingTermController,
    AdminReaderBillingController,
    PricingPlanController,
    PaymentController,
    PaymentWebhookController,
    SandboxCheckoutController,
    ExternalPaymentController,
  ],
  providers: [
    {
      provide: PricingPlanQueries,
      inject: [DATABASE, CatalogQueries, UserDirectory],
      useFactory: (db: Kysely<Database>, catalog: CatalogQueries, users: UserDirectory) =>
        new PricingPlanQueries(db, catalog, users),
    },
    {
      provide: PricingCategoryQueries,
      inject: [DATABASE],
      useFactory: (db: Kysely<Database>) => new PricingCategoryQueries(db),
    },
    {
      provide: PricingTermQueries,
      inject: [DATABASE],
      useFactory: (db: Kysely<Database>) => new PricingTermQueries(db),
    },
    {
      provide: PaymentQueries,
      inject: [DATABASE, UserDirectory],
      useFactory: (db: Kysely<Database>, users: UserDirectory) => new PaymentQueries(db, users),
    },
    {
      provide: BillingService,
      inject: [CommandExecutor, PricingPlanQueries, PricingCategoryQueries, IdentityService, ReaderSubscriptions],
      useFactory: (
        executor: CommandExecutor,
        queries: PricingPlanQueries,
        categories: PricingCategoryQueries,
        identity: IdentityService,
        subscriptions: ReaderSubscriptions,
      ) => new BillingService(executor, queries, categories, identity, subscriptions),
    },
    {
      provide: PricingCategories,
      inject: [CommandExecutor, PricingCategoryQueries],
      useFactory: (executor: CommandExecutor, queries: PricingCategoryQueries) =>
        new PricingCategories(executor, queries),
    },
    {
      provide: PricingTerms,
      inject: [CommandExecutor, PricingTermQueries],
      useFactory: (executor: CommandExecutor, queries: PricingTermQueries) => new PricingTerms(executor, queries),
    },
    {
      provide: PricingTermAcceptance,
      inject: [CommandExecutor, PricingTermQueries],
      useFactory: (executor: CommandExecutor, queries: PricingTermQueries) =>
        new PricingTermAcceptance(executor, queries),
    },
    {
      provide: SandboxProvider,
      inject: [DATABASE, Clock, APP_CONFIG],
      useFactory: (db: Kysely<Database>, clock: Clock, config: AppConfig) => createSandboxProvider(db, clock, config),
    },
    {
      provide: PaymentGateway,
      inject: [SandboxProvider, DATABASE, Clock, APP_CONFIG],
      useFactory: (sandbox: SandboxProvider, db: Kysely<Database>, clock: Clock, config: AppConfig) =>
        paymentGatewayOf(sandbox, db, clock, config),
    },
    {
      provide: PaymentOutcomes,
      inject: [CommandExecutor, ReaderSubscriptions, Clock, PaymentQueries],
      useFactory: (
        executor: CommandExecutor,
        subscriptions: ReaderSubscriptions,
        clock: Clock,
        payments: PaymentQueries,
      ) => new PaymentOutcomes(executor, subscriptions, clock, (id) => payments.paymentIdOf(id)),
    },
    {
      provide: PaymentService,
      inject: [
        CommandExecutor,
        PaymentGateway,
        PricingPlanQueries,
        PricingTermAcceptance,
        PaymentQueries,
        PaymentOutcomes,
        ReaderSubscriptions,
        Clock,
        APP_CONFIG,
      ],
      useFactory: (
        executor: CommandExecutor,
        gateway: PaymentGateway,
        plans: PricingPlanQueries,
        terms: PricingTermAcceptance,
        payments: PaymentQueries,
        outcomes: PaymentOutcomes,
        subscriptions: ReaderSubscriptions,
        clock: Clock,
        config: AppConfig,
      ) =>
        new PaymentService(executor, gateway, plans, terms, payments, outcomes, subscriptions, clock, {
          afterpayEnabled: config.AFTERPAY_ENABLED === 'Y',
          publicBaseUrl: config.PUBLIC_BASE_URL,
          receiptIssuer: receiptIssuerOf(config),
        }),
    },
    {
      provide: PaymentRefunds,
      inject: [CommandExecutor, PaymentGateway, PaymentQueries],
      useFactory: (executor: CommandExecutor, gateway: PaymentGateway, payments: PaymentQueries) =>
        new PaymentRefunds(executor, gateway, payments),
    },
    {
      provide: PaymentWebhooks,
      inject: [CommandExecutor, Clock, APP_CONFIG],
      useFactory: (executor: CommandExecutor, clock: Clock, config: AppConfig) =>
        new PaymentWebhooks(executor, clock, config),
    },
    {
      provide: SubscriptionRenewals,
      inject: [CommandExecutor, PaymentGateway, PaymentOutcomes, JobQueue, Clock, APP_CONFIG, ReaderSubscriptions],
      useFactory: (
        executor: CommandExecutor,
        gateway: PaymentGateway,
        outcomes: PaymentOutcomes,
        jobs: JobQueue,
        clock: Clock,
        config: AppConfig,
        subscriptions: ReaderSubscriptions,
      ) =>
        new SubscriptionRenewals(
          executor,
          gateway,
          outcomes,
          jobs,
          clock,
          { publicBaseUrl: config.PUBLIC_BASE_URL },
          subscriptions,
        ),
    },
    {
      provide: ReceiptMails,
      inject: [CommandExecutor, PaymentQueries, JobQueue, Clock, APP_CONFIG],
      useFactory: (
        executor: CommandExecutor,
        payments: PaymentQueries,
        jobs: JobQueue,
        clock: Clock,
        config: AppConfig,
      ) =>
        new ReceiptMails(
          executor,
          new Receipts(payments, receiptIssuerOf(config)),
          payments,
          jobs,
          clock,
          config.PUBLIC_BASE_URL,
        ),
    },
    {
      provide: RefundMails,
      inject: [CommandExecutor, PaymentQueries, ReaderSubscriptions, JobQueue, Clock, APP_CONFIG],
      useFactory: (
        executor: CommandExecutor,
        payments: PaymentQueries,
        subscriptions: ReaderSubscriptions,
        jobs: JobQueue,
        clock: Clock,
        config: AppConfig,
      ) =>
        new RefundMails(executor, payments, subscriptions, jobs, clock, {
          publicBaseUrl: config.PUBLIC_BASE_URL,
          supportEmail: config.SUPPORT_EMAIL,
        }),
    },
    {
      provide: ExternalPayments,
      inject: [
        CommandExecutor,
        PaymentService,
        PricingPlanQueries,
        PricingTermAcceptance,
        PaymentQueries,
        Clock,
        APP_CONFIG,
      ],
      useFactory: (
        executor: CommandExecutor,
        payments: PaymentService,
        plans: PricingPlanQueries,
        terms: PricingTermAcceptance,
        rows: PaymentQueries,
        clock: Clock,
        config: AppConfig,
      ) =>
        new ExternalPayments(executor, payments, plans, terms, rows, clock, {
          publicBaseUrl: config.PUBLIC_BASE_URL,
          linkHours: EXTERNAL_PAYMENT_LINK_HOURS,
        }),
    },
  ],
  exports: [
    BillingService,
    PricingCategories,
    PricingTerms,
    PricingTermAcceptance,
    PricingPlanQueries,
    PaymentService,
    SandboxProvider,
  ],
})
export class BillingModule {}

/** Billing (plans, categories, terms, payments, renewals, refunds, receipts) as the application composes it. */
export const billingDefinition = defineModule<Projection>({
  name: 'billing',
  migrations: join(__dirname, 'read-model', 'migrations'),
  nest: BillingModule,
  eventSchemas: billingEventSchemas,
  projections: [pricingPlanProjection, pricingCategoryProjection, pricingTermProjection, paymentProjection],
  reactors: (jobs) => [paymentJobScheduler(jobs), refundMailScheduler(jobs)],
  jobProcessors: (container) => ({
    ...paymentJobProcessors(
      container.get(CommandExecutor),
      container.get(PaymentOutcomes),
      container.get(ReaderSubscriptions),
      container.get(SubscriptionRenewals),
      container.get(PaymentRefunds),
      container.get(ReceiptMails),
    ),
    ...refundMailProcessors(container.get(RefundMails)),
  }),
  seed: billingSeed,
});
