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
    await pricingCategoryCommands.handle(this.executor, pricingCategoryID, command, actor);
    return this.category(pricingCategoryID);
  }

  async changeStatus(pricingCategoryID: string, status: ContentStatus, actor: Actor): Promise<PricingCategory> {
    await pricingCategoryCommands.handle(
      this.executor,
      pricingCategoryID,
      { type: 'ChangePricingCategoryStatus', data: { status } },
      actor,
    );
    return this.category(pricingCategoryID);
  }

  /** A new order names every category once. */
  async reorder(pricingCategoryIDs: string[], actor: Actor): Promise<PricingCategory[]> {
    const currentPricingCategoryIDs = await this.queries.categoryIDs();
    await pricingCategoryOrderCommands.handle(
      this.executor,
      undefined,
      { type: 'ReorderPricingCategories', data: { pricingCategoryIDs, currentPricingCategoryIDs } },
      actor,
    );
    return this.queries.adminCategories();
  }

  async category(pricingCategoryID: string): Promise<PricingCategory> {
    const category = await this.queries.adminCategory(pricingCategoryID);
    if (!category) throw new NotFoundError(Messages.pricingCategoryNotFound, 'pricingCategoryID');
    return category;
  }
}
