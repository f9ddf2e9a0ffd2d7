import { READER_PAGE_SIZE, type EndpointInput, type JsonEndpointPath } from '@notebook/contracts';
import { useQuery } from '@tanstack/react-query';
import { callWith, pagedQueryOf, quiet, useInvalidatingMutation } from '@/lib/api-hooks';
import { queryRoots } from '@/lib/query-keys';

/** The root of every profile-list key. */
export const readerStudyQueryRoot = queryRoots.readerStudy;
/** The reading feature's key root: a restored note shows again on its lesson page. */
const readingQueryRoot = queryRoots.reading;

/** A trash mutation: refreshes the profile lists and the reading pages. */
export function useTrashMutation<I, R>(fn: (input: I) => Promise<R>) {
  return useInvalidatingMutation(fn, [readerStudyQueryRoot, readingQueryRoot]);
}

/** A route that takes a page of `rows` rows as its whole input. */
type PagedPath = {
  [P in JsonEndpointPath]: { page: number; rows: number } extends EndpointInput<P> ? P : never;
}[JsonEndpointPath];

/**
 * One of the profile's paged lists, {READER_PAGE_SIZE} rows a page, pages counted from 0: its quiet
 * call, its query options (keyed `[...readerStudyQueryRoot, name, page]`) and the hook, which keeps
 * the last page on screen while the next one loads.
 */
export function profileList<P extends PagedPath>(path: P, name: string) {
  const fetch = callWith(path, quiet, (page: number) => ({ page, rows: READER_PAGE_SIZE }) as EndpointInput<P>);
  const options = pagedQueryOf((page: number) => [...readerStudyQueryRoot, name, page] as const, fetch);
  return { fetch, options, usePage: (page: number) => useQuery(options(page)) };
}
