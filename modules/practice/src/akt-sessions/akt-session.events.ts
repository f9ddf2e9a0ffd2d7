import { z } from 'zod';
import { AktAnswerStatus, AktSessionFilter, AktSessionMode } from '@notebook/contracts';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent } from '@notebook/kernel';
import { practiceQuestion } from '@notebook/question-bank';

const id = z.uuid();
const ofSession = { aktSessionID: id, readerID: id };
const subAnswer = z.strictObject({ subQuestionID: id, answerID: id });

/** The session's own copy of its questions, in the order they are asked (questionNo = index + 1). */
export const AktSessionCreated = defineEvent(
  'AktSessionCreated',
  z.strictObject({
    ...ofSession,
    mode: z.enum(AktSessionMode),
    filter: z.enum(AktSessionFilter),
    topicIDs: z.array(id),
    questions: z.array(practiceQuestion),
  }),
);
/** Marked when recorded, from the session's copy: `marks` of `outOf` (extended match: one per sub-question). */
export const AktAnswerSubmitted = defineEvent(
  'AktAnswerSubmitted',
  z.strictObject({
    ...ofSession,
    aktQuestionID: id,
    answerID: id.nullable(),
    subAnswers: z.array(subAnswer),
    answerStatus: z.enum(AktAnswerStatus),
    marks: z.number().int().min(0),
    outOf: z.number().int().min(1),
  }),
);
/** The reader un-chose every option of a question while it was open (exam mode, before the end): unanswered again. */
export const AktAnswerCleared = defineEvent('AktAnswerCleared', z.strictObject({ ...ofSession, aktQuestionID: id }));
export const AktQuestionFlagged = defineEvent(
  'AktQuestionFlagged',
  z.strictObject({ ...ofSession, aktQuestionID: id, flagged: z.boolean() }),
);
export const AktAnswerStruck = defineEvent(
  'AktAnswerStruck',
  z.strictObject({ ...ofSession, aktQuestionID: id, answerID: id, struck: z.boolean() }),
);
export const AktSessionEnded = defineEvent(
  'AktSessionEnded',
  z.strictObject({
    ...ofSession,
    marks: z.number().int().min(0),
    outOf: z.number().int().min(1),
    score: z.number().min(0).max(100),
  }),
);

export type AktSessionCreated = EventOf<typeof AktSessionCreated>;
export type AktAnswerSubmitted = EventOf<typeof AktAnswerSubmitted>;
export type AktAnswerCleared = EventOf<typeof AktAnswerCleared>;
export type AktQuestionFlagged = EventOf<typeof AktQuestionFlagged>;
export type AktAnswerStruck = EventOf<typeof AktAnswerStruck>;
export type AktSessionEnded = EventOf<typeof AktSessionEnded>;
export type AktSessionEvent =
  AktSessionCreated | AktAnswerSubmitted | AktAnswerCleared | AktQuestionFlagged | AktAnswerStruck | AktSessionEnded;

export const aktSessionEventSchemas = [
  AktSessionCreated,
  AktAnswerSubmitted,
  AktAnswerCleared,
  AktQuestionFlagged,
  AktAnswerStruck,
  AktSessionEnded,
] as const;
export const AktSessionEventTypes = aktSessionEventSchemas.map((schema) => schema.type);
// Compile-time check: the list holds exactly the session's event types.
const _everyAktSessionEventListed: SameTypes<
  EventTypeOf<typeof aktSessionEventSchemas>,
  AktSessionEvent['type']
> = true;
