import { z } from 'zod';
import { contentStatus } from './catalog';
import { type ContentStatus, WebinarCategoryType } from './enums';
import { resourceName } from './annotations';
import { entityId, flagField, numberField, optionalText, pageRequest, requiredText } from './fields';
import { Messages } from './messages';

/**
 * Webinars (issue 26, spec sections 1, 2, 3, 6 and 7): categories (CCE or AKT, coded by year and
 * half) and the webinars filed under them. Admins keep both; the public sees a webinar's details, a
 * reader on a plan also its join link (upcoming) or recording (past).
 */
/** CCE or AKT (`WebinarCategoryType` of the enumerations). */
type CategoryType = (typeof WebinarCategoryType)[number];

const HALF_YEARS = ['2021.2', '2022.1', '2022.2', '2023.1', '2023.2', '2024.1', '2024.2', '2025.1', '2025.2'] as const;
const MALAYSIAN_YEARS = ['2023', '2024', '2025'] as const;
type HalfYear = (typeof HALF_YEARS)[number];
export type WebinarCategoryCode = HalfYear | `CCE ${HalfYear}` | `Malaysian CCE ${(typeof MALAYSIAN_YEARS)[number]}`;

/** Spec section 3: the codes by year and half (2021.2 to 2025.2), their CCE variants and the Malaysian CCE years. */
export const WebinarCategoryCodes: readonly WebinarCategoryCode[] = [
  ...HALF_YEARS,
  ...HALF_YEARS.map((half) => `CCE ${half}` as const),
  ...MALAYSIAN_YEARS.map((year) => `Malaysian CCE ${year}` as const),
];

export const WEBINAR_CATEGORY_NAME_MAX = 100;
export const WEBINAR_NAME_MAX = 200;
export const WEBINAR_PRESENTER_MAX = 200;
export const WEBINAR_DESCRIPTION_MAX = 20_000;
export const WEBINAR_LINK_MAX = 2000;
export const WEBINAR_SLUG_MAX = 100;
export const WebinarDurationMinutes = { min: 15, max: 600 } as const;
/** PDF resources of one webinar, and the length of a resource's title. */
export const WEBINAR_RESOURCES_MAX = 20;
export const WEBINAR_RESOURCE_TITLE_MAX = 200;
/** Pricing plans and reader groups a webinar's audience may name, each. */
export const WEBINAR_AUDIENCE_MAX = 50;

const webinarCategoryType = z.enum(WebinarCategoryType, { error: 'Must be CCE or AKT' });
const webinarCategoryCode = z
  .string({ error: Messages.required })
  .refine((code): code is WebinarCategoryCode => WebinarCategoryCodes.includes(code as WebinarCategoryCode), {
    error: Messages.invalidEntry,
  });

/** POST adminWebinar/saveUpdateWebinarCategory: without webinarCategoryID adds one, with it updates one. */
export const saveWebinarCategoryRequest = z.object({
  webinarCategoryID: entityId.optional(),
  categoryType: webinarCategoryType,
  categoryCode: webinarCategoryCode,
  categoryName: requiredText(WEBINAR_CATEGORY_NAME_MAX),
  displayOrder: numberField({ min: 0, max: 10_000 }).default(0),
  status: contentStatus.default('ACT'),
});
export type SaveWebinarCategoryRequest = z.input<typeof saveWebinarCategoryRequest>;
export const updateWebinarCategoryStatusRequest = z.object({ webinarCategoryID: entityId, status: contentStatus });

/** A category as admins see it (and as the lists' filters offer it). */
export type WebinarCategory = {
  webinarCategoryID: string;
  categoryType: CategoryType;
  categoryCode: WebinarCategoryCode;
  categoryName: string;
  displayOrder: number;
  status: ContentStatus;
};

/** GET public/getWebinarCategoriesPublic: the active categories, in display order, for the reading pages' filter. */
export type PublicWebinarCategory = Omit<WebinarCategory, 'displayOrder' | 'status'>;

const httpsLink = z
  .string({ error: Messages.required })
  .trim()
  .max(WEBINAR_LINK_MAX, { error: Messages.maxLength(WEBINAR_LINK_MAX) })
  .pipe(z.url({ protocol: /^https$/, error: Messages.webinarHttpsLink }));
const bannerSlug = optionalText(WEBINAR_SLUG_MAX).refine(
  (slug) => slug === undefined || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug),
  { error: Messages.webinarSlugFormat },
);
const instant = z.iso.datetime({ offset: true, error: Messages.invalidDateTime });
const audienceIDs = z
  .array(entityId, { error: Messages.invalidEntry })
  .max(WEBINAR_AUDIENCE_MAX, { error: Messages.maxValue(WEBINAR_AUDIENCE_MAX) })
  .transform((ids) => [...new Set(ids)]);

/**
 * POST adminWebinar/saveUpdateWebinar: without webinarID adds one, with it updates one. `startsAt` is
 * an instant (the admin screen enters Australia/Sydney time); `description` is rich text, kept
 * sanitised; a recording link only once the webinar has started.
 */
