import { z } from 'zod';
import { pageRequest } from './fields';
import { Messages } from './messages';

/**
 * The audit trail (/admin/audit, spec sections 2, 3 and 6; issue 27). Every recorded change to the
 * main entities, read from the event log: when, who, the entity's category and the action (its
 * sub-category), and the fields it changed (before -> after). Read-only: no call edits or deletes it.
 *
 * Spec section 3 lists "audit categories and sub-categories for the main entities (values not
 * shown)": these are ours. A category is an entity type; a sub-category is the action recorded.
 */
export const AuditCategories = {
  CHAPTER_GROUP: ['CREATED', 'RENAMED', 'STATUS_CHANGED', 'CHAPTERS_REORDERED'],
  CHAPTER: ['CREATED', 'RENAMED', 'STATUS_CHANGED', 'TOPICS_REORDERED'],
  TOPIC: ['CREATED', 'RENAMED', 'STATUS_CHANGED', 'FREE_CONTENT_CHANGED', 'MOVED', 'DELETED', 'LESSONS_REORDERED'],
  LESSON: ['CREATED', 'RENAMED', 'STATUS_CHANGED', 'PUBLISHED', 'DRAFTED', 'MOVED', 'DELETED', 'NOTES_REORDERED'],
  NOTE: [
    'CREATED',
    'RETITLED',
    'CONTENT_CHANGED',
    'STATUS_CHANGED',
    'PUBLISHED',
    'DRAFTED',
    'MOVED',
    'DELETED',
    'PDF_ATTACHED',
    'SOURCE_CHANGED',
  ],
  AKT_QUESTION: [
    'CREATED',
    'UPDATED',
    'ANSWER_TYPE_CHANGED',
    'ANSWER_ADDED',
    'ANSWER_UPDATED',
    'SUB_QUESTION_ADDED',
    'SUB_QUESTION_UPDATED',
    'SUB_QUESTION_REMOVED',
    'REMOVED',
    'SOURCE_CHANGED',
  ],
  MSQ_QUESTION: [
    'CREATED',
    'UPDATED',
    'ANSWER_TYPE_CHANGED',
    'ANSWER_ADDED',
    'ANSWER_UPDATED',
    'SUB_QUESTION_ADDED',
    'SUB_QUESTION_UPDATED',
    'SUB_QUESTION_REMOVED',
    'REMOVED',
    'SOURCE_CHANGED',
  ],
  KFP_CASE: [
    'CREATED',
    'UPDATED',
    'REMOVED',
    'QUESTION_ADDED',
    'QUESTION_UPDATED',
    'QUESTION_REMOVED',
    'ANSWER_ADDED',
    'ANSWER_UPDATED',
    'QUESTIONS_REORDERED',
    'SOURCE_CHANGED',
  ],
  READER: [
    'REGISTERED',
    'PROFILE_UPDATED',
    'EMAIL_CHANGED',
    'EMAIL_CONFIRMED',
    'PASSWORD_CHANGED',
    'PASSWORD_RESET_REQUESTED',
    'PASSWORD_RESET',
    'STATUS_CHANGED',
    'GROUPS_CHANGED',
    'BILLING_ADDRESS_CHANGED',
    'PLAN_CHOSEN',
    'SUBSCRIPTION_STATUS_CHANGED',
    'TRIAL_STARTED',
    'PAID_PERIOD_STARTED',
    'PAID_PERIOD_REFUNDED',
    'REFERRED',
    'SOCIAL_IDENTITY_LINKED',
  ],
  ADMIN_USER: [
    'CREATED',
    'PROFILE_UPDATED',
    'EMAIL_CHANGED',
    'PASSWORD_CHANGED',
    'PASSWORD_RESET_REQUESTED',
    'PASSWORD_RESET',
    'STATUS_CHANGED',
    'ROLES_CHANGED',
  ],
  ROLE: ['CREATED', 'UPDATED'],
  READER_GROUP: ['CREATED', 'UPDATED'],
  PRICING_PLAN: ['CREATED', 'UPDATED', 'STATUS_CHANGED', 'CATEGORISED'],
  PRICING_CATEGORY: ['CREATED', 'UPDATED', 'STATUS_CHANGED'],
  PRICING_TERM: ['CREATED', 'UPDATED', 'STATUS_CHANGED'],
  PAYMENT: [
    'INITIATED',
    'TERMS_ACCEPTED',
    'SUCCEEDED',
    'FAILED',
    'REFUND_REQUESTED',
    'REFUND_SENT',
    'REFUND_FAILED',
    'REFUNDED',
  ],
  CONTACT_MESSAGE: ['RECEIVED', 'ACKNOWLEDGED'],
  MOCK_EXAM: ['SAVED', 'ACTIVATED', 'DEACTIVATED', 'CANCELLED', 'DELETED', 'PAPER_FROZEN', 'OPENED', 'CLOSED'],
  WEBINAR_CATEGORY: ['CREATED', 'UPDATED', 'STATUS_CHANGED'],
  WEBINAR: ['CREATED', 'UPDATED', 'STATUS_CHANGED', 'RESOURCE_ADDED', 'RESOURCE_REMOVED'],
  NOTIFICATION: ['COMPOSED', 'REVISED', 'SENT', 'WITHDRAWN'],
  TESTIMONIAL: ['CREATED', 'UPDATED'],
  SEO_PAGE: ['SAVED'],
  STATISTICS_IMAGE: ['UPLOADED'],
  LEGAL_PAGE: ['SAVED'],
  EXAM_SITTING: ['SAVED', 'REMOVED'],
  CONTENT_REPORT: ['REPORTED', 'ANSWERED'],
} as const satisfies Record<string, readonly string[]>;

