import type { KfpCaseDTO } from '@notebook/contracts';
import { ApiPaths } from '@notebook/contracts';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * KFP case practice in a real browser against the built web app (`npm run build -w web` first): a
 * subscribed reader picks a topic, opens a case, answers a multiple choice (marked at once) and a
 * written question (model answer shown, self-marked), reloads in the middle, and finishes the attempt.
 */
let api: TestApi;
let suite: BrowserSuite;

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  const admin = await api.adminToken();
  const { topicID } = await api.createTopic(admin, { chapterName: 'Cardiology', topicName: 'Chest pain' });
  const made = await api.ok<KfpCaseDTO>(ApiPaths.adminChapter.saveUpdateKFPCase, {
    token: admin,
    body: {
      topicID,
      caseName: 'Pain at rest',
      caseDescription: '<p>A 58-year-old man has had central chest pain for an hour.</p>',
    },
  });
  const withChoice = await api.ok<KfpCaseDTO>(ApiPaths.adminChapter.saveUpdateKFPCaseQuestion, {
    token: admin,
    body: {
      kfpCaseID: made.kfpCaseID,
      question: '<p>Which two tests first?</p>',
      explanation: '<p>Both within ten minutes.</p>',
      kfpAnswerType: 'MULTIPLE_CHOICE',
      noOfAnswers: 3,
      questionAnswers: [
        { answer: 'ECG', correctAnswer: true },
        { answer: 'Troponin', correctAnswer: true },
        { answer: 'Chest X-ray' },
      ],
      version: made.version,
    },
  });
  await api.ok(ApiPaths.adminChapter.saveUpdateKFPCaseQuestion, {
    token: admin,
    body: {
      kfpCaseID: made.kfpCaseID,
      question: '<p>Write the likely diagnosis.</p>',
      kfpAnswerType: 'TEXT',
      noOfAnswers: 1,
      questionAnswers: [{ answer: 'Acute coronary syndrome' }],
      version: withChoice.version,
    },
  });
}, 60_000);
afterAll(() => suite?.stop());

test('a reader answers a case: options marked at once, a written answer shown the model answer and self-marked, across a reload', async () => {
  const page = await suite.newPage();
  const { email } = await api.createReader({ subscribed: true });
  await suite.signIn(page, email);
  await page.waitForURL('**/public');
  await page.goto(suite.url('/public/kfp-questions'));
  await page
    .getByRole('navigation', { name: 'Topics with cases' })
    .getByRole('button', { name: /Chest pain/ })
    .click();
  await page.getByRole('link', { name: 'Open case' }).click();
  await page.getByRole('heading', { name: 'Pain at rest' }).waitFor();
  await page.getByRole('button', { name: 'Start' }).click();

  const first = page.getByRole('region', { name: 'Question 1' });
  await first.getByRole('checkbox', { name: /ECG/ }).check();
  await first.getByRole('checkbox', { name: /Troponin/ }).check();
  await first.getByRole('button', { name: 'Submit answer' }).click();
  await first.getByRole('status').getByText('Correct').waitFor();
  await first.getByText('Both within ten minutes.').waitFor();

  await page.reload();
  const second = page.getByRole('region', { name: 'Question 2' });
  await second.getByLabel('Your answer').fill('Myocardial infarction');
  await second.getByRole('button', { name: 'Submit answer' }).click();
  await second.getByText('Acute coronary syndrome').waitFor();
  await second.getByRole('button', { name: 'I got it right' }).click();
  await page.getByText('Done: 2 of 2').waitFor();
  await suite.snap(page, 'kfp-case-done');

  await page.goto(suite.url('/public/kfp-questions'));
  await page
    .getByRole('navigation', { name: 'Topics with cases' })
    .getByRole('button', { name: /Chest pain/ })
    .click();
  await page.getByText(/last attempt .*: 2 of 2/).waitFor();
});
