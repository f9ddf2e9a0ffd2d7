/**
 * The questions practice must keep from one reader for now: those of the reader's mock exam
 * attempts whose result is not released yet (mock exams sit practice questions, with the same ids).
 * While a question is sealed for a reader, practice does not draw it into their new sessions, takes
 * no answer to it in a session they started before, and shows nothing of its marking (correct
 * answers, marks, explanation) in any view; once the result is released it is practised and shown
 * as ever (docs/practice.md, "Questions of an open mock exam").
 *
 * The mock-exams module answers it (it owns the release rule); the application hands its answer in
 * (`PracticeModule.withSealedQuestions`), since mock-exams depends on practice and practice may not
 * import it.
 */
export interface SealedQuestions {
  /** The ids of the questions sealed for this reader now. */
  sealedFor(readerID: string): Promise<ReadonlySet<string>>;
}

/** The injection token of the `SealedQuestions` practice is handed. */
export const SEALED_QUESTIONS = Symbol('SEALED_QUESTIONS');

export const NOTHING_SEALED: ReadonlySet<string> = new Set();
