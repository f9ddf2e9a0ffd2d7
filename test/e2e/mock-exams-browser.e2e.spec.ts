import type { AktmoSaveDTO } from '@notebook/contracts';
import { ApiPaths } from '@notebook/contracts';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * Issue 15 in a real browser against the built web app, with the real clock and the job worker: an
 * admin builds and activates an AKT mock of 10 questions that opens in a few seconds; a reader waits
 * for it, starts, answers, reloads mid-way (the answers are still there), and lets the time run out;
 * the deadline's job submits the attempt and the result page shows the score.
 */
let api: TestApi;
let suite: BrowserSuite;
const QUESTIONS = 10;

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  const admin = await api.adminToken();
  const { topicID } = await api.createTopic(admin, { chapterName: 'Cardiology', topicName: 'Hypertension' });
  for (let index = 1; index <= QUESTIONS; index += 1) {
    await api.ok<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
      token: admin,
      body: {
        aktQuestionDTO: {
          topicID,
          questionName: `Mock question ${index}`,
          aktType: 'AKT',
          mockExamQuestion: 'Y',
          explanation: `<p>Because ${index}</p>`,
        },
        aktmoQuestionDTO: {
          question: `<p>Patient ${index}: first line?</p>`,
          noOfAnswers: 3,
          aktmoAnswerDTOList: [
            { answer: 'Thiazide', correctAnswer: true },
            { answer: 'Beta blocker' },
            { answer: 'Diuretic loop' },
          ],
        },
      },
    });
  }
}, 90_000);
afterAll(() => suite?.stop());

/** 'YYYY-MM-DDTHH:mm:ss' in local time, as a datetime-local field takes it. */
function localInput(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

test('an admin schedules an AKT mock; a reader sits it, reloads mid-way and lets the time run out', async () => {
  const adminPage = await suite.newPage();
  const { email: adminEmail } = await api.createAdmin();
  await suite.signIn(adminPage, adminEmail);
  await adminPage.waitForURL('**/admin/**');
  await adminPage.goto(suite.url('/admin/akt-mock-exam'));
  await adminPage.getByText('No mock exam(s) found').waitFor();
  await adminPage.getByRole('link', { name: 'Add AKT Mock Exam' }).click();
  const form = adminPage.getByRole('form', { name: 'Mock exam' });
  await form.getByLabel('Name').fill('Sprint mock');
  await form.getByLabel('Duration').fill('30');
  await form.getByLabel('Number of questions').fill(String(QUESTIONS));
  // Opens in a few seconds (enough for the admin's steps on a busy machine, so the reader still sees it
  // upcoming); closes (and so ends every attempt) 30 s later.
  const opens = new Date(Date.now() + 20_000);
  const closes = new Date(opens.getTime() + 30_000);
  await form.getByLabel('Opens').fill(localInput(opens));
  await form.getByLabel('Closes').fill(localInput(closes));
  await form.getByRole('button', { name: 'Save' }).click();
  await adminPage.getByText('Successfully saved / updated', { exact: true }).waitFor();
  await adminPage.getByRole('button', { name: 'Activate' }).click();
  await adminPage.getByText('Mock Exam will be scheduled momentarily.', { exact: true }).waitFor();
  await suite.snap(adminPage, 'mock-admin-activated');
  await adminPage.goto(suite.url('/admin/akt-mock-exam'));
  const row = adminPage.getByRole('row', { name: /Sprint mock/ });
  await row.getByRole('img', { name: 'Active' }).waitFor();
  await suite.snap(adminPage, 'mock-admin-list');

  const page = await suite.newPage();
  const { email } = await api.createReader({ subscribed: true });
  await suite.signIn(page, email);
  await page.waitForURL('**/public');
  // The mock exams page (linked from the header and the index; the signed-in home may change around them).
  await page.goto(suite.url('/public/mock-exams'));
  const card = page.getByRole('listitem', { name: 'Sprint mock' });
  await card.getByRole('timer', { name: 'Opens in' }).waitFor();
  await suite.snap(page, 'mock-reader-upcoming');
  await card.getByRole('button', { name: 'Start' }).click({ timeout: 30_000 });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start' }).click();
  await page.getByRole('heading', { name: `Question 1 of ${QUESTIONS}` }).waitFor();

  const question = page.getByRole('article');
  await question.getByRole('radio', { name: /Thiazide/ }).check();
  await question.getByText('Answer saved').waitFor();
  await question.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: `Question 2 of ${QUESTIONS}` }).waitFor();
  await question.getByRole('radio', { name: /Beta blocker/ }).check();
  await question.getByText('Answer saved').waitFor();
  await question.getByRole('button', { name: 'Flag' }).click();
  await suite.snap(page, 'mock-reader-sitting');
  // Nothing to wander off to: no notes index, search, study links or footer during the sitting.
  expect(await page.getByRole('navigation', { name: 'Primary index' }).count()).toBe(0);
  expect(await page.getByRole('searchbox').count()).toBe(0);
  expect(await page.getByRole('navigation', { name: 'Study' }).count()).toBe(0);
  expect(await page.locator('a[href^="/public/lessons"]').count()).toBe(0);

  // Reloading asks first, as closing the tab does (the browser's own question).
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.getByRole('heading', { name: `Question 2 of ${QUESTIONS}` }).waitFor();
  await question
    .getByRole('radio', { name: /Beta blocker/ })
    .and(page.locator(':checked'))
    .waitFor();
  const navigator = page.getByRole('complementary', { name: 'Questions' });
  await navigator.getByRole('button', { name: 'Question 1: answered' }).waitFor();
  await navigator.getByRole('button', { name: 'Question 2: answered, flagged' }).click();
  await navigator.getByRole('button', { name: 'Question 3: unanswered' }).click();
  await page.getByRole('heading', { name: `Question 3 of ${QUESTIONS}` }).waitFor();
  // Two clicks in a row (issue 28): the second sticks, whatever order the saves' echoes come back in.
  await question.getByRole('radio', { name: /Beta blocker/ }).check();
  await question.getByRole('radio', { name: /Thiazide/ }).check();
  await question.getByText('Answer saved').waitFor();
  await navigator.getByRole('button', { name: 'Question 3: answered' }).waitFor();
  expect(await question.getByRole('radio', { name: /Thiazide/ }).isChecked()).toBe(true);
  // On a phone the paper fits the screen: nothing runs off to the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('timer', { name: 'Time left' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await suite.snap(page, 'mock-reader-sitting-390');

  // The time runs out: the job submits the attempt and the page shows the result.
  await page.getByText('Submitted automatically when the time ran out').waitFor({ timeout: 60_000 });
  await page.getByLabel('Score').getByText('20%').waitFor();
  await page.getByRole('table', { name: 'By chapter' }).getByText('Cardiology').waitFor();
  await page
    .getByRole('article', { name: 'Review' })
    .getByText(/Because \d+/)
    .waitFor();
  await suite.snap(page, 'mock-reader-result');
}, 180_000);
