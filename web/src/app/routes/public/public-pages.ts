import { PublicRoutes } from '@notebook/contracts';
import { lazy, type ComponentType } from 'react';
// Already in the first load: the reader layout shows ConfirmEmailNotice from the same module.
import { ConfirmEmailPage, ResetPasswordPage } from '@/features/auth/components/email-link-pages';
import { READER_ONLY, type RouteAccess } from '../../guards/access';

export type PublicPage = {
  path: string;
  title: string;
  description: string;
  /** focus: the mock exam sitting's shell, with nothing to wander off to (layouts/focus-layout.tsx). */
  layout: 'indexed' | 'plain' | 'header-only' | 'focus';
  access?: RouteAccess;
  /** The page's screen once it is built; until then the route shows its InfoPage. */
  screen?: ComponentType;
};

/**
 * A screen in its own chunk, fetched the first time one of its routes is shown, so a reader's first page
 * loads only what it shows ("Size budget" in docs/web.md). The router wraps it in Suspense.
 */
function lazyScreen<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): ComponentType {
  return lazy(async () => {
    const screen: ComponentType = (await load())[name];
    return { default: screen };
  });
}

const lessonsPage = () => import('@/features/reading/components/lessons-page');
const lessonNotesPage = () => import('@/features/reading/components/lesson-notes-page');
const kfpTopicsPage = () => import('@/features/kfp-practice/components/kfp-topics-page');
const kfpCasePage = () => import('@/features/kfp-practice/components/kfp-case-page');
const practicePages = () => import('@/features/practice-sessions/components/practice-pages');
const readerMockExamsPage = () => import('@/features/mock-exams/components/reader-mock-exams-page');
const mockExamSittingPage = () => import('@/features/mock-exams/components/mock-exam-sitting-page');
const mockExamResultPage = () => import('@/features/mock-exams/components/mock-exam-result-page');
const webinarPages = () => import('@/features/webinars/components/reader-webinar-pages');
const searchPage = () => import('@/features/search/components/search-page');
const reviewPage = () => import('@/features/review/components/review-page');
const profilePage = () => import('./profile');
const upgradePage = () => import('@/features/pricing/components/upgrade-page');
const doPaymentPage = () => import('@/features/pricing/components/do-payment-page');
const externalPaymentPage = () => import('@/features/pricing/components/external-payment-page');
const registerPage = () => import('@/features/auth/components/register-page');
const legalPages = () => import('@/features/site-content/components/legal-page');

