import { z } from 'zod';
import { ContentReportContentType, contentReportPrivileges } from './content-feedback';
import { entityId, pageRequest } from './fields';
import { Messages } from './messages';

/**
 * Content that shows its source (issue 29): a note, an AKT or MSQ question or a KFP case carries the
 * guideline or reference it follows (a title, with an optional https link) and the date an editor
 * last reviewed it; readers see them under the content, and admins list what is due for review.
 */
export const CONTENT_SOURCE_TITLE_MAX = 300;
export const CONTENT_SOURCE_URL_MAX = 2000;
/** Content last reviewed longer ago than this (or never) is listed for review. */
export const CONTENT_REVIEW_AFTER_MONTHS = 12;

export const ContentSourceMessages = {
  httpsLink: 'Must be an https:// link',
  reviewedInFuture: 'The date cannot be in the future',
  titleForLink: 'A link needs the source title',
  sourceLabel: 'Source',
  lastReviewedLabel: 'Last reviewed',
  nothingToReview: 'Nothing needs review',
} as const;

/** A content's source as recorded and shown; every part may be empty. */
export type ContentSource = {
  sourceTitle: string | null;
  sourceUrl: string | null;
  /** YYYY-MM-DD. */
  lastReviewedOn: string | null;
};

/** Today's date on Sydney's clock (YYYY-MM-DD): a review may be dated today in Australia, not later. */
export function sydneyToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(now);
}

const emptyToNull = (value: string | null | undefined) => (value === '' ? null : value);

/**
 * The source fields of a content save (note, AKT, MSQ, KFP case). Each is optional: absent leaves the
 * recorded value as it is, empty (or null) clears it.
 */
export const contentSourceFields = {
  sourceTitle: z
    .string({ error: Messages.invalidEntry })
    .trim()
    .max(CONTENT_SOURCE_TITLE_MAX, { error: Messages.maxLength(CONTENT_SOURCE_TITLE_MAX) })
    .nullish()
    .transform(emptyToNull),
  sourceUrl: z
    .string({ error: Messages.invalidEntry })
    .trim()
    .max(CONTENT_SOURCE_URL_MAX, { error: Messages.maxLength(CONTENT_SOURCE_URL_MAX) })
    .refine((url) => url === '' || isHttpsUrl(url), { error: ContentSourceMessages.httpsLink })
    .nullish()
    .transform(emptyToNull),
  lastReviewedOn: z
    .string({ error: Messages.invalidDate })
    .trim()
    .refine((date) => date === '' || isCalendarDate(date), { error: Messages.invalidDate })
    .refine((date) => date === '' || date <= sydneyToday(), { error: ContentSourceMessages.reviewedInFuture })
    .nullish()
    .transform(emptyToNull),
};
export type ContentSourceInput = {
  sourceTitle?: string | null;
  sourceUrl?: string | null;
  lastReviewedOn?: string | null;
};

/** The source parts a save names (undefined: the save leaves that part alone). */
export type ContentSourceChange = Partial<ContentSource>;
export function sourceChangeOf(dto: ContentSourceInput): ContentSourceChange | undefined {
  const change: ContentSourceChange = {};
  if (dto.sourceTitle !== undefined) change.sourceTitle = dto.sourceTitle;
  if (dto.sourceUrl !== undefined) change.sourceUrl = dto.sourceUrl;
  if (dto.lastReviewedOn !== undefined) change.lastReviewedOn = dto.lastReviewedOn;
  return Object.keys(change).length > 0 ? change : undefined;
}

function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** POST reader/getContentSources: the sources of contents the reader can read (others are left out). */
export const contentSourcesRequest = z.object({
  contentType: z.enum(ContentReportContentType, { error: 'Must be NOTE, AKT, MSQ or KFP' }),
  contentIDs: z
    .array(entityId, { error: Messages.invalidEntry })
    .min(1, { error: Messages.required })
    .max(200, { error: Messages.maxValue(200) }),
});
export type ContentSourcesRequest = z.input<typeof contentSourcesRequest>;
export type ContentSourceItem = ContentSource & { contentID: string };

/** Why content is listed for review. */
export const ContentReviewReason = ['NOT_REVIEWED', 'OPEN_REPORTS'] as const;
export type ContentReviewReason = (typeof ContentReviewReason)[number];

/**
 * POST adminContentReport/getContentNeedingReview: content last reviewed more than 12 months ago (or
 * never), or with open error reports (NEW, ACCEPTED); oldest review first, 20 a page; only the kinds
 * the admin edits (contentReportPrivileges).
 */
export const contentNeedingReviewRequest = pageRequest.extend({
  contentType: z.enum(ContentReportContentType, { error: 'Must be NOTE, AKT, MSQ or KFP' }).optional(),
  reason: z.enum(ContentReviewReason, { error: 'Must be NOT_REVIEWED or OPEN_REPORTS' }).optional(),
});
export type ContentNeedingReviewRequest = z.input<typeof contentNeedingReviewRequest>;

export type ContentNeedingReview = ContentSource & {
  contentType: ContentReportContentType;
  contentID: string;
  contentName: string;
  topicID: string;
  lessonID: string | null;
  openReports: number;
  /** Never reviewed, or last reviewed more than 12 months ago. */
  reviewDue: boolean;
};

/** Who may list which kind: the same editors who triage its reports. */
export const contentReviewPrivileges = contentReportPrivileges;

/** How a source is recorded on the content's events (catalog's NoteSourceChanged, the question bank's …SourceChanged). */
export const recordedContentSource = {
  sourceTitle: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  lastReviewedOn: z.iso.date().nullable(),
};
export const NO_CONTENT_SOURCE: ContentSource = { sourceTitle: null, sourceUrl: null, lastReviewedOn: null };

/** The source after a save: the parts it names replace the recorded ones. */
export function mergedSource(current: ContentSource, change: ContentSourceChange): ContentSource {
  return { ...current, ...change };
}
export const sameSource = (a: ContentSource, b: ContentSource) =>
  a.sourceTitle === b.sourceTitle && a.sourceUrl === b.sourceUrl && a.lastReviewedOn === b.lastReviewedOn;
