import type { MsqmoSaveDTO } from '@notebook/contracts';
import { ApiPaths } from '@notebook/contracts';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * KFP(MSQ) practice in a real browser against the built web app (`npm run build -w web` first): a
 * subscribed reader reaches it from the primary index, starts a tutor-mode session, ticks one option
 * more than asked, sees the points and the over-selection penalty, ends it and reads the results.
 */
let api: TestApi;
let suite: BrowserSuite;

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  const admin = await api.adminToken();
  const { topicID } = await api.createTopic(admin, { chapterName: 'Endocrine', topicName: 'Diabetes' });
  for (let index = 1; index <= 2; index += 1) {
    await api.ok<MsqmoSaveDTO>(ApiPaths.adminChapter.saveUpdateMSQMOQuestion, {
      token: admin,
      body: {
        msqQuestionDTO: { topicID, questionName: `Question ${index}`, explanation: `<p>Explained ${index}</p>` },
        msqmoQuestionDTO: {
          question: `<p>Case ${index}: which two tests?</p>`,
          noOfAnswers: 4,
          noOfExpectedAnswers: 2,
          msqmoAnswerDTOList: [
            { answer: 'HbA1c', correctAnswer: true, answerScore: 60 },
            { answer: 'eGFR', correctAnswer: true, answerScore: 40 },
            { answer: 'Chest X-ray' },
            { answer: 'ECG' },
          ],
        },
      },
    });
  }
}, 60_000);
afterAll(() => suite?.stop());

test('a tutor-mode session: one option more than asked costs 24.5 points, shown on the question and in the results', async () => {
  const page = await suite.newPage();
  const { email } = await api.createReader({ subscribed: true });
  await suite.signIn(page, email);
  await page.waitForURL('**/public');
  await page
    .getByRole('navigation', { name: 'Primary index' })
    .getByRole('link', { name: 'KFP(MSQ) Questions' })
    .click();
  await page.getByText('No session(s) found').waitFor();
  await page.getByRole('link', { name: 'New session' }).click();

  await page.getByRole('checkbox', { name: /Diabetes/ }).check();
  await page.getByLabel('Number of questions').fill('2');
  await page.getByRole('button', { name: 'Start session' }).click();
  await page.getByRole('heading', { name: 'Question 1 of 2' }).waitFor();

  const card = page.getByRole('article');
  await card.getByRole('checkbox', { name: /HbA1c/ }).check();
  await card.getByRole('checkbox', { name: /eGFR/ }).check();
  await card.getByRole('checkbox', { name: /ECG/ }).check();
  await card.getByText('3 chosen. 1 more than asked: −24.5 points.').waitFor();
  await suite.snap(page, 'msq-overselected');
  await card.getByRole('button', { name: 'Submit answer' }).click();
  const reveal = card.getByRole('status');
  await reveal.getByText('Incorrect · 100 of 100 points').waitFor();
  await reveal.getByText('Over-selection penalty: −24.5 points for 1 option(s) beyond the number asked.').waitFor();
  await card.getByText('+60').waitFor();
  await suite.snap(page, 'msq-penalty');

  await card.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Question 2 of 2' }).waitFor();
  await card.getByRole('checkbox', { name: /HbA1c/ }).check();
  await card.getByRole('checkbox', { name: /eGFR/ }).check();
  await card.getByRole('button', { name: 'Submit answer' }).click();
  await card.getByRole('status').getByText('Correct · 100 of 100 points').waitFor();

  await page.getByRole('button', { name: 'End session' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  const results = page.getByRole('region', { name: 'Results' });
  await results.waitFor();
  // (100 − 24.5 + 100) of 200 points.
  await page.getByText('Score 87.75%').waitFor();
  const rows = await results
    .getByRole('row')
    .evaluateAll((found) =>
      found.slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    );
  expect(rows).toEqual([
    ['1', 'Incorrect', '100', '−24.5'],
    ['2', 'Correct', '100', '0'],
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await suite.snap(page, 'msq-results-390');
});
