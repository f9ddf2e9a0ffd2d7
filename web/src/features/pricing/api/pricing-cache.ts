/** The root of every pricing key; the factories of this folder build on it. */
export const pricingQueryRoot = ['pricing'] as const;

/**
 * Key roots of the features whose answers depend on the reader's plan: the reading pages and the
 * index ('locked' flags) and the profile lists. Features may not import each other, so the roots are
 * spelled here once more (as in reading/api/reading-cache.ts).
 */
export const planDependentQueryRoots = [['reading'], ['reader-index'], ['reader-study'], ['auth']] as const;
