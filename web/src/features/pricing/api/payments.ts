import {
  type AcceptedPricingTermsInput,
  ApiPaths,
  apiUrl,
  type ConfirmSubscriptionRequest,
  type ExternalPaymentLink,
  type ExternalPaymentView,
  type InitiatedPayment,
  type InitiatePaymentRequest,
  type PaymentConfirmation,
  type PaymentErrorRequest,
  type ReaderPayment,
  type ReaderSubscriptionDetails,
  type UnsubscribeRequest,
  type UpgradablePackage,
} from '@notebook/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/file-transfer';
import { refreshSessionAfterChange } from '@/lib/session';
import { planDependentQueryRoots, pricingQueryRoot } from './pricing-cache';

/** POST reader/initiatePayment: the server prices the plan and opens a payment with the provider (no toast: spec section 7). */
export function initiatePayment(input: InitiatePaymentRequest): Promise<InitiatedPayment> {
  return api.call(ApiPaths.reader.initiatePayment, input, { showErrorToast: false });
}

/** POST reader/confirmSubscription: back from the provider's page, how the payment went. */
export function confirmSubscription(input: ConfirmSubscriptionRequest): Promise<PaymentConfirmation> {
  return api.call(ApiPaths.reader.confirmSubscription, input, {
    showErrorToast: false,
    showLoading: false,
  });
}

/** POST reader/readerSubscriptionPaymentError: a failure the payment form saw, in the provider's words. */
export function reportPaymentError(input: PaymentErrorRequest): Promise<PaymentConfirmation> {
  return api.call(ApiPaths.reader.readerSubscriptionPaymentError, input, {
    showErrorToast: false,
  });
}

/** GET reader/getReaderPaymentDetails: the reader's payments, newest first. */
export function getReaderPayments(): Promise<ReaderPayment[]> {
  return api.call(ApiPaths.reader.getReaderPaymentDetails, undefined, { showLoading: false });
}

export const readerPaymentsQueryOptions = () =>
  queryOptions({ queryKey: [...pricingQueryRoot, 'reader', 'payments'] as const, queryFn: getReaderPayments });

export function useReaderPayments(options: { enabled?: boolean } = {}) {
  return useQuery({ ...readerPaymentsQueryOptions(), ...options });
}

/** POST reader/unsubscribeReaderPricingPlans: stop renewing (or `resume`); answers with the subscription. */
export function unsubscribe(input: UnsubscribeRequest): Promise<ReaderSubscriptionDetails> {
  return api.call(ApiPaths.reader.unsubscribeReaderPricingPlans, input, {
    showSuccessMessage: true,
  });
}

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingQueryRoot }),
  });
}

/**
 * Once a payment succeeded the reader's flags change (hasActiveSubscription) and every locked page
 * opens: the session's user is fetched afresh and everything plan-dependent is fetched again.
 */
export async function afterSubscriptionChanged(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  await refreshSessionAfterChange();
  await Promise.all(
    [pricingQueryRoot, ...planDependentQueryRoots].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** POST reader/get-upgradable-packages: the plans a subscriber may move to, each priced less the unused part of theirs. */
export function getUpgradablePackages(): Promise<UpgradablePackage[]> {
  return api.call(ApiPaths.reader.getUpgradablePackages, undefined, { showLoading: false });
}

export function useUpgradablePackages(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...pricingQueryRoot, 'reader', 'upgrades'] as const,
    queryFn: getUpgradablePackages,
    ...options,
  });
}

/** POST reader/initiateUpgradePayment: the server prices the upgrade and opens the payment (no toast). */
export function initiateUpgradePayment(input: InitiatePaymentRequest): Promise<InitiatedPayment> {
  return api.call(ApiPaths.reader.initiateUpgradePayment, input, { showErrorToast: false });
}

/** POST reader/getPaymentReceipt: the payment's PDF receipt (a tax invoice), saved by the browser. */
export function downloadReceipt(paymentID: string): Promise<void> {
  return downloadFile(apiUrl(ApiPaths.reader.getPaymentReceipt), { paymentID }, `receipt-${paymentID.slice(0, 8)}.pdf`);
}

/** POST reader/createExternalPaymentLink: a one-use link someone else can pay the plan with. */
export function createExternalPaymentLink(pricingPlanID: string): Promise<ExternalPaymentLink> {
  return api.call(ApiPaths.reader.createExternalPaymentLink, { pricingPlanID }, { showErrorToast: false });
}

/** POST public/getExternalPayment: what a payment link pays for and how its payment stands (no sign-in). */
export function getExternalPayment(token: string): Promise<ExternalPaymentView> {
  return api.call(
    ApiPaths.public.getExternalPayment,
    { token },
    { skipAuth: true, showLoading: false, showErrorToast: false },
  );
}

/** POST public/initiateExternalPayment: the payer starts (or resumes) the link's payment, with the pricing terms they accepted. */
export function initiateExternalPayment(
  token: string,
  acceptedPricingTerms: AcceptedPricingTermsInput,
): Promise<InitiatedPayment> {
  return api.call(
    ApiPaths.public.initiateExternalPayment,
    { token, paymentType: 'CARD', acceptedPricingTerms },
    { skipAuth: true, showErrorToast: false },
  );
}
