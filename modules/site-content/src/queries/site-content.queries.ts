import type { Kysely } from 'kysely';
import {
  type LegalPage,
  type LegalPageKey,
  LegalPageKeys,
  LegalPageRoutes,
  type PublicTestimonial,
  type SeoPage,
  type SeoPageKey,
  SeoPageKeys,
  SeoPageRoutes,
  type StatisticsImage,
  type Testimonial,
} from '@notebook/contracts';
import type { Database } from '@notebook/read-models';

type TestimonialRow = Database['testimonial'];
type SeoRow = Database['seo_page'];
type LegalPageRow = Database['legal_page'];

const toTestimonial = (row: TestimonialRow): Testimonial => ({
  testimonialID: row.testimonial_id,
  authorName: row.author_name,
  authorRole: row.author_role,
  text: row.text,
  colour: row.colour,
  photoURI: row.photo_uri,
  displayOrder: row.display_order,
  status: row.status,
  updatedAt: row.updated_at.toISOString(),
});

const toSeoPage = (pageKey: SeoPageKey, row: SeoRow | undefined): SeoPage => ({
  pageKey,
  path: SeoPageRoutes[pageKey].path,
  title: row?.title ?? null,
  description: row?.description ?? null,
  keywords: row?.keywords ?? null,
  imageURI: row?.image_uri ?? null,
  updatedAt: row?.updated_at.toISOString() ?? null,
});

const toLegalPage = (page: LegalPageKey, row: LegalPageRow | undefined): LegalPage => ({
  page,
  ...LegalPageRoutes[page],
  content: row?.content ?? null,
  updatedAt: row?.updated_at.toISOString() ?? null,
});

/** Every read of the site-content tables: testimonials, the statistics image, the pages' SEO. */
export class SiteContentQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Admins' list: every testimonial in display order. */
  async testimonials(): Promise<Testimonial[]> {
    const rows = await this.db
      .selectFrom('testimonial')
      .selectAll()
      .orderBy('display_order')
      .orderBy('testimonial_id')
      .execute();
    return rows.map(toTestimonial);
  }

  async testimonial(testimonialID: string): Promise<Testimonial | undefined> {
    const row = await this.db
      .selectFrom('testimonial')
      .selectAll()
      .where('testimonial_id', '=', testimonialID)
      .executeTakeFirst();
    return row && toTestimonial(row);
  }

  /** The public home page's testimonials: the active ones, in display order. */
  async activeTestimonials(): Promise<PublicTestimonial[]> {
    const rows = await this.db
      .selectFrom('testimonial')
      .select(['testimonial_id', 'author_name', 'author_role', 'text', 'colour', 'photo_uri'])
      .where('status', '=', 'ACT')
      .orderBy('display_order')
      .orderBy('testimonial_id')
      .execute();
    return rows.map((row) => ({
      testimonialID: row.testimonial_id,
      authorName: row.author_name,
      authorRole: row.author_role,
      text: row.text,
      colour: row.colour,
      photoURI: row.photo_uri,
    }));
  }

  /** The order a new testimonial takes: after the last one. */
  async nextTestimonialOrder(): Promise<number> {
    const row = await this.db
      .selectFrom('testimonial')
      .select((eb) => eb.fn.max('display_order').as('last'))
      .executeTakeFirst();
    return (row?.last ?? 0) + 1;
  }

  async statisticsImage(): Promise<StatisticsImage> {
    const row = await this.db.selectFrom('statistics_image').selectAll().where('id', '=', 1).executeTakeFirst();
    return { imageURI: row?.image_uri ?? null, uploadedAt: row?.uploaded_at.toISOString() ?? null };
  }

  /** Every page key, in the spec's order, with what is saved for it (nulls for one never saved). */
  async seoPages(): Promise<SeoPage[]> {
    const rows = await this.db.selectFrom('seo_page').selectAll().execute();
    return SeoPageKeys.map((key) =>
      toSeoPage(
        key,
        rows.find((row) => row.page_key === key),
      ),
    );
  }

  async seoPage(pageKey: SeoPageKey): Promise<SeoPage> {
    const row = await this.db.selectFrom('seo_page').selectAll().where('page_key', '=', pageKey).executeTakeFirst();
    return toSeoPage(pageKey, row);
  }

  /** Both legal pages, terms first, with null content for one never saved. */
  async legalPages(): Promise<LegalPage[]> {
    const rows = await this.db.selectFrom('legal_page').selectAll().execute();
    return LegalPageKeys.map((page) =>
      toLegalPage(
        page,
        rows.find((row) => row.page === page),
      ),
    );
  }

  async legalPage(page: LegalPageKey): Promise<LegalPage> {
    const row = await this.db.selectFrom('legal_page').selectAll().where('page', '=', page).executeTakeFirst();
    return toLegalPage(page, row);
  }
}
