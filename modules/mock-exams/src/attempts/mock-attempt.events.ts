import { z } from 'zod';
import { AktAnswerStatus, MockExamType, ResultRelease } from '@notebook/contracts';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent } from '@notebook/kernel';
import { practiceQuestion } from '@notebook/question-bank';

const id = z.uuid();
const ofAttempt = { mockAttemptID: id, readerID: id };
const subAnswer = z.strictObject({ subQuestionID: id, answerID: id });
const points = z.number().min(0);

/** A reader started the paper: its copy of the questions, and the deadline the server holds. */
export const MockAttemptStarted = defineEvent(
  'MockAttemptStarted',
  z.strictObject({
    ...ofAttempt,
    mockExamID: id,
    mockExamType: z.enum(MockExamType),
    questions: z.array(practiceQuestion),
    penaltyPoints: points,
    resultRelease: z.enum(ResultRelease),
    passMark: z.number().nullable(),
    startedAt: z.iso.datetime({ offset: true }),
    deadline: z.iso.datetime({ offset: true }),
  }),
);
/** An answer, autosaved as it is chosen, and marked when recorded (shown only once results are released). */
export const MockAnswerSaved = defineEvent(
  'MockAnswerSaved',
  z.strictObject({
    ...ofAttempt,
    questionID: id,
    answerIDs: z.array(id),
    subAnswers: z.array(subAnswer),
    answerStatus: z.enum(AktAnswerStatus),
    marks: points,
    penalty: points,
    outOf: z.number().min(1),
  }),
);
export const MockQuestionFlagged = defineEvent(
  'MockQuestionFlagged',
  z.strictObject({ ...ofAttempt, questionID: id, flagged: z.boolean() }),
);
export const MockAnswerStruck = defineEvent(
  'MockAnswerStruck',
  z.strictObject({ ...ofAttempt, questionID: id, answerID: id, struck: z.boolean() }),
);
/** Submitted by the reader, or by the deadline's job (`auto`). */
export const MockAttemptSubmitted = defineEvent(
  'MockAttemptSubmitted',
  z.strictObject({
    ...ofAttempt,
    mockExamID: id,
    auto: z.boolean(),
    marks: points,
    penalties: points,
    outOf: z.number().min(1),
    score: z.number().min(0).max(100),
    submittedAt: z.iso.datetime({ offset: true }),
  }),
);

export type MockAttemptStarted = EventOf<typeof MockAttemptStarted>;
export type MockAttemptEvent =
  | MockAttemptStarted
  | EventOf<typeof MockAnswerSaved>
  | EventOf<typeof MockQuestionFlagged>
  | EventOf<typeof MockAnswerStruck>
  | EventOf<typeof MockAttemptSubmitted>;

export const mockAttemptEventSchemas = [
  MockAttemptStarted,
  MockAnswerSaved,
  MockQuestionFlagged,
  MockAnswerStruck,
  MockAttemptSubmitted,
] as const;
export const MockAttemptEventTypes = mockAttemptEventSchemas.map((schema) => schema.type);
const _everyMockAttemptEventListed: SameTypes<
  EventTypeOf<typeof mockAttemptEventSchemas>,
  MockAttemptEvent['type']
> = true;

export const mockAttemptStream = (mockAttemptID: string) => `mockAttempt-${mockAttemptID}`;
