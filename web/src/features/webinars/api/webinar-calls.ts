import {
  ApiPaths,
  type JsonEndpointPath,
  type WebinarDetailsRequest,
  type WebinarListRequest,
  type WebinarResource,
  apiUrl,
} from '@notebook/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { announced, callOf, fixedQuery, mutationInvalidating, publicQuiet, quiet, readByID } from '@/lib/api-hooks';
import { downloadFile, uploadTo } from '@/lib/file-transfer';

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

/** Uploads a PDF (the raw file as the body; the title given, else the server takes the file's name): 'Successfully uploaded'. */
export const useUploadWebinarPdf = mutationInvalidating(
  ({ webinarID, file, title }: { webinarID: string; file: File; title?: string }) =>
    uploadTo(
      ApiPaths.adminWebinar.uploadWebinarResourcePDF,
      file,
      { webinarID, fileName: file.name, title: title?.trim() || undefined },
      { showSuccessMessage: true },
    ),
  root,
);
export const useRemoveWebinarResource = changeRefreshing(ApiPaths.adminWebinar.removeWebinarResource);

/** Saves a webinar's PDF under its title: the admin call, or the reader's (which the server allows to the audience only). */
export function downloadWebinarPdf(webinarID: string, resource: WebinarResource, as: 'admin' | 'reader') {
  const path =
    as === 'admin' ? ApiPaths.adminWebinar.getWebinarResourcePDF : ApiPaths.reader.getReaderWebinarResourcePDF;
  return downloadFile(
    apiUrl(path),
    { webinarID, resourceName: resource.resourceName },
    `${resource.title.replace(/[^A-Za-z0-9 ._-]+/g, '_')}.pdf`,
  );
}

/** Who may join: the pricing plans and reader groups the form offers (the existing admin calls). */
const PICKER_ROWS = 100;
const planChoices = fixedQuery([...adminRoot, 'plans'], callOf(ApiPaths.adminPricing.getPricingPlans, quiet));
export const usePlanChoices = () => planChoices.useWith();
const groupChoices = fixedQuery([...adminRoot, 'reader-groups'], () =>
  callOf(ApiPaths.adminReaderGroup.getPagedReaderGroups, quiet)({ page: 0, rows: PICKER_ROWS }),
);
export const useReaderGroupChoices = () => groupChoices.useWith();

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

/** The active categories for the reading pages' filter (the same for visitors and readers). */
export const usePublicWebinarCategories = () =>
  useQuery({
    queryKey: [...readRoot, 'categories'],
    queryFn: () => api.call(ApiPaths.public.getWebinarCategoriesPublic, undefined, publicQuiet),
    staleTime: 5 * 60_000,
  });

/** One webinar by its id or banner slug; the reader's answer also says whether the links show. */
export const useWebinarDetails = (signedIn: boolean, request: WebinarDetailsRequest) =>
  useQuery({
    queryKey: [...readRoot, 'one', signedIn, request],
    queryFn: () =>
      signedIn
        ? api.call(ApiPaths.reader.getReaderWebinar, request, quiet)
        : api.call(ApiPaths.public.getWebinarDetails, request, publicQuiet),
  });
