import { ApiPaths, type AdminReaderPayment, type UserStatus } from '@notebook/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import {
  announced,
  callOf,
  callWith,
  mutationInvalidating,
  pageInput,
  publicSilent,
  quiet,
  readByID,
  searchPages,
} from '@/lib/api-hooks';

export const READERS_PAGE_SIZE = 20;
const root = ['admin-readers'] as const;
const groupsRoot = ['admin-reader-groups'] as const;

export type ReadersFilter = { searchKey: string; status: UserStatus | ''; readerGroupID?: string; page: number };

export const useReadersPage = searchPages(
  ApiPaths.adminReader.getPagedReaders,
  [...root, 'page'],
  (filter: ReadersFilter) => pageInput(filter, READERS_PAGE_SIZE),
);

/** Reader and group changes show in both lists (counts, members), so every mutation refreshes both. */
const readersMutation = <I, R>(change: (input: I) => Promise<R>) => mutationInvalidating(change, root, groupsRoot);

/** INACTIVE or BLOCKED signs the reader out everywhere at once; the server answers 'Successfully updated'. */
export const useUpdateReaderStatus = readersMutation(callOf(ApiPaths.adminReader.updateReaderStatus, announced));

export const useReader = readByID(ApiPaths.adminReader.getReader, 'readerID', [...root, 'one'], {}).useByID;

/** A new reader is e-mailed a link to choose a password (the server's message says so). */
export const useSaveReader = readersMutation(callOf(ApiPaths.adminReader.saveUpdateReader, announced));

export const useUpdateBillingAddress = readersMutation(
  callOf(ApiPaths.adminReader.updateReaderBillingAddress, announced),
);

/** A refund the provider has not answered yet, or has taken but whose money its webhook has not yet reported. */
function awaitingProvider(payment: AdminReaderPayment): boolean {
  const sent = payment.refunds
    .filter((refund) => refund.status === 'SENT')
    .reduce((total, refund) => total + refund.amount, 0);
  return payment.refunds.some((refund) => refund.status === 'REQUESTED') || sent > payment.refundedAmount + 0.001;
}

/**
 * The reader's payments and refunds; asked again each second while a refund waits for the provider,
 * and once it has answered the reader's details too (a full refund ends their subscription).
 */
export function useReaderPayments(readerID: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...root, 'payments', readerID],
    queryFn: async () => {
      const before = queryClient.getQueryData<AdminReaderPayment[]>([...root, 'payments', readerID]);
      const payments = await api.call(ApiPaths.adminReader.getReaderPayments, { readerID }, quiet);
      if (before?.some(awaitingProvider) && !payments.some(awaitingProvider))
        void queryClient.invalidateQueries({ queryKey: [...root, 'one', readerID] });
      return payments;
    },
    refetchInterval: (query) => (query.state.data?.some(awaitingProvider) ? 1_000 : false),
  });
}

const refundReaderPayment = callOf(ApiPaths.adminReader.refundReaderPayment, announced);

/** Asks the provider for a refund (the server answers 'Refund requested'); the reader's page shows it at once. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundReaderPayment,
    onSuccess: (payments, input) => queryClient.setQueryData([...root, 'payments', input.readerID], payments),
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

const resetReaderPassword = callWith(ApiPaths.adminReader.resetReaderPassword, announced, (readerID: string) => ({
  readerID,
}));

export const useResetReaderPassword = () => useMutation({ mutationFn: resetReaderPassword });

export const useBulkReaderStatus = readersMutation(callOf(ApiPaths.adminReader.bulkUpdateReaderStatus));

export const useBulkReaderGroups = readersMutation(callOf(ApiPaths.adminReader.bulkUpdateReaderGroups));

export const useReaderLoginHistory = (readerID: string, page: number) =>
  useQuery({
    queryKey: [...root, 'logins', readerID, page],
    queryFn: () => api.call(ApiPaths.adminReader.getReaderLoginHistory, { readerID, page, rows: 10 }, quiet),
    placeholderData: keepPreviousData,
  });

export const useReaderReadiness = (readerID: string) =>
  useQuery({
    queryKey: [...root, 'readiness', readerID],
    queryFn: () =>
      api.call(
        ApiPaths.adminReader.getReaderReadiness,
        { readerID, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
        quiet,
      ),
  });

export const useReaderGroups = searchPages(
  ApiPaths.adminReaderGroup.getPagedReaderGroups,
  [...groupsRoot, 'page'],
  (filter: { searchKey: string; page: number; rows?: number }) => pageInput(filter, filter.rows ?? READERS_PAGE_SIZE),
);

/** Every group (for pickers): groups are few, 100 is the page limit. */
export const useAllReaderGroups = () => useReaderGroups({ searchKey: '', page: 0, rows: 100 });

export const useReaderGroup = readByID(
  ApiPaths.adminReaderGroup.getReaderGroup,
  'readerGroupID',
  [...groupsRoot, 'one'],
  {},
).useByID;

export const useSaveReaderGroup = readersMutation(callOf(ApiPaths.adminReaderGroup.saveUpdateReaderGroup, announced));

/** The name of the plan a reader holds, from the public list of active plans (null: a plan since retired). */
export const usePlanName = (pricingPlanID: string | null) =>
  useQuery({
    queryKey: ['public-plans-for-admin'],
    queryFn: () => api.call(ApiPaths.public.getAllPricingPlans, undefined, publicSilent),
    enabled: !!pricingPlanID,
    staleTime: 60_000,
    select: (plans) => plans.find((plan) => plan.pricingPlanID === pricingPlanID)?.planName ?? null,
  });
