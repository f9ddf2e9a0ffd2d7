import { z } from 'zod';
import { Messages } from './messages';
import { entityId, pageRequest, requiredText } from './fields';
import { Privileges, hasPrivilege } from './privileges';

/**
 * Error reports that close the loop (issue 29): a signed-in reader reports a problem on a note, an
 * AKT or MSQ question or a KFP case; admins triage a queue at /admin/content-reports (NEW ->
 * ACCEPTED -> FIXED, or REJECTED with a reply) and the reader sees the outcome on their profile.
 */
export const CONTENT_REPORT_TEXT_MAX = 2000;
/** Reports one reader may send in a day (the kernel's rate limiter). */
export const CONTENT_REPORTS_PER_DAY = 20;

export const ContentReportContentType = ['NOTE', 'AKT', 'MSQ', 'KFP'] as const;
export type ContentReportContentType = (typeof ContentReportContentType)[number];

export const ContentReportReason = ['WRONG_ANSWER', 'OUTDATED_GUIDELINE', 'UNCLEAR', 'TYPO', 'OTHER'] as const;
export type ContentReportReason = (typeof ContentReportReason)[number];

export const ContentReportStatus = ['NEW', 'ACCEPTED', 'FIXED', 'REJECTED'] as const;
export type ContentReportStatus = (typeof ContentReportStatus)[number];
/** What an admin may set a report to (a report starts NEW). */
export const ContentReportAnswerStatus = ['ACCEPTED', 'FIXED', 'REJECTED'] as const;
export type ContentReportAnswerStatus = (typeof ContentReportAnswerStatus)[number];
/** A report still being looked at: the same reader may not report the same content again meanwhile. */
export const OPEN_CONTENT_REPORT_STATUSES: readonly ContentReportStatus[] = ['NEW', 'ACCEPTED'];

/** The words a screen shows for each value. */
export const contentReportContentTypeLabels: Record<ContentReportContentType, string> = {
  NOTE: 'Note',
  AKT: 'AKT question',
  MSQ: 'KFP(MSQ) question',
  KFP: 'KFP case',
};
export const contentReportReasonLabels: Record<ContentReportReason, string> = {
  WRONG_ANSWER: 'Wrong answer',
  OUTDATED_GUIDELINE: 'Outdated guideline',
  UNCLEAR: 'Unclear',
  TYPO: 'Typo',
  OTHER: 'Other',
};
export const contentReportStatusLabels: Record<ContentReportStatus, string> = {
  NEW: 'New',
  ACCEPTED: 'Accepted',
  FIXED: 'Fixed',
  REJECTED: 'Rejected',
};

/**
 * Who triages which kind: the content's editors (spec section 6). Notes: the note editors (update);
 * AKT, MSQ and KFP: the question editors (add/edit).
 */
export const contentReportPrivileges: Record<ContentReportContentType, string> = {
  NOTE: Privileges.note.update,
  AKT: Privileges.aktQuestion.addEdit,
  MSQ: Privileges.msqQuestion.addEdit,
  KFP: Privileges.kfpQuestion.addEdit,
};
/** Any one opens the queue; each admin sees only the kinds their privileges name. */
export const CONTENT_REPORT_PRIVILEGES: readonly string[] = Object.values(contentReportPrivileges);

/** The kinds an admin with these privileges may triage. */
export function contentReportKindsFor(privileges: readonly string[]): ContentReportContentType[] {
  return ContentReportContentType.filter((kind) => hasPrivilege(privileges, contentReportPrivileges[kind]));
}

