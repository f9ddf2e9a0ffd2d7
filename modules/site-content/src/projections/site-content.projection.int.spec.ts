import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { TestimonialFields } from '../testimonials/testimonial.events';
import { type SiteContentEvent, siteContentProjection } from './site-content.projection';

const spec = projectionSpec(siteContentProjection);

const fields = (change: Partial<TestimonialFields> = {}): TestimonialFields => ({
  authorName: 'Dr Tom Fletcher',
  authorRole: 'Rural generalist, Mount Isa QLD',
  text: 'Short notes I could read between shifts.',
  colour: 'MINT',
  displayOrder: 1,
  status: 'ACT',
  ...change,
});
const added = (testimonialID: string, change: Partial<TestimonialFields> = {}): SiteContentEvent => ({
  type: 'TestimonialAdded',
  data: { testimonialID, ...fields(change) },
});

describe('site content projection', () => {
  it('a testimonial is stored as added, and an update replaces its fields', async () => {
    const testimonialID = randomUUID();
    await spec.given(added(testimonialID));
    await spec.given({
      type: 'TestimonialUpdated',
      data: { testimonialID, ...fields({ text: 'Passed first time.', status: 'INA', displayOrder: 3 }) },
    });
    expect(
      await spec.db.selectFrom('testimonial').select(['testimonial_id', 'text', 'status', 'display_order']).execute(),
    ).toEqual([{ testimonial_id: testimonialID, text: 'Passed first time.', status: 'INA', display_order: 3 }]);
  });

  it('a testimonial delivered twice is stored once', async () => {
    const event = added(randomUUID());
    await spec.given(event, event);
    expect(await spec.db.selectFrom('testimonial').select('testimonial_id').execute()).toHaveLength(1);
  });

  it('the statistics image is one row: a new upload replaces the last', async () => {
    const first = '/uploads/images/0190a0b0-0000-7000-8000-00000000000a.png';
    const second = '/uploads/images/0190a0b0-0000-7000-8000-00000000000b.png';
    await spec.given(
      { type: 'StatisticsImageUploaded', data: { imageURI: first } },
      { type: 'StatisticsImageUploaded', data: { imageURI: second } },
    );
    expect(await spec.db.selectFrom('statistics_image').select(['id', 'image_uri']).execute()).toEqual([
      { id: 1, image_uri: second },
    ]);
  });

  it('each page key keeps the SEO it was saved with last', async () => {
    const seo = (pageKey: 'HOME' | 'NEXT_WEBINARS', title: string): SiteContentEvent => ({
      type: 'SeoPageSaved',
      data: { pageKey, title, description: `${title} description`, keywords: null, imageURI: null },
    });
    await spec.given(seo('HOME', 'Home v1'), seo('NEXT_WEBINARS', 'Webinars'), seo('HOME', 'Home v2'));
    expect(await spec.db.selectFrom('seo_page').select(['page_key', 'title']).orderBy('page_key').execute()).toEqual([
      { page_key: 'HOME', title: 'Home v2' },
      { page_key: 'NEXT_WEBINARS', title: 'Webinars' },
    ]);
  });

  it('each legal page keeps the text it was saved with last', async () => {
    const legal = (page: 'TERMS' | 'PRIVACY', content: string): SiteContentEvent => ({
      type: 'LegalPageSaved',
      data: { page, content },
    });
    await spec.given(legal('TERMS', '<p>v1</p>'), legal('PRIVACY', '<p>Privacy</p>'), legal('TERMS', '<p>v2</p>'));
    expect(await spec.db.selectFrom('legal_page').select(['page', 'content']).orderBy('page').execute()).toEqual([
      { page: 'PRIVACY', content: '<p>Privacy</p>' },
      { page: 'TERMS', content: '<p>v2</p>' },
    ]);
  });
});
