import { paymentLinkEventSchemas } from './payment-links/payment-link.events';
import { paymentEventSchemas } from './payments/payment.events';
import { pricingPlanEventSchemas } from './pricing-plans/pricing-plan.events';
import { PaymentWebhookReceived } from './webhooks/payment-webhook.events';

/** Every event the billing module records, with its schema; the composition roots register this list. */
export const billingEventSchemas = [...pricingPlanEventSchemas, ...paymentEventSchemas, PaymentWebhookReceived, ...paymentLinkEventSchemas] as const;
