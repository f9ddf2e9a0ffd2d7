import { paymentLinkEventSchemas } from './payment-links/payment-link.events';
import { paymentEventSchemas } from './payments/payment.events';
import { pricingCategoryEventSchemas } from './pricing-categories/pricing-category.events';
import { pricingPlanEventSchemas } from './pricing-plans/pricing-plan.events';
import { pricingTermEventSchemas } from './pricing-terms/pricing-term.events';
import { PaymentWebhookReceived } from './webhooks/payment-webhook.events';

/** Every event the billing module records, with its schema; the composition roots register this list. */
export const billingEventSchemas = [
  ...pricingPlanEventSchemas,
  ...pricingCategoryEventSchemas,
  ...pricingTermEventSchemas,
  ...paymentEventSchemas,
  PaymentWebhookReceived,
  ...paymentLinkEventSchemas,
] as const;
