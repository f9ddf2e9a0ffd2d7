/** How a reader's readiness reads, on the profile's readiness section and the home page's glance at it. */

/** The practice kinds readiness is counted by, in their order, as readers know them. */
export const readinessSourceLabels = { AKT: 'AKT', MSQ: 'KFP(MSQ)', KFP: 'KFP cases' } as const;
export const readinessSources = Object.keys(readinessSourceLabels) as Array<keyof typeof readinessSourceLabels>;

/** A whole per cent for the eye ('–' before any answer); the server keeps two decimals. */
export const accuracyPercent = (accuracy: number | null) => (accuracy === null ? '–' : `${Math.floor(accuracy)}%`);
