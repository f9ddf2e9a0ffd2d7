import { ApiPaths } from '@notebook/contracts';
import type { CallPath } from '../support/test-api';
import type { Page } from 'playwright-core';
import type { ChapterGroupMenuItem, ChapterMenuItem, KfpCaseDTO, TopicMenuItem } from '@notebook/contracts';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/** The question editors in a real browser, against the built web app served by the API (`npm run build -w web` first). */
let api: TestApi;
let suite: BrowserSuite;
let token: string;
let topicID: string;
const TOPIC = 'Type 2 diabetes';

const ok = <T>(path: CallPath, body?: unknown) => api.ok<T>(path, { token, body });

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  token = await api.adminToken();
  const group = await ok<ChapterGroupMenuItem>(ApiPaths.adminChapter.saveUpdateChapterGroup, {
    chapterGroupName: 'Clinical Medicine',
  });
  const chapter = await ok<ChapterMenuItem>(ApiPaths.adminChapter.saveUpdateChapter, {
    chapterGroupID: group.chapterGroupID,
    chapterName: 'Endocrine',
  });
  topicID = (
    await ok<TopicMenuItem>(ApiPaths.adminChapter.saveUpdateTopic, { chapterID: chapter.chapterID, topicName: TOPIC })
  ).topicID;
}, 60_000);
afterAll(() => suite?.stop());

/** A new admin signs in through the login form and opens the editor on the test topic. */
async function openEditor(path: string): Promise<Page> {
  const { email } = await api.createAdmin();
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/admin/dashboard');
  await page.goto(`${api.baseUrl}${path}`);
  await page.getByRole('navigation', { name: 'Topics' }).getByRole('button', { name: TOPIC }).click();
  await page.getByRole('region', { name: TOPIC }).waitFor();
  return page;
}

const isDisabled = (form: ReturnType<Page['getByRole']>) => form.getByRole('button', { name: 'Save' }).isDisabled();

test('an AKT extended-match question with five answers, two sub-questions and an explanation survives a reload', async () => {
  const page = await openEditor('/admin/akt-questions');
  await page.getByRole('button', { name: 'New AKT question' }).click();
  let form = page.getByRole('form', { name: 'AKT question' });
  await form.getByLabel('Question name').fill('Glucose-lowering drugs');
  await form.getByLabel('Type', { exact: true }).selectOption('AKT');
  await form.getByLabel('Answer type').selectOption('EXTENDED_MATCH');
  form = page.getByRole('form', { name: 'AKT question' });
  await form.getByLabel('Number of answers').selectOption('5');
  const drugs = ['Metformin', 'Gliclazide', 'Sitagliptin', 'Empagliflozin', 'Insulin glargine'];
  for (const [index, drug] of drugs.entries())
    await form.getByLabel(`Answer ${String.fromCharCode(65 + index)}`, { exact: true }).fill(drug);
  await form.getByRole('button', { name: 'Save' }).click();

  const questions = page.getByRole('region', { name: 'Questions' });
  await questions.getByText('No Questions.!').waitFor();
  const subQuestions: Array<[string, string]> = [
    ['First line for most adults with type 2 diabetes?', 'A. Metformin'],
    ['Lowers heart failure admissions?', 'D. Empagliflozin'],
  ];
  for (const [index, [text, answer]] of subQuestions.entries()) {
    await questions.getByRole('button', { name: 'New Question' }).click();
    const subForm = page.getByRole('form', { name: 'New sub-question' });
    await subForm.getByRole('textbox', { name: 'Question' }).fill(text);
    await subForm.getByLabel('Correct Answer').selectOption({ label: answer });
    await subForm.getByRole('button', { name: 'Save' }).click();
    await questions.getByRole('listitem', { name: `Question ${index + 1}` }).waitFor();
    await subForm.waitFor({ state: 'detached' });
  }
  const explanation = page.getByRole('region', { name: 'Explanation' });
  await explanation.getByRole('button', { name: 'Add explanation' }).click();
  await explanation
    .getByRole('textbox', { name: 'Explanation' })
    .fill('Metformin first; add an SGLT2 inhibitor with heart failure.');
  await explanation.getByRole('button', { name: 'Save' }).click();
  await explanation.getByRole('button', { name: 'Edit explanation' }).waitFor();
  // The answers form starts again from the stored version: a later answers save is not a 409 and keeps the explanation.
  drugs[4] = 'Insulin glargine (basal)';
  await form.getByLabel('Answer E', { exact: true }).fill(drugs[4]);
  const [answersSaved] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/saveUpdateAKTEMAnswerList')),
    form.getByRole('button', { name: 'Save' }).click(),
  ]);
  expect(answersSaved.status()).toBe(200);

  await page.reload();
  const card = page
    .getByRole('list', { name: 'AKT questions' })
    .getByRole('listitem', { name: 'Glucose-lowering drugs' });
  await card.getByRole('button', { expanded: false }).first().click();
  const answers = card.getByRole('region', { name: 'Answers' });
  await answers.getByText('Insulin glargine').waitFor();
  // Answers are rich text (a paragraph each), shown in line after their letter.
  expect(await answers.getByRole('listitem').allTextContents()).toEqual(
    drugs.map((drug, index) => `${String.fromCharCode(65 + index)}. ${drug}`),
  );
  await card
    .getByRole('listitem', { name: 'Question 2' })
    .getByRole('button', { name: 'Question 2', exact: true })
    .click();
  await card.getByText('Correct Answer: D. Empagliflozin').waitFor();
  await card.getByRole('listitem', { name: 'Question 1' }).waitFor();
  await card.getByText('Metformin first; add an SGLT2 inhibitor with heart failure.').waitFor();
  await suite.snap(page, 'akt-extended-match');
});

