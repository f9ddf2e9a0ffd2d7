import {
  ApiPaths,
  apiUrl,
  type ContentStatus,
  type PricingCategory,
  type PricingTerm,
  type SavePricingCategoryRequest,
  type SavePricingTermRequest,
} from '@notebook/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pricingQueryRoot } from './pricing-cache';

type ApiPath = string;

/** What differs between the admin's two ordered pricing lists (categories and terms). */
type OrderedListConfig<Item, IdField extends keyof Item & string> = {
  key: string;
  idField: IdField;
  /** The request field of the new order: `pricingCategoryIDs` / `pricingTermIDs`. */
  orderField: string;
  paths: { list: ApiPath; one: ApiPath; save: ApiPath; status: ApiPath; order: ApiPath };
};

/**
 * The calls and hooks of one ordered admin list: read all, read one, save, switch status (shown at
 * once, put back if refused) and reorder (shown at once, put back if refused). Saving or reordering
 * refreshes every pricing answer, the public plans included.
 */
function orderedListCalls<Item extends { status: ContentStatus }, IdField extends keyof Item & string, Save>(
  config: OrderedListConfig<Item, IdField>,
) {
  const listOptions = () =>
    queryOptions({
      queryKey: [...pricingQueryRoot, 'admin', config.key] as const,
      queryFn: () => api.post<Item[]>(apiUrl(config.paths.list), {}, { showLoading: false }),
    });
  const oneOptions = (id: string) =>
    queryOptions({
      queryKey: [...pricingQueryRoot, 'admin', config.key, id] as const,
      queryFn: () => api.post<Item>(apiUrl(config.paths.one), { [config.idField]: id }, { showLoading: false }),
    });

  /** Optimistic edits of the cached list: `change` makes the new list; the old one comes back on an error. */
  function useListEdit<Input>(
    call: (input: Input) => Promise<unknown>,
    change: (list: Item[], input: Input) => Item[],
  ) {
    const queryClient = useQueryClient();
    const { queryKey } = listOptions();
    return useMutation({
      mutationFn: call,
      onMutate: async (input: Input) => {
        await queryClient.cancelQueries({ queryKey });
        const previous = queryClient.getQueryData(queryKey);
        if (previous) queryClient.setQueryData(queryKey, change(previous, input));
        return { previous };
      },
      onError: (_error, _input, context) => {
        if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: pricingQueryRoot }),
    });
  }

  return {
    useList: (options: { enabled?: boolean } = {}) => useQuery({ ...listOptions(), ...options }),
    useOne: (id: string | null) => useQuery({ ...oneOptions(id ?? ''), enabled: id !== null }),
    useSave: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (input: Save) => api.post<Item>(apiUrl(config.paths.save), input, { showSuccessMessage: true }),
        onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingQueryRoot }),
      });
    },
    useStatus: () =>
      useListEdit(
        (input: { id: string; status: ContentStatus }) =>
          api.post<Item>(
            apiUrl(config.paths.status),
            { [config.idField]: input.id, status: input.status },
            { showSuccessMessage: true },
          ),
        (list, input) =>
          list.map((item) => (item[config.idField] === input.id ? { ...item, status: input.status } : item)),
      ),
    useReorder: () =>
      useListEdit(
        (ids: string[]) =>
          api.post<Item[]>(apiUrl(config.paths.order), { [config.orderField]: ids }, { showSuccessMessage: true }),
        (list, ids) => ids.map((id) => list.find((item) => item[config.idField] === id)!).filter(Boolean),
      ),
  };
}

const { adminPricing } = ApiPaths;

/** adminPricing/*PricingCategor*: /admin/pricing-category and the plan form's category choice. */
export const pricingCategoryCalls = orderedListCalls<PricingCategory, 'pricingCategoryID', SavePricingCategoryRequest>({
  key: 'categories',
  idField: 'pricingCategoryID',
  orderField: 'pricingCategoryIDs',
  paths: {
    list: adminPricing.getPricingCategories,
    one: adminPricing.getPricingCategory,
    save: adminPricing.saveUpdatePricingCategory,
    status: adminPricing.updatePricingCategoryStatus,
    order: adminPricing.updatePricingCategoryDisplayOrder,
  },
});

/** adminPricing/*PricingTerm*: /admin/pricing-term. */
export const pricingTermCalls = orderedListCalls<PricingTerm, 'pricingTermID', SavePricingTermRequest>({
  key: 'terms',
  idField: 'pricingTermID',
  orderField: 'pricingTermIDs',
  paths: {
    list: adminPricing.getPricingTerms,
    one: adminPricing.getPricingTerm,
    save: adminPricing.saveUpdatePricingTerm,
    status: adminPricing.updatePricingTermStatus,
    order: adminPricing.updatePricingTermDisplayOrder,
  },
});

/** GET public/getPricingTerms: the active terms, in order, shown before paying. A quiet background call. */
export function usePublicPricingTerms() {
  return useQuery({
    queryKey: [...pricingQueryRoot, 'public', 'terms'] as const,
    queryFn: () =>
      api.call(ApiPaths.public.getPricingTerms, undefined, {
        skipAuth: true,
        showLoading: false,
        showErrorToast: false,
      }),
    staleTime: 60_000,
  });
}
