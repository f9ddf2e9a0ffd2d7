import { type ContentStatus, type PricingCategory, Messages } from '@notebook/contracts';
import { type Actor, CommandExecutor, NotFoundError, newId } from '@notebook/kernel';
import { PricingCategoryQueries } from '../queries/pricing-category.queries';
import {
  type PricingCategoryCommand,
  pricingCategoryCommands,
  pricingCategoryOrderCommands,
} from './pricing-category.decider';

export type SavePricingCategory = {
  pricingCategoryID?: string;
  categoryName: string;
  description?: string;
  status: ContentStatus;
};

/** Admin commands on pricing categories (/admin/pricing-category). Every write is an event. */
export class PricingCategories {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: PricingCategoryQueries,
  ) {}

  async save(input: SavePricingCategory, actor: Actor): Promise<PricingCategory> {
    const fields = { categoryName: input.categoryName, description: input.description ?? null, status: input.status };
    const pricingCategoryID = input.pricingCategoryID ?? newId();
    const command: PricingCategoryCommand = input.pricingCategoryID
      ? { type: 'UpdatePricingCategory', data: fields }
      : { type: 'AddPricingCategory', data: { ...fields, pricingCategoryID } };
    return this.run(pricingCategoryID, command, actor);
  }

  async changeStatus(pricingCategoryID: string, status: ContentStatus, actor: Actor): Promise<PricingCategory> {
    return this.run(pricingCategoryID, { type: 'ChangePricingCategoryStatus', data: { status } }, actor);
  }

  /** A new order names every category once. */
  async reorder(pricingCategoryIDs: string[], actor: Actor): Promise<PricingCategory[]> {
    const currentPricingCategoryIDs = await this.queries.categoryIDs();
    const command = {
      type: 'ReorderPricingCategories',
      data: { pricingCategoryIDs, currentPricingCategoryIDs },
    } as const;
    await pricingCategoryOrderCommands.handle(this.executor, undefined, command, actor);
    return this.queries.adminCategories();
  }

  async category(pricingCategoryID: string): Promise<PricingCategory> {
    const category = await this.queries.adminCategory(pricingCategoryID);
    if (!category) throw new NotFoundError(Messages.pricingCategoryNotFound, 'pricingCategoryID');
    return category;
  }

  /** Runs a command on a category and answers the category as the read model then holds it. */
  private async run(
    pricingCategoryID: string,
    command: PricingCategoryCommand,
    actor: Actor,
  ): Promise<PricingCategory> {
    await pricingCategoryCommands.handle(this.executor, pricingCategoryID, command, actor);
    return this.category(pricingCategoryID);
  }
}
