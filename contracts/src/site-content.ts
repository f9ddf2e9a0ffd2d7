import { z } from 'zod';
import { contentStatus } from './catalog';
import type { ContentStatus } from './enums';
import { entityId, numberField, optionalText, requiredText } from './fields';
import { Messages } from './messages';
import { PublicRoutes } from './routes';

/**
 * Site content (issue 27; spec sections 2, 3, 4, 6 and 7): the testimonials and the statistics image
 * the public home page shows, and the SEO of the public pages (title, description, keywords, share
 * image) that the server writes into the HTML it sends, so crawlers and link previews see them
 * without running JavaScript.
 */

/** Markup in a plain-text field (a `<` opening a tag, a comment or a declaration) is refused, not stored. */
const MARKUP = /<\s*[a-z!/?]/i;
const plainText = <T extends z.ZodType<string | undefined>>(field: T) =>
  field.refine((value) => value === undefined || !MARKUP.test(value), { error: Messages.notAllowed('Markup') });

/** What a read answers as null (an unset optional text) may be sent back as it is: null counts as absent. */
const nullAsAbsent = <T extends z.ZodType>(schema: T) => schema.nullable().transform((value) => value ?? undefined);

// Testimonials

export const TESTIMONIAL_AUTHOR_MAX = 100;
export const TESTIMONIAL_ROLE_MAX = 150;
export const TESTIMONIAL_TEXT_MAX = 1000;

/**
 * Spec section 3's "four text background colour classes" (values not shown): the card colour of a
 * testimonial on the home page. The list's status dot follows section 4 (inactive red, otherwise green).
 */
export const TestimonialColours = ['SKY', 'MINT', 'SAND', 'ROSE'] as const;
export type TestimonialColour = (typeof TestimonialColours)[number];

/**
 * A testimonial's photo: an image uploaded by adminTestimonial/uploadTestimonialPhoto, as the server
 * gave it (signed) or bare; kept bare. Anything else is refused.
 */
const TESTIMONIAL_PHOTO =
  /^\/uploads\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)(\?exp=\d+&sig=[0-9a-f]{64})?$/;
const testimonialPhoto = optionalText(400)
  .refine((uri) => uri === undefined || TESTIMONIAL_PHOTO.test(uri), { error: Messages.invalidEntry })
  .transform((uri) => uri?.split('?')[0]);

/** POST adminTestimonial/saveUpdateTestimonial: without testimonialID adds one (last in order unless given), with it updates one. */
export const saveTestimonialRequest = z.object({
  testimonialID: entityId.optional(),
  authorName: plainText(requiredText(TESTIMONIAL_AUTHOR_MAX)),
  /** Role and place, e.g. 'GP registrar, Ballarat VIC'. */
  authorRole: nullAsAbsent(plainText(optionalText(TESTIMONIAL_ROLE_MAX))),
  text: plainText(requiredText(TESTIMONIAL_TEXT_MAX)),
  colour: z.enum(TestimonialColours, { error: Messages.invalidEntry }).default('SKY'),
  /** From adminTestimonial/uploadTestimonialPhoto; none shows the author's initials. */
  photoURI: nullAsAbsent(testimonialPhoto),
  displayOrder: numberField({ min: 1, max: 10_000 }).optional(),
  status: contentStatus.default('ACT'),
});
export type SaveTestimonialRequest = z.input<typeof saveTestimonialRequest>;
export const testimonialIdRequest = z.object({ testimonialID: entityId });

/** A testimonial as admins see it. */
export type Testimonial = {
  testimonialID: string;
  authorName: string;
  authorRole: string | null;
  text: string;
  colour: TestimonialColour;
  /** A signed `/uploads/images/…` URL, or null. */
  photoURI: string | null;
  displayOrder: number;
  status: ContentStatus;
  updatedAt: string;
};
/** GET public/getTestimonialList: the active ones, in display order. */
export type PublicTestimonial = Pick<
  Testimonial,
  'testimonialID' | 'authorName' | 'authorRole' | 'text' | 'colour' | 'photoURI'
>;

// Statistics image

/** GET public/getStatisticsImageURI and adminStatistics/getStatisticsImage: the pass-rate infographic, or null. */
export type StatisticsImage = { imageURI: string | null; uploadedAt: string | null };

// SEO

/** Spec section 3's SEO page keys. */
export const SeoPageKeys = [
  'HOME',
  'AKT_QUESTIONS',
  'KFP_QUESTIONS',
  'KFP_PRINCIPLES',
  'NEXT_WEBINARS',
  'WEBINARS_BY_PERIOD',
  'CCE_RESOURCES',
] as const;
export type SeoPageKey = (typeof SeoPageKeys)[number];

/**
 * The public page each key describes (docs/site-content.md). `prefix` pages are a family of paths
 * (one per webinar series), which the sitemap cannot list; `inSitemap` false for those and for pages
 * that need an id.
 */
