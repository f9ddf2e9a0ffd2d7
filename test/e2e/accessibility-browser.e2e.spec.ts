import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  AdminRoutes,
  ApiPaths,
  AppRoutes,
  type KfpCaseDTO,
  Messages,
  PublicRoutes,
  type StartedMockAttempt,
} from '@notebook/contracts';
import { type AxeFinding, COLOUR_RULES, runAxe } from '../support/axe';
import { BrowserSuite } from '../support/browser-suite';
import { type CallPath, type TestApi } from '../support/test-api';

/**
 * Issue 28, "Accessible, every page": axe-core's WCAG 2.2 AA rules over every route of the web
 * router (public, reader and admin), with seeded content so no page is empty, in the light theme and
 * then in the dark one (the app follows `prefers-color-scheme`, switched here without a reload).
 * One browser; the visitor, the reader and the admin each sign in once.
 */
let api: TestApi;
let suite: BrowserSuite;
let admin: string;
const seeded: Record<string, string> = {};

type Who = 'visitor' | 'reader' | 'admin';
/** A route of the router, and the address that shows it with content. */
type Visit = { route: string; url: string; who: Who };

/**
 * Violations that are another helper's to fix (their files are not this spec's to change), keyed by
 * route and rule. Empty this as they land; a key that no longer matches anything fails the spec.
 */
const KNOWN_ELSEWHERE: ReadonlySet<string> = new Set<string>([]);

/** Routes that only redirect: `/` to the sign-in, `/admin` to the dashboard. */
const REDIRECT_ONLY = new Set<string>([AppRoutes.root, AppRoutes.admin]);

/** Pages a visitor sees (the reader's home is visited too, signed in); every other `/public` page, the reader. */
const VISITOR_ROUTES = new Set<string>([
  AppRoutes.login,
  AppRoutes.oauth2Redirect,
  AppRoutes.notFound,
  AppRoutes.serverError,
  PublicRoutes.register,
  PublicRoutes.confirmEmail,
  PublicRoutes.resetPassword,
  PublicRoutes.termsAndConditions,
  PublicRoutes.privacyPolicy,
  PublicRoutes.externalPayment,
]);

/** The address that shows a route with the seeded content; a route not named here is visited as it is. */
function addresses(): Record<string, string> {
  const { topicID, lessonID, kfpCaseID, webinarID, aktSessionID, msqSessionID, sittingID, resultID } = seeded;
  const topic = `topicID=${topicID}`;
  return {
    [AppRoutes.oauth2Redirect]: '?error=Access%20denied',
    [PublicRoutes.confirmEmail]: '?token=expired',
    [PublicRoutes.resetPassword]: '?token=expired',
    [PublicRoutes.externalPayment]: '?token=expired',
    [PublicRoutes.lessons]: `?${topic}`,
    [PublicRoutes.lessonNotes]: `?${topic}&lessonID=${lessonID}`,
    [PublicRoutes.webinar]: `?webinarID=${webinarID}`,
    [PublicRoutes.kfpQuestions]: `?${topic}`,
    [PublicRoutes.kfpQuestion]: `?${topic}&kfpCaseID=${kfpCaseID}`,
    [PublicRoutes.aktQuestionsSession]: `?aktSessionID=${aktSessionID}`,
    [PublicRoutes.msqQuestionsSession]: `?msqSessionID=${msqSessionID}`,
    [PublicRoutes.mockExamSitting]: `?mockAttemptID=${sittingID}`,
    [PublicRoutes.mockExamResult]: `?mockAttemptID=${resultID}`,
    [PublicRoutes.search]: '?searchKey=asthma',
    [PublicRoutes.doPayment]: `?pricingPlanID=${seeded.pricingPlanID}`,
  };
}

const whoSees = (route: string): Who =>
  route.startsWith(`${AppRoutes.admin}/`) ? 'admin' : VISITOR_ROUTES.has(route) ? 'visitor' : 'reader';

/**
 * Every route of the router, by who sees it; the mock exam sitting last of the reader's, since
 * leaving a sitting asks for a confirmation.
 */
