import type { ContentStatus } from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import {
  Decider,
  ValidationError,
  assertCreatable,
  assertExists,
  commandHandler,
  evolveCreated,
  isBlankRichText,
  listOrderCommands,
  sanitizeRichText,
} from '@notebook/kernel';
import {
  PRICING_TERM_ORDER_STREAM,
  type PricingTermEvent,
  type PricingTermsReordered,
  pricingTermStream,
} from './pricing-term.events';

type TermFields = { title: string; content: string };
/** `version`: 1 when added, one more for every change of the title or text (what a payer accepts). */
export type PricingTermState =
  { exists: false } | ({ exists: true; pricingTermID: string; status: ContentStatus; version: number } & TermFields);

export type PricingTermCommand =
  | { type: 'AddPricingTerm'; data: TermFields & { pricingTermID: string; status: ContentStatus } }
  | { type: 'UpdatePricingTerm'; data: TermFields & { status: ContentStatus } }
  | { type: 'ChangePricingTermStatus'; data: { status: ContentStatus } };

/**
 * A pricing term: a title and rich-text content (sanitised here, so no path records unsafe markup),
 * and a status. Saving an untouched form records nothing.
 */
export const pricingTermDecider: Decider<PricingTermState, PricingTermCommand, PricingTermEvent> = {
  initialState: () => ({ exists: false }),
  evolve: evolveCreated('PricingTermAdded', (data) => ({ exists: true, ...data, version: 1 }), {
    PricingTermUpdated: (data, state) => ({ ...data, version: state.version + 1 }),
    PricingTermStatusChanged: ({ status }) => ({ status }),
  }),
  decide(command, state) {
    if (command.type === 'AddPricingTerm') {
      assertCreatable(state, 'pricing term');
      return [{ type: 'PricingTermAdded', data: { ...command.data, content: termContent(command.data.content) } }];
    }
    assertExists(state, Messages.pricingTermNotFound, 'pricingTermID');
    const { pricingTermID } = state;
    const events: PricingTermEvent[] = [];
    if (command.type === 'UpdatePricingTerm') {
      const fields = { title: command.data.title, content: termContent(command.data.content) };
      if (fields.title !== state.title || fields.content !== state.content)
        events.push({ type: 'PricingTermUpdated', data: { pricingTermID, ...fields } });
    }
    if (command.data.status !== state.status)
      events.push({ type: 'PricingTermStatusChanged', data: { pricingTermID, status: command.data.status } });
    return events;
  },
};

function termContent(html: string): string {
  const content = sanitizeRichText(html);
  if (isBlankRichText(content)) throw new ValidationError(Messages.required, 'content');
  return content;
}

export const pricingTermCommands = commandHandler({ decider: pricingTermDecider, streamName: pricingTermStream });
/** The order of all terms (see listOrderCommands). */
export const pricingTermOrderCommands = listOrderCommands({
  command: 'ReorderPricingTerms',
  field: 'pricingTermIDs',
  currentField: 'currentPricingTermIDs',
  streamName: PRICING_TERM_ORDER_STREAM,
  reordered: (pricingTermIDs): PricingTermsReordered => ({ type: 'PricingTermsReordered', data: { pricingTermIDs } }),
});
export const pricingTermOrderDecider = pricingTermOrderCommands.decider;
