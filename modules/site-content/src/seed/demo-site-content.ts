import type { SaveSeo, SaveTestimonial } from '../site-content.service';

/** Testimonials of Australian GP candidates for the demo's home page. */
export const DEMO_TESTIMONIALS: SaveTestimonial[] = [
  {
    authorName: 'Dr Priya Raman',
    authorRole: 'GP registrar, Ballarat VIC',
    text: 'The KFP cases felt like the real exam. I stopped guessing what the examiners wanted and passed first time.',
    colour: 'SKY',
    status: 'ACT',
  },
  {
    authorName: 'Dr Tom Fletcher',
    authorRole: 'Rural generalist, Mount Isa QLD',
    text: 'Short notes I could read between shifts, with the guidelines already summarised. The AKT practice sessions kept me honest.',
    colour: 'MINT',
    status: 'ACT',
  },
  {
    authorName: 'Dr Mei Chen',
    authorRole: 'IMG candidate, Parramatta NSW',
    text: 'The webinars explained the Australian context I was missing. I recommend the mock exams to every registrar in our practice.',
    colour: 'SAND',
    status: 'ACT',
  },
  {
    authorName: 'Dr Liam O’Connor',
    authorRole: 'GP registrar, Hobart TAS',
    text: 'Draft: waiting for the candidate to approve the wording.',
    colour: 'ROSE',
    status: 'INA',
  },
];

/** SEO for every page key. */
export const DEMO_SEO: SaveSeo[] = [
  {
    pageKey: 'HOME',
    title: 'Notebook: GP exam study notes, KFP cases and AKT practice',
    description:
      'Concise study notes, webinars, KFP cases and AKT practice questions for Australian general practice exam candidates.',
    keywords: 'RACGP, AKT, KFP, GP exam, study notes',
    imageURI: '/favicon.svg',
  },
  {
    pageKey: 'AKT_QUESTIONS',
    title: 'AKT practice questions | Notebook',
    description: 'Applied knowledge test practice sessions in tutor and exam mode, marked as the exam marks them.',
    keywords: 'AKT, applied knowledge test, practice questions',
  },
  {
    pageKey: 'KFP_QUESTIONS',
    title: 'KFP cases | Notebook',
    description: 'Key feature problem cases by topic, with model answers and explanations.',
    keywords: 'KFP, key feature problems, GP exam',
  },
  {
    pageKey: 'KFP_PRINCIPLES',
    title: 'KFP principles | Notebook',
    description: 'How key feature problems are written and marked, worked through one case at a time.',
    keywords: 'KFP principles, marking',
  },
  {
    pageKey: 'NEXT_WEBINARS',
    title: 'Upcoming webinars | Notebook',
    description: 'Live webinars for GP exam candidates, with dates and times in your time zone.',
    keywords: 'webinars, GP exam, live',
  },
  {
    pageKey: 'WEBINARS_BY_PERIOD',
    title: 'Webinars by exam period | Notebook',
    description: 'Recorded webinars for each exam sitting, with their slides and resources.',
    keywords: 'webinar recordings, exam period',
  },
  {
    pageKey: 'CCE_RESOURCES',
    title: 'CCE resources | Notebook',
    description: 'Clinical competency exam webinars and resources, by series.',
    keywords: 'CCE, clinical competency exam',
  },
];