/** The reader routes of spec section 2 other than the home page, with their layout. */
export const publicPages: readonly PublicPage[] = [
  {
    path: PublicRoutes.lessons,
    title: 'Lessons',
    description: 'The lessons of the topic chosen in the index.',
    layout: 'indexed',
    screen: lazyScreen(lessonsPage, 'LessonsPage'),
  },
  {
    path: PublicRoutes.lessonNotes,
    title: 'Lesson notes',
    description: 'The notes of a lesson, to read and annotate.',
    layout: 'indexed',
    screen: lazyScreen(lessonNotesPage, 'LessonNotesPage'),
  },
  {
    path: PublicRoutes.webinars,
    title: 'Webinars',
    description: 'Recorded webinars with their slides and resources.',
    layout: 'indexed',
    screen: lazyScreen(webinarPages, 'PastWebinarsPage'),
  },
  {
    path: PublicRoutes.nextWebinars,
    title: 'Next Webinars',
    description: 'Webinars coming up, with their dates and times.',
    layout: 'indexed',
    screen: lazyScreen(webinarPages, 'NextWebinarsPage'),
  },
  {
    path: PublicRoutes.webinar,
    title: 'Webinar',
    description: 'A webinar recording and its resources.',
    layout: 'indexed',
    screen: lazyScreen(webinarPages, 'WebinarPage'),
  },
  {
    path: PublicRoutes.webinarBanner,
    title: 'Webinars',
    description: 'Webinars of this series.',
    layout: 'indexed',
    screen: lazyScreen(webinarPages, 'WebinarBannerPage'),
  },
  {
    path: PublicRoutes.kfpQuestions,
    title: 'KFP Questions',
    description: 'Key feature problem cases, by topic.',
    layout: 'indexed',
    screen: lazyScreen(kfpTopicsPage, 'KfpTopicsPage'),
  },
  {
    path: PublicRoutes.kfpQuestion,
    title: 'KFP Question',
    description: 'A key feature problem case and its questions.',
    layout: 'indexed',
    screen: lazyScreen(kfpCasePage, 'KfpCasePage'),
  },
  {
    path: PublicRoutes.aktQuestions,
    title: 'AKT Questions',
    description: 'Applied knowledge test practice sessions.',
    layout: 'indexed',
    screen: lazyScreen(practicePages, 'AktSessionsPage'),
  },
  {
    path: PublicRoutes.aktQuestionsNew,
    title: 'New AKT session',
    description: 'Choose the topics and number of questions for a practice session.',
    layout: 'indexed',
    access: READER_ONLY,
    screen: lazyScreen(practicePages, 'NewAktSessionPage'),
  },
  {
    path: PublicRoutes.aktQuestionsSession,
    title: 'AKT session',
    description: 'Answer the questions of your practice session.',
    layout: 'indexed',
    access: READER_ONLY,
    screen: lazyScreen(practicePages, 'AktSessionPage'),
  },
  {
    path: PublicRoutes.msqQuestions,
    title: 'KFP(MSQ) Questions',
    description: 'KFP multiple-select practice sessions, marked as the exam marks them.',
    layout: 'indexed',
    screen: lazyScreen(practicePages, 'MsqSessionsPage'),
  },
  {
    path: PublicRoutes.msqQuestionsNew,
    title: 'New KFP(MSQ) session',
    description: 'Choose the topics and number of questions for a practice session.',
    layout: 'indexed',
    access: READER_ONLY,
    screen: lazyScreen(practicePages, 'NewMsqSessionPage'),
  },
  {
    path: PublicRoutes.msqQuestionsSession,
    title: 'KFP(MSQ) session',
    description: 'Answer the questions of your practice session.',
    layout: 'indexed',
    access: READER_ONLY,
    screen: lazyScreen(practicePages, 'MsqSessionPage'),
  },
  {
    path: PublicRoutes.mockExams,
    title: 'Mock Exams',
    description: 'Timed AKT and KFP(MSQ) papers.',
    layout: 'indexed',
    screen: lazyScreen(readerMockExamsPage, 'ReaderMockExamsPage'),
  },
  {
    path: PublicRoutes.mockExamSitting,
    title: 'Mock exam',
    description: 'Answer the paper before the time runs out.',
    layout: 'focus',
    access: READER_ONLY,
    screen: lazyScreen(mockExamSittingPage, 'MockExamSittingPage'),
  },
  {
    path: PublicRoutes.mockExamResult,
    title: 'Mock exam result',
    description: 'Your score and the review of the paper.',
    layout: 'indexed',
    access: READER_ONLY,
    screen: lazyScreen(mockExamResultPage, 'MockExamResultPage'),
  },
  {
    path: PublicRoutes.review,
    title: 'Today’s review',
    description: 'The questions you missed, back just before you would forget them.',
    layout: 'indexed',
    access: READER_ONLY,
    screen: lazyScreen(reviewPage, 'ReviewPage'),
  },

  {
    path: PublicRoutes.search,
    title: 'Search',
    description: 'Notes, lessons and topics that match your search.',
    layout: 'indexed',
    screen: lazyScreen(searchPage, 'SearchPage'),
  },
  {
    path: PublicRoutes.profile,
    title: 'Profile',
    description: 'Your details, subscription, bookmarks and notes.',
    layout: 'header-only',
    screen: lazyScreen(profilePage, 'ProfileWithPlanPage'),
  },
  {
    path: PublicRoutes.profileUpgrade,
    title: 'Upgrade plan',
    description: 'Move to a longer or larger plan.',
    layout: 'header-only',
    screen: lazyScreen(upgradePage, 'UpgradePage'),
  },
  {
    path: PublicRoutes.doPayment,
    title: 'Payment',
    description: 'Pay for the plan you chose.',
    layout: 'plain',
    access: READER_ONLY,
    screen: lazyScreen(doPaymentPage, 'DoPaymentPage'),
  },
  {
    path: PublicRoutes.externalPayment,
    title: 'Payment',
    description: 'Pay for a plan with the link you were sent.',
    layout: 'plain',
    screen: lazyScreen(externalPaymentPage, 'ExternalPaymentPage'),
  },
  {
    path: PublicRoutes.register,
    title: 'Register',
    description: 'Create your account to subscribe.',
    layout: 'plain',
    screen: lazyScreen(registerPage, 'RegisterPage'),
  },
  {
    path: PublicRoutes.confirmEmail,
    title: 'Confirm your e-mail address',
    description: 'Opened from the confirmation e-mail.',
    layout: 'plain',
    screen: ConfirmEmailPage,
  },
  {
    path: PublicRoutes.resetPassword,
    title: 'Choose a new password',
    description: 'Opened from the reset e-mail.',
    layout: 'plain',
    screen: ResetPasswordPage,
  },
  {
    path: PublicRoutes.termsAndConditions,
    title: 'Terms and conditions',
    description: 'The terms of use of this platform.',
    layout: 'plain',
    screen: lazyScreen(legalPages, 'TermsAndConditionsPage'),
  },
  {
    path: PublicRoutes.privacyPolicy,
    title: 'Privacy policy',
    description: 'How we collect, use and protect your personal data.',
    layout: 'plain',
    screen: lazyScreen(legalPages, 'PrivacyPolicyPage'),
  },
];
