import { AdminRoutes, Privileges, type PrivilegeRequirement } from '@notebook/contracts';
import type { ComponentType } from 'react';
import { UnreadContactMessagesBadge } from '@/features/contact-us/components/unread-contact-messages-badge';
import { adminPage } from '../routes/admin/admin-pages';

export type AdminNavItem = {
  label: string;
  to: string;
  /** Any one of these shows the item; none means every admin sees it. */
  privileges?: PrivilegeRequirement;
  /** A count shown beside the label (e.g. unread messages), rendered only when the item is. */
  Badge?: ComponentType;
};
export type AdminNavSection = { title?: string; items: readonly AdminNavItem[] };

/** The admin sidebar of spec section 2, each item shown only with its privilege. */
export const adminNavSections: readonly AdminNavSection[] = [
  { items: [{ label: 'Dashboard', to: AdminRoutes.dashboard }] },
  {
    title: 'Content',
    items: [
      { label: 'Chapter Groups', to: AdminRoutes.chapterGroups, privileges: Privileges.chapterGroup.view },
      // The notes screen opens with any chapter, lesson or note privilege: the item shows with the same
      // ones, so an admin who edits only lessons or notes reaches it too.
      { label: 'Chapters', to: AdminRoutes.chapterNotes, privileges: adminPage(AdminRoutes.chapterNotes).privileges },
    ],
  },
  {
    title: 'Questions',
    items: [
      { label: 'KFP Questions', to: AdminRoutes.kfpQuestions },
      {
        label: 'AKT Questions',
        to: AdminRoutes.aktQuestions,
        privileges: [Privileges.aktQuestion.view, Privileges.aktQuestion.addEdit],
      },
      { label: 'KFP(MSQ) Questions', to: AdminRoutes.kfpMsqQuestions, privileges: Privileges.msqQuestion.view },
    ],
  },
  {
    title: 'Mock Exams',
    items: [
      { label: 'AKT', to: AdminRoutes.aktMockExam, privileges: Privileges.mockExam.view },
      { label: 'KFP(MSQ)', to: AdminRoutes.msqMockExam, privileges: Privileges.mockExam.view },
    ],
  },
  {
    title: 'Readers',
    items: [
      { label: 'Readers', to: AdminRoutes.readers, privileges: Object.values(Privileges.reader) },
      { label: 'Reader Groups', to: AdminRoutes.readerGroups, privileges: Privileges.reader.view },
    ],
  },
  {
    title: 'Site',
    items: [
      { label: 'Statistics', to: AdminRoutes.statistics, privileges: Privileges.statistics.view },
      { label: 'Testimonials', to: AdminRoutes.testimonial, privileges: Privileges.contactUs.view },
      { label: 'Contact Us', to: AdminRoutes.contactUs, privileges: Privileges.contactUs.view, Badge: UnreadContactMessagesBadge },
    ],
  },
  {
    title: 'Pricing',
    items: [
      { label: 'Pricing Plan', to: AdminRoutes.pricingPlan },
      { label: 'Pricing Category', to: AdminRoutes.pricingCategory },
      { label: 'Pricing Terms', to: AdminRoutes.pricingTerm },
    ],
  },
  {
    title: 'Webinars',
    items: [
      { label: 'Webinars', to: AdminRoutes.webinars, privileges: Privileges.webinar.view },
      { label: 'Webinar Category', to: AdminRoutes.webinarCategory },
      { label: 'Webinar Schedule', to: AdminRoutes.calendar, privileges: Privileges.statistics.view },
    ],
  },
  {
    title: 'Settings',
    items: [
      { label: 'Notification', to: AdminRoutes.notification, privileges: Privileges.notification.view },
      { label: 'SEO', to: AdminRoutes.seo, privileges: Privileges.seo.view },
      { label: 'Users', to: AdminRoutes.users, privileges: Privileges.adminUser.view },
      { label: 'Roles', to: AdminRoutes.roles, privileges: Privileges.role.view },
      { label: 'Web Audit', to: AdminRoutes.audit, privileges: Privileges.webAudit.view },
      { label: 'Report', to: AdminRoutes.report },
    ],
  },
];
