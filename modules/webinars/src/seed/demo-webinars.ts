import type { SaveWebinarCategory } from '../webinar-categories.service';

/** Categories with the spec's codes (section 3). */
export const DEMO_WEBINAR_CATEGORIES: Array<Omit<SaveWebinarCategory, 'webinarCategoryID'>> = [
  { categoryType: 'AKT', categoryCode: '2025.2', categoryName: 'AKT 2025.2', displayOrder: 1, status: 'ACT' },
  { categoryType: 'CCE', categoryCode: 'CCE 2025.2', categoryName: 'CCE 2025.2', displayOrder: 2, status: 'ACT' },
  {
    categoryType: 'CCE',
    categoryCode: 'Malaysian CCE 2025',
    categoryName: 'Malaysian CCE 2025',
    displayOrder: 3,
    status: 'ACT',
  },
];

/**
 * Webinars around the seed's day, on Sydney evenings: `inDays` from today (negative: past ones,
 * which have a recording), in the category of that index above.
 */
export const DEMO_WEBINARS = [
  {
    category: 1,
    inDays: -21,
    webinarName: 'Chest pain in general practice: the KFP approach',
    presenter: 'Dr Priya Raman FRACGP',
    description: '<p>Working through three chest pain cases the way the KFP marks them: red flags first.</p>',
    bannerSlug: 'chest-pain-kfp-approach',
  },
  {
    category: 0,
    inDays: -7,
    webinarName: 'AKT review: paediatric fever and immunisation',
    presenter: 'Dr Tom Whitfield',
    description: '<p>The fever-without-a-source pathway, and the National Immunisation Program schedule.</p>',
    bannerSlug: null,
  },
  {
    category: 2,
    inDays: -3,
    webinarName: 'Diabetes in the consulting room: starting insulin',
    presenter: 'Dr Siti Aminah',
    description: '<p>When to start basal insulin, how to titrate it, and what to check at each review.</p>',
    bannerSlug: null,
  },
  {
    category: 1,
    inDays: 5,
    webinarName: 'Mental health emergencies: assessing suicide risk',
    presenter: 'Dr Hannah O’Connell',
    description: '<p>A structured risk assessment, safety planning and when to call the crisis team.</p>',
    bannerSlug: 'mental-health-emergencies',
  },
  {
    category: 0,
    inDays: 12,
    webinarName: 'AKT sprint: dermatology images',
    presenter: 'Dr James Nguyen',
    description: '<p>Forty images in sixty minutes: the rashes and lesions the AKT keeps showing.</p>',
    bannerSlug: null,
  },
];
