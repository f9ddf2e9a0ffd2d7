/** The root of every query key of this feature; mutations invalidate below it. */
export const questionsKey = ['admin-questions'] as const;
