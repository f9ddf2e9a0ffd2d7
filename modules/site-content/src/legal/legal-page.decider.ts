import { type LegalPageKey, Messages } from '@notebook/contracts';
import { type Decider, ValidationError, commandHandler, isBlankRichText, sanitizeRichText } from '@notebook/kernel';
import { type LegalPageEvent, legalPageStream } from './legal-page.events';

export type LegalPageState = { content: string | null };
export type LegalPageCommand = { type: 'SaveLegalPage'; data: { page: LegalPageKey; content: string } };

/**
 * The terms and conditions or the privacy policy: each save replaces the text, sanitised here by the
 * one rich-text allowlist (so no path records unsafe markup); a text that is blank once sanitised is
 * refused, and saving what the page already says records nothing.
 */
export const legalPageDecider: Decider<LegalPageState, LegalPageCommand, LegalPageEvent> = {
  initialState: () => ({ content: null }),
  evolve: (_state, event) => ({ content: event.data.content }),
  decide(command, state) {
    const content = sanitizeRichText(command.data.content);
    if (isBlankRichText(content)) throw new ValidationError(Messages.required, 'content');
    if (content === state.content) return [];
    return [{ type: 'LegalPageSaved', data: { page: command.data.page, content } }];
  },
};

export const legalPageCommands = commandHandler({ decider: legalPageDecider, streamName: legalPageStream });
