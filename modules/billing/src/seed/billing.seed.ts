import { type SeededTopic, seededTopics } from '@notebook/catalog';
import { ALL_PRIVILEGES } from '@notebook/contracts';
import { IdentityService, demoReaders } from '@notebook/identity';
import { type AuthenticatedUser, type ModuleContainer, type ModuleSeed, SYSTEM_ACTOR, actorOf } from '@notebook/kernel';
import { BillingService } from '../billing.service';
import { SandboxCards, SandboxProvider } from '../gateway/sandbox/sandbox-provider';
import { PaymentService } from '../payments/payment.service';
import { PricingCategories } from '../pricing-categories/pricing-categories.service';
import { PricingTermAcceptance } from '../pricing-terms/pricing-term-acceptance.service';
import { PricingTerms } from '../pricing-terms/pricing-terms.service';
import { DEMO_PLANS, DEMO_PRICING_CATEGORIES, DEMO_PRICING_TERMS } from './demo-pricing';

/** The demo's pricing page (categories, terms, plans), the trial reader's trial and the subscriber's payment. */
export const billingSeed: ModuleSeed = {
  after: ['identity', 'catalog'],
  async run(context) {
    const stage = context.stage('Plans', 1, 'stages');
    const readers = context.need(demoReaders);
    const planIDs = await seedPricingPlans(context.services, context.need(seededTopics), readers.trialReaderID);
    await seedSubscriberPayment(context.services, readers.subscriberID, planIDs[1]!);
    stage.done(`${DEMO_PLANS.length} plans`);
  },
};

const author: AuthenticatedUser = {
  userId: SYSTEM_ACTOR.actorId,
  userType: 'ADMIN',
  email: 'system',
  privileges: [...ALL_PRIVILEGES],
  tokenVersion: 0,
  hasActiveSubscription: false,
};

/**
 * The plans on the pricing page, in their categories, and the terms readers accept. Each plan makes
 * the same taster of paid topics eligible (every tenth topic, offset from the free ones), and the
 * trial reader holds the first plan's trial.
 */
async function seedPricingPlans(
  services: ModuleContainer,
  topics: readonly SeededTopic[],
  trialReaderID: string,
): Promise<string[]> {
  const billing = services.get(BillingService);
  const admin = actorOf(author);
  const categoryIDs: string[] = [];
  for (const category of DEMO_PRICING_CATEGORIES)
    categoryIDs.push(
      (await services.get(PricingCategories).save({ ...category, status: 'ACT' }, admin)).pricingCategoryID,
    );
  for (const term of DEMO_PRICING_TERMS) await services.get(PricingTerms).save({ ...term, status: 'ACT' }, admin);
  const eligibleTopicIDs = topics.filter((_, index) => index % 10 === 5).map((topic) => topic.topicID);
  const planIDs: string[] = [];
  for (const { category, ...plan } of DEMO_PLANS) {
    const saved = await billing.savePlan(
      { ...plan, status: 'ACT', eligibleTopicIDs, pricingCategoryID: categoryIDs[category]! },
      admin,
    );
    planIDs.push(saved.pricingPlanID);
  }
  await billing.startTrial(planIDs[0]!, { actorId: trialReaderID, actorType: 'READER' });
  return planIDs;
}

/**
 * The demo subscriber pays for a plan as a reader would: the pricing terms in force accepted, a
 * payment through the sandbox provider with its success card, confirmed on their return (the
 * provider's webhook, delivered once the API runs, then finds it applied). Without the sandbox
 * (Stripe's keys set) the subscription is granted instead.
 */
async function seedSubscriberPayment(
  services: ModuleContainer,
  readerID: string,
  pricingPlanID: string,
): Promise<void> {
  const reader = { actorId: readerID, actorType: 'READER' as const };
  const sandbox = services.get(SandboxProvider);
  if (!sandbox.enabled) return services.get(IdentityService).changeSubscriptionStatus(readerID, 'ACTIVE', SYSTEM_ACTOR);
  const payments = services.get(PaymentService);
  const acceptedPricingTerms = (await services.get(PricingTermAcceptance).activeTerms()).map(
    ({ pricingTermID, version }) => ({ pricingTermID, version }),
  );
  const started = await payments.initiate({ pricingPlanID, paymentType: 'CARD', acceptedPricingTerms }, reader);
  await sandbox.payWithCard(started.providerPaymentID, SandboxCards.success);
  await payments.confirm(started.paymentID, reader);
}