function visits(): Visit[] {
  const query = addresses();
  const url = (route: string) => route.replace(':bannerSlug', 'chest-pain') + (query[route] ?? '');
  const routes = routerRoutes().filter((route) => !REDIRECT_ONLY.has(route));
  const order = (visit: Visit) =>
    ['visitor', 'reader', 'admin'].indexOf(visit.who) * 2 + (visit.route === PublicRoutes.mockExamSitting ? 1 : 0);
  return [
    { route: PublicRoutes.home, url: PublicRoutes.home, who: 'visitor' as const },
    ...routes.map((route) => ({ route, url: url(route), who: whoSees(route) })),
  ].sort((one, other) => order(one) - order(other));
}

const save = <T>(path: CallPath, body: unknown, token = admin) => api.ok<T>(path, { token, body });

/** An AKT and a KFP(MSQ) question and a KFP case in the topic; returns the case's id. */
async function questionsIn(topicID: string): Promise<string> {
  await save(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
    aktQuestionDTO: { topicID, questionName: 'Reliever', aktType: 'AKT', explanation: '<p>ICS-formoterol.</p>' },
    aktmoQuestionDTO: {
      question: '<p>Which reliever for mild asthma?</p>',
      noOfAnswers: 3,
      aktmoAnswerDTOList: [
        { answer: 'ICS-formoterol', correctAnswer: true },
        { answer: 'SABA alone' },
        { answer: 'LAMA' },
      ],
    },
  });
  await save(ApiPaths.adminChapter.saveUpdateMSQMOQuestion, {
    msqQuestionDTO: { topicID, questionName: 'Review', explanation: '<p>Technique and adherence.</p>' },
    msqmoQuestionDTO: {
      question: '<p>Which two first at review?</p>',
      noOfAnswers: 4,
      noOfExpectedAnswers: 2,
      msqmoAnswerDTOList: [
        { answer: 'Inhaler technique', correctAnswer: true, answerScore: 50 },
        { answer: 'Adherence', correctAnswer: true, answerScore: 50 },
        { answer: 'Chest X-ray' },
        { answer: 'Spirometry every visit' },
      ],
    },
  });
  const made = await save<KfpCaseDTO>(ApiPaths.adminChapter.saveUpdateKFPCase, {
    topicID,
    caseName: 'Night cough',
    caseDescription: '<p>A 34-year-old woman wakes coughing three nights a week.</p>',
  });
  await save(ApiPaths.adminChapter.saveUpdateKFPCaseQuestion, {
    kfpCaseID: made.kfpCaseID,
    question: '<p>Which two tests first?</p>',
    explanation: '<p>Spirometry with reversibility.</p>',
    kfpAnswerType: 'MULTIPLE_CHOICE',
    noOfAnswers: 3,
    questionAnswers: [
      { answer: 'Spirometry', correctAnswer: true },
      { answer: 'Peak flow diary', correctAnswer: true },
      { answer: 'CT chest' },
    ],
    version: made.version,
  });
  return made.kfpCaseID;
}

