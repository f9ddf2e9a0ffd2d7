import { AdminRoutes, type AuditActorType, type AuditCategory } from '@notebook/contracts';

/** 'CHAPTER_GROUP' -> 'Chapter group', 'STATUS_CHANGED' -> 'Status changed'. */
export const wordsOf = (code: string) => {
  const words = code.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const ownWords: Partial<Record<AuditCategory, string>> = {
  AKT_QUESTION: 'AKT question',
  MSQ_QUESTION: 'KFP(MSQ) question',
  KFP_CASE: 'KFP case',
  SEO_PAGE: 'SEO page',
};
export const categoryLabel = (category: AuditCategory) => ownWords[category] ?? wordsOf(category);

export const actorTypeLabel: Record<AuditActorType, string> = {
  ADMIN: 'Admin',
  READER: 'Reader',
  SYSTEM: 'System',
  VISITOR: 'Visitor',
};

const withID = (path: string, field: string) => (id: string) => `${path}?${field}=${encodeURIComponent(id)}`;
const page = (path: string) => () => path;

/** Where an entity is managed (spec section 2's admin pages); payments have no page of their own. */
const entityPages: Record<AuditCategory, ((entityID: string) => string) | null> = {
  CHAPTER_GROUP: page(AdminRoutes.chapterGroups),
  CHAPTER: page(AdminRoutes.chapterGroups),
  TOPIC: withID(AdminRoutes.chapterNotes, 'topicID'),
  LESSON: page(AdminRoutes.chapterNotes),
  NOTE: page(AdminRoutes.chapterNotes),
  AKT_QUESTION: page(AdminRoutes.aktQuestions),
  MSQ_QUESTION: page(AdminRoutes.kfpMsqQuestions),
  KFP_CASE: page(AdminRoutes.kfpQuestions),
  READER: withID(AdminRoutes.readersAddEdit, 'readerID'),
  ADMIN_USER: withID(AdminRoutes.usersAddEdit, 'adminUserID'),
  ROLE: withID(AdminRoutes.rolesAddEdit, 'roleID'),
  READER_GROUP: withID(AdminRoutes.readerGroupsAddEdit, 'readerGroupID'),
  PRICING_PLAN: withID(AdminRoutes.pricingPlanAddEdit, 'pricingPlanID'),
  PRICING_CATEGORY: page(AdminRoutes.pricingCategory),
  PRICING_TERM: page(AdminRoutes.pricingTerm),
  PAYMENT: null,
  CONTACT_MESSAGE: page(AdminRoutes.contactUs),
  MOCK_EXAM: page(AdminRoutes.aktMockExam),
  WEBINAR_CATEGORY: withID(AdminRoutes.webinarCategoryAddEdit, 'webinarCategoryID'),
  WEBINAR: withID(AdminRoutes.webinarsAddEdit, 'webinarID'),
  NOTIFICATION: withID(AdminRoutes.notificationAddEdit, 'notificationID'),
  TESTIMONIAL: page(AdminRoutes.testimonial),
  SEO_PAGE: page(AdminRoutes.seo),
  STATISTICS_IMAGE: page(AdminRoutes.statistics),
  LEGAL_PAGE: page(AdminRoutes.legalPages),
  EXAM_SITTING: page(AdminRoutes.examSittings),
  CONTENT_REPORT: null,
};

export const entityHref = (category: AuditCategory, entityID: string) => entityPages[category]?.(entityID) ?? null;
