import type { ContentStatus } from '@notebook/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** The calls of one ordered pricing list (categories or terms) its pages use. */
type OrderedPricingCalls<Item> = {
  useList: (options: { enabled?: boolean }) => UseQueryResult<Item[]>;
  useOne: (id: string | null) => UseQueryResult<Item>;
  useReorder: () => { isPending: boolean; mutate: (ids: string[]) => void };
  useStatus: () => { mutate: (input: { id: string; status: ContentStatus }) => void };
};

/**
 * One ordered pricing list (categories or terms), described once for its list page, its add-edit
 * page and the form on it.
 */
export type OrderedPricingDescription<Item extends { status: ContentStatus } = { status: ContentStatus }> = {
  /** "Pricing Category": "Add Pricing Category", "Edit Pricing Category"; see `itemKind` and `formLabel`. */
  noun: string;
  /** "Pricing categories": the list's accessible name and the add-edit page's way back to it. */
  plural: string;
  /** The list's text when it holds no item. */
  empty: string;
  listHref: string;
  /** The add-edit page: adding without an id, else editing that item. */
  addEditHref: (id?: string) => string;
  /** The add-edit page's search parameter naming the edited item, e.g. "pricingTermID". */
  idParam: string;
  calls: OrderedPricingCalls<Item>;
  idOf: (item: Item) => string;
  nameOf: (item: Item) => string;
  /** What the list's row shows under the item's name. */
  details: (item: Item) => ReactNode;
  /** The add-edit page's form, empty or filled with the stored item. */
  form: (item?: Item) => ReactNode;
};

/** The item as the list's controls name it: "Edit pricing category Refunds". */
export const itemKind = ({ noun }: Pick<OrderedPricingDescription, 'noun'>) => noun.toLowerCase();

/** The form's accessible name: "Pricing category". */
export const formLabel = ({ noun }: Pick<OrderedPricingDescription, 'noun'>) =>
  noun.charAt(0) + noun.slice(1).toLowerCase();
