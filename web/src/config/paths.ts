import { AdminRoutes, AppRoutes, PublicRoutes } from '@notebook/contracts';

/** Every screen path in one place, from the contracts' route constants (spec section 2). */
type RouteEntry<P extends string> = { path: P; getHref: () => P };

function entry<P extends string>(path: P): RouteEntry<P> {
  return { path, getHref: () => path };
}

function entries<T extends Record<string, string>>(routes: T): { [K in keyof T]: RouteEntry<T[K]> } {
  const mapped = {} as { [K in keyof T]: RouteEntry<T[K]> };
  for (const key of Object.keys(routes) as Array<keyof T>) mapped[key] = entry(routes[key]);
  return mapped;
}

/** Query values keep their slashes readable: /auth/login?redirect=/admin/chapter/groups. */
function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const pairs = Object.entries(query)
    .filter((pair): pair is [string, string] => Boolean(pair[1]))
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%2F/gi, '/')}`);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

export const paths = {
  root: entry(AppRoutes.root),
  admin: {
    root: entry(AppRoutes.admin),
    ...entries(AdminRoutes),
    pricingPlanAddEdit: {
      path: AdminRoutes.pricingPlanAddEdit,
      getHref: (pricingPlanID?: string) => withQuery(AdminRoutes.pricingPlanAddEdit, { pricingPlanID }),
    },
    pricingCategoryAddEdit: {
      path: AdminRoutes.pricingCategoryAddEdit,
      getHref: (pricingCategoryID?: string) => withQuery(AdminRoutes.pricingCategoryAddEdit, { pricingCategoryID }),
    },
    pricingTermAddEdit: {
      path: AdminRoutes.pricingTermAddEdit,
      getHref: (pricingTermID?: string) => withQuery(AdminRoutes.pricingTermAddEdit, { pricingTermID }),
    },
    readersAddEdit: {
      path: AdminRoutes.readersAddEdit,
      getHref: (readerID?: string) => withQuery(AdminRoutes.readersAddEdit, { readerID }),
    },
    readerGroupsAddEdit: {
      path: AdminRoutes.readerGroupsAddEdit,
      getHref: (readerGroupID?: string) => withQuery(AdminRoutes.readerGroupsAddEdit, { readerGroupID }),
    },
    rolesAddEdit: {
      path: AdminRoutes.rolesAddEdit,
      getHref: (roleID?: string) => withQuery(AdminRoutes.rolesAddEdit, { roleID }),
    },
    usersAddEdit: {
      path: AdminRoutes.usersAddEdit,
      getHref: (adminUserID?: string) => withQuery(AdminRoutes.usersAddEdit, { adminUserID }),
    },
    aktMockExamAddEdit: {
      path: AdminRoutes.aktMockExamAddEdit,
      getHref: (mockExamID?: string) => withQuery(AdminRoutes.aktMockExamAddEdit, { mockExamID }),
    },
    msqMockExamAddEdit: {
      path: AdminRoutes.msqMockExamAddEdit,
      getHref: (mockExamID?: string) => withQuery(AdminRoutes.msqMockExamAddEdit, { mockExamID }),
    },
  },
  public: {
    ...entries(PublicRoutes),
    /** The payment page: a plan to pay for, or the payment the provider's page sent the reader back with. */
    doPayment: {
      path: PublicRoutes.doPayment,
      getHref: (query: { pricingPlanID?: string; paymentID?: string } = {}) => withQuery(PublicRoutes.doPayment, query),
    },
    lessons: {
      path: PublicRoutes.lessons,
      getHref: (topicID?: string) => withQuery(PublicRoutes.lessons, { topicID }),
    },
    search: {
      path: PublicRoutes.search,
      getHref: (searchKey?: string) => withQuery(PublicRoutes.search, { searchKey }),
    },
    kfpQuestions: {
      path: PublicRoutes.kfpQuestions,
      getHref: (topicID?: string) => withQuery(PublicRoutes.kfpQuestions, { topicID }),
    },
    kfpQuestion: {
      path: PublicRoutes.kfpQuestion,
      getHref: (kfpCaseID: string, kfpAttemptID?: string) =>
        withQuery(PublicRoutes.kfpQuestion, { kfpCaseID, kfpAttemptID }),
    },
    mockExamSitting: {
      path: PublicRoutes.mockExamSitting,
      getHref: (mockAttemptID: string, questionNo?: number) =>
        withQuery(PublicRoutes.mockExamSitting, {
          mockAttemptID,
          questionNo: questionNo ? String(questionNo) : undefined,
        }),
    },
    mockExamResult: {
      path: PublicRoutes.mockExamResult,
      getHref: (mockAttemptID: string, questionNo?: number) =>
        withQuery(PublicRoutes.mockExamResult, {
          mockAttemptID,
          questionNo: questionNo ? String(questionNo) : undefined,
        }),
    },
    webinarBanner: {
      path: PublicRoutes.webinarBanner,
      getHref: (bannerSlug: string) =>
        PublicRoutes.webinarBanner.replace(':bannerSlug', encodeURIComponent(bannerSlug)),
    },
    /** Sections of the public home page the Overview links scroll to. */
    homeSection: (section: HomeSection) => `${PublicRoutes.home}#${section}`,
  },
  login: {
    path: AppRoutes.login,
    getHref: (redirectTo?: string | null, error?: string | null) =>
      withQuery(AppRoutes.login, { redirect: redirectTo, error }),
  },
  oauth2Redirect: entry(AppRoutes.oauth2Redirect),
  notFound: entry(AppRoutes.notFound),
  serverError: entry(AppRoutes.serverError),
} as const;

export type HomeSection = 'course-structure' | 'pricing' | 'faq' | 'contact';

/**
 * Accepts a `redirect` query value only when it is a path inside this app, so a crafted login link
 * cannot send the user to another site (`//evil.example`) or loop back to the login page.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === AppRoutes.login || value.startsWith(`${AppRoutes.login}?`)) return null;
  return value;
}
