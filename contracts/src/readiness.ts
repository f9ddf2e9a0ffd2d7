import { z } from 'zod';
import { entityId, idListField } from './fields';
import { Messages } from './messages';

/**
 * Readiness (issue 14): how a reader does over all their practice (AKT sessions, KFP(MSQ)
 * sessions, KFP cases), by chapter and topic, over the last 30 days, and, once they have answered a
 * question, how all readers did on it. Marks count once the reader was shown them (an exam's at
 * its end).
 */

export const ReadinessSource = ['AKT', 'MSQ', 'KFP'] as const;
export type ReadinessSource = (typeof ReadinessSource)[number];

/** How every readiness figure counts, said where the figures are shown (the profile, the admin reader page). */
export const readinessScaleNote =
  'Each question counts once, as its share of its own marks: an AKT answer right or wrong (an extended match by its parts), a KFP case its marks of its questions, a KFP(MSQ) question its points after penalties of 100.';

export const ReadinessLimits = { trendDays: 30, maxPeerQuestions: 200 } as const;

/** A time zone the server and the browser both know (IANA name); the trend's days are its days. */
const timeZoneField = z
  .string()
  .trim()
  .max(64, { error: Messages.invalidEntry })
  .refine(isTimeZone, { error: Messages.invalidEntry })
  .default('UTC');

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** GET reader/getReaderReadiness?timeZone=Australia/Sydney (designed) */
export const readinessQuery = z.object({ timeZone: timeZoneField });
/** POST adminReader/getReaderReadiness (designed): a reader's readiness on their page for admins (issue 16's study activity). */
export const readerReadinessRequest = readinessQuery.extend({ readerID: entityId });

/**
 * Every question on one scale, its share of its own marks (0 to 1): an AKT answer its marks of what
 * it was worth, a KFP case (one attempt) the marks of its marked questions of what they were worth, a
 * KFP(MSQ) question its points after its penalty of 100 (never below 0). `answered` questions (a KFP
 * case once), `marks` the sum of their shares (2 decimals), `outOf` = `answered`, and `accuracy` the
 * mean share as a per cent (2 decimals, floored; null before any answer).
 */
export type ReadinessFigure = { answered: number; marks: number; outOf: number; accuracy: number | null };
export type ReadinessTopic = ReadinessFigure & { topicID: string; topicName: string };
export type ReadinessChapter = ReadinessFigure & { chapterID: string; chapterName: string; topics: ReadinessTopic[] };
/** A day of the trend (`date` is YYYY-MM-DD in the asked time zone); days without answers have `answered` 0. */
export type ReadinessDay = ReadinessFigure & { date: string };

export type ReaderReadiness = {
  overall: ReadinessFigure;
  bySource: Record<ReadinessSource, ReadinessFigure>;
  /** In reading order; only chapters and topics with answers. */
  chapters: ReadinessChapter[];
  /** The last 30 days, oldest first, today last. */
  trend: ReadinessDay[];
  timeZone: string;
};

/** POST reader/getPracticeQuestionPeerStats (designed): for questions the reader has been shown the mark of. */
export const peerStatsRequest = z.object({
  source: z.enum(ReadinessSource, { error: Messages.invalidEntry }),
  questionIDs: idListField(ReadinessLimits.maxPeerQuestions),
});
export type PeerStatsRequest = z.input<typeof peerStatsRequest>;
/** Each reader counts once, by their first marked answer: `correctPercent` of `readers` got it fully right. */
export type QuestionPeerStats = { questionID: string; readers: number; correctPercent: number };
