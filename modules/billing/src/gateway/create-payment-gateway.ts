import type { Kysely } from 'kysely';
import { type AppConfig, Clock, webhookSecretOf } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { type PaymentGateway, UnavailablePaymentGateway } from './payment-gateway';
import { SandboxPaymentGateway } from './sandbox/sandbox-gateway';
import { SandboxProvider } from './sandbox/sandbox-provider';
import { StripePaymentGateway } from './stripe/stripe-gateway';

/**
 * The sandbox provider is the gateway in development and test unless Stripe's keys are set; a
 * deployment without them takes no payments (UnavailablePaymentGateway), never the sandbox's test
 * cards. The API and the worker build theirs the same way.
 */
export function createSandboxProvider(db: Kysely<Database>, clock: Clock, config: AppConfig): SandboxProvider {
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

/** Stripe when STRIPE_SECRET_KEY is set, else the sandbox where it runs, else none (payments refused). */
export function paymentGatewayOf(
  sandbox: SandboxProvider,
  db: Kysely<Database>,
  clock: Clock,
  config: AppConfig,
): PaymentGateway {
  if (config.STRIPE_SECRET_KEY) return new StripePaymentGateway({ secretKey: config.STRIPE_SECRET_KEY }, db, clock);
  return sandbox.enabled ? new SandboxPaymentGateway(sandbox) : new UnavailablePaymentGateway();
}
