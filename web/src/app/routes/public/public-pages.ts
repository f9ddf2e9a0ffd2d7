import { PublicRoutes } from '@notebook/contracts';
import type { ComponentType } from 'react';
import { LessonNotesPage } from '@/features/reading/components/lesson-notes-page';
import { LessonsPage } from '@/features/reading/components/lessons-page';
import { SearchPage } from '@/features/search/components/search-page';
import { DoPaymentPage } from '@/features/pricing/components/do-payment-page';
import { ExternalPaymentPage } from '@/features/pricing/components/external-payment-page';
import { UpgradePage } from '@/features/pricing/components/upgrade-page';
import {
  AktSessionPage,
  AktSessionsPage,
  MsqSessionPage,
  MsqSessionsPage,
  NewAktSessionPage,
  NewMsqSessionPage,
} from '@/features/practice-sessions/components/practice-pages';
import { KfpCasePage } from '@/features/kfp-practice/components/kfp-case-page';
import { RegisterPage } from '@/features/auth/components/register-page';
import { ConfirmEmailPage, ResetPasswordPage } from '@/features/auth/components/email-link-pages';
import { ReaderMockExamsPage } from '@/features/mock-exams/components/reader-mock-exams-page';
import { MockExamSittingPage } from '@/features/mock-exams/components/mock-exam-sitting-page';
import { MockExamResultPage } from '@/features/mock-exams/components/mock-exam-result-page';
import { KfpTopicsPage } from '@/features/kfp-practice/components/kfp-topics-page';
import { READER_ONLY, type RouteAccess } from '../../guards/access';
import { ProfileWithPlanPage } from './profile';

export type PublicPage = {
  path: string;
  title: string;
  description: string;
  layout: 'indexed' | 'plain' | 'header-only';
  access?: RouteAccess;
  /** The page's screen once it is built; until then the route shows its InfoPage. */
  screen?: ComponentType;
};

/** The reader routes of spec section 2 other than the home page, with their layout. */
export const publicPages: readonly PublicPage[] = [
  {
    path: PublicRoutes.lessons,
    title: 'Lessons',
    description: 'The lessons of the topic chosen in the index.',
    layout: 'indexed',
    screen: LessonsPage,
  },
  {
    path: PublicRoutes.lessonNotes,
    title: 'Lesson notes',
    description: 'The notes of a lesson, to read and annotate.',
    layout: 'indexed',
    screen: LessonNotesPage,
  },
  {
    path: PublicRoutes.webinars,
    title: 'Webinars',
    description: 'Recorded webinars with their slides and resources.',
    layout: 'indexed',
  },
  {
    path: PublicRoutes.nextWebinars,
    title: 'Next Webinars',
    description: 'Webinars coming up, with their dates and times.',
    layout: 'indexed',
  },
  {
    path: PublicRoutes.webinar,
    title: 'Webinar',
    description: 'A webinar recording and its resources.',
    layout: 'indexed',
  },
  { path: PublicRoutes.webinarBanner, title: 'Webinars', description: 'Webinars of this series.', layout: 'indexed' },
  {
    path: PublicRoutes.kfpQuestions,
    title: 'KFP Questions',
    description: 'Key feature problem cases, by topic.',
    layout: 'indexed',
    screen: KfpTopicsPage,
  },
  {
    path: PublicRoutes.kfpQuestion,
    title: 'KFP Question',
    description: 'A key feature problem case and its questions.',
    layout: 'indexed',
    screen: KfpCasePage,
  },
  {
    path: PublicRoutes.aktQuestions,
    title: 'AKT Questions',
    description: 'Applied knowledge test practice sessions.',
    layout: 'indexed',
    screen: AktSessionsPage,
  },
  {
    path: PublicRoutes.aktQuestionsNew,
    title: 'New AKT session',
    description: 'Choose the topics and number of questions for a practice session.',
    layout: 'indexed',
    access: READER_ONLY,
    screen: NewAktSessionPage,
  },
  {
    path: PublicRoutes.aktQuestionsSession,
    title: 'AKT session',
    description: 'Answer the questions of your practice session.',
    layout: 'indexed',
    access: READER_ONLY,
    screen: AktSessionPage,
  },
  {
    path: PublicRoutes.msqQuestions,
    title: 'KFP(MSQ) Questions',
    description: 'KFP multiple-select practice sessions, marked as the exam marks them.',
    layout: 'indexed',
    screen: MsqSessionsPage,
  },
  {
    path: PublicRoutes.msqQuestionsNew,
    title: 'New KFP(MSQ) session',
    description: 'Choose the topics and number of questions for a practice session.',
    layout: 'indexed',
    access: READER_ONLY,
    screen: NewMsqSessionPage,
  },
  {
    path: PublicRoutes.msqQuestionsSession,
    title: 'KFP(MSQ) session',
    description: 'Answer the questions of your practice session.',
    layout: 'indexed',
    access: READER_ONLY,
    screen: MsqSessionPage,
  },
  {
    path: PublicRoutes.mockExams,
    title: 'Mock Exams',
    description: 'Timed AKT and KFP(MSQ) papers.',
    layout: 'indexed',
    screen: ReaderMockExamsPage,
  },
  {
    path: PublicRoutes.mockExamSitting,
    title: 'Mock exam',
    description: 'Answer the paper before the time runs out.',
    layout: 'indexed',
    access: READER_ONLY,
    screen: MockExamSittingPage,
  },
  {
    path: PublicRoutes.mockExamResult,
    title: 'Mock exam result',
    description: 'Your score and the review of the paper.',
    layout: 'indexed',
    access: READER_ONLY,
    screen: MockExamResultPage,
  },

  {
    path: PublicRoutes.search,
    title: 'Search',
    description: 'Notes, lessons and topics that match your search.',
    layout: 'indexed',
    screen: SearchPage,
  },
  {
    path: PublicRoutes.profile,
    title: 'Profile',
    description: 'Your details, subscription, bookmarks and notes.',
    layout: 'header-only',
    screen: ProfileWithPlanPage,
  },
  {
    path: PublicRoutes.profileUpgrade,
    title: 'Upgrade plan',
    description: 'Move to a longer or larger plan.',
    layout: 'header-only',
    screen: UpgradePage,
  },
  {
    path: PublicRoutes.doPayment,
    title: 'Payment',
    description: 'Pay for the plan you chose.',
    layout: 'plain',
    access: READER_ONLY,
    screen: DoPaymentPage,
  },
  {
    path: PublicRoutes.externalPayment,
    title: 'Payment',
    description: 'Pay for a plan with the link you were sent.',
    layout: 'plain',
    screen: ExternalPaymentPage,
  },
  {
    path: PublicRoutes.register,
    title: 'Register',
    description: 'Create your account to subscribe.',
    layout: 'plain',
    screen: RegisterPage,
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
  },
  {
    path: PublicRoutes.privacyPolicy,
    title: 'Privacy policy',
    description: 'How we collect, use and protect your personal data.',
    layout: 'plain',
  },
];
