import type {
  ChoiceQuestionDocument,
  KfpCaseDocument,
  KfpCaseQuestionDocument,
  QuestionBankAnswer,
  QuestionBankSubQuestion,
} from '../read-model/schema';
import type { AktQuestionEvent } from '../akt/akt-question.events';
import type { KfpCaseEvent } from '../kfp/kfp-case.events';
import type { MsqQuestionEvent } from '../msq/msq-question.events';
import type { NeutralEvent } from '../shared/choice-question.events';

/**
 * The documents of the question bank's read model, folded from the events by the projection itself
 * (not by the deciders' `evolve`), so a change to a decider's state never changes what the queries
 * read. Each fold answers the item's next document, or null when it has no row: not created yet, or
 * removed (its events stay in the log for the audit trail).
 */

/** `AktAnswerAdded` and `MsqAnswerAdded` carry the same data: the fold reads both as `AnswerAdded`. */
const PREFIX_LENGTH = 'Akt'.length;
const unprefixed = (event: AktQuestionEvent | MsqQuestionEvent) =>
  ({ type: event.type.slice(PREFIX_LENGTH), data: event.data }) as NeutralEvent;

export function foldChoiceQuestion(
  current: ChoiceQuestionDocument | null,
  prefixed: AktQuestionEvent | MsqQuestionEvent,
): ChoiceQuestionDocument | null {
  const event = unprefixed(prefixed);
  if (event.type === 'QuestionCreated') return { ...event.data, answers: [], subQuestions: [], version: 1 };
  if (!current) return null;
  const version = current.version + 1;
  switch (event.type) {
    case 'QuestionUpdated': {
      const { questionID: _id, ...header } = event.data;
      return { ...current, ...header, version };
    }
    case 'AnswerTypeChanged':
      return { ...current, answerType: event.data.answerType, version };
    case 'AnswerAdded':
    case 'AnswerUpdated': {
      const { questionID: _id, ...answer } = event.data;
      return { ...current, answers: replaced(current.answers, 'answerID', answer), version };
    }
    case 'SubQuestionAdded':
    case 'SubQuestionUpdated': {
      const { questionID: _id, ...sub } = event.data;
      return { ...current, subQuestions: replaced(current.subQuestions, 'subQuestionID', sub), version };
    }
    case 'SubQuestionRemoved':
      return {
        ...current,
        subQuestions: current.subQuestions.filter((sub) => sub.subQuestionID !== event.data.subQuestionID),
        version,
      };
    case 'QuestionRemoved':
      return null;
    case 'QuestionSourceChanged': {
      const { questionID: _id, ...source } = event.data;
      return { ...current, source, version };
    }
    case 'QuestionLessonLinked':
      return { ...current, lessonID: event.data.lessonID, version };
  }
}

export function foldKfpCase(current: KfpCaseDocument | null, event: KfpCaseEvent): KfpCaseDocument | null {
  if (event.type === 'KfpCaseCreated') return { ...event.data, questions: [], version: 1 };
  if (!current) return null;
  const version = current.version + 1;
  switch (event.type) {
    case 'KfpCaseUpdated':
      return { ...current, ...event.data, version };
    case 'KfpCaseRemoved':
      return null;
    case 'KfpCaseSourceChanged': {
      const { kfpCaseID: _id, ...source } = event.data;
      return { ...current, source, version };
    }
    case 'KfpCaseLessonLinked':
      return { ...current, lessonID: event.data.lessonID, version };
    case 'KfpCaseQuestionAdded': {
      const { kfpCaseID: _id, ...question } = event.data;
      return { ...current, questions: [...current.questions, { ...question, answers: [] }], version };
    }
    case 'KfpCaseQuestionUpdated': {
      const { kfpCaseID: _id, kfpCaseQuestionID, ...fields } = event.data;
      return {
        ...current,
        questions: changed(current, kfpCaseQuestionID, (question) => ({ ...question, ...fields })),
        version,
      };
    }
    case 'KfpCaseQuestionRemoved':
      return {
        ...current,
        questions: current.questions.filter((question) => question.kfpCaseQuestionID !== event.data.kfpCaseQuestionID),
        version,
      };
    case 'KfpCaseQuestionAnswerAdded':
    case 'KfpCaseQuestionAnswerUpdated': {
      const { kfpCaseID: _id, kfpCaseQuestionID, ...answer } = event.data;
      const withAnswer = (question: KfpCaseQuestionDocument) => ({
        ...question,
        answers: replaced(question.answers, 'answerID', answer),
      });
      return { ...current, questions: changed(current, kfpCaseQuestionID, withAnswer), version };
    }
    case 'KfpCaseQuestionsReordered': {
      const place = new Map(event.data.kfpCaseQuestionIDs.map((id, index) => [id, index + 1]));
      const placed = (question: KfpCaseQuestionDocument) => ({
        ...question,
        displayOrder: place.get(question.kfpCaseQuestionID) ?? question.displayOrder,
      });
      return { ...current, questions: current.questions.map(placed), version };
    }
  }
}

/** The list with `item` in place of the one of the same id, or added last. */
function replaced<T extends QuestionBankAnswer | QuestionBankSubQuestion, K extends keyof T>(
  list: readonly T[],
  key: K,
  item: T,
): T[] {
  return list.some((each) => each[key] === item[key])
    ? list.map((each) => (each[key] === item[key] ? item : each))
    : [...list, item];
}

function changed(
  kfpCase: KfpCaseDocument,
  kfpCaseQuestionID: string,
  change: (question: KfpCaseQuestionDocument) => KfpCaseQuestionDocument,
): KfpCaseQuestionDocument[] {
  return kfpCase.questions.map((question) =>
    question.kfpCaseQuestionID === kfpCaseQuestionID ? change(question) : question,
  );
}
