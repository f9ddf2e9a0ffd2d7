/** Product texts of the question editors (spec section 2), spelled exactly as the spec has them. */
export const QuestionTexts = {
  changeAnswerTypeTitle: 'Change the answer type?',
  changeAnswerType: 'Changing the answer type resets the answers.',
  removeQuestion: 'Are you sure to remove the question ?',
  removeKfpCase: 'Are you sure to remove the kfp case?',
  removeAktQuestion: 'Are you sure to remove the akt question?',
  removeAktEmQuestionTitle: 'Remove AKT Question',
  removeAktEmQuestionBody: 'Are you sure to remove the akt extended match question?',
  /** The spec gives no KFP(MSQ) wording: its title, with the generic question text as the body. */
  removeMsqEmQuestionTitle: 'Remove Question',
  noExplanation: 'No Explanation.!',
  noQuestions: 'No Questions.!',
  noSelection: '(No Selection)',
} as const;

/** Card titles are cut at 25 characters, type labels at 30 (spec section 9). */
export const CARD_TITLE_MAX = 25;
export const CARD_TYPE_MAX = 30;

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Answer labels run A to Z (spec section 9). */
export const answerLabel = (index: number) => String.fromCharCode(65 + index);

export const answerTypeLabels = { MULTIPLE_CHOICE: 'Multiple choice', EXTENDED_MATCH: 'Extended match' } as const;

export { statusOptions } from '@/components/ui/name-status-dialog';

export const yesNoOptions = [
  { value: 'N', label: 'No' },
  { value: 'Y', label: 'Yes' },
];

/** 1..max as select options. */
export const countOptions = (max: number) =>
  Array.from({ length: max }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));
