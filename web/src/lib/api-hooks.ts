import type { EndpointInput, EndpointOutput, JsonEndpointPath } from '@notebook/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { api, type CallArgs, type RequestOptions } from './api-client';

/**
 * What an endpoint file would otherwise write out each time: the call of one path with its request
 * options, a query's options factory and hook, and a mutation hook that refreshes what it changed.
 * Input and result types come from the contracts' endpoint map through `api.call`.
 */

/** A background read: not counted in the global loading indicator. */
export const quiet: RequestOptions = { showLoading: false };
/** A background read that fails without a toast: the screen says what is missing. */
export const silent: RequestOptions = { showLoading: false, showErrorToast: false };
/** A background read open to everyone: sent without a token. */
export const publicQuiet: RequestOptions = { skipAuth: true, showLoading: false };
/** A background read open to everyone that fails without a toast. */
export const publicSilent: RequestOptions = { ...publicQuiet, showErrorToast: false };
/** A call whose failure the screen shows in its own words. */
export const noErrorToast: RequestOptions = { showErrorToast: false };
/** A change whose success message the server words: shown as a toast. */
export const announced: RequestOptions = { showSuccessMessage: true };

/** A call's input is optional when its route takes none. */
type InputArgs<P extends JsonEndpointPath> =
  undefined extends EndpointInput<P> ? [input?: EndpointInput<P>] : [input: EndpointInput<P>];

/** The call of `path` with these options: `callOf(ApiPaths.adminChapter.saveUpdateChapter, announced)`. */
export function callOf<P extends JsonEndpointPath>(path: P, options: RequestOptions = {}) {
  return (...[input]: InputArgs<P>): Promise<EndpointOutput<P>> => api.call(path, ...([input, options] as CallArgs<P>));
}

/** The call of `path` for an argument that is not the input itself: `callWith(path, quiet, (topicID: string) => ({ topicID }))`. */
export function callWith<P extends JsonEndpointPath, A extends unknown[]>(
  path: P,
  options: RequestOptions,
  inputOf: (...args: A) => EndpointInput<P>,
) {
  const call = callOf(path, options) as (input: EndpointInput<P>) => Promise<EndpointOutput<P>>;
  return (...args: A): Promise<EndpointOutput<P>> => call(inputOf(...args));
}

type QueryExtras = {
  staleTime?: number;
  /** `keepPreviousData`: a paged list keeps its page on screen while the next one loads. */
  placeholderData?: typeof keepPreviousData;
};

/**
 * A query's options for an argument (for hooks, loaders and prefetching): the key and the fetch, e.g.
 * `queryOf((topicID: string) => [...root, 'lessons', topicID] as const, getTopicLessons)`.
 */
export function queryOf<A, K extends QueryKey, R>(
  keyOf: (arg: A) => K,
  fetch: (arg: A) => Promise<R>,
  extras: QueryExtras = {},
) {
  return (arg: A) => queryOptions({ queryKey: keyOf(arg), queryFn: () => fetch(arg), ...extras });
}

/**
 * A query without an argument: its options and its hook, which a caller may hold back
 * (`{ enabled: false }`) until it is wanted.
 */
export function fixedQuery<K extends QueryKey, R>(queryKey: K, fetch: () => Promise<R>, extras: QueryExtras = {}) {
  const options = () => queryOptions({ queryKey, queryFn: () => fetch(), ...extras });
  return { options, useWith: (flags: { enabled?: boolean } = {}) => useQuery({ ...options(), ...flags }) };
}

/** The options of a paged list: page `page` of `fetch`, the last page kept on screen while it loads. */
export const pagedQueryOf = <K extends QueryKey, R>(keyOf: (page: number) => K, fetch: (page: number) => Promise<R>) =>
  queryOf(keyOf, fetch, { placeholderData: keepPreviousData });

