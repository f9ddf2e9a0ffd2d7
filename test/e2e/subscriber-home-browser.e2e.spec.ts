import { ApiPaths } from '@notebook/contracts';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * Issue 28, "Finding one's way", in a real browser: a reader on a plan's free trial signs in and
 * lands on their own home (not the course's page): where they left off, their reading progress over
 * the topics the trial opens, the next mock exam and readiness; they continue reading from there, and
 * the course's page stays one link away. A topic outside the trial offers no reading mark or bookmark.
 */
let api: TestApi;
let suite: BrowserSuite;
let email: string;
let diagnosisLessonID: string;
let asthmaTopicID: string;
let heartFailureTopicID: string;

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  const admin = await api.adminToken();
  const { chapterID, topicID } = await api.createTopic(admin, {
    chapterName: 'Cardiology',
    topicName: 'Heart failure',
  });
  heartFailureTopicID = topicID;
  asthmaTopicID = await api.addTopic(admin, chapterID, 'Asthma');
  ({ lessonID: diagnosisLessonID } = await api.noteInNewLesson(admin, topicID, 'Diagnosis', {
    content: '<p>BNP first, then an echocardiogram.</p>',
  }));
  await api.noteInNewLesson(admin, topicID, 'Treatment');
  await api.noteInNewLesson(admin, asthmaTopicID, 'Inhalers');
  const plan = await api.createPricingPlan(admin, [topicID], { planName: 'Heart plan' });
  await api.activeOneQuestionMockExam(admin, new Date(Date.now() + 3 * 3_600_000));

  const reader = await api.signedInReader();
  email = reader.email;
  await api.ok(ApiPaths.reader.activateUnsubscription, {
    token: reader.token,
    body: { pricingPlanID: plan.pricingPlanID },
  });
  await api.ok(ApiPaths.reader.updateLessonReading, {
    token: reader.token,
    body: { lessonID: diagnosisLessonID, lessonReading: 'FIRST' },
  });
}, 120_000);
afterAll(() => suite?.stop());

test('a trial reader lands on their home, sees progress and the next mock exam, and continues reading', async () => {
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/public');
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Rita.' }).waitFor();
  expect(await page.getByRole('region', { name: 'Pricing' }).count()).toBe(0);

  const continueBlock = page.getByRole('region', { name: 'Continue where you left off' });
  await continueBlock.getByText('Diagnosis lesson', { exact: true }).waitFor();

  const progress = page.getByRole('region', { name: 'Reading progress' });
  await progress.getByText('of 1 topic read').waitFor();
  await progress.getByText('1 of 2 lessons marked read').waitFor();
  // Heart failure is in the plan; Asthma and the mock exam's 'Deadlines' topic are not.
  await progress.getByText('Your plan opens 1 of the course’s 3 topics.', { exact: false }).waitFor();

  const exams = page.getByRole('region', { name: 'Next mock exam' });
  await exams.getByText('Deadline', { exact: true }).waitFor();
  await exams.getByRole('link', { name: 'Start Deadline' }).waitFor();

  const readiness = page.getByRole('region', { name: 'Readiness' });
  await readiness.getByText(/No practice marked yet/).waitFor();
  await page
    .getByRole('navigation', { name: 'Practice and mock exams' })
    .getByRole('link', { name: 'Mock exams' })
    .waitFor();
  await suite.snap(page, 'subscriber-home-1280');

  // Keyboard: the first link of the home's blocks is reachable with Tab and opens with Enter.
  const cont = continueBlock.getByRole('link', { name: 'Continue reading Diagnosis lesson' });
  await cont.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/public/lesson/notes?topicID=*&lessonID=${diagnosisLessonID}`);
  await page.getByRole('heading', { level: 1, name: 'Diagnosis lesson' }).waitFor();
  await page.getByText('BNP first, then an echocardiogram.').waitFor();
  const marks = page.getByRole('group', { name: 'Reading mark' });
  expect(await marks.getByRole('button', { name: 'First reading' }).getAttribute('aria-pressed')).toBe('true');

  // The course's page, one link away.
  await page.goto(suite.url('/public'));
  await page.getByRole('link', { name: 'About the course' }).click();
  await page.getByRole('region', { name: 'Course Structure' }).waitFor();
  await page.getByRole('region', { name: 'Pricing' }).waitFor();

  // Narrow and dark.
  const phone = await suite.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.emulateMedia({ colorScheme: 'dark' });
  await suite.signIn(phone, email);
  await phone.waitForURL('**/public');
  await phone.getByRole('region', { name: 'Next mock exam' }).getByText('Deadline', { exact: true }).waitFor();
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await suite.snap(phone, 'subscriber-home-390-dark');
});

test('a topic outside the trial offers no reading mark or bookmark', async () => {
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/public');
  // A topic of the trial: each lesson offers its reading mark and bookmark.
  await page.goto(suite.url(`/public/lessons?topicID=${heartFailureTopicID}`));
  const lessons = page.getByRole('list', { name: 'Lessons' });
  await lessons.getByRole('combobox', { name: 'Reading mark of Diagnosis lesson' }).waitFor();
  await lessons.getByRole('button', { name: 'Bookmark Treatment lesson' }).waitFor();

  // Outside it: the lessons are listed, locked, with nothing to mark.
  const readerTopic = page.waitForResponse((response) => response.url().includes(ApiPaths.reader.loadReaderTopic));
  await page.goto(suite.url(`/public/lessons?topicID=${asthmaTopicID}`));
  await page.getByRole('region', { name: 'Upgrade to read' }).waitFor();
  await lessons.getByRole('link', { name: 'Inhalers lesson' }).waitFor();
  await readerTopic;
  await lessons.getByRole('img', { name: 'Locked' }).waitFor();
  expect(await page.getByRole('combobox', { name: /^Reading mark of/ }).count()).toBe(0);
  expect(await page.getByRole('button', { name: /^Bookmark / }).count()).toBe(0);
  await suite.snap(page, 'subscriber-home-locked-topic');
});
