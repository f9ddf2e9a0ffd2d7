import {
  ApiPaths,
  type ContentStatus,
  type SavePricingCategoryRequest,
  type SavePricingTermRequest,
} from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '@/lib/api-client';
import { announced, publicSilent, quiet, useInvalidatingMutation, useOptimisticMutation } from '@/lib/api-hooks';
import { pricingQueryRoot } from './pricing-cache';

type StatusChange = { id: string; status: ContentStatus };

/**
 * What differs between the admin's two ordered pricing lists (categories and terms): the key and
 * the five calls, each typed by the contracts' endpoint map. `options` comes from `orderedListCalls`,
 * so both lists load quietly and toast their saves alike.
 */
type OrderedListConfig<Item, Save> = {
  key: string;
  list: (options: RequestOptions) => Promise<Item[]>;
  idOf: (item: Item) => string;
  one: (id: string, options: RequestOptions) => Promise<Item>;
  save: (input: Save, options: RequestOptions) => Promise<Item>;
  status: (change: StatusChange, options: RequestOptions) => Promise<Item>;
  order: (ids: string[], options: RequestOptions) => Promise<Item[]>;
};

/**
 * The hooks of one ordered admin list: read all, read one, save, switch status (shown at once, put
 * back if refused) and reorder (shown at once, put back if refused). Saving or reordering refreshes
 * every pricing answer, the public plans included.
 */
function orderedListCalls<Item extends { status: ContentStatus }, Save>(config: OrderedListConfig<Item, Save>) {
  const listOptions = () =>
    queryOptions({
      queryKey: [...pricingQueryRoot, 'admin', config.key] as const,
      queryFn: () => config.list(quiet),
    });
  const oneOptions = (id: string) =>
    queryOptions({
      queryKey: [...pricingQueryRoot, 'admin', config.key, id] as const,
      queryFn: () => config.one(id, quiet),
    });

  /** Optimistic edits of the cached list: `change` makes the new list; the old one comes back on an error. */
  function useListEdit<Input>(
    call: (input: Input, options: RequestOptions) => Promise<unknown>,
    change: (list: Item[], input: Input) => Item[],
  ) {
    const { queryKey } = listOptions();
    return useOptimisticMutation(
      (input: Input) => call(input, announced),
      () => queryKey,
      change,
      [pricingQueryRoot],
    );
  }

  return {
    useList: (options: { enabled?: boolean } = {}) => useQuery({ ...listOptions(), ...options }),
    useOne: (id: string | null) => useQuery({ ...oneOptions(id ?? ''), enabled: id !== null }),
    useSave: () => useInvalidatingMutation((input: Save) => config.save(input, announced), [pricingQueryRoot]),
    useStatus: () =>
      useListEdit(config.status, (list, { id, status }) =>
        list.map((item) => (config.idOf(item) === id ? { ...item, status } : item)),
      ),
    useReorder: () =>
      useListEdit(config.order, (list, ids) => ids.flatMap((id) => list.filter((item) => config.idOf(item) === id))),
  };
}

const { adminPricing } = ApiPaths;

/** adminPricing/*PricingCategor*: /admin/pricing-category and the plan form's category choice. */
export const pricingCategoryCalls = orderedListCalls({
  key: 'categories',
  // First and annotated, so the item type is inferred from this call's result for the rest.
  list: (options: RequestOptions) => api.call(adminPricing.getPricingCategories, undefined, options),
  idOf: (category) => category.pricingCategoryID,
  one: (pricingCategoryID, options) => api.call(adminPricing.getPricingCategory, { pricingCategoryID }, options),
  save: (input: SavePricingCategoryRequest, options) =>
    api.call(adminPricing.saveUpdatePricingCategory, input, options),
  status: ({ id: pricingCategoryID, status }, options) =>
    api.call(adminPricing.updatePricingCategoryStatus, { pricingCategoryID, status }, options),
  order: (pricingCategoryIDs, options) =>
    api.call(adminPricing.updatePricingCategoryDisplayOrder, { pricingCategoryIDs }, options),
});

/** adminPricing/*PricingTerm*: /admin/pricing-term. */
export const pricingTermCalls = orderedListCalls({
  key: 'terms',
  list: (options: RequestOptions) => api.call(adminPricing.getPricingTerms, undefined, options),
  idOf: (term) => term.pricingTermID,
  one: (pricingTermID, options) => api.call(adminPricing.getPricingTerm, { pricingTermID }, options),
  save: (input: SavePricingTermRequest, options) => api.call(adminPricing.saveUpdatePricingTerm, input, options),
  status: ({ id: pricingTermID, status }, options) =>
    api.call(adminPricing.updatePricingTermStatus, { pricingTermID, status }, options),
  order: (pricingTermIDs, options) => api.call(adminPricing.updatePricingTermDisplayOrder, { pricingTermIDs }, options),
});

/** GET public/getPricingTerms: the active terms, in order, shown before paying. A quiet background call. */
export function usePublicPricingTerms() {
  return useQuery({
    queryKey: [...pricingQueryRoot, 'public', 'terms'] as const,
    queryFn: () => api.call(ApiPaths.public.getPricingTerms, undefined, publicSilent),
    staleTime: 60_000,
  });
}