/** A search page's input: `rows` rows, and the filter's empty fields ('' stands for any) left out. */
export function pageInput<F extends { page: number }>(filter: F, rows: number) {
  const fields = Object.entries(filter as Record<string, unknown>).map(([name, value]) => [
    name,
    value === '' ? undefined : value,
  ]);
  return { ...Object.fromEntries(fields), rows } as { [K in keyof F]?: Exclude<F[K], ''> } & {
    page: number;
    rows: number;
  };
}

/**
 * The hook of a searchable list's pages, quietly: the filter (page included) ends the key, and the last
 * page stays on screen while the next one loads.
 */
export function searchPages<P extends JsonEndpointPath, F>(
  path: P,
  keyPrefix: QueryKey,
  inputOf: (filter: F) => EndpointInput<P>,
) {
  const fetch = callWith(path, quiet, inputOf);
  return function useSearchPage(filter: F) {
    return useQuery({
      queryKey: [...keyPrefix, filter],
      queryFn: () => fetch(filter),
      placeholderData: keepPreviousData,
    });
  };
}

/** The query of an item that may not be chosen yet: idle while `id` is null or empty. */
export function useQueryOfID<R, K extends QueryKey>(
  optionsOf: (id: string) => UseQueryOptions<R, Error, R, K>,
  id: string | null,
) {
  return useQuery({ ...optionsOf(id ?? ''), enabled: Boolean(id) });
}

/** An input field an id alone fills: the route's whole input is `{ [field]: id }`. */
export type IDField<P extends JsonEndpointPath> = {
  [F in keyof EndpointInput<P> & string]: { [K in F]: string } extends EndpointInput<P> ? F : never;
}[keyof EndpointInput<P> & string];

/**
 * One endpoint read by an id (a topic, a question), quietly unless `requestOptions` say otherwise: its call, its query options and the
 * hook, idle while no id is chosen. The key is `keyOf(id)`, or the id after the prefix given.
 */
export function readByID<P extends JsonEndpointPath, K extends QueryKey = QueryKey>(
  path: P,
  field: IDField<P>,
  keyOf: ((id: string) => K) | QueryKey,
  requestOptions: RequestOptions = quiet,
) {
  const fetch = callWith(path, requestOptions, (id: string) => ({ [field]: id }) as EndpointInput<P>);
  const keyOfID = typeof keyOf === 'function' ? keyOf : (id: string) => [...keyOf, id] as QueryKey as K;
  const options = queryOf(keyOfID, fetch);
  return { fetch, options, useByID: (id: string | null) => useQueryOfID(options, id) };
}

/** Refreshes every query under each key. */
export function invalidateAll(queryClient: QueryClient, queryKeys: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A mutation that refreshes the queries under `queryKeys` once the server has accepted it. */
export function useInvalidatingMutation<I, R>(mutationFn: (input: I) => Promise<R>, queryKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateAll(queryClient, queryKeys) });
}

/** The hook of `useInvalidatingMutation`, for an endpoint file: `export const useSaveX = mutationInvalidating(saveX, root)`. */
export function mutationInvalidating<I, R>(mutationFn: (input: I) => Promise<R>, ...queryKeys: QueryKey[]) {
  return function useMutationInvalidating() {
    return useInvalidatingMutation(mutationFn, queryKeys);
  };
}

/**
 * A change shown in one cached answer at once: `edit` makes the new answer from the old before the
 * server replies, a refusal puts the old one back, and the queries under `settledKeys` are
 * refreshed afterwards either way.
 */
export function useOptimisticMutation<I, R, D>(
  mutationFn: (input: I) => Promise<R>,
  queryKeyOf: (input: I) => QueryKey,
  edit: (data: D, input: I) => D,
  settledKeys: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (input: I) => {
      const queryKey = queryKeyOf(input);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<D>(queryKey);
      if (previous !== undefined) queryClient.setQueryData<D>(queryKey, edit(previous, input));
      return { queryKey, previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(context.queryKey, context.previous);
    },
    onSettled: () => invalidateAll(queryClient, settledKeys),
  });
}
