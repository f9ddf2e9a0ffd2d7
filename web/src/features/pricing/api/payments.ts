import { type AcceptedPricingTermsInput, ApiPaths, apiUrl } from '@notebook/contracts';
import type { QueryClient } from '@tanstack/react-query';
import {
  announced,
  callOf,
  callWith,
  fixedQuery,
  invalidateAll,
  mutationInvalidating,
  noErrorToast,
  publicSilent,
  quiet,
  silent,
} from '@/lib/api-hooks';
import { downloadFile } from '@/lib/file-transfer';
import { refreshSessionAfterChange } from '@/lib/session';
import { planDependentQueryRoots, pricingQueryRoot } from './pricing-cache';

/** POST reader/initiatePayment: the server prices the plan and opens a payment with the provider (no toast: spec section 7). */
export const initiatePayment = callOf(ApiPaths.reader.initiatePayment, noErrorToast);

/** POST reader/confirmSubscription: back from the provider's page, how the payment went. */
export const confirmSubscription = callOf(ApiPaths.reader.confirmSubscription, silent);

/** POST reader/readerSubscriptionPaymentError: a failure the payment form saw, in the provider's words. */
export const reportPaymentError = callOf(ApiPaths.reader.readerSubscriptionPaymentError, noErrorToast);

/** GET reader/getReaderPaymentDetails: the reader's payments, newest first. */
export const getReaderPayments = callOf(ApiPaths.reader.getReaderPaymentDetails, quiet);

const readerPayments = fixedQuery([...pricingQueryRoot, 'reader', 'payments'] as const, getReaderPayments);
export const readerPaymentsQueryOptions = readerPayments.options;
export const useReaderPayments = readerPayments.useWith;

/** POST reader/unsubscribeReaderPricingPlans: stop renewing (or `resume`); answers with the subscription. */
export const unsubscribe = callOf(ApiPaths.reader.unsubscribeReaderPricingPlans, announced);

export const useUnsubscribe = mutationInvalidating(unsubscribe, pricingQueryRoot);

/**
 * Once a payment succeeded the reader's flags change (hasActiveSubscription) and every locked page
 * opens: the session's user is fetched afresh and everything plan-dependent is fetched again.
 */
export async function afterSubscriptionChanged(queryClient: QueryClient): Promise<void> {
  await refreshSessionAfterChange();
  await invalidateAll(queryClient, [pricingQueryRoot, ...planDependentQueryRoots]);
}

/** POST reader/get-upgradable-packages: the plans a subscriber may move to, each priced less the unused part of theirs. */
export const getUpgradablePackages = callOf(ApiPaths.reader.getUpgradablePackages, quiet);

export const useUpgradablePackages = fixedQuery(
  [...pricingQueryRoot, 'reader', 'upgrades'] as const,
  getUpgradablePackages,
).useWith;

/** POST reader/initiateUpgradePayment: the server prices the upgrade and opens the payment (no toast). */
export const initiateUpgradePayment = callOf(ApiPaths.reader.initiateUpgradePayment, noErrorToast);

/**
 * POST reader/getPaymentReceipt: the payment's PDF (a tax invoice when the business's ABN is configured,
 * else a receipt), saved by the browser under the name the server gives it (tax-invoice-NB-….pdf or receipt-NB-….pdf).
 */
export function downloadReceipt(paymentID: string): Promise<void> {
  return downloadFile(
    apiUrl(ApiPaths.reader.getPaymentReceipt),
    { paymentID },
    `receipt-${paymentID.slice(0, 8)}.pdf`,
    { nameFromResponse: true },
  );
}

/** POST reader/createExternalPaymentLink: a one-use link someone else can pay the plan with. */
export const createExternalPaymentLink = callWith(
  ApiPaths.reader.createExternalPaymentLink,
  noErrorToast,
  (pricingPlanID: string) => ({ pricingPlanID }),
);

/** POST public/getExternalPayment: what a payment link pays for and how its payment stands (no sign-in). */
export const getExternalPayment = callWith(ApiPaths.public.getExternalPayment, publicSilent, (token: string) => ({
  token,
}));

/** POST public/initiateExternalPayment: the payer starts (or resumes) the link's payment, with the pricing terms they accepted. */
export const initiateExternalPayment = callWith(
  ApiPaths.public.initiateExternalPayment,
  { skipAuth: true, showErrorToast: false },
  (token: string, acceptedPricingTerms: AcceptedPricingTermsInput) => ({
    token,
    paymentType: 'CARD' as const,
    acceptedPricingTerms,
  }),
);
