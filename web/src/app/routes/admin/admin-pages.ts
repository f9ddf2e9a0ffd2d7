import { AdminRoutes, CONTENT_REPORT_PRIVILEGES, Privileges, type PrivilegeRequirement } from '@notebook/contracts';
import type { ComponentType } from 'react';
import { AuditPage } from '@/features/audit/components/audit-page';
import { CalendarPage } from '@/features/calendar/components/calendar-page';
import { AdminWebinarEditPage, AdminWebinarsPage } from '@/features/webinars/components/admin-webinar-pages';
import { WebinarCategoriesPage, WebinarCategoryEditPage } from '@/features/webinars/components/webinar-category-pages';
import { AdminNotificationEditPage } from '@/features/notifications/components/admin-notification-edit-page';
import { AdminNotificationsPage } from '@/features/notifications/components/admin-notifications-page';
import { SeoPagesPage } from '@/features/site-content/components/admin-seo-page';
import { LegalPagesPage } from '@/features/site-content/components/admin-legal-pages-page';
import { ExamSittingsPage } from '@/features/review/components/admin-exam-sittings-page';
import { StatisticsPage } from '@/features/site-content/components/admin-statistics-page';
import { TestimonialEditPage, TestimonialsPage } from '@/features/site-content/components/admin-testimonial-pages';
import { ReportPage } from '@/features/reports/components/report-page';
import { ContentReportsPage } from '@/features/content-feedback/components/content-reports-page';
import { ContentReviewPage } from '@/features/content-feedback/components/content-review-page';

export type AdminPage = {
  path: string;
  title: string;
  description: string;
  /** Any one of these opens the page (spec section 6); none means the admin type is enough. */
  privileges?: PrivilegeRequirement;
  /** The page's screen, given its title and description (admin-app.tsx's own map names the older ones). */
  screen?: ComponentType<{ title: string; description: string }>;
};

/**
 * Every admin route of spec section 2 with its access rule. Pages with their own screen are wired in
 * admin-app.tsx; the rest show their title and purpose until their issue builds them.
 */
