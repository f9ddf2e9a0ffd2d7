import type { AktAnswerStatus } from '@notebook/contracts';

/** Options are lettered A, B, C… on screen, in the keys (A–Z) and in "Correct answer: B". */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

export const answerStatusLabel: Record<AktAnswerStatus, string> = {
  CORRECT: 'Correct',
  INCORRECT: 'Incorrect',
  NOT_COMPLETED: 'Not answered',
};

/** The options chosen after choosing `answerID`: it replaces a single choice, or toggles among several. */
export function toggleChoice(chosenIDs: string[], answerID: string, multiple: boolean): string[] {
  if (!multiple) return [answerID];
  return chosenIDs.includes(answerID) ? chosenIDs.filter((id) => id !== answerID) : [...chosenIDs, answerID];
}
