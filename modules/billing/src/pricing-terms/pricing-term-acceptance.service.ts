import {
  type AcceptedPricingTerm,
  type AcceptedPricingTermsInput,
  Messages,
  type PublicPricingTerm,
} from '@notebook/contracts';
import { CommandExecutor, ValidationError } from '@notebook/kernel';
import type { PricingTermQueries } from '../queries/pricing-term.queries';
import { pricingTermCommands } from './pricing-term.decider';

const FIELD = 'acceptedPricingTerms';

/**
 * The terms a payer accepts, at their versions. Which terms are listed, and in what order, comes from
 * the read model; each term's title, text and version come from its stream, so the version always
 * names the text shown, and a check never passes a term edited a moment ago.
 */
export class PricingTermAcceptance {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: PricingTermQueries,
  ) {}

  /** GET public/getPricingTerms: the active terms, in order, each with its version. */
  async activeTerms(): Promise<PublicPricingTerm[]> {
    const ids = await this.queries.activeTermIDs();
    const states = await Promise.all(
      ids.map((pricingTermID) => pricingTermCommands.load(this.executor, pricingTermID)),
    );
    return states.flatMap((term) =>
      term.exists && term.status === 'ACT'
        ? [{ pricingTermID: term.pricingTermID, title: term.title, content: term.content, version: term.version }]
        : [],
    );
  }

  /**
   * What a call opening a payment says its payer accepted, checked against the terms in force now:
   * every active term at its current version, nothing else ('Required' when absent while terms are
   * active). Answers the terms to record on the payment.
   */
  async check(accepted: AcceptedPricingTermsInput): Promise<AcceptedPricingTerm[]> {
    const current = await this.activeTerms();
    if (!accepted) {
      if (current.length > 0) throw new ValidationError(Messages.required, FIELD);
      return [];
    }
    const key = (term: { pricingTermID: string; version: number }) => `${term.pricingTermID}@${term.version}`;
    const given = new Set(accepted.map(key));
    const same =
      given.size === accepted.length &&
      accepted.length === current.length &&
      current.every((term) => given.has(key(term)));
    if (!same) throw new ValidationError(Messages.pricingTermsChanged, FIELD);
    return current.map(({ pricingTermID, title, version }) => ({ pricingTermID, title, version }));
  }
}
