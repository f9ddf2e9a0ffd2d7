// The module's definition the application composes.
export { billingDefinition } from './billing.module';
export { billingEventSchemas } from './billing.event-schemas';

// Queries other modules ask: the topics a pricing plan opens (the reading-access policy's trial rule).
export { planOpensTopic } from './queries/plan-topics.queries';

// The sandbox provider the API listens with, and the gateway the crash test replaces: also the test cards and refusals.
export { PaymentGateway } from './gateway/payment-gateway';
export { SANDBOX_REFUND_REFUSED, SandboxCards, SandboxProvider } from './gateway/sandbox/sandbox-provider';

// Used only by the e2e specs: payments' streams and commands, webhook signing, renewal jobs and times.
export { paymentCommands } from './payments/payment.decider';
export { PaymentInitiated, paymentStream } from './payments/payment.events';
export { renewJob, renewalTimes } from './renewals/subscription-renewals.service';
export { signWebhook } from './webhooks/webhook-signature';
