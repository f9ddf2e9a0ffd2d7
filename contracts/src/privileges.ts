/**
 * Privilege codes (spec section 6). The spec names two codes verbatim (the MSQ ones); the others
 * follow the same NOTEBOOK.SETTINGS.* style, one family per line of the spec, with the view codes
 * its route requirements name (chapter group view, chapter view). KFP cases have no family in the
 * spec; their writes need `kfpQuestion.addEdit` (the one code added beyond the spec's list).
 */
export const Privileges = {
  chapterGroup: {
    add: 'NOTEBOOK.SETTINGS.CHAPTER_GROUP_ADD',
    update: 'NOTEBOOK.SETTINGS.CHAPTER_GROUP_UPDATE',
    view: 'NOTEBOOK.SETTINGS.CHAPTER_GROUP.VIEW',
    displayOrder: 'NOTEBOOK.SETTINGS.CHAPTER_GROUP_DISPLAY_ORDER',
  },
  chapter: { ...contentFamily('CHAPTER'), view: 'NOTEBOOK.SETTINGS.CHAPTER.VIEW' },
  topic: contentFamily('TOPIC'),
  lesson: contentFamily('LESSON'),
  note: contentFamily('NOTE'),
  mockExam: {
    create: 'NOTEBOOK.SETTINGS.MOCK_EXAM_CREATE',
    update: 'NOTEBOOK.SETTINGS.MOCK_EXAM_UPDATE',
    inactivate: 'NOTEBOOK.SETTINGS.MOCK_EXAM_INACTIVATE',
    delete: 'NOTEBOOK.SETTINGS.MOCK_EXAM_DELETE',
    view: 'NOTEBOOK.SETTINGS.MOCK_EXAM.VIEW',
  },
  reader: {
    addEdit: 'NOTEBOOK.SETTINGS.READER_ADD_EDIT',
    status: 'NOTEBOOK.SETTINGS.READER_STATUS',
    resetPassword: 'NOTEBOOK.SETTINGS.READER_RESET_PASSWORD',
    billingAddress: 'NOTEBOOK.SETTINGS.READER_BILLING_ADDRESS',
    view: 'NOTEBOOK.SETTINGS.READER.VIEW',
  },
  statistics: {
    view: 'NOTEBOOK.SETTINGS.STATISTICS.VIEW',
    addEdit: 'NOTEBOOK.SETTINGS.STATISTICS_ADD_EDIT',
  },
  testimonial: {
    addEdit: 'NOTEBOOK.SETTINGS.TESTIMONIAL_ADD_EDIT',
  },
  contactUs: {
    acknowledge: 'NOTEBOOK.SETTINGS.CONTACT_US_ACKNOWLEDGE',
    view: 'NOTEBOOK.SETTINGS.CONTACT_US.VIEW',
  },
  webinar: {
    addEdit: 'NOTEBOOK.SETTINGS.WEBINAR_ADD_EDIT',
    uploadPdf: 'NOTEBOOK.SETTINGS.WEBINAR_UPLOAD_PDF',
    removeResource: 'NOTEBOOK.SETTINGS.WEBINAR_REMOVE_RESOURCE',
    view: 'NOTEBOOK.SETTINGS.WEBINAR.VIEW',
  },
  role: {
    addEdit: 'NOTEBOOK.SETTINGS.ROLE_ADD_EDIT',
    view: 'NOTEBOOK.SETTINGS.ROLE.VIEW',
  },
  adminUser: {
    addEdit: 'NOTEBOOK.SETTINGS.ADMIN_USER_ADD_EDIT',
    passwordReset: 'NOTEBOOK.SETTINGS.ADMIN_USER_PASSWORD_RESET',
    view: 'NOTEBOOK.SETTINGS.ADMIN_USER.VIEW',
  },
  seo: {
    view: 'NOTEBOOK.SETTINGS.SEO.VIEW',
    addEdit: 'NOTEBOOK.SETTINGS.SEO_ADD_EDIT',
  },
  pricing: {
    addEdit: 'NOTEBOOK.SETTINGS.PRICING_ADD_EDIT',
    view: 'NOTEBOOK.SETTINGS.PRICING.VIEW',
  },
  webAudit: { view: 'NOTEBOOK.SETTINGS.WEB_AUDIT.VIEW' },
  notification: {
    addEdit: 'NOTEBOOK.SETTINGS.NOTIFICATION_ADD_EDIT',
    view: 'NOTEBOOK.SETTINGS.NOTIFICATION.VIEW',
  },
  aktQuestion: {
    view: 'NOTEBOOK.SETTINGS.AKT.QUESTION.VIEW',
    addEdit: 'NOTEBOOK.SETTINGS.AKT_QUESTION_ADD_EDIT',
  },
  kfpQuestion: {
    addEdit: 'NOTEBOOK.SETTINGS.KFP_QUESTION_ADD_EDIT',
  },
  msqQuestion: {
    view: 'NOTEBOOK.SETTINGS.MSQ.QUESTION.VIEW',
    addEdit: 'NOTEBOOK.SETTINGS.MSQ_QUESTION_ADD_EDIT',
  },
} as const;

