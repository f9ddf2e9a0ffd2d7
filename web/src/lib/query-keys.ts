/**
 * The query-key roots more than one feature names. Each feature's queries build on its own root;
 * a feature whose change alters another's answers invalidates that root (a mark or a new lesson
 * changes the index's progress, a restored note shows on its lesson page, a payment opens locked
 * pages). Features may not import each other, so these roots are spelled here, once; a root only
 * its own feature names stays in that feature (`features/<f>/api`).
 */
export const queryRoots = {
  auth: ['auth'],
  reading: ['reading'],
  readerIndex: ['reader-index'],
  readerStudy: ['reader-study'],
} as const;