export type AuditCategory = keyof typeof AuditCategories;
export const AuditCategoryValues = Object.keys(AuditCategories) as [AuditCategory, ...AuditCategory[]];
export type AuditSubCategory = (typeof AuditCategories)[AuditCategory][number];

/** Who made a change (the event's metadata); a visitor is someone not signed in, the system the jobs. */
export const AuditActorTypes = ['ADMIN', 'READER', 'SYSTEM', 'VISITOR'] as const;
export type AuditActorType = (typeof AuditActorTypes)[number];

/** What a redacted value shows (password hashes, tokens, secrets, card data): never the value itself. */
export const AUDIT_REDACTED = '[redacted]';
/** At most this many entries in one CSV export; a larger filter is refused (400 on fromDate). */
export const AUDIT_EXPORT_MAX = 10_000;
const AUDIT_TEXT_MAX = 200;

/** A day (YYYY-MM-DD, the whole UTC day) or an instant with its offset. */
const auditDate = z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: Messages.invalidDate });
const auditText = z
  .string({ error: Messages.invalidEntry })
  .trim()
  .max(AUDIT_TEXT_MAX, { error: Messages.maxLength(AUDIT_TEXT_MAX) });

/** The first moment a from-date covers and the last a to-date covers (a day covers all of it). */
export function auditRangeStart(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
}
export function auditRangeEnd(value: string): Date {
  return new Date(value.length === 10 ? `${value}T23:59:59.999Z` : value);
}

/** The filters of the audit list and its CSV export. */
const auditFilterFields = {
  fromDate: auditDate.optional(),
  toDate: auditDate.optional(),
  actorID: auditText.optional(),
  category: z.enum(AuditCategoryValues, { error: Messages.invalidEntry }).optional(),
  entityID: auditText.optional(),
};
const rangeInOrder = (value: { fromDate?: string; toDate?: string }) =>
  !value.fromDate ||
  !value.toDate ||
  auditRangeStart(value.fromDate).getTime() <= auditRangeEnd(value.toDate).getTime();
const rangeReversed = { error: Messages.auditDateRangeReversed, path: ['toDate'] };

export const auditFilter = z.object(auditFilterFields).refine(rangeInOrder, rangeReversed);
export type AuditFilter = z.output<typeof auditFilter>;

/** POST adminAudit/getPagedAuditEntries: newest first, 20 a page. */
export const auditEntriesPageRequest = pageRequest.extend(auditFilterFields).refine(rangeInOrder, rangeReversed);
export type AuditEntriesPageRequest = z.input<typeof auditEntriesPageRequest>;

/** POST adminAudit/exportAuditEntries: the filter's entries as a CSV file (at most AUDIT_EXPORT_MAX). */
export const exportAuditEntriesRequest = auditFilter;
export type ExportAuditEntriesRequest = z.input<typeof exportAuditEntriesRequest>;

/** One field an event changed; values are shown as text (lists and objects as JSON), null when unset. */
export type AuditChange = { field: string; before: string | null; after: string | null };

export type AuditEntry = {
  occurredAt: string;
  actorID: string;
  actorType: AuditActorType;
  actorName: string;
  category: AuditCategory;
  subCategory: string;
  entityID: string;
  changes: AuditChange[];
};

/** POST adminAudit/getAuditActors: the people and processes that appear in the trail, for the actor filter. */
export type AuditActor = { actorID: string; actorType: AuditActorType; actorName: string };
