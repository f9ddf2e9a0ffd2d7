import { z } from 'zod';
import { AktAnswerStatus, AktSessionFilter, AktSessionMode } from '@notebook/contracts';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent } from '@notebook/kernel';
import { practiceQuestion } from '@notebook/question-bank';

const id = z.uuid();
const ofSession = { msqSessionID: id, readerID: id };
const subAnswer = z.strictObject({ subQuestionID: id, answerID: id });
const pointsField = z.number().min(0);

/**
 * The session's own copy of its questions, in the order asked (questionNo = index + 1), and the
 * points one extra option costs in it (the setting when it started, so a change later marks no
 * session differently).
 */
export const MsqSessionCreated = defineEvent(
  'MsqSessionCreated',
  z.strictObject({
    ...ofSession,
    mode: z.enum(AktSessionMode),
    filter: z.enum(AktSessionFilter),
    topicIDs: z.array(id),
    penaltyPoints: pointsField,
    questions: z.array(practiceQuestion),
  }),
);
/** Marked when recorded, from the session's copy: points of `outOf` and the over-selection penalty. */
export const MsqAnswerSubmitted = defineEvent(
  'MsqAnswerSubmitted',
  z.strictObject({
    ...ofSession,
    msqQuestionID: id,
    answerIDs: z.array(id),
    subAnswers: z.array(subAnswer),
    answerStatus: z.enum(AktAnswerStatus),
    marks: pointsField,
    extraOptions: z.number().int().min(0),
    penalty: pointsField,
    outOf: z.number().min(1),
  }),
);
/** The reader un-chose every option of a question while it was open (exam mode, before the end): unanswered again. */
export const MsqAnswerCleared = defineEvent('MsqAnswerCleared', z.strictObject({ ...ofSession, msqQuestionID: id }));
export const MsqQuestionFlagged = defineEvent(
  'MsqQuestionFlagged',
  z.strictObject({ ...ofSession, msqQuestionID: id, flagged: z.boolean() }),
);
export const MsqAnswerStruck = defineEvent(
  'MsqAnswerStruck',
  z.strictObject({ ...ofSession, msqQuestionID: id, answerID: id, struck: z.boolean() }),
);
export const MsqSessionEnded = defineEvent(
  'MsqSessionEnded',
  z.strictObject({
    ...ofSession,
    marks: pointsField,
    penalties: pointsField,
    outOf: z.number().min(1),
    score: z.number().min(0).max(100),
  }),
);

export type MsqSessionCreated = EventOf<typeof MsqSessionCreated>;
export type MsqAnswerSubmitted = EventOf<typeof MsqAnswerSubmitted>;
export type MsqAnswerCleared = EventOf<typeof MsqAnswerCleared>;
export type MsqQuestionFlagged = EventOf<typeof MsqQuestionFlagged>;
export type MsqAnswerStruck = EventOf<typeof MsqAnswerStruck>;
export type MsqSessionEnded = EventOf<typeof MsqSessionEnded>;
export type MsqSessionEvent =
  MsqSessionCreated | MsqAnswerSubmitted | MsqAnswerCleared | MsqQuestionFlagged | MsqAnswerStruck | MsqSessionEnded;

export const msqSessionEventSchemas = [
  MsqSessionCreated,
  MsqAnswerSubmitted,
  MsqAnswerCleared,
  MsqQuestionFlagged,
  MsqAnswerStruck,
  MsqSessionEnded,
] as const;
export const MsqSessionEventTypes = msqSessionEventSchemas.map((schema) => schema.type);
// Compile-time check: the list holds exactly the session's event types.
const _everyMsqSessionEventListed: SameTypes<
  EventTypeOf<typeof msqSessionEventSchemas>,
  MsqSessionEvent['type']
> = true;
