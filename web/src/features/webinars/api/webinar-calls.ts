import {
  ApiPaths,
  type JsonEndpointPath,
  type WebinarDetailsRequest,
  type WebinarListRequest,
} from '@notebook/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { announced, callOf, fixedQuery, mutationInvalidating, publicQuiet, quiet, readByID } from '@/lib/api-hooks';

/** The webinar calls (docs/webinars.md): admin calls under ['webinars','admin'], the reading pages' under ['webinars','read']. */
const root = ['webinars'] as const;
const adminRoot = [...root, 'admin'] as const;
const readRoot = [...root, 'read'] as const;
export const WEBINARS_PAGE_SIZE = 20;

// ---- admins ----

export type AdminWebinarFilter = Omit<WebinarListRequest, 'rows'> & { status?: 'ACT' | 'INA' };

export const useAdminWebinarsPage = (filter: AdminWebinarFilter) =>
  useQuery({
    queryKey: [...adminRoot, 'page', filter],
    queryFn: () => api.call(ApiPaths.adminWebinar.getPagedWebinars, { ...filter, rows: WEBINARS_PAGE_SIZE }, quiet),
    placeholderData: keepPreviousData,
  });

export const useAdminWebinar = readByID(ApiPaths.adminWebinar.getWebinarByID, 'webinarID', [
  ...adminRoot,
  'one',
]).useByID;

const webinarCategories = fixedQuery(
  [...adminRoot, 'categories'],
  callOf(ApiPaths.adminWebinar.getWebinarCategories, quiet),
);
export const useWebinarCategories = () => webinarCategories.useWith();

/** An admin change, its message as the toast; it refreshes the admin lists and the reading pages alike. */
const changeRefreshing = <P extends JsonEndpointPath>(path: P) => mutationInvalidating(callOf(path, announced), root);
export const useSaveWebinar = changeRefreshing(ApiPaths.adminWebinar.saveUpdateWebinar);
export const useWebinarStatus = changeRefreshing(ApiPaths.adminWebinar.updateWebinarStatus);
export const useSaveWebinarCategory = changeRefreshing(ApiPaths.adminWebinar.saveUpdateWebinarCategory);
export const useWebinarCategoryStatus = changeRefreshing(ApiPaths.adminWebinar.updateWebinarCategoryStatus);

// ---- the reading pages: a signed-in reader's calls carry the links, a visitor's the public ones ----

export type WebinarTense = 'next' | 'past';
export type WebinarListFilter = Omit<WebinarListRequest, 'rows'>;

const listCalls = {
  next: { reader: ApiPaths.reader.getReaderNextWebinars, visitor: ApiPaths.public.getNextWebinarsPublic },
  past: { reader: ApiPaths.reader.getReaderWebinars, visitor: ApiPaths.public.getReaderWebinarsPublic },
} as const;

export function useWebinarList(tense: WebinarTense, signedIn: boolean, filter: WebinarListFilter) {
  const input = { ...filter, rows: WEBINARS_PAGE_SIZE };
  return useQuery({
    queryKey: [...readRoot, tense, signedIn, filter],
    queryFn: () =>
      signedIn
        ? api.call(listCalls[tense].reader, input, quiet)
        : api.call(listCalls[tense].visitor, input, publicQuiet),
    placeholderData: keepPreviousData,
  });
}

/** One webinar by its id or banner slug; the reader's answer also says whether the links show. */
export const useWebinarDetails = (signedIn: boolean, request: WebinarDetailsRequest) =>
  useQuery({
    queryKey: [...readRoot, 'one', signedIn, request],
    queryFn: () =>
      signedIn
        ? api.call(ApiPaths.reader.getReaderWebinar, request, quiet)
        : api.call(ApiPaths.public.getWebinarDetails, request, publicQuiet),
  });
