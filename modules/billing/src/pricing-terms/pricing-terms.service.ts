import { type ContentStatus, type PricingTerm, Messages } from '@notebook/contracts';
import { type Actor, CommandExecutor, NotFoundError, newId } from '@notebook/kernel';
import { PricingTermQueries } from '../queries/pricing-term.queries';
import { type PricingTermCommand, pricingTermCommands, pricingTermOrderCommands } from './pricing-term.decider';

export type SavePricingTerm = { pricingTermID?: string; title: string; content: string; status: ContentStatus };

/** Admin commands on pricing terms (/admin/pricing-term). Every write is an event. */
export class PricingTerms {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: PricingTermQueries,
  ) {}

  async save(input: SavePricingTerm, actor: Actor): Promise<PricingTerm> {
    const fields = { title: input.title, content: input.content, status: input.status };
    const pricingTermID = input.pricingTermID ?? newId();
    const command: PricingTermCommand = input.pricingTermID
      ? { type: 'UpdatePricingTerm', data: fields }
      : { type: 'AddPricingTerm', data: { ...fields, pricingTermID } };
    await pricingTermCommands.handle(this.executor, pricingTermID, command, actor);
    return this.term(pricingTermID);
  }

  async changeStatus(pricingTermID: string, status: ContentStatus, actor: Actor): Promise<PricingTerm> {
    await pricingTermCommands.handle(
      this.executor,
      pricingTermID,
      { type: 'ChangePricingTermStatus', data: { status } },
      actor,
    );
    return this.term(pricingTermID);
  }

  /** A new order names every term once. */
  async reorder(pricingTermIDs: string[], actor: Actor): Promise<PricingTerm[]> {
    const currentPricingTermIDs = await this.queries.termIDs();
    await pricingTermOrderCommands.handle(
      this.executor,
      undefined,
      { type: 'ReorderPricingTerms', data: { pricingTermIDs, currentPricingTermIDs } },
      actor,
    );
    return this.queries.adminTerms();
  }

  async term(pricingTermID: string): Promise<PricingTerm> {
    const term = await this.queries.adminTerm(pricingTermID);
    if (!term) throw new NotFoundError(Messages.pricingTermNotFound, 'pricingTermID');
    return term;
  }
}
