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
    return this.run(pricingTermID, command, actor);
  }

  async changeStatus(pricingTermID: string, status: ContentStatus, actor: Actor): Promise<PricingTerm> {
    return this.run(pricingTermID, { type: 'ChangePricingTermStatus', data: { status } }, actor);
  }

  /** A new order names every term once. */
  async reorder(pricingTermIDs: string[], actor: Actor): Promise<PricingTerm[]> {
    const currentPricingTermIDs = await this.queries.termIDs();
    const command = { type: 'ReorderPricingTerms', data: { pricingTermIDs, currentPricingTermIDs } } as const;
    await pricingTermOrderCommands.handle(this.executor, undefined, command, actor);
    return this.queries.adminTerms();
  }

  async term(pricingTermID: string): Promise<PricingTerm> {
    const term = await this.queries.adminTerm(pricingTermID);
    if (!term) throw new NotFoundError(Messages.pricingTermNotFound, 'pricingTermID');
    return term;
  }

  /** Runs a command on a term and answers the term as the read model then holds it. */
  private async run(pricingTermID: string, command: PricingTermCommand, actor: Actor): Promise<PricingTerm> {
    await pricingTermCommands.handle(this.executor, pricingTermID, command, actor);
    return this.term(pricingTermID);
  }
}
