import { ConflictError, NotFoundError, ValidationError } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import { legalPageDecider } from './legal/legal-page.decider';
import type { LegalPageSaved } from './legal/legal-page.events';
import { seoPageDecider } from './seo/seo-page.decider';
import type { SeoPageSaved } from './seo/seo-page.events';
import { statisticsImageDecider } from './statistics/statistics-image.decider';
import { testimonialDecider } from './testimonials/testimonial.decider';
import type { TestimonialAdded, TestimonialFields } from './testimonials/testimonial.events';

const testimonialID = '0190a0b0-0000-7000-8000-000000000001';
const fields: TestimonialFields = {
  authorName: 'Dr Priya Raman',
  authorRole: 'GP registrar, Ballarat VIC',
  text: 'Passed the KFP first time.',
  colour: 'SKY',
  displayOrder: 1,
  status: 'ACT',
};
const added: TestimonialAdded = { type: 'TestimonialAdded', data: { testimonialID, ...fields } };

describe('testimonial', () => {
  test('given none, when one is added, then TestimonialAdded carries every field', () => {
    given(testimonialDecider).when({ type: 'AddTestimonial', data: { testimonialID, fields } }).then([added]);
  });

  test('given it exists, when it is added again, then it is a conflict', () => {
    given(testimonialDecider, [added])
      .when({ type: 'AddTestimonial', data: { testimonialID, fields } })
      .thenThrows(ConflictError);
  });

  test('given it exists, when its form is saved with a change, then TestimonialUpdated holds the new fields', () => {
    const changed = { ...fields, status: 'INA' as const, colour: 'ROSE' as const };
    given(testimonialDecider, [added])
      .when({ type: 'UpdateTestimonial', data: { testimonialID, fields: changed } })
      .then([{ type: 'TestimonialUpdated', data: { testimonialID, ...changed } }]);
  });

  test('given it exists, when its untouched form is saved, then nothing happens', () => {
    given(testimonialDecider, [added])
      .when({ type: 'UpdateTestimonial', data: { testimonialID, fields } })
      .thenNothingHappened();
  });

  test('given none, when one is updated, then it is not found', () => {
    given(testimonialDecider)
      .when({ type: 'UpdateTestimonial', data: { testimonialID, fields } })
      .thenThrows(NotFoundError);
  });
});

describe('statistics image', () => {
  const first = '/uploads/images/0190a0b0-0000-7000-8000-00000000000a.png';
  const second = '/uploads/images/0190a0b0-0000-7000-8000-00000000000b.jpg';
  const uploaded = (imageURI: string) => ({ type: 'StatisticsImageUploaded' as const, data: { imageURI } });

  test('given none, when an image is uploaded, then it is recorded', () => {
    given(statisticsImageDecider)
      .when({ type: 'UploadStatisticsImage', data: { imageURI: first } })
      .then([uploaded(first)]);
  });

  test('given one, when another is uploaded, then it replaces it', () => {
    given(statisticsImageDecider, [uploaded(first)])
      .when({ type: 'UploadStatisticsImage', data: { imageURI: second } })
      .then([uploaded(second)]);
  });

  test('given one, when the same image is recorded again, then nothing happens', () => {
    given(statisticsImageDecider, [uploaded(first)])
      .when({ type: 'UploadStatisticsImage', data: { imageURI: first } })
      .thenNothingHappened();
  });
});

describe('SEO page', () => {
  const seo = { title: 'AKT practice', description: 'Practice sessions.', keywords: null, imageURI: null };
  const saved: SeoPageSaved = { type: 'SeoPageSaved', data: { pageKey: 'AKT_QUESTIONS', ...seo } };

  test('given nothing saved, when the page is saved, then SeoPageSaved is recorded', () => {
    given(seoPageDecider)
      .when({ type: 'SaveSeoPage', data: { pageKey: 'AKT_QUESTIONS', fields: seo } })
      .then([saved]);
  });

  test('given it was saved, when it is saved with a new title, then the whole page is recorded again', () => {
    given(seoPageDecider, [saved])
      .when({ type: 'SaveSeoPage', data: { pageKey: 'AKT_QUESTIONS', fields: { ...seo, title: 'AKT questions' } } })
      .then([{ type: 'SeoPageSaved', data: { ...saved.data, title: 'AKT questions' } }]);
  });

  test('given it was saved, when the same is saved again, then nothing happens', () => {
    given(seoPageDecider, [saved])
      .when({ type: 'SaveSeoPage', data: { pageKey: 'AKT_QUESTIONS', fields: seo } })
      .thenNothingHappened();
  });
});

describe('legal page', () => {
  const content = '<h2>1. Who we are</h2><p>Notebook is a study platform.</p>';
  const saved: LegalPageSaved = { type: 'LegalPageSaved', data: { page: 'TERMS', content } };
  const save = (text: string) => ({ type: 'SaveLegalPage' as const, data: { page: 'TERMS' as const, content: text } });

  test('given nothing saved, when the terms are saved, then LegalPageSaved holds the text', () => {
    given(legalPageDecider).when(save(content)).then([saved]);
  });

  test('when the text holds a script, an event handler or a javascript: link, then only the safe markup is recorded', () => {
    given(legalPageDecider)
      .when(
        save(
          '<p onclick="steal()">Terms<script>alert(1)</script> and <a href="javascript:alert(1)">rules</a>, <a href="https://example.com">ours</a></p>',
        ),
      )
      .then([
        {
          type: 'LegalPageSaved',
          data: {
            page: 'TERMS',
            content: '<p>Terms and <a>rules</a>, <a href="https://example.com" rel="noopener noreferrer">ours</a></p>',
          },
        },
      ]);
  });

  test('when the text is blank once sanitised, then it is refused on content', () => {
    given(legalPageDecider, [saved]).when(save('<p>&nbsp;</p><script>x</script>')).thenThrows(ValidationError);
  });

  test('given it was saved, when the same text is saved again, then nothing happens', () => {
    given(legalPageDecider, [saved]).when(save(content)).thenNothingHappened();
  });

  test('given it was saved, when a new text is saved, then it replaces the page', () => {
    given(legalPageDecider, [saved])
      .when(save('<p>New terms.</p>'))
      .then([{ type: 'LegalPageSaved', data: { page: 'TERMS', content: '<p>New terms.</p>' } }]);
  });
});