async function seed(): Promise<void> {
  admin = await api.adminToken();
  const { topicID } = await api.createTopic(admin, {
    chapterGroupName: 'Clinical medicine',
    chapterName: 'Respiratory',
    topicName: 'Asthma in adults',
  });
  const { lessonID, noteID } = await api.noteInNewLesson(admin, topicID, 'Stepwise treatment', {
    content: '<p>Offer an as-needed reliever to every adult.</p>',
  });
  const kfpCaseID = await questionsIn(topicID);
  const webinar = await api.createWebinar(admin, new Date(Date.now() - 7 * 86_400_000).toISOString());
  const plan = await api.createPricingPlan(admin, [topicID], { planName: 'Three months' });
  const inAnHour = new Date(Date.now() + 3_600_000);
  const sittingExamID = await api.activeOneQuestionMockExam(admin, inAnHour);
  const resultExamID = await api.activeOneQuestionMockExam(admin, inAnHour);

  const reader = await api.createReader({ subscribed: true });
  seeded.readerEmail = reader.email;
  const { token } = await api.login(reader.email);
  const aktSession = await save<{ aktSessionID: string }>(
    ApiPaths.reader.createReaderAKTSession,
    { topicIDs: [topicID], noOfQuestions: 1, mode: 'TUTOR' },
    token,
  );
  const msqSession = await save<{ msqSessionID: string }>(
    ApiPaths.reader.createReaderMSQSession,
    { topicIDs: [topicID], noOfQuestions: 1, mode: 'TUTOR' },
    token,
  );
  // The lesson's notes with what a reader adds to them: a highlight with a comment and a note of their own.
  const highlight = { startOffset: 9, endOffset: 27, quote: 'as-needed reliever', prefix: 'Offer an ', suffix: ' to' };
  await save(
    ApiPaths.reader.addReaderNoteAnnotation,
    { noteID, colour: 'yellow', comment: 'ICS-formoterol', ...highlight },
    token,
  );
  await save(
    ApiPaths.reader.addNoteToLesson,
    { lessonID, noteHeader: 'My summary', noteContent: '<p>Reliever first.</p>' },
    token,
  );
  const attempt = (mockExamID: string) =>
    save<StartedMockAttempt>(ApiPaths.reader.startMockExamAttempt, { mockExamID }, token);
  const sitting = await attempt(sittingExamID);
  const result = await attempt(resultExamID);
  await save(ApiPaths.reader.submitMockExamAttempt, { mockAttemptID: result.mockAttemptID }, token);
  Object.assign(seeded, {
    topicID,
    lessonID,
    kfpCaseID,
    webinarID: webinar.webinarID,
    pricingPlanID: plan.pricingPlanID,
    aktSessionID: aktSession.aktSessionID,
    msqSessionID: msqSession.msqSessionID,
    sittingID: sitting.mockAttemptID,
    resultID: result.mockAttemptID,
  });
}

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  await seed();
}, 120_000);
afterAll(() => suite?.stop());

/** The global loading bar (components/ui/global-loading-bar.tsx); reading progress bars are progressbars too. */
const LOADING_BAR = '[role="progressbar"][aria-label="Loading"]';

