import type { MockAttemptDocument, MockExamDocument } from '../read-model/schema';
import type { MockAttemptEvent } from '../attempts/mock-attempt.events';
import type { MockExamEvent } from '../exams/mock-exam.events';

/**
 * The documents of the mock-exam read model, folded from the events by the projection itself (not
 * by the deciders' `evolve`), so a change to a decider's state never changes what the queries read.
 */

/** The exam's next document, or null when it has no row: never saved, or deleted. */
export function foldMockExam(current: MockExamDocument | null, event: MockExamEvent): MockExamDocument | null {
  if (event.type === 'MockExamSaved') {
    const { mockExamID, ...definition } = event.data;
    return current
      ? { ...current, definition, version: current.version + 1 }
      : {
          mockExamID,
          definition,
          status: 'DRAFT',
          paper: [],
          penaltyPoints: 0,
          frozen: false,
          opened: false,
          closed: false,
          version: 1,
        };
  }
  if (!current) return null;
  const next = { ...current, version: current.version + 1 };
  switch (event.type) {
    case 'MockExamActivated': {
      const { paper, penaltyPoints } = event.data;
      return { ...next, status: 'ACTIVE', paper, penaltyPoints, opened: false, closed: false };
    }
    case 'MockExamDeactivated':
      return { ...next, status: 'DRAFT', paper: [] };
    case 'MockExamCancelled':
      return { ...next, status: 'CANCEL' };
    case 'MockExamDeleted':
      return null;
    case 'MockExamPaperFrozen':
      return { ...next, frozen: true };
    case 'MockExamOpened':
      return { ...next, opened: true };
    case 'MockExamClosed':
      return { ...next, closed: true };
  }
}

/** A started attempt's document: no answer yet. */
export const startedAttempt = (): MockAttemptDocument => ({ answers: {} });

/** The attempt's document after an event: an answer saved replaces the question's earlier one; flags, struck options and the submit leave it as it is. */
export function foldMockAttempt(current: MockAttemptDocument, event: MockAttemptEvent): MockAttemptDocument {
  if (event.type !== 'MockAnswerSaved') return current;
  const { questionID, answerIDs, subAnswers, answerStatus, marks, penalty, outOf } = event.data;
  // A save with no option chosen clears the question's answer.
  if (answerIDs.length === 0 && subAnswers.length === 0)
    return { answers: Object.fromEntries(Object.entries(current.answers).filter(([id]) => id !== questionID)) };
  return {
    answers: { ...current.answers, [questionID]: { answerIDs, subAnswers, answerStatus, marks, penalty, outOf } },
  };
}
