import { z } from 'zod';
import { ContentReportAnswerStatus, ContentReportContentType, ContentReportReason } from '@notebook/contracts';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent } from '@notebook/kernel';

/** A reader reported a problem on a note, an AKT or MSQ question or a KFP case (issue 29). */
export const ContentProblemReported = defineEvent(
  'ContentProblemReported',
  z.strictObject({
    contentReportID: z.uuid(),
    readerID: z.uuid(),
    contentType: z.enum(ContentReportContentType),
    contentID: z.uuid(),
    /** The note's header, the question's name or the case's name when reported. */
    contentName: z.string(),
    /** Where the content lives: its topic, and a note's lesson (the admin edit page's address). */
    topicID: z.uuid(),
    lessonID: z.uuid().nullable(),
    reason: z.enum(ContentReportReason),
    text: z.string(),
  }),
);

/**
 * An admin triaged the report: accepted, fixed or rejected, with a reply (always with REJECTED).
 * `contentName` and `topicID` (what the reporter's notification names and opens) are absent from
 * answers recorded before the notification existed.
 */
export const ContentReportAnswered = defineEvent(
  'ContentReportAnswered',
  z.strictObject({
    contentReportID: z.uuid(),
    readerID: z.uuid(),
    status: z.enum(ContentReportAnswerStatus),
    reply: z.string().nullable(),
    contentName: z.string().optional(),
    topicID: z.uuid().optional(),
  }),
);

export type ContentProblemReported = EventOf<typeof ContentProblemReported>;
export type ContentReportAnswered = EventOf<typeof ContentReportAnswered>;
export type ContentReportEvent = ContentProblemReported | ContentReportAnswered;

export const ContentReportEventTypes = [
  'ContentProblemReported',
  'ContentReportAnswered',
] as const satisfies ReadonlyArray<ContentReportEvent['type']>;

/** Every event the content-feedback module records, with its schema; the composition roots register this list. */
export const contentFeedbackEventSchemas = [ContentProblemReported, ContentReportAnswered] as const;
// Compile-time check: the list holds exactly the module's event types.
const _everyContentFeedbackEventListed: SameTypes<
  EventTypeOf<typeof contentFeedbackEventSchemas>,
  ContentReportEvent['type']
> = true;

export const contentReportStream = (contentReportID: string) => `contentReport-${contentReportID}`;