test('an MSQ multiple-choice question cannot be saved until enough answers are correct', async () => {
  const page = await openEditor('/admin/kfp-msq-questions');
  await page.getByRole('button', { name: 'New KFP(MSQ) question' }).click();
  const form = page.getByRole('form', { name: 'KFP(MSQ) question' });
  await form.getByLabel('Question name').fill('Hypoglycaemia risk');
  await form.getByRole('textbox', { name: 'Question', exact: true }).fill('Which drugs can cause hypoglycaemia?');
  await form.getByLabel('Answer A', { exact: true }).fill('Gliclazide');
  await form.getByLabel('Answer B', { exact: true }).fill('Insulin');
  await form.getByLabel('Number of expected answers').selectOption('2');
  await form.getByLabel('Answer A is correct').check();
  await form.getByLabel('Answer A score').fill('50');
  await form.getByText('Select at least 2 correct answer(s)', { exact: true }).waitFor();
  expect(await isDisabled(form)).toBe(true);

  await form.getByLabel('Answer B is correct').check();
  await form.getByLabel('Answer B score').fill('50');
  await form.locator('button[type=submit]:enabled').waitFor();
  await form.getByRole('button', { name: 'Save' }).click();
  const card = page
    .getByRole('list', { name: 'KFP(MSQ) questions' })
    .getByRole('listitem', { name: 'Hypoglycaemia risk' });
  await card.waitFor();
  await page.reload();
  await card.getByRole('button', { expanded: false }).first().click();
  await card.getByText('Score 50').first().waitFor();
  expect(await card.getByRole('img', { name: 'Correct' }).count()).toBe(2);
});

test('KFP cases reordered in the editor keep their order after a reload', async () => {
  const cases: KfpCaseDTO[] = [];
  for (const caseName of ['Mrs A, 52, thirsty', 'Mr B, 67, foot ulcer', 'Ms C, 31, pregnant']) {
    cases.push(
      await ok<KfpCaseDTO>(ApiPaths.adminChapter.saveUpdateKFPCase, {
        topicID,
        caseName,
        caseDescription: `<p>${caseName} sees you in surgery.</p>`,
      }),
    );
  }
  await ok(ApiPaths.adminChapter.saveUpdateKFPCaseQuestion, {
    kfpCaseID: cases[1]!.kfpCaseID,
    question: '<p>What do you check first?</p>',
    kfpAnswerType: 'MULTIPLE_CHOICE',
    noOfAnswers: 2,
    questionAnswers: [{ answer: 'Foot pulses', correctAnswer: true }, { answer: 'Visual acuity' }],
  });
  const page = await openEditor('/admin/kfp-questions');
  const list = page.getByRole('list', { name: 'KFP cases' });
  const order = () =>
    list.locator(':scope > li').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  await list.getByRole('listitem', { name: 'Ms C, 31, pregnant' }).waitFor();
  expect(await order()).toEqual(['Mrs A, 52, thirsty', 'Mr B, 67, foot ulcer', 'Ms C, 31, pregnant']);

  const saved = () =>
    page.waitForResponse((response) => response.url().endsWith('/updateKFPCaseDisplayOrder') && response.ok());
  await Promise.all([saved(), page.getByRole('button', { name: 'Move Ms C, 31, pregnant up' }).click()]);
  await Promise.all([saved(), page.getByRole('button', { name: 'Move Ms C, 31, pregnant up' }).click()]);
  await Promise.all([saved(), page.getByRole('button', { name: 'Move Mrs A, 52, thirsty down' }).click()]);
  const expected = ['Ms C, 31, pregnant', 'Mr B, 67, foot ulcer', 'Mrs A, 52, thirsty'];
  expect(await order()).toEqual(expected);

  await page.reload();
  await list.getByRole('listitem', { name: 'Ms C, 31, pregnant' }).waitFor();
  expect(await order()).toEqual(expected);

  // Dragged up by its grip onto the first case, Mrs A lands before it; the order is persisted too.
  const dragged = ['Mrs A, 52, thirsty', 'Ms C, 31, pregnant', 'Mr B, 67, foot ulcer'];
  await Promise.all([
    saved(),
    list
      .getByRole('img', { name: 'Drag Mrs A, 52, thirsty' })
      .dragTo(list.getByRole('listitem', { name: 'Ms C, 31, pregnant' })),
  ]);
  expect(await order()).toEqual(dragged);
  await page.reload();
  await list.getByRole('listitem', { name: 'Ms C, 31, pregnant' }).waitFor();
  expect(await order()).toEqual(dragged);
  await list.getByRole('listitem', { name: 'Mr B, 67, foot ulcer' }).getByRole('button', { expanded: false }).click();
  await list.getByText('Mr B, 67, foot ulcer sees you in surgery.').waitFor();
  await list.getByRole('button', { name: 'Question 1', exact: true }).click();
  await list.getByText('Foot pulses').waitFor();
  await list.getByRole('button', { name: 'New question' }).click();
  await page.getByRole('form', { name: 'New KFP question' }).waitFor();
  await suite.snap(page, 'kfp-questions');
});