export const adminPages: readonly AdminPage[] = [
  {
    path: AdminRoutes.dashboard,
    title: 'Dashboard',
    description: "Today's key figures and the areas of the platform you manage.",
  },
  {
    path: AdminRoutes.chapterGroups,
    title: 'Chapter Groups',
    description: 'Chapter groups, their chapters and topics, in the order readers study them.',
    privileges: Privileges.chapterGroup.view,
  },
  {
    path: AdminRoutes.chapterNotes,
    title: 'Chapters',
    description: 'Pick a topic to see its lessons, then a lesson to see and write its notes.',
    // Lesson and note editors work here too, so any of their privileges opens the page.
    privileges: [
      ...Object.values(Privileges.chapter),
      ...Object.values(Privileges.lesson),
      ...Object.values(Privileges.note),
    ],
  },
  {
    path: AdminRoutes.kfpQuestions,
    title: 'KFP Questions',
    description: 'Key feature problem cases and their questions, by topic.',
  },
  {
    path: AdminRoutes.aktQuestions,
    title: 'AKT Questions',
    description: 'Applied knowledge test questions, by topic.',
    privileges: [Privileges.aktQuestion.view, Privileges.aktQuestion.addEdit],
  },
  {
    path: AdminRoutes.kfpMsqQuestions,
    title: 'KFP(MSQ) Questions',
    description: 'Multiple-select KFP questions, by topic.',
    privileges: [Privileges.msqQuestion.view, Privileges.msqQuestion.addEdit],
  },
  {
    path: AdminRoutes.aktMockExam,
    title: 'AKT Mock Exams',
    description: 'Timed AKT mock exams and when they run.',
    privileges: Privileges.mockExam.view,
  },
  {
    path: AdminRoutes.aktMockExamAddEdit,
    title: 'AKT Mock Exam',
    description: 'Questions, timing and status of an AKT mock exam.',
    privileges: [Privileges.mockExam.create, Privileges.mockExam.update],
  },
  {
    path: AdminRoutes.msqMockExam,
    title: 'KFP(MSQ) Mock Exams',
    description: 'Timed KFP(MSQ) mock exams and when they run.',
    privileges: Privileges.mockExam.view,
  },
  {
    path: AdminRoutes.msqMockExamAddEdit,
    title: 'KFP(MSQ) Mock Exam',
    description: 'Questions, timing and status of a KFP(MSQ) mock exam.',
    privileges: [Privileges.mockExam.create, Privileges.mockExam.update],
  },
  {
    path: AdminRoutes.readers,
    title: 'Readers',
    description: 'Registered readers, their subscriptions and account status.',
    privileges: Object.values(Privileges.reader),
  },
  {
    path: AdminRoutes.readersAddEdit,
    title: 'Reader',
    description: 'Details, groups and account of a new reader.',
    // A reader's page: those who view readers see it read-only (spec section 6: reader add/edit and view).
    privileges: Object.values(Privileges.reader),
  },
  {
    path: AdminRoutes.readersBulkEdit,
    title: 'Bulk Edit Readers',
    description: 'Change the status and groups of several readers at once.',
    privileges: [Privileges.reader.addEdit, Privileges.reader.status],
  },
  {
    path: AdminRoutes.readerGroups,
    title: 'Reader Groups',
    description: 'Groups of readers that notifications can be sent to.',
    privileges: Privileges.reader.view,
  },
  {
    path: AdminRoutes.readerGroupsAddEdit,
    title: 'Reader Group',
    description: 'Name and members of a reader group.',
    privileges: [Privileges.reader.addEdit, Privileges.reader.view],
  },
  {
    path: AdminRoutes.statistics,
    title: 'Statistics',
    description: 'Figures shown on the public home page.',
    privileges: [Privileges.statistics.view, Privileges.statistics.addEdit],
    screen: StatisticsPage,
  },
  {
    path: AdminRoutes.testimonial,
    title: 'Testimonials',
    description: 'What readers say about the course.',
    privileges: Privileges.contactUs.view,
    screen: TestimonialsPage,
  },
  {
    path: AdminRoutes.testimonialAddEdit,
    title: 'Testimonial',
    description: 'Text and author of a testimonial.',
    privileges: Privileges.testimonial.addEdit,
    screen: TestimonialEditPage,
  },
  {
    path: AdminRoutes.contactUs,
    title: 'Contact Us',
    description: 'Messages visitors and readers sent through Contact Us, newest first.',
    privileges: Privileges.contactUs.view,
  },
  {
    path: AdminRoutes.pricingPlan,
    title: 'Pricing Plan',
    description: 'Subscription plans readers can buy, and the topics each opens during its free trial.',
  },
  {
    path: AdminRoutes.pricingPlanAddEdit,
    title: 'Pricing Plan',
    description: 'Price, period, status and the topics a plan opens.',
  },
  {
    path: AdminRoutes.pricingCategory,
    title: 'Pricing Category',
    description: 'Categories that group pricing plans on the pricing section, in the order shown there.',
  },
  {
    path: AdminRoutes.pricingCategoryAddEdit,
    title: 'Pricing Category',
    description: 'Name, description and status of a pricing category.',
  },
  {
    path: AdminRoutes.pricingTerm,
    title: 'Pricing Terms',
    description: 'Terms readers accept before they pay, in the order the payment page shows them.',
  },
  { path: AdminRoutes.pricingTermAddEdit, title: 'Pricing Term', description: 'Title and text of a pricing term.' },
  {
    path: AdminRoutes.webinars,
    title: 'Webinars',
    description: 'Webinars with their recordings and PDF resources.',
    privileges: Privileges.webinar.view,
    screen: AdminWebinarsPage,
  },
  {
    path: AdminRoutes.webinarsAddEdit,
    title: 'Webinar',
    description: 'Details, category and resources of a webinar.',
    privileges: Privileges.webinar.addEdit,
    screen: AdminWebinarEditPage,
  },
  {
    path: AdminRoutes.webinarCategory,
    title: 'Webinar Category',
    description: 'Categories that group webinars by exam and period.',
    screen: WebinarCategoriesPage,
  },
  {
    path: AdminRoutes.webinarCategoryAddEdit,
    title: 'Webinar Category',
    description: 'Name and type of a webinar category.',
    screen: WebinarCategoryEditPage,
  },
  {
    path: AdminRoutes.calendar,
    title: 'Webinar Schedule',
    description: 'Webinars and mock exams by date, in Sydney time.',
    privileges: [Privileges.statistics.view, Privileges.statistics.addEdit],
    screen: CalendarPage,
  },
  {
    path: AdminRoutes.notification,
    title: 'Notification',
    description: 'Notifications sent to readers about webinars and topics.',
    privileges: Privileges.notification.view,
    screen: AdminNotificationsPage,
  },
  {
    path: AdminRoutes.notificationAddEdit,
    title: 'Notification',
    description: 'Content and audience of a notification.',
    privileges: Privileges.notification.addEdit,
    screen: AdminNotificationEditPage,
  },
  {
    path: AdminRoutes.seo,
    title: 'SEO',
    description: 'Titles and descriptions search engines show for the public pages.',
    privileges: Privileges.seo.view,
    screen: SeoPagesPage,
  },
  {
    path: AdminRoutes.legalPages,
    title: 'Terms & Privacy',
    description:
      'The terms and conditions and the privacy policy the footer links to and readers accept when they register.',
    privileges: [Privileges.seo.view, Privileges.seo.addEdit],
    screen: LegalPagesPage,
  },
  {
    path: AdminRoutes.examSittings,
    title: 'Exam Sittings',
    description:
      "The RACGP's AKT and KFP sittings, from its published calendar: readers choose the upcoming ones in their exam plan.",
    privileges: [Privileges.seo.view, Privileges.seo.addEdit],
    screen: ExamSittingsPage,
  },
  {
    path: AdminRoutes.users,
    title: 'Users',
    description: 'Admin users and the roles they hold.',
    privileges: Privileges.adminUser.view,
  },
  {
    path: AdminRoutes.usersAddEdit,
    title: 'User',
    description: 'Details and role of an admin user.',
    privileges: Privileges.adminUser.addEdit,
  },
  {
    path: AdminRoutes.roles,
    title: 'Roles',
    description: 'Roles and the privileges they grant.',
    privileges: Privileges.role.view,
  },
  {
    path: AdminRoutes.rolesAddEdit,
    title: 'Role',
    description: 'Name of a role and the privileges it grants.',
    privileges: Privileges.role.addEdit,
  },
  { path: AdminRoutes.audit, title: 'Web Audit', description: 'Who changed what, and when.', screen: AuditPage },
  {
    path: AdminRoutes.report,
    title: 'Report',
    description: 'Reports on readers, subscriptions and content, as they stand now or stood at any past moment.',
    screen: ReportPage,
  },
  {
    path: AdminRoutes.contentReports,
    title: 'Content Reports',
    description: 'Problems readers reported on notes and questions, newest first: accept, fix or reject them.',
    privileges: CONTENT_REPORT_PRIVILEGES,
    screen: ContentReportsPage,
  },
  {
    path: AdminRoutes.contentReview,
    title: 'Content Review',
    description: 'Notes and questions not reviewed for 12 months, or with open reports: review their source.',
    privileges: CONTENT_REPORT_PRIVILEGES,
    screen: ContentReviewPage,
  },
];

export function adminPage(path: string): AdminPage {
  const page = adminPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No admin page is declared for ${path}`);
  return page;
}
