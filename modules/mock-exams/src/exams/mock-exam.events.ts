import { z } from 'zod';
import { MockExamAudience, MockExamType, ResultRelease } from '@notebook/contracts';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent } from '@notebook/kernel';
import { practiceQuestion } from '@notebook/question-bank';

const id = z.uuid();
const ofExam = { mockExamID: id };

/** What an admin defines: the paper (chosen questions, or a count drawn from the flagged pool), the time, the window, the release. */
export const mockExamDefinition = z.strictObject({
  mockExamType: z.enum(MockExamType),
  mockExamName: z.string(),
  instructions: z.string().nullable(),
  questionIDs: z.array(id),
  randomQuestionCount: z.number().int().nullable(),
  /** A random paper drawn per chapter: how many from each (empty: from the whole pool). */
  randomByChapter: z.array(z.strictObject({ chapterID: id, count: z.number().int().min(1) })),
  durationMinutes: z.number().int().min(1),
  windowStart: z.iso.datetime({ offset: true }),
  windowEnd: z.iso.datetime({ offset: true }),
  resultRelease: z.enum(ResultRelease),
  audience: z.enum(MockExamAudience),
  passMark: z.number().nullable(),
});
export type MockExamDefinition = z.infer<typeof mockExamDefinition>;

/** Created (a DRAFT) or changed. */
export const MockExamSaved = defineEvent('MockExamSaved', z.strictObject({ ...ofExam, ...mockExamDefinition.shape }));
/**
 * Made ACTIVE: the paper as readers will sit it (the copies of its questions, drawn now when the
 * exam draws at random), the KFP(MSQ) penalty in force, and the window the jobs open and close it at.
 */
export const MockExamActivated = defineEvent(
  'MockExamActivated',
  z.strictObject({
    ...ofExam,
    paper: z.array(practiceQuestion),
    penaltyPoints: z.number().min(0),
    windowStart: z.iso.datetime({ offset: true }),
    windowEnd: z.iso.datetime({ offset: true }),
  }),
);
/** Back to DRAFT (only while nobody has started it). */
export const MockExamDeactivated = defineEvent('MockExamDeactivated', z.strictObject({ ...ofExam }));
export const MockExamCancelled = defineEvent('MockExamCancelled', z.strictObject({ ...ofExam }));
export const MockExamDeleted = defineEvent('MockExamDeleted', z.strictObject({ ...ofExam }));
/** The first reader started it: the paper cannot change any more. */
export const MockExamPaperFrozen = defineEvent('MockExamPaperFrozen', z.strictObject({ ...ofExam }));
/** Recorded by the scheduled jobs at the start and the end of the window. */
export const MockExamOpened = defineEvent('MockExamOpened', z.strictObject({ ...ofExam }));
export const MockExamClosed = defineEvent('MockExamClosed', z.strictObject({ ...ofExam }));

export type MockExamSaved = EventOf<typeof MockExamSaved>;
export type MockExamActivated = EventOf<typeof MockExamActivated>;
export type MockExamEvent =
  | MockExamSaved
  | MockExamActivated
  | EventOf<typeof MockExamDeactivated>
  | EventOf<typeof MockExamCancelled>
  | EventOf<typeof MockExamDeleted>
  | EventOf<typeof MockExamPaperFrozen>
  | EventOf<typeof MockExamOpened>
  | EventOf<typeof MockExamClosed>;

export const mockExamEventSchemas = [
  MockExamSaved,
  MockExamActivated,
  MockExamDeactivated,
  MockExamCancelled,
  MockExamDeleted,
  MockExamPaperFrozen,
  MockExamOpened,
  MockExamClosed,
] as const;
export const MockExamEventTypes = mockExamEventSchemas.map((schema) => schema.type);
const _everyMockExamEventListed: SameTypes<EventTypeOf<typeof mockExamEventSchemas>, MockExamEvent['type']> = true;

export const mockExamStream = (mockExamID: string) => `mockExam-${mockExamID}`;
