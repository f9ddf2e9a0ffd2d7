import type { SeoPageKey } from '@notebook/contracts';
import { type Decider, commandHandler } from '@notebook/kernel';
import { type SeoPageEvent, type SeoPageFields, seoPageStream } from './seo-page.events';

export type SeoPageState = { fields: SeoPageFields | null };
export type SeoPageCommand = { type: 'SaveSeoPage'; data: { pageKey: SeoPageKey; fields: SeoPageFields } };

const sameFields = (a: SeoPageFields, b: SeoPageFields) =>
  (Object.keys(a) as (keyof SeoPageFields)[]).every((key) => a[key] === b[key]);

/** A public page's SEO: each save replaces it as a whole; saving what it has records nothing. */
export const seoPageDecider: Decider<SeoPageState, SeoPageCommand, SeoPageEvent> = {
  initialState: () => ({ fields: null }),
  evolve(_state, event) {
    const { pageKey: _key, ...fields } = event.data;
    return { fields };
  },
  decide(command, state) {
    const { pageKey, fields } = command.data;
    if (state.fields && sameFields(state.fields, fields)) return [];
    return [{ type: 'SeoPageSaved', data: { pageKey, ...fields } }];
  },
};

export const seoPageCommands = commandHandler({ decider: seoPageDecider, streamName: seoPageStream });