export const saveWebinarRequest = z.object({
  webinarID: entityId.optional(),
  webinarName: requiredText(WEBINAR_NAME_MAX),
  webinarCategoryID: entityId,
  presenter: requiredText(WEBINAR_PRESENTER_MAX),
  description: optionalText(WEBINAR_DESCRIPTION_MAX),
  startsAt: instant,
  durationMinutes: numberField(WebinarDurationMinutes),
  joinLink: httpsLink,
  recordingLink: httpsLink.optional(),
  bannerSlug,
  status: contentStatus.default('ACT'),
  /** Who may join: none named (the default) is every reader on a plan; else the readers of these plans or groups. */
  audiencePricingPlanIDs: audienceIDs.default([]),
  audienceReaderGroupIDs: audienceIDs.default([]),
  /** Send readers a notification when the webinar is created, or when a save moves its start. */
  notifyReaders: flagField.default(false),
});
export type SaveWebinarRequest = z.input<typeof saveWebinarRequest>;
export const webinarIdRequest = z.object({ webinarID: entityId });
export const updateWebinarStatusRequest = z.object({ webinarID: entityId, status: contentStatus });

/** A page of webinars in a category and a period (start in [startsFrom, startsBefore)), 20 a page. */
export const webinarListRequest = pageRequest.extend({
  webinarCategoryID: entityId.optional(),
  startsFrom: instant.optional(),
  startsBefore: instant.optional(),
});
export type WebinarListRequest = z.input<typeof webinarListRequest>;
/** POST adminWebinar/getPagedWebinars: newest start first; a status filters. */
export const pagedWebinarsRequest = webinarListRequest.extend({ status: contentStatus.optional() });
export type PagedWebinarsRequest = z.input<typeof pagedWebinarsRequest>;

/** GET public/getWebinarDetails, POST reader/getReaderWebinar: one webinar, by its id or its banner slug. */
export const webinarDetailsRequest = z
  .object({ webinarID: entityId.optional(), bannerSlug: z.string().trim().max(WEBINAR_SLUG_MAX).optional() })
  .refine((request) => !!request.webinarID !== !!request.bannerSlug, { error: Messages.webinarIdOrSlug });
export type WebinarDetailsRequest = z.input<typeof webinarDetailsRequest>;

/** What anyone may see of an active webinar: never its join link or recording. */
export type PublicWebinar = {
  webinarID: string;
  webinarName: string;
  webinarCategoryID: string;
  categoryName: string;
  categoryCode: WebinarCategoryCode;
  categoryType: CategoryType;
  presenter: string;
  description: string | null;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  bannerSlug: string | null;
  /** How many PDFs the webinar has (their names and files are for readers who may join). */
  resourceCount: number;
};

/** A PDF of a webinar (spec section 3: resource type PDF); downloaded through the API, never a public URL. */
export type WebinarResource = {
  resourceName: string;
  title: string;
  sizeBytes: number;
  uploadedAt: string;
};

/** Who may join: both lists empty is every reader on a plan; else a reader on a plan whose plan or one of whose groups is named. */
export type WebinarAudience = { pricingPlanIDs: string[]; readerGroupIDs: string[] };

/** A webinar as admins see it: its links, status, audience and every resource. */
export type Webinar = PublicWebinar & {
  joinLink: string;
  recordingLink: string | null;
  status: ContentStatus;
  audience: WebinarAudience;
  resources: WebinarResource[];
};

/**
 * POST adminWebinar/uploadWebinarResourcePDF: the PDF is the raw body (application/pdf); the title is
 * the one given, else the file's name without `.pdf`.
 */
export const uploadWebinarResourceQuery = z.object({
  webinarID: entityId,
  fileName: z
    .string()
    .max(255, { error: Messages.maxLength(255) })
    .optional(),
  title: optionalText(WEBINAR_RESOURCE_TITLE_MAX),
});
export type UploadWebinarResourceQuery = z.input<typeof uploadWebinarResourceQuery>;
/** POST adminWebinar/removeWebinarResource, adminWebinar/getWebinarResourcePDF, reader/getReaderWebinarResourcePDF. */
export const webinarResourceRequest = z.object({ webinarID: entityId, resourceName });
export type WebinarResourceRequest = z.input<typeof webinarResourceRequest>;

/**
 * Why a reader sees no link: PLAN_REQUIRED (the links and PDFs are for readers on a plan: a
 * subscription or a trial), NOT_IN_AUDIENCE (the webinar is for the readers of other plans or
 * groups: no link, no PDFs), NOT_RECORDED (the webinar is over and has no recording yet; its PDFs
 * are still given).
 */
export const WebinarLinkHidden = ['PLAN_REQUIRED', 'NOT_IN_AUDIENCE', 'NOT_RECORDED'] as const;
export type WebinarLinkHidden = (typeof WebinarLinkHidden)[number];

/**
 * A webinar as a signed-in reader sees it: the join link until it ends, the recording after, and its
 * PDFs (downloaded with reader/getReaderWebinarResourcePDF); none of them when `linkHidden` is
 * PLAN_REQUIRED or NOT_IN_AUDIENCE.
 */
export type ReaderWebinar = PublicWebinar & {
  joinLink: string | null;
  recordingLink: string | null;
  linkHidden: WebinarLinkHidden | null;
  resources: WebinarResource[];
};
