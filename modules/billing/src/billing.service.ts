import {
  type ContentStatus,
  type LoggedInUser,
  type PlanPeriodUnit,
  type PricingPlan,
  Messages,
} from '@notebook/contracts';
import { type Actor, CommandExecutor, NotFoundError, ValidationError, newId } from '@notebook/kernel';
import { IdentityService, ReaderSubscriptions } from '@notebook/identity';
import { pricingPlanCommands, type PricingPlanCommand } from './pricing-plans/pricing-plan.decider';
import { PricingCategoryQueries } from './queries/pricing-category.queries';
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
  pricingCategoryID: string | null;
};

/** Admin commands on pricing plans, and a reader starting a plan's free trial. Every write is an event. */
export class BillingService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: PricingPlanQueries,
    private readonly categories: PricingCategoryQueries,
    private readonly identity: IdentityService,
    private readonly subscriptions: ReaderSubscriptions,
  ) {}

  async savePlan(input: SavePricingPlan, actor: Actor): Promise<PricingPlan> {
    const unknown = await this.queries.notAuthorTopics(input.eligibleTopicIDs);
    if (unknown.length) throw new ValidationError(Messages.unknownTopic, 'eligibleTopicIDs');
    if (input.pricingCategoryID && !(await this.categories.exists(input.pricingCategoryID)))
      throw new NotFoundError(Messages.pricingCategoryNotFound, 'pricingCategoryID');
    const terms = {
      planName: input.planName,
      description: input.description ?? null,
      priceCents: Math.round(input.price * 100),
      periodCount: input.periodCount,
      periodUnit: input.periodUnit,
      eligibleTopicIDs: input.eligibleTopicIDs,
      pricingCategoryID: input.pricingCategoryID,
    };
    const pricingPlanID = input.pricingPlanID ?? newId();
    const command: PricingPlanCommand = input.pricingPlanID
      ? { type: 'UpdatePricingPlan', data: { ...terms, status: input.status } }
      : { type: 'AddPricingPlan', data: { ...terms, pricingPlanID, status: input.status } };
    return this.run(pricingPlanID, command, actor);
  }

  async changeStatus(pricingPlanID: string, status: ContentStatus, actor: Actor): Promise<PricingPlan> {
    return this.run(pricingPlanID, { type: 'ChangePricingPlanStatus', data: { status } }, actor);
  }

  async plan(pricingPlanID: string): Promise<PricingPlan> {
    const plan = await this.queries.adminPlan(pricingPlanID);
    if (!plan) throw new NotFoundError(Messages.planNotFound, 'pricingPlanID');
    return plan;
  }

  /** reader/activateUnsubscription: the reader's one free trial of an active plan; its eligible topics open until it ends. */
  async startTrial(pricingPlanID: string, reader: Actor): Promise<LoggedInUser> {
    if (!(await this.queries.isActivePlan(pricingPlanID)))
      throw new NotFoundError(Messages.planNotFound, 'pricingPlanID');
    await this.subscriptions.startTrial(reader.actorId, pricingPlanID, reader);
    return this.identity.loggedInUser(reader.actorId);
  }

  /** Runs a command on a plan and answers the plan as the read model then holds it. */
  private async run(pricingPlanID: string, command: PricingPlanCommand, actor: Actor): Promise<PricingPlan> {
    await pricingPlanCommands.handle(this.executor, pricingPlanID, command, actor);
    return this.plan(pricingPlanID);
  }
}
