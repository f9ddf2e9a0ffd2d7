import type { AktmoSaveDTO } from '@notebook/contracts';
import { ApiPaths, ContentFeedbackMessages, Privileges } from '@notebook/contracts';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * Error reports in a real browser against the built web app (`npm run build -w web` first, issue
 * 29): a subscribed reader reports a problem on an AKT question from the practice screen; an AKT
 * editor finds it at /admin/content-reports and rejects it with a reply; the reader sees the reply
 * under "Your reports" on their profile, at 1280 px and at 390 px in dark mode.
 */
let api: TestApi;
let suite: BrowserSuite;

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  const admin = await api.adminToken();
  const { topicID } = await api.createTopic(admin, { chapterName: 'Respiratory', topicName: 'Asthma' });
  await api.ok<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
    token: admin,
    body: {
      aktQuestionDTO: { topicID, questionName: 'First-line preventer', aktType: 'AKT', explanation: '<p>ICS.</p>' },
      aktmoQuestionDTO: {
        question: '<p>Which preventer comes first?</p>',
        noOfAnswers: 2,
        aktmoAnswerDTOList: [{ answer: 'Inhaled corticosteroid', correctAnswer: true }, { answer: 'LABA alone' }],
      },
    },
  });
}, 60_000);
afterAll(() => suite?.stop());

test('a reader reports an AKT question; the editor rejects it with a reply; the reader reads it on the profile', async () => {
  // The reader, in a practice session.
  const reader = await suite.newPage();
  const { email } = await api.createReader({ subscribed: true });
  await suite.signIn(reader, email);
  await reader.waitForURL('**/public');
  await reader.goto(suite.url('/public/akt-questions/new'));
  await reader.getByRole('checkbox', { name: /Asthma/ }).check();
  await reader.getByLabel('Number of questions').fill('1');
  await reader.getByRole('button', { name: 'Start session' }).click();
  await reader.getByRole('heading', { name: 'Question 1 of 1' }).waitFor();

  await reader.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = reader.getByRole('dialog', { name: 'Report a problem' });
  await dialog.getByLabel('Reason').selectOption({ label: 'Outdated guideline' });
  await dialog.getByLabel('What is wrong?').fill('The 2025 handbook changed the first-line preventer.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await reader.getByText(ContentFeedbackMessages.reported).first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await suite.snap(reader, 'content-report-sent');

  // The AKT editor triages it.
  const editor = await suite.newPage();
  const { email: editorEmail } = await api.createAdmin([Privileges.aktQuestion.addEdit]);
  await suite.signIn(editor, editorEmail);
  await editor.waitForURL('**/admin/**');
  await editor.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Content Reports' }).click();
  await editor.getByRole('heading', { level: 1, name: 'Content Reports' }).waitFor();
  const report = editor.getByRole('listitem', { name: 'Report on First-line preventer' });
  await report.getByText('The 2025 handbook changed the first-line preventer.').waitFor();
  expect(await report.getByRole('link', { name: /AKT question: First-line preventer/ }).getAttribute('href')).toMatch(
    /^\/admin\/akt-questions\?topicID=/,
  );
  const answer = report.getByRole('form', { name: 'Answer the report on First-line preventer' });
  await answer.getByLabel('New status').selectOption({ label: 'Rejected' });
  await answer.getByText(ContentFeedbackMessages.replyRequired).waitFor();
  await answer.getByLabel('Reply to the reader').fill('The 2025 handbook still puts an inhaled corticosteroid first.');
  await answer.getByRole('button', { name: 'Save' }).click();
  await report.getByText('Rejected', { exact: true }).waitFor();
  await suite.snap(editor, 'content-reports-admin');

  // The reader reads the answer on their profile.
  await reader.goto(suite.url('/public/profile'));
  const yours = reader.getByRole('region', { name: 'Your reports' });
  await yours.getByText('AKT question: First-line preventer').waitFor();
  await yours.getByText('Rejected', { exact: true }).waitFor();
  await yours.getByText('The 2025 handbook still puts an inhaled corticosteroid first.').waitFor();

  // At 390 px in dark mode the section fits the screen.
  await reader.setViewportSize({ width: 390, height: 844 });
  await reader.emulateMedia({ colorScheme: 'dark' });
  await reader.reload();
  await yours.getByText('The 2025 handbook still puts an inhaled corticosteroid first.').waitFor();
  const overflow = await reader.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await suite.snap(reader, 'content-report-profile-390-dark');
}, 120_000);
