import { z } from 'zod';
import { ContentStatus, QuestionAnswerType, YesNo, recordedContentSource } from '@notebook/contracts';
import { defineEvent } from '@notebook/kernel';
import { storedAnswer } from './answers';

const questionHeader = z.strictObject({
  topicID: z.uuid(),
  questionName: z.string(),
  /** aktType or msqType. */
  questionType: z.string(),
  status: z.enum(ContentStatus),
  /** mockExamQuestion (AKT) or selectedForMock (MSQ). */
  mockFlag: z.enum(YesNo),
  explanation: z.string().nullable(),
  /** The multiple-choice question HTML; null for extended match. */
  question: z.string().nullable(),
  noOfAnswers: z.number().int(),
  /** MSQ multiple choice only. */
  noOfExpectedAnswers: z.number().int().nullable(),
});
export type QuestionHeader = z.infer<typeof questionHeader>;

/** `correctAnswerID` is null once its answer was retired (the sub-question is then INA until a new one is chosen). */
const subQuestion = z.strictObject({
  subQuestionID: z.uuid(),
  question: z.string(),
  correctAnswerID: z.uuid().nullable(),
  status: z.enum(ContentStatus),
  displayOrder: z.number().int(),
});
export type SubQuestion = z.infer<typeof subQuestion>;

const ofQuestion = { questionID: z.uuid() };

/**
 * The data of each choice-question event, by its type without the prefix. The schemas (and the
 * TypeScript types) of `AktQuestionCreated`, `MsqQuestionCreated`, ... are made from these.
 */
const neutralEventData = {
  QuestionCreated: questionHeader.extend({ ...ofQuestion, answerType: z.enum(QuestionAnswerType) }),
  QuestionUpdated: questionHeader.extend(ofQuestion),
  AnswerTypeChanged: z.strictObject({ ...ofQuestion, answerType: z.enum(QuestionAnswerType) }),
  AnswerAdded: storedAnswer.extend(ofQuestion),
  AnswerUpdated: storedAnswer.extend(ofQuestion),
  SubQuestionAdded: subQuestion.extend(ofQuestion),
  SubQuestionUpdated: subQuestion.extend(ofQuestion),
  SubQuestionRemoved: z.strictObject({ ...ofQuestion, subQuestionID: z.uuid() }),
  QuestionRemoved: z.strictObject(ofQuestion),
  /** The guideline or reference the question follows, and its last review (issue 29). */
  QuestionSourceChanged: z.strictObject({ ...ofQuestion, ...recordedContentSource }),
  /** The lesson of the question's topic it belongs to; null: none (issue 29). */
  QuestionLessonLinked: z.strictObject({ ...ofQuestion, lessonID: z.uuid().nullable() }),
};
type NeutralData = typeof neutralEventData;
export type NeutralEvent = { [T in keyof NeutralData]: { type: T; data: z.infer<NeutralData[T]> } }[keyof NeutralData];

type Prefixed<P extends string, E> = E extends { type: infer T extends string; data: infer D }
  ? { type: `${P}${T}`; data: D }
  : never;
export type ChoiceQuestionEvent<P extends string> = Prefixed<P, NeutralEvent>;
export const CHOICE_EVENT_SUFFIXES = Object.keys(neutralEventData) as ReadonlyArray<NeutralEvent['type']>;

/** The schemas of one kind's events, `${prefix}QuestionCreated` and so on (AKT and MSQ register one set each). */
export function choiceQuestionEventSchemas<P extends string>(prefix: P) {
  return CHOICE_EVENT_SUFFIXES.map((suffix) =>
    defineEvent(
      `${prefix}${suffix}` as `${P}${typeof suffix}`,
      neutralEventData[suffix],
      suffix === 'QuestionCreated' ? placedByTheProjection : undefined,
    ),
  );
}

/**
 * Version 2 of `…QuestionCreated` (and `KfpCaseCreated`): a new item goes last in its topic, placed
 * by the projection in log order; version 1 carried a `displayOrder` the service read from the read
 * model, which the upcaster drops.
 */
export const placedByTheProjection = {
  version: 2,
  upcast: { 1: ({ displayOrder: _dropped, ...data }: Record<string, unknown>) => data },
};
