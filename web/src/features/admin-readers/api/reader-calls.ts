import {
  ApiPaths,
  type AdminReaderPayment,
  type BillingAddress,
  type RefundPaymentRequest,
  type SaveReaderGroupRequest,
  type SaveReaderRequest,
  type UserStatus,
} from '@notebook/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const READERS_PAGE_SIZE = 20;
const root = ['admin-readers'] as const;
const groupsRoot = ['admin-reader-groups'] as const;

export type ReadersFilter = { searchKey: string; status: UserStatus | ''; readerGroupID?: string; page: number };

export const useReadersPage = (input: ReadersFilter) =>
  useQuery({
    queryKey: [...root, 'page', input],
    queryFn: () =>
      api.call(
        ApiPaths.adminReader.getPagedReaders,
        {
          page: input.page,
          rows: READERS_PAGE_SIZE,
          searchKey: input.searchKey || undefined,
          status: input.status || undefined,
          readerGroupID: input.readerGroupID || undefined,
        },
        { showLoading: false },
      ),
    placeholderData: keepPreviousData,
  });

/** Reader and group changes show in both lists (counts, members), so every mutation refreshes both. */
function useInvalidateReaders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: root }),
      queryClient.invalidateQueries({ queryKey: groupsRoot }),
    ]);
}

/** INACTIVE or BLOCKED signs the reader out everywhere at once; the server answers 'Successfully updated'. */
export function useUpdateReaderStatus() {
  const invalidate = useInvalidateReaders();
  return useMutation({
    mutationFn: (input: { readerID: string; status: UserStatus }) =>
      api.call(ApiPaths.adminReader.updateReaderStatus, input, { showSuccessMessage: true }),
    onSuccess: invalidate,
  });
}

export const useReader = (readerID: string | null) =>
  useQuery({
    queryKey: [...root, 'one', readerID],
    queryFn: () => api.call(ApiPaths.adminReader.getReader, { readerID: readerID! }),
    enabled: !!readerID,
  });

/** A new reader is e-mailed a link to choose a password (the server's message says so). */
export function useSaveReader() {
  const invalidate = useInvalidateReaders();
  return useMutation({
    mutationFn: (input: SaveReaderRequest) =>
      api.call(ApiPaths.adminReader.saveUpdateReader, input, {
        showSuccessMessage: true,
      }),
    onSuccess: invalidate,
  });
}

export function useUpdateBillingAddress() {
  const invalidate = useInvalidateReaders();
  return useMutation({
    mutationFn: (input: { readerID: string; billingAddress: BillingAddress | null }) =>
      api.call(ApiPaths.adminReader.updateReaderBillingAddress, input, { showSuccessMessage: true }),
    onSuccess: invalidate,
  });
}

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
      const payments = await api.call(ApiPaths.adminReader.getReaderPayments, { readerID }, { showLoading: false });
      if (before?.some(awaitingProvider) && !payments.some(awaitingProvider))
        void queryClient.invalidateQueries({ queryKey: [...root, 'one', readerID] });
      return payments;
    },
    refetchInterval: (query) => (query.state.data?.some(awaitingProvider) ? 1_000 : false),
  });
}

/** Asks the provider for a refund (the server answers 'Refund requested'); the reader's page shows it at once. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundPaymentRequest) =>
      api.call(ApiPaths.adminReader.refundReaderPayment, input, {
        showSuccessMessage: true,
      }),
    onSuccess: (payments, input) => queryClient.setQueryData([...root, 'payments', input.readerID], payments),
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export function useResetReaderPassword() {
  return useMutation({
    mutationFn: (readerID: string) =>
      api.call(ApiPaths.adminReader.resetReaderPassword, { readerID }, { showSuccessMessage: true }),
  });
}

export function useBulkReaderStatus() {
  const invalidate = useInvalidateReaders();
  return useMutation({
    mutationFn: (input: { readerIDs: string[]; status: UserStatus }) =>
      api.call(ApiPaths.adminReader.bulkUpdateReaderStatus, input),
    onSuccess: invalidate,
  });
}

export function useBulkReaderGroups() {
  const invalidate = useInvalidateReaders();
  return useMutation({
    mutationFn: (input: { readerIDs: string[]; addReaderGroupIDs?: string[]; removeReaderGroupIDs?: string[] }) =>
      api.call(ApiPaths.adminReader.bulkUpdateReaderGroups, input),
    onSuccess: invalidate,
  });
}

export const useReaderLoginHistory = (readerID: string, page: number) =>
  useQuery({
    queryKey: [...root, 'logins', readerID, page],
    queryFn: () =>
      api.call(ApiPaths.adminReader.getReaderLoginHistory, { readerID, page, rows: 10 }, { showLoading: false }),
    placeholderData: keepPreviousData,
  });

export const useReaderReadiness = (readerID: string) =>
  useQuery({
    queryKey: [...root, 'readiness', readerID],
    queryFn: () =>
      api.call(
        ApiPaths.adminReader.getReaderReadiness,
        { readerID, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
        { showLoading: false },
      ),
  });

export const useReaderGroups = (input: { searchKey: string; page: number; rows?: number }) =>
  useQuery({
    queryKey: [...groupsRoot, 'page', input],
    queryFn: () =>
      api.call(
        ApiPaths.adminReaderGroup.getPagedReaderGroups,
        { page: input.page, rows: input.rows ?? READERS_PAGE_SIZE, searchKey: input.searchKey || undefined },
        { showLoading: false },
      ),
    placeholderData: keepPreviousData,
  });

/** Every group (for pickers): groups are few, 100 is the page limit. */
export const useAllReaderGroups = () => useReaderGroups({ searchKey: '', page: 0, rows: 100 });

export const useReaderGroup = (readerGroupID: string | null) =>
  useQuery({
    queryKey: [...groupsRoot, 'one', readerGroupID],
    queryFn: () => api.call(ApiPaths.adminReaderGroup.getReaderGroup, { readerGroupID: readerGroupID! }),
    enabled: !!readerGroupID,
  });

export function useSaveReaderGroup() {
  const invalidate = useInvalidateReaders();
  return useMutation({
    mutationFn: (input: SaveReaderGroupRequest) =>
      api.call(ApiPaths.adminReaderGroup.saveUpdateReaderGroup, input, {
        showSuccessMessage: true,
      }),
    onSuccess: invalidate,
  });
}

/** The name of the plan a reader holds, from the public list of active plans (null: a plan since retired). */
export const usePlanName = (pricingPlanID: string | null) =>
  useQuery({
    queryKey: ['public-plans-for-admin'],
    queryFn: () =>
      api.call(ApiPaths.public.getAllPricingPlans, undefined, {
        skipAuth: true,
        showLoading: false,
        showErrorToast: false,
      }),
    enabled: !!pricingPlanID,
    staleTime: 60_000,
    select: (plans) => plans.find((plan) => plan.pricingPlanID === pricingPlanID)?.planName ?? null,
  });