/** Until no page spinner or loading bar is showing and the page has drawn a heading; else what is still loading. */
async function settled(page: Page): Promise<string | null> {
  try {
    await networkQuiet(page);
    await page.waitForFunction(
      ({ loading, bar }) =>
        !document.querySelector(bar) &&
        ![...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.includes(loading)) &&
        !!document.querySelector('h1, h2'),
      { loading: Messages.loading, bar: LOADING_BAR },
    );
    await transitionsEnded(page);
    return null;
  } catch {
    return page.evaluate(
      (bar) =>
        JSON.stringify({
          url: location.pathname + location.search,
          loadingBar: !!document.querySelector(bar),
          statuses: [...document.querySelectorAll('[role="status"]')].map((status) => status.textContent),
          heading: !!document.querySelector('h1, h2'),
        }),
      LOADING_BAR,
    );
  }
}

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's requests in flight (socket.io's long-lived ones aside) from now on. */
function trackRequests(page: Page): void {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (!request.url().includes('/socket.io/')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/** Until the page has rendered what its route asked for: no request in flight for 300 ms. */
async function networkQuiet(page: Page): Promise<void> {
  const pending = inFlight.get(page)!;
  const deadline = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 300 && Date.now() < deadline) {
    await page.waitForTimeout(50);
    if (pending.size > 0) quietSince = Date.now();
  }
}

/** Colour transitions (a theme switch, a hover) end before axe reads the colours; spinners never end. */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function signedIn(who: Who): Promise<Page> {
  const page = await suite.newPage();
  trackRequests(page);
  if (who === 'visitor') return page;
  const email = who === 'admin' ? (await api.createAdmin()).email : seeded.readerEmail!;
  await suite.signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

type Finding = AxeFinding & { route: string; theme: 'light' | 'dark' };

/**
 * Every rule in the light theme; in the dark one only the rules about colour, which are all a theme
 * changes (it is CSS variables under `prefers-color-scheme`), so each page costs one full run.
 */
async function check(page: Page, visit: Visit): Promise<Finding[]> {
  const of = (theme: Finding['theme'], findings: AxeFinding[]) =>
    findings.map((finding) => ({ ...finding, route: visit.route, theme }));
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, visit.url);
  const stillLoading = await settled(page);
  if (stillLoading) return of('light', [{ rule: 'page-did-not-load', impact: '', help: '', target: stillLoading }]);
  const shown = new URL(page.url()).pathname;
  if (shown !== new URL(suite.url(visit.url)).pathname && visit.route !== AppRoutes.oauth2Redirect)
    return of('light', [{ rule: 'page-not-shown', impact: '', help: '', target: `landed on ${shown}` }]);
  const light = await runAxe(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await transitionsEnded(page);
  return [...of('light', light), ...of('dark', await runAxe(page, COLOUR_RULES))];
}

/**
 * Opens an address the way a link in the app does (the router follows history), so the app's script,
 * the session and axe load once per visitor rather than once per page; the first address, by loading it.
 */
let documentsLoaded = 0;

async function open(page: Page, url: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    documentsLoaded += 1;
    await page.goto(suite.url(url));
    return;
  }
  await page.evaluate((address) => {
    history.pushState(null, '', address);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** Every route the router declares: the contracts' route constants its route files name. */
function routerRoutes(): string[] {
  const web = join(__dirname, '../../web/src/app');
  const files = ['router.tsx', 'routes/public/public-pages.ts', 'routes/admin/admin-pages.ts'];
  const source = files.map((file) => readFileSync(join(web, file), 'utf8')).join('\n');
  const constants: Record<string, Record<string, string>> = { AdminRoutes, PublicRoutes, AppRoutes };
  const named = [...source.matchAll(/\b(AdminRoutes|PublicRoutes)\.(\w+)/g)].map(
    ([, group, key]) => constants[group!]![key!]!,
  );
  const app = [...source.matchAll(/paths\.(\w+)\.path\b/g)].map(([, key]) => AppRoutes[key as keyof typeof AppRoutes]);
  // The reader layout's home page is `paths.public.home`, the admin area `paths.admin.root`.
  return [...new Set([...named, ...app.filter(Boolean), PublicRoutes.home, AppRoutes.admin])].sort();
}

test('every route the router declares is visited, and every address given names one of them', () => {
  const routes = routerRoutes();
  expect(routes).toEqual(expect.arrayContaining([...Object.values(PublicRoutes), ...Object.values(AdminRoutes)]));
  expect(Object.keys(addresses()).filter((route) => !routes.includes(route))).toEqual([]);
  expect(new Set(visits().map((visit) => visit.route)).size).toBe(routes.length - REDIRECT_ONLY.size);
});

test('axe finds no WCAG 2.2 AA violation on any page, light or dark', async () => {
  const started = Date.now();
  const findings: Finding[] = [];
  const pages = new Map<Who, Page>();
  for (const visit of visits()) {
    if (!pages.has(visit.who)) pages.set(visit.who, await signedIn(visit.who));
    findings.push(...(await check(pages.get(visit.who)!, visit)));
  }
  const key = (finding: Finding) => `${finding.route} ${finding.rule}`;
  const unexpected = findings.filter((finding) => !KNOWN_ELSEWHERE.has(key(finding)));
  const stale = [...KNOWN_ELSEWHERE].filter((known) => !findings.some((finding) => key(finding) === known));
  const lines = unexpected.map(
    (finding) => `${finding.route} | ${finding.theme} | ${finding.rule} | ${finding.target} | ${finding.help}`,
  );
  console.log(
    `axe over ${visits().length} pages (${documentsLoaded} loads), light and dark: ${Math.round((Date.now() - started) / 1000)} s`,
  );
  expect(lines).toEqual([]);
  expect(stale).toEqual([]);
}, 400_000);
