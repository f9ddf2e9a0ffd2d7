import {
  AdminRoutes,
  ApiPaths,
  CATALOG_MENU_PRIVILEGES,
  CONTENT_REPORT_PRIVILEGES,
  Privileges,
  type PrivilegeRequirement,
} from '@notebook/contracts';

/**
 * Who sees an admin sidebar item. A built page lists the API calls it makes as it opens (`calls`,
 * `METHOD path` as the route table names them): the item's `privileges` must open every one of
 * them, so the item never leads an admin to a page the API refuses (test/e2e/admin-sidebar-rules.e2e.spec.ts
 * checks them against the route table). A page not built yet makes no call: it shows only to the
 * holders of its area's privileges, and not at all when its area has none (`hidden`).
 */
export type AdminNavRule = {
  /** Any one of these shows the item; none: the admin type is enough (only when every call needs no more). */
  privileges?: PrivilegeRequirement;
  calls: readonly string[];
  /** Not shown to anyone: no page and no privilege of its own yet. */
  hidden?: true;
};

const post = (path: string) => `POST ${path}`;
const get = (path: string) => `GET ${path}`;
const chapterMenu = post(ApiPaths.adminChapter.getChapterMenu);
const pricing = [Privileges.pricing.view, Privileges.pricing.addEdit];

export const adminNavRules: Readonly<Record<string, AdminNavRule>> = {
  [AdminRoutes.dashboard]: { calls: [post(ApiPaths.adminReport.getDashboard)] },
  [AdminRoutes.chapterGroups]: { privileges: Privileges.chapterGroup.view, calls: [chapterMenu] },
  // Lesson and note editors work on the notes screen too.
  [AdminRoutes.chapterNotes]: {
    privileges: [
      ...Object.values(Privileges.chapter),
      ...Object.values(Privileges.lesson),
      ...Object.values(Privileges.note),
    ],
    calls: [chapterMenu, post(ApiPaths.adminChapter.getTopicLessons)],
  },
  // The cases need only the admin type, but the screen picks a topic from the catalog's menu first.
  [AdminRoutes.kfpQuestions]: {
    privileges: CATALOG_MENU_PRIVILEGES,
    calls: [chapterMenu, get(ApiPaths.adminChapter.getAllActiveKFPCasesForTopic)],
  },
  [AdminRoutes.aktQuestions]: {
    privileges: [Privileges.aktQuestion.view, Privileges.aktQuestion.addEdit],
    calls: [chapterMenu, get(ApiPaths.adminChapter.getAKTQuestionList)],
  },
  [AdminRoutes.kfpMsqQuestions]: {
    privileges: Privileges.msqQuestion.view,
    calls: [chapterMenu, get(ApiPaths.adminChapter.getMSQQuestionList)],
  },
  [AdminRoutes.aktMockExam]: {
    privileges: Privileges.mockExam.view,
    calls: [post(ApiPaths.adminMockExam.getPagedMockExams)],
  },
  [AdminRoutes.msqMockExam]: {
    privileges: Privileges.mockExam.view,
    calls: [post(ApiPaths.adminMockExam.getPagedMockExams)],
  },
  [AdminRoutes.readers]: {
    privileges: Object.values(Privileges.reader),
    calls: [post(ApiPaths.adminReader.getPagedReaders)],
  },
  [AdminRoutes.readerGroups]: {
    privileges: Privileges.reader.view,
    calls: [post(ApiPaths.adminReaderGroup.getPagedReaderGroups)],
  },
  [AdminRoutes.statistics]: { privileges: Privileges.statistics.view, calls: [] },
  [AdminRoutes.testimonial]: { privileges: Privileges.contactUs.view, calls: [] },
  [AdminRoutes.contactUs]: {
    privileges: Privileges.contactUs.view,
    calls: [post(ApiPaths.adminContactUs.getPagedContactMessages)],
  },
  [AdminRoutes.pricingPlan]: { privileges: pricing, calls: [post(ApiPaths.adminPricing.getPricingPlans)] },
  [AdminRoutes.pricingCategory]: { privileges: pricing, calls: [post(ApiPaths.adminPricing.getPricingCategories)] },
  [AdminRoutes.pricingTerm]: { privileges: pricing, calls: [post(ApiPaths.adminPricing.getPricingTerms)] },
  [AdminRoutes.webinars]: { privileges: Privileges.webinar.view, calls: [] },
  [AdminRoutes.webinarCategory]: { privileges: [Privileges.webinar.view, Privileges.webinar.addEdit], calls: [] },
  // The Webinar Schedule: the sidebar item by the statistics view privilege (spec section 2).
  [AdminRoutes.calendar]: {
    privileges: Privileges.statistics.view,
    calls: [post(ApiPaths.adminSchedule.getScheduleMonth)],
  },
  [AdminRoutes.notification]: { privileges: Privileges.notification.view, calls: [] },
  [AdminRoutes.seo]: { privileges: Privileges.seo.view, calls: [] },
  [AdminRoutes.legalPages]: {
    privileges: [Privileges.seo.view, Privileges.seo.addEdit],
    calls: [post(ApiPaths.adminSiteContent.getLegalPages)],
  },
  [AdminRoutes.examSittings]: {
    privileges: [Privileges.seo.view, Privileges.seo.addEdit],
    calls: [post(ApiPaths.adminReview.getExamSittings)],
  },
  [AdminRoutes.users]: { privileges: Privileges.adminUser.view, calls: [post(ApiPaths.adminUser.getPagedAdminUsers)] },
  [AdminRoutes.roles]: { privileges: Privileges.role.view, calls: [post(ApiPaths.adminRole.getRoles)] },
  // The audit's calls need only the admin type (spec section 6); its item shows to the web audit privilege.
  [AdminRoutes.audit]: {
    privileges: Privileges.webAudit.view,
    calls: [post(ApiPaths.adminAudit.getPagedAuditEntries), post(ApiPaths.adminAudit.getAuditActors)],
  },
  [AdminRoutes.report]: { calls: [post(ApiPaths.adminReport.getReport)] },
  [AdminRoutes.contentReports]: {
    privileges: CONTENT_REPORT_PRIVILEGES,
    calls: [post(ApiPaths.adminContentReport.getPagedContentReports)],
  },
  [AdminRoutes.contentReview]: {
    privileges: CONTENT_REPORT_PRIVILEGES,
    calls: [post(ApiPaths.adminContentReport.getContentNeedingReview)],
  },
};

/** The rule of a sidebar item's page (every item has one). */
export function adminNavRule(to: string): AdminNavRule {
  const rule = adminNavRules[to];
  if (!rule) throw new Error(`No sidebar rule is declared for ${to}`);
  return rule;
}