export const SeoPageRoutes: Record<SeoPageKey, { path: string; label: string; prefix?: boolean; inSitemap: boolean }> =
  {
    HOME: { path: PublicRoutes.home, label: 'Home', inSitemap: true },
    AKT_QUESTIONS: { path: PublicRoutes.aktQuestions, label: 'AKT Questions', inSitemap: true },
    KFP_QUESTIONS: { path: PublicRoutes.kfpQuestions, label: 'KFP Questions', inSitemap: true },
    KFP_PRINCIPLES: { path: PublicRoutes.kfpQuestion, label: 'KFP Principles', inSitemap: false },
    NEXT_WEBINARS: { path: PublicRoutes.nextWebinars, label: 'Next Webinars', inSitemap: true },
    WEBINARS_BY_PERIOD: { path: PublicRoutes.webinars, label: 'Webinars by Period', inSitemap: true },
    CCE_RESOURCES: { path: '/public/webinars/banner/', label: 'CCE Resources', prefix: true, inSitemap: false },
  };

/** The SEO key of a page path (no query, trailing slash ignored), or undefined. */
export function seoPageKeyOf(path: string): SeoPageKey | undefined {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SeoPageKeys.find((key) => {
    const route = SeoPageRoutes[key];
    return route.prefix ? bare.startsWith(route.path) && bare.length > route.path.length : bare === route.path;
  });
}

/** Public pages the sitemap lists besides the SEO pages: those a visitor opens without an id or a sign-in. */
export const SITEMAP_EXTRA_PATHS = ['/public/register', '/public/terms-and-conditions', '/public/privacy-policy'];

export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 320;
export const SEO_KEYWORDS_MAX = 300;
export const SEO_IMAGE_URI_MAX = 2000;

/** A share image: an absolute http(s) URL or a path on this site ('/…'). */
const seoImageUri = optionalText(SEO_IMAGE_URI_MAX).refine(
  (uri) => uri === undefined || /^\/(?!\/)\S*$/.test(uri) || /^https?:\/\/[^\s/]+\S*$/i.test(uri),
  { error: Messages.notAUrl },
);

/** POST adminSeo/saveUpdateSeo (issue 27, exact): one page key's SEO, replaced as a whole. */
export const saveSeoRequest = z.object({
  pageKey: z.enum(SeoPageKeys, { error: Messages.invalidEntry }),
  title: plainText(requiredText(SEO_TITLE_MAX)),
  description: plainText(requiredText(SEO_DESCRIPTION_MAX)),
  keywords: nullAsAbsent(plainText(optionalText(SEO_KEYWORDS_MAX))),
  imageURI: nullAsAbsent(seoImageUri),
});
export type SaveSeoRequest = z.input<typeof saveSeoRequest>;

/** A page key's SEO (adminSeo/getSeoPages lists every key, with null texts for one never saved). */
export type SeoPage = {
  pageKey: SeoPageKey;
  path: string;
  title: string | null;
  description: string | null;
  keywords: string | null;
  imageURI: string | null;
  updatedAt: string | null;
};

// Terms and privacy (issue 28)

/** The footer's two legal pages (spec section 2: /public/terms-and-conditions, /public/privacy-policy). */
export const LegalPageKeys = ['TERMS', 'PRIVACY'] as const;
export type LegalPageKey = (typeof LegalPageKeys)[number];
export const LegalPageRoutes: Record<LegalPageKey, { path: string; title: string }> = {
  TERMS: { path: PublicRoutes.termsAndConditions, title: 'Terms and conditions' },
  PRIVACY: { path: PublicRoutes.privacyPolicy, title: 'Privacy policy' },
};

/** The legal page shown at a path (trailing slash ignored), or undefined. */
export function legalPageKeyOf(path: string): LegalPageKey | undefined {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return LegalPageKeys.find((key) => LegalPageRoutes[key].path === bare);
}

export const LEGAL_PAGE_CONTENT_MAX = 100_000;
const legalPageKey = z.enum(LegalPageKeys, { error: Messages.invalidEntry });

/** POST adminSiteContent/saveLegalPage (designed): a page's whole text, rich text (the editors' allowlist). */
export const saveLegalPageRequest = z.object({
  page: legalPageKey,
  content: requiredText(LEGAL_PAGE_CONTENT_MAX),
});
export type SaveLegalPageRequest = z.input<typeof saveLegalPageRequest>;
/** GET public/getLegalPage?page=TERMS (designed). */
export const legalPageRequest = z.object({ page: legalPageKey });

/** A legal page: its sanitised HTML, null before an admin first saves it. */
export type LegalPage = {
  page: LegalPageKey;
  title: string;
  path: string;
  content: string | null;
  updatedAt: string | null;
};
