/** How a reader's readiness reads, on the profile's readiness section and the home page's glance at it. */

/** A whole per cent for the eye ('–' before any answer); the server keeps two decimals. */
export const accuracyPercent = (accuracy: number | null) => (accuracy === null ? '–' : `${Math.floor(accuracy)}%`);
