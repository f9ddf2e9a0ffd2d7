import type { AktmoSaveDTO } from '@notebook/contracts';
import { ApiPaths } from '@notebook/contracts';
import type { Page } from 'playwright-core';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * AKT practice in a real browser against the built web app (`npm run build -w web` first): a
 * subscribed reader starts an exam-mode session of 5, answers 3, flags one, strikes an option out,
 * reloads and finds all of it, ends the session and reviews it; the session page fits 390 px.
 */
let api: TestApi;
let suite: BrowserSuite;

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  const admin = await api.adminToken();
  const { topicID } = await api.createTopic(admin, { chapterName: 'Cardiology', topicName: 'Hypertension' });
  for (let index = 1; index <= 6; index += 1) {
    await api.ok<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
      token: admin,
      body: {
        aktQuestionDTO: {
          topicID,
          questionName: `Question ${index}`,
          aktType: 'AKT',
          explanation: `<p>Explained ${index}</p>`,
        },
        aktmoQuestionDTO: {
          question: `<p>Case ${index}: which is first line?</p>`,
          noOfAnswers: 3,
          aktmoAnswerDTOList: [
            { answer: 'Right choice', correctAnswer: true },
            { answer: 'Wrong choice' },
            { answer: 'Another wrong choice' },
          ],
        },
      },
    });
  }
}, 60_000);
afterAll(() => suite?.stop());

async function subscribedReader(page: Page): Promise<void> {
  const { email } = await api.createReader({ subscribed: true });
  await suite.signIn(page, email);
  await page.waitForURL('**/public');
}

const question = (page: Page) => page.getByRole('article');
const navigatorButton = (page: Page, questionNo: number) =>
  page
    .getByRole('complementary', { name: 'Questions' })
    .getByRole('button', { name: new RegExp(`^Question ${questionNo}:`) });

test('an exam-mode session: answers, a flag and a struck option survive a reload; ending it reveals the marking', async () => {
  const page = await suite.newPage();
  await subscribedReader(page);
  await page.goto(suite.url('/public/akt-questions'));
  await page.getByText('No session(s) found').waitFor();
  await page.getByRole('link', { name: 'New session' }).click();

  await page.getByRole('checkbox', { name: /Hypertension/ }).check();
  await page.getByLabel('Number of questions').fill('5');
  await page.getByRole('radio', { name: /Exam mode/ }).check();
  await suite.snap(page, 'akt-new-session');
  await page.getByRole('button', { name: 'Start session' }).click();
  await page.getByRole('heading', { name: 'Question 1 of 5' }).waitFor();

  // Answer questions 1 to 3 with the first option, by click and by keyboard: exam mode saves each
  // choice as it is made (no 'Submit answer'), so choosing then Next at once keeps it (question 3).
  for (const questionNo of [1, 2, 3]) {
    await page.getByRole('heading', { name: `Question ${questionNo} of 5` }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit answer' }).count()).toBe(0);
    if (questionNo === 2) await question(page).press('1');
    else await question(page).getByRole('radio').first().check();
    if (questionNo < 3) await question(page).getByText('Answer saved').waitFor();
    await page.getByRole('button', { name: /^Next/ }).click();
  }
  // Question 4: flag it and strike option B out.
  await page.getByRole('heading', { name: 'Question 4 of 5' }).waitFor();
  await page.getByRole('button', { name: 'Flag', exact: true }).click();
  await page.getByRole('button', { name: 'Flagged', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Strike out option B' }).click();
  await page.getByRole('button', { name: 'Restore option B' }).waitFor();
  expect(await page.locator('.line-through').count()).toBe(1);
  await suite.snap(page, 'akt-session-exam');

  await page.reload();
  await page.getByRole('heading', { name: 'Question 4 of 5' }).waitFor();
  await page.getByRole('button', { name: 'Flagged', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Restore option B' }).waitFor();
  expect(await navigatorButton(page, 1).getAttribute('aria-label')).toBe('Question 1: answered');
  expect(await navigatorButton(page, 3).getAttribute('aria-label')).toBe('Question 3: answered');
  expect(await navigatorButton(page, 4).getAttribute('aria-label')).toBe('Question 4: unanswered, flagged');
  expect(await question(page).getByRole('status').count()).toBe(0);

  await page.getByRole('button', { name: 'End session' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await page.getByText('Session ended: review').waitFor();
  await page.getByText(/Score \d+/).waitFor();
  expect(await navigatorButton(page, 4).getAttribute('aria-label')).toBe('Question 4: Not answered, flagged');
  await navigatorButton(page, 1).click();
  await page.getByRole('heading', { name: 'Question 1 of 5' }).waitFor();
  await page
    .getByRole('status')
    .getByText(/Correct · 1 of 1 mark/)
    .waitFor();
  await page
    .getByRole('status')
    .getByText(/Explained \d/)
    .waitFor();
  // How all readers did on it: this reader alone so far, right.
  await page.getByRole('status').getByText('of 1 reader got this right').waitFor();
  await suite.snap(page, 'akt-session-review');

  await page.goto(suite.url('/public/akt-questions'));
  // The ended session's Review link (the header's study links also hold a 'Review': today's cards).
  await page.getByRole('main').getByRole('link', { name: 'Review' }).waitFor();
  await page.getByText(/You have met 5 of 6 questions/).waitFor();
  await suite.snap(page, 'akt-sessions');
});

test('the session page fits a 390 px screen (in dark mode)', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await subscribedReader(page);
  await page.goto(suite.url('/public/akt-questions/new'));
  await page.getByRole('checkbox', { name: /Hypertension/ }).check();
  await page.getByLabel('Number of questions').fill('3');
  await page.getByRole('button', { name: 'Start session' }).click();
  await page.getByRole('heading', { name: 'Question 1 of 3' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await suite.snap(page, 'akt-session-390-dark');
  await context.close();
});