function contentFamily<N extends string>(name: N) {
  return {
    add: `NOTEBOOK.SETTINGS.${name}_ADD`,
    update: `NOTEBOOK.SETTINGS.${name}_UPDATE`,
    move: `NOTEBOOK.SETTINGS.${name}_MOVE`,
    status: `NOTEBOOK.SETTINGS.${name}_STATUS`,
    draft: `NOTEBOOK.SETTINGS.${name}_DRAFT`,
    publish: `NOTEBOOK.SETTINGS.${name}_PUBLISH`,
  } as const;
}

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type PrivilegeCode = Leaves<typeof Privileges>;

/** Every privilege code, e.g. for the seeded super-admin role. */
export const ALL_PRIVILEGES: readonly PrivilegeCode[] = Object.values(Privileges).flatMap(
  (family) => Object.values(family) as PrivilegeCode[],
);

/**
 * Reading the catalog's content (lessons, notes, their PDFs) for the admin editors: the chapter
 * view code or any code of the chapter, topic, lesson and note families.
 */
export const CONTENT_PRIVILEGES: readonly PrivilegeCode[] = [
  Privileges.chapter,
  Privileges.topic,
  Privileges.lesson,
  Privileges.note,
].flatMap((family) => Object.values(family) as PrivilegeCode[]);

/**
 * The catalog's menus (chapter groups > chapters > topics, names only): content editors, the
 * chapter group screen, and the screens that pick a topic (question editors, pricing plans).
 */
export const CATALOG_MENU_PRIVILEGES: readonly PrivilegeCode[] = [
  ...(Object.values(Privileges.chapterGroup) as PrivilegeCode[]),
  ...CONTENT_PRIVILEGES,
  Privileges.aktQuestion.view,
  Privileges.aktQuestion.addEdit,
  Privileges.msqQuestion.view,
  Privileges.msqQuestion.addEdit,
  Privileges.kfpQuestion.addEdit,
  Privileges.pricing.view,
  Privileges.pricing.addEdit,
];

const PRIVILEGE_CODES = new Set<string>(ALL_PRIVILEGES);

/** Whether `code` is one of the privilege codes (ALL_PRIVILEGES). */
export function isPrivilegeCode(code: string): boolean {
  return PRIVILEGE_CODES.has(code);
}

/** A requirement is one code, a list of codes (any one suffices) or nothing (always allowed). */
export type PrivilegeRequirement = string | readonly string[] | undefined;

/** The spec's check: names are trimmed, an empty requirement allows, a list allows on any one. */
export function hasPrivilege(held: readonly string[], required: PrivilegeRequirement): boolean {
  const wanted = (typeof required === 'string' ? [required] : (required ?? []))
    .map((code) => code.trim())
    .filter((code) => code.length > 0);
  if (wanted.length === 0) return true;
  const heldSet = new Set(held.map((code) => code.trim()));
  return wanted.some((code) => heldSet.has(code));
}

/** Names of the privilege families on the role form's tree, in the sidebar's order. */
const FAMILY_LABELS: Record<keyof typeof Privileges, string> = {
  chapterGroup: 'Chapter groups',
  chapter: 'Chapters',
  topic: 'Topics',
  lesson: 'Lessons',
  note: 'Notes',
  mockExam: 'Mock exams',
  reader: 'Readers and reader groups',
  statistics: 'Statistics and schedule',
  testimonial: 'Testimonials',
  contactUs: 'Contact us and testimonial list',
  webinar: 'Webinars',
  role: 'Roles',
  adminUser: 'Admin users',
  seo: 'SEO',
  pricing: 'Pricing plans and terms',
  webAudit: 'Web audit',
  notification: 'Notifications',
  aktQuestion: 'AKT questions',
  kfpQuestion: 'KFP questions',
  msqQuestion: 'KFP(MSQ) questions',
};

const ACTION_LABELS: Record<string, string> = {
  addEdit: 'Add / edit',
  displayOrder: 'Display order',
  uploadPdf: 'Upload PDF',
};

export type PrivilegeTreeNode = { key: string; label: string; privileges: { code: PrivilegeCode; label: string }[] };

/** Every privilege code grouped by family, with words for the role form (issue 16: the privilege tree). */
export const PRIVILEGE_TREE: readonly PrivilegeTreeNode[] = (
  Object.keys(Privileges) as (keyof typeof Privileges)[]
).map((family) => ({
  key: family,
  label: FAMILY_LABELS[family],
  privileges: Object.entries(Privileges[family]).map(([action, code]) => ({
    code: code as PrivilegeCode,
    label: ACTION_LABELS[action] ?? sentenceCase(action),
  })),
}));

function sentenceCase(camel: string): string {
  const words = camel.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
