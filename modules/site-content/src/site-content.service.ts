import {
  type LegalPage,
  Messages,
  type SaveLegalPageRequest,
  type SeoPage,
  type StatisticsImage,
  type Testimonial,
  type saveSeoRequest,
  type saveTestimonialRequest,
} from '@notebook/contracts';
import { type Actor, CommandExecutor, type Input, NotFoundError, newId } from '@notebook/kernel';
import { legalPageCommands } from './legal/legal-page.decider';
import { SiteContentQueries } from './queries/site-content.queries';
import { seoPageCommands } from './seo/seo-page.decider';
import { statisticsImageCommands } from './statistics/statistics-image.decider';
import { testimonialCommands } from './testimonials/testimonial.decider';

/** A testimonial's form as the contract gives it (trimmed, defaults applied). */
type OptionalTestimonialField = 'authorRole' | 'photoURI' | 'displayOrder';
export type SaveTestimonial = Partial<Pick<Input<typeof saveTestimonialRequest>, OptionalTestimonialField>> &
  Omit<Input<typeof saveTestimonialRequest>, OptionalTestimonialField>;
/** A page's SEO as the contract gives it. */
export type SaveSeo = Partial<Pick<Input<typeof saveSeoRequest>, 'keywords' | 'imageURI'>> &
  Omit<Input<typeof saveSeoRequest>, 'keywords' | 'imageURI'>;

/** Stores an uploaded image (magic bytes and size checked) and gives its URL: the catalog's editor image store. */
export type ImageSaver = { save(body: unknown): Promise<{ url: string }> };

/** Site content admins keep: testimonials, the statistics image, the public pages' SEO, the terms and privacy pages. Every write is an event. */
export class SiteContentService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: SiteContentQueries,
    private readonly images: ImageSaver,
  ) {}

  /** Adds a testimonial (last in order unless one is given) or updates the one named. */
  async saveTestimonial(input: SaveTestimonial, actor: Actor): Promise<Testimonial> {
    const { testimonialID: givenID, authorRole, photoURI, displayOrder, ...rest } = input;
    const testimonialID = givenID ?? newId();
    const current = givenID ? await this.queries.testimonial(givenID) : undefined;
    const fields = {
      ...rest,
      authorRole: authorRole ?? null,
      photoURI: photoURI ?? null,
      displayOrder: displayOrder ?? current?.displayOrder ?? (await this.queries.nextTestimonialOrder()),
    };
    await testimonialCommands.handle(
      this.executor,
      testimonialID,
      givenID
        ? { type: 'UpdateTestimonial', data: { testimonialID, fields } }
        : { type: 'AddTestimonial', data: { testimonialID, fields } },
      actor,
    );
    return this.testimonial(testimonialID);
  }

  async testimonial(testimonialID: string): Promise<Testimonial> {
    const testimonial = await this.queries.testimonial(testimonialID);
    if (!testimonial) throw new NotFoundError(Messages.testimonialNotFound, 'testimonialID');
    return testimonial;
  }

  /** Stores a testimonial's photo (checked as the statistics image is) and gives its URL for the form to save. */
  async uploadTestimonialPhoto(body: unknown): Promise<{ url: string }> {
    return this.images.save(body);
  }

  /** Stores the uploaded image (refused unless it is a PNG, JPEG, GIF or WebP within the size limit), then records it. */
  async uploadStatisticsImage(body: unknown, actor: Actor): Promise<StatisticsImage> {
    const { url } = await this.images.save(body);
    await statisticsImageCommands.handle(
      this.executor,
      undefined,
      { type: 'UploadStatisticsImage', data: { imageURI: url } },
      actor,
    );
    return this.queries.statisticsImage();
  }

  /** Replaces a page key's SEO. */
  async saveSeo(input: SaveSeo, actor: Actor): Promise<SeoPage> {
    const { pageKey, title, description, keywords, imageURI } = input;
    await seoPageCommands.handle(
      this.executor,
      pageKey,
      {
        type: 'SaveSeoPage',
        data: { pageKey, fields: { title, description, keywords: keywords ?? null, imageURI: imageURI ?? null } },
      },
      actor,
    );
    return this.queries.seoPage(pageKey);
  }

  /** Replaces the terms and conditions or the privacy policy (sanitised by the decider). */
  async saveLegalPage(input: SaveLegalPageRequest, actor: Actor): Promise<LegalPage> {
    const { page, content } = input;
    await legalPageCommands.handle(this.executor, page, { type: 'SaveLegalPage', data: { page, content } }, actor);
    return this.queries.legalPage(page);
  }
}
