import { queryRoots } from '@/lib/query-keys';

/** The root of every pricing key; the factories of this folder build on it. */
export const pricingQueryRoot = ['pricing'] as const;

/**
 * Key roots of the features whose answers depend on the reader's plan: the reading pages and the
 * index ('locked' flags), the profile lists and the signed-in user.
 */
export const planDependentQueryRoots = [
  queryRoots.reading,
  queryRoots.readerIndex,
  queryRoots.readerStudy,
  queryRoots.auth,
] as const;
