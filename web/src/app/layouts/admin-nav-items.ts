import { AdminRoutes, type PrivilegeRequirement } from '@notebook/contracts';
import type { ComponentType } from 'react';
import { UnreadContactMessagesBadge } from '@/features/contact-us/components/unread-contact-messages-badge';
import { adminNavRule } from './admin-nav-rules';

export type AdminNavItem = {
  label: string;
  to: string;
  /** Any one of these shows the item; none means every admin sees it. */
  privileges?: PrivilegeRequirement;
  /** A count shown beside the label (e.g. unread messages), rendered only when the item is. */
  Badge?: ComponentType;
};
export type AdminNavSection = { title?: string; items: readonly AdminNavItem[] };

type ItemOf = Omit<AdminNavItem, 'privileges'>;

/** The items of a section that its rule shows to someone, with the privileges their pages' calls need (adminNavRules). */
const shown = (...items: ItemOf[]): AdminNavItem[] =>
  items
    .filter((item) => !adminNavRule(item.to).hidden)
    .map((item) => ({ ...item, privileges: adminNavRule(item.to).privileges }));

/** The admin sidebar of spec section 2, each item shown only to the admins its page's API calls answer. */
export const adminNavSections: readonly AdminNavSection[] = [
  { items: shown({ label: 'Dashboard', to: AdminRoutes.dashboard }) },
  {
    title: 'Content',
    items: shown(
      { label: 'Chapter Groups', to: AdminRoutes.chapterGroups },
      { label: 'Chapters', to: AdminRoutes.chapterNotes },
    ),
  },
  {
    title: 'Questions',
    items: shown(
      { label: 'KFP Questions', to: AdminRoutes.kfpQuestions },
      { label: 'AKT Questions', to: AdminRoutes.aktQuestions },
      { label: 'KFP(MSQ) Questions', to: AdminRoutes.kfpMsqQuestions },
      { label: 'Content Reports', to: AdminRoutes.contentReports },
      { label: 'Content Review', to: AdminRoutes.contentReview },
    ),
  },
  {
    title: 'Mock Exams',
    items: shown({ label: 'AKT', to: AdminRoutes.aktMockExam }, { label: 'KFP(MSQ)', to: AdminRoutes.msqMockExam }),
  },
  {
    title: 'Readers',
    items: shown(
      { label: 'Readers', to: AdminRoutes.readers },
      { label: 'Reader Groups', to: AdminRoutes.readerGroups },
    ),
  },
  {
    title: 'Site',
    items: shown(
      { label: 'Statistics', to: AdminRoutes.statistics },
      { label: 'Testimonials', to: AdminRoutes.testimonial },
      { label: 'Contact Us', to: AdminRoutes.contactUs, Badge: UnreadContactMessagesBadge },
    ),
  },
  {
    title: 'Pricing',
    items: shown(
      { label: 'Pricing Plan', to: AdminRoutes.pricingPlan },
      { label: 'Pricing Category', to: AdminRoutes.pricingCategory },
      { label: 'Pricing Terms', to: AdminRoutes.pricingTerm },
    ),
  },
  {
    title: 'Webinars',
    items: shown(
      { label: 'Webinars', to: AdminRoutes.webinars },
      { label: 'Webinar Category', to: AdminRoutes.webinarCategory },
      { label: 'Webinar Schedule', to: AdminRoutes.calendar },
    ),
  },
  {
    title: 'Settings',
    items: shown(
      { label: 'Notification', to: AdminRoutes.notification },
      { label: 'SEO', to: AdminRoutes.seo },
      { label: 'Terms & Privacy', to: AdminRoutes.legalPages },
      { label: 'Exam Sittings', to: AdminRoutes.examSittings },
      { label: 'Users', to: AdminRoutes.users },
      { label: 'Roles', to: AdminRoutes.roles },
      { label: 'Web Audit', to: AdminRoutes.audit },
      { label: 'Report', to: AdminRoutes.report },
    ),
  },
];