/** The texts this feature sends and shows (the one place they are spelled). */
export const ContentFeedbackMessages = {
  reported: 'Thank you. Your report has been sent to our editors.',
  alreadyReported: 'You have already reported this; we will let you know when an editor answers it.',
  contentNotFound: 'Content not found',
  contentNotOpen: 'You cannot report content you cannot read',
  reportNotFound: 'Report not found',
  tooManyReports: `You can send up to ${CONTENT_REPORTS_PER_DAY} reports a day. Please try again tomorrow.`,
  replyRequired: 'A reply is required to reject a report',
  cannotMove: (from: ContentReportStatus, to: ContentReportStatus) =>
    `A ${contentReportStatusLabels[from].toLowerCase()} report cannot become ${contentReportStatusLabels[to].toLowerCase()}`,
  notYourKind: 'You may not triage reports of this kind of content',
  noReports: 'No reports found',
  noMyReports: 'You have not reported any problems.',
  /** The reporter's notification when an editor answers: "Your report on <content> was <status>: <reply>". */
  reportAnswered: (contentName: string, status: ContentReportAnswerStatus, reply: string | null) =>
    `Your report on ${contentName} was ${contentReportStatusLabels[status].toLowerCase()}${reply ? `: ${reply}` : '.'}`,
} as const;

/** POST reader/reportContentProblem. */
export const reportContentProblemRequest = z.object({
  contentType: z.enum(ContentReportContentType, { error: 'Must be NOTE, AKT, MSQ or KFP' }),
  contentID: entityId,
  reason: z.enum(ContentReportReason, { error: 'Must be WRONG_ANSWER, OUTDATED_GUIDELINE, UNCLEAR, TYPO or OTHER' }),
  /** Plain text: kept as typed and always shown as text, never as markup. */
  text: requiredText(CONTENT_REPORT_TEXT_MAX),
});
export type ReportContentProblemRequest = z.input<typeof reportContentProblemRequest>;
export type ContentReportReceipt = { reportID: string };

/** POST reader/getMyContentReports: the reader's reports, newest first. */
export const myContentReportsRequest = pageRequest;
export type MyContentReportsRequest = z.input<typeof myContentReportsRequest>;

/** POST adminContentReport/getPagedContentReports: newest first, 20 a page, filtered. */
export const contentReportsPageRequest = pageRequest.extend({
  contentType: z.enum(ContentReportContentType, { error: 'Must be NOTE, AKT, MSQ or KFP' }).optional(),
  reason: z
    .enum(ContentReportReason, { error: 'Must be WRONG_ANSWER, OUTDATED_GUIDELINE, UNCLEAR, TYPO or OTHER' })
    .optional(),
  status: z.enum(ContentReportStatus, { error: 'Must be NEW, ACCEPTED, FIXED or REJECTED' }).optional(),
});
export type ContentReportsPageRequest = z.input<typeof contentReportsPageRequest>;

/** POST adminContentReport/answerContentReport: a new status with a reply (required for REJECTED). */
export const answerContentReportRequest = z
  .object({
    contentReportID: entityId,
    status: z.enum(ContentReportAnswerStatus, { error: 'Must be ACCEPTED, FIXED or REJECTED' }),
    reply: z
      .string()
      .trim()
      .max(CONTENT_REPORT_TEXT_MAX, { error: Messages.maxLength(CONTENT_REPORT_TEXT_MAX) })
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.status === 'REJECTED' && !value.reply)
      context.addIssue({ code: 'custom', path: ['reply'], message: ContentFeedbackMessages.replyRequired });
  });
export type AnswerContentReportRequest = z.input<typeof answerContentReportRequest>;

/** A report as its reader sees it. */
export type MyContentReport = {
  contentReportID: string;
  contentType: ContentReportContentType;
  contentID: string;
  contentName: string;
  reason: ContentReportReason;
  text: string;
  status: ContentReportStatus;
  reply: string | null;
  reportedAt: string;
  answeredAt: string | null;
};

/** A report as admins see it: with who sent it and where to edit the content. */
export type AdminContentReport = MyContentReport & {
  readerID: string;
  /** The topic the content belongs to, and a note's lesson: the admin edit page's address. */
  topicID: string;
  lessonID: string | null;
};
