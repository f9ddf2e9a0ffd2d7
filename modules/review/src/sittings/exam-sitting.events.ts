import { z } from 'zod';
import { ExamSittingKind } from '@notebook/contracts';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent } from '@notebook/kernel';

/** What an admin enters for a sitting (the name trimmed and checked by the contract). */
const examSittingFields = z.strictObject({
  sittingID: z.uuid(),
  exam: z.enum(ExamSittingKind),
  name: z.string().min(1),
  examDate: z.iso.date(),
});
export type ExamSittingFields = z.infer<typeof examSittingFields>;

/** An admin added a sitting from the RACGP's calendar, or saved its form: the fields as they now are. */
export const ExamSittingSaved = defineEvent('ExamSittingSaved', examSittingFields);
/** An admin removed the sitting: readers are no longer offered it (a plan already saved keeps its date). */
export const ExamSittingRemoved = defineEvent('ExamSittingRemoved', z.strictObject({ sittingID: z.uuid() }));

export type ExamSittingSaved = EventOf<typeof ExamSittingSaved>;
export type ExamSittingRemoved = EventOf<typeof ExamSittingRemoved>;
export type ExamSittingEvent = ExamSittingSaved | ExamSittingRemoved;

export const examSittingEventSchemas = [ExamSittingSaved, ExamSittingRemoved] as const;
// Compile-time check: the list holds exactly the sitting's event types.
const _everyExamSittingEventListed: SameTypes<
  EventTypeOf<typeof examSittingEventSchemas>,
  ExamSittingEvent['type']
> = true;
export const ExamSittingEventTypes = examSittingEventSchemas.map((schema) => schema.type);

/** Each sitting is a stream of its own. */
export const examSittingStream = (sittingID: string) => `examSitting-${sittingID}`;
