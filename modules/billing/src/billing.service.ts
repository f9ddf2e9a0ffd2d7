import { BillingMessages, type ContentStatus, type LoggedInUser, type PlanPeriodUnit, type PricingPlan } from '@notebook/contracts';
import { AuthenticatedUser, Clock, CommandExecutor, NotFoundError, ValidationError, actorOf, newId } from '@notebook/kernel';
import { IdentityService } from '@notebook/identity';
import { pricingPlanDecider, type PricingPlanCommand } from './pricing-plans/pricing-plan.decider';
import { pricingPlanStream } from './pricing-plans/pricing-plan.events';
import { PricingPlanQueries } from './queries/pricing-plan.queries';

export type SavePricingPlan = {
  pricingPlanID?: string;
  planName: string;
  description?: string;
  price: number;
  periodCount: number;
  periodUnit: PlanPeriodUnit;
  status: ContentStatus;
  eligibleTopicIDs: string[];
};

/** Admin commands on pricing plans, and a reader starting a plan's trial. Every write is an event. */
export class BillingService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: PricingPlanQueries,
    private readonly identity: IdentityService,
    private readonly clock: Clock,
  ) {}

  async savePlan(input: SavePricingPlan, user: AuthenticatedUser): Promise<PricingPlan> {
    const unknown = await this.queries.notAuthorTopics(input.eligibleTopicIDs);
    if (unknown.length) throw new ValidationError(BillingMessages.unknownTopic, 'eligibleTopicIDs');
    const terms = {
      planName: input.planName,
      description: input.description ?? null,
      priceCents: Math.round(input.price * 100),
      periodCount: input.periodCount,
      periodUnit: input.periodUnit,
      eligibleTopicIDs: input.eligibleTopicIDs,
    };
    const pricingPlanID = input.pricingPlanID ?? newId();
    const command: PricingPlanCommand = input.pricingPlanID
      ? { type: 'UpdatePricingPlan', data: { ...terms, status: input.status } }
      : { type: 'AddPricingPlan', data: { ...terms, pricingPlanID, status: input.status, displayOrder: await this.queries.nextDisplayOrder() } };
    await this.run(pricingPlanID, command, user);
    return this.plan(pricingPlanID);
  }

  async changeStatus(pricingPlanID: string, status: ContentStatus, user: AuthenticatedUser): Promise<PricingPlan> {
    await this.run(pricingPlanID, { type: 'ChangePricingPlanStatus', data: { status } }, user);
    return this.plan(pricingPlanID);
  }

  async plan(pricingPlanID: string): Promise<PricingPlan> {
    const plan = await this.queries.adminPlan(pricingPlanID);
    if (!plan) throw new NotFoundError(BillingMessages.planNotFound, 'pricingPlanID');
    return plan;
  }

  /** reader/activateUnsubscription: the reader holds an active plan without paying; its eligible topics open. */
  async startTrial(pricingPlanID: string, user: AuthenticatedUser): Promise<LoggedInUser> {
    if (!(await this.queries.isActivePlan(pricingPlanID))) throw new NotFoundError(BillingMessages.planNotFound, 'pricingPlanID');
    await this.identity.startPlanTrial(user.userId, pricingPlanID, actorOf(user));
    return this.identity.loggedInUser(user.userId);
  }

  private run(pricingPlanID: string, command: PricingPlanCommand, user: AuthenticatedUser) {
    return this.executor.execute({ streamName: pricingPlanStream(pricingPlanID), decider: pricingPlanDecider, command, actor: actorOf(user), occurredAt: this.clock.now() });
  }
}
