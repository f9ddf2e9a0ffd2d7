import type { KfpCaseDTO, TopicMenuItem } from '@notebook/contracts';
import { Privileges, ApiPaths } from '@notebook/contracts';
import { TestApi, pathOf, type CallPath } from '../support/test-api';

let api: TestApi;
let token: string;
let topicID: string;
const UNKNOWN_ID = '0190a0b0-0000-7000-8000-0000000000ff';

const ok = <T>(path: CallPath, body?: unknown, as = token) => api.ok<T>(path, { token: as, body });

beforeAll(async () => {
  api = await TestApi.start();
  token = await api.adminToken();
  ({ topicID } = await api.createTopic(token, { chapterName: 'Endocrine', topicName: 'Thyroid' }));
});
afterAll(() => api.stop());

const newCase = (caseName: string, extra: object = {}) =>
  ok<KfpCaseDTO>(ApiPaths.adminChapter.saveUpdateKFPCase, {
    topicID,
    caseName,
    caseDescription: '<p>A 45-year-old woman is tired.</p>',
    ...extra,
  });
const question = (kfpCaseID: string, extra: object = {}) => ({
  kfpCaseID,
  question: '<p>Which tests?</p>',
  kfpAnswerType: 'MULTIPLE_CHOICE',
  noOfAnswers: 2,
  questionAnswers: [{ answer: 'TSH', correctAnswer: true }, { answer: 'Free T4' }],
  ...extra,
});

test('cases are saved in order, listed, loaded with their questions, reordered (persisted) and removed', async () => {
  const response = await api.call<KfpCaseDTO>(ApiPaths.adminChapter.saveUpdateKFPCase, {
    token,
    body: { topicID, caseName: '  Mrs A, 45  ', caseDescription: '<p onclick="x">Tired</p>' },
  });
  expect(response.body).toMatchObject({
    status: 'SUCCESS',
    message: 'Successfully saved / updated',
    result: {
      caseName: 'Mrs A, 45',
      caseDescription: '<p>Tired</p>',
      status: 'ACT',
      displayOrder: 1,
      kfpCaseQuestions: [],
    },
  });
  const a = (response.body as { result: KfpCaseDTO }).result;
  const b = await newCase('Mr B, 70');
  const c = await newCase('Ms C, 30', { status: 'INA' });
  expect([b.displayOrder, c.displayOrder]).toEqual([2, 3]);

  const names = async () =>
    (await ok<KfpCaseDTO[]>(pathOf(ApiPaths.adminChapter.getAllActiveKFPCasesForTopic, { topicID }))).map(
      (x) => x.caseName,
    );
  expect(await names()).toEqual(['Mrs A, 45', 'Mr B, 70', 'Ms C, 30']);
  const reordered = await api.call<KfpCaseDTO[]>(ApiPaths.adminChapter.updateKFPCaseDisplayOrder, {
    token,
    body: { topicID, kfpCaseIDs: [c.kfpCaseID, a.kfpCaseID, b.kfpCaseID] },
  });
  expect(reordered.body).toMatchObject({ status: 'SUCCESS', message: 'Successfully updated' });
  expect(await names()).toEqual(['Ms C, 30', 'Mrs A, 45', 'Mr B, 70']);
  // A later edit of a case keeps its place.
  await ok(ApiPaths.adminChapter.saveUpdateKFPCase, { ...a, caseName: 'Mrs A, 46' });
  expect(await names()).toEqual(['Ms C, 30', 'Mrs A, 46', 'Mr B, 70']);
  const wrongOrder = await api.call(ApiPaths.adminChapter.updateKFPCaseDisplayOrder, {
    token,
    body: { topicID, kfpCaseIDs: [a.kfpCaseID] },
  });
  expect(wrongOrder.status).toBe(400);

  const removed = await api.call(ApiPaths.adminChapter.removeKFPCase, { token, body: { kfpCaseID: b.kfpCaseID } });
  expect(removed.body).toMatchObject({ status: 'SUCCESS', message: 'Successfully removed' });
  expect(await names()).toEqual(['Ms C, 30', 'Mrs A, 46']);
  expect(
    (await api.call(pathOf(ApiPaths.adminChapter.getKFPCaseDTO, { kfpCaseID: b.kfpCaseID }), { token })).status,
  ).toBe(404);
});

test('case questions with answers: added, updated with updatedAnswers/addedAnswers, reordered, removed', async () => {
  const kfp = await newCase('Questions case');
  const one = await ok<KfpCaseDTO>(ApiPaths.adminChapter.saveUpdateKFPCaseQuestion, question(kfp.kfpCaseID));
  const q1 = one.kfpCaseQuestions[0]!;
  expect(q1).toMatchObject({ displayOrder: 1, status: 'ACT', noOfAnswers: 2, explanation: null });
  expect(q1.questionAnswers.map((a) => [a.answer, a.correctAnswer, a.displayOrder])).toEqual([
    ['TSH', true, 1],
    ['Free T4', false, 2],
  ]);

  const two = await ok<KfpCaseDTO>(
    ApiPaths.adminChapter.saveUpdateKFPCaseQuestion,
    question(kfp.kfpCaseID, {
      question: '<p>What do you tell her?</p>',
      kfpAnswerType: 'TEXT',
      noOfAnswers: 1,
      questionAnswers: [{ answer: 'Explain hypothyroidism' }],
    }),
  );
  const q2 = two.kfpCaseQuestions[1]!;
  expect(q2).toMatchObject({ displayOrder: 2, kfpAnswerType: 'TEXT' });

  const updated = await ok<KfpCaseDTO>(ApiPaths.adminChapter.saveUpdateKFPCaseQuestion, {
    ...question(kfp.kfpCaseID),
    kfpCaseQuestionID: q1.kfpCaseQuestionID,
    noOfAnswers: 3,
    explanation: '<p>TSH first</p>',
    updatedAnswers: q1.questionAnswers.map((a) => ({ ...a, answer: `${a.answer}!` })),
    addedAnswers: [{ answer: 'Antibodies' }],
  });
  const after = updated.kfpCaseQuestions.find((q) => q.kfpCaseQuestionID === q1.kfpCaseQuestionID)!;
  expect(after.questionAnswers.map((a) => [a.answer, a.displayOrder])).toEqual([
    ['TSH!', 1],
    ['Free T4!', 2],
    ['Antibodies', 3],
  ]);
  expect(after.explanation).toBe('<p>TSH first</p>');

  const reordered = await ok<KfpCaseDTO>(ApiPaths.adminChapter.updateKFPCaseQuestionDisplayOrder, {
    kfpCaseID: kfp.kfpCaseID,
    kfpCaseQuestionIDs: [q2.kfpCaseQuestionID, q1.kfpCaseQuestionID],
  });
  expect(reordered.kfpCaseQuestions.map((q) => q.kfpCaseQuestionID)).toEqual([
    q2.kfpCaseQuestionID,
    q1.kfpCaseQuestionID,
  ]);
  expect(
    (
      await ok<KfpCaseDTO>(pathOf(ApiPaths.adminChapter.getKFPCaseDTO, { kfpCaseID: kfp.kfpCaseID }))
    ).kfpCaseQuestions.map((q) => q.kfpCaseQuestionID),
  ).toEqual([q2.kfpCaseQuestionID, q1.kfpCaseQuestionID]);

  // removeKFPCaseQuestion finds the case from the question id alone.
  const removed = await api.call<KfpCaseDTO>(ApiPaths.adminChapter.removeKFPCaseQuestion, {
    token,
    body: { kfpCaseQuestionID: q2.kfpCaseQuestionID },
  });
  expect(removed.body).toMatchObject({ status: 'SUCCESS', message: 'Successfully removed' });
  expect((removed.body as { result: KfpCaseDTO }).result.kfpCaseQuestions.map((q) => q.kfpCaseQuestionID)).toEqual([
    q1.kfpCaseQuestionID,
  ]);
});

test('concurrent edits of one case: one wins, the other is a 409', async () => {
  const kfp = await newCase('Race case');
  const edit = (caseName: string) =>
    api.call(ApiPaths.adminChapter.saveUpdateKFPCase, { token, body: { ...kfp, caseName } });
  const statuses = (await Promise.all([edit('A'), edit('B')])).map((r) => r.status).sort();
  expect(statuses).toEqual([200, 409]);
});

test('reading KFP cases needs only the admin type; changing them needs the KFP add/edit code; a reader may do neither', async () => {
  const plain = await api.adminToken([]);
  const editor = await api.adminToken([Privileges.kfpQuestion.addEdit]);
  await api.createReader({ subscribed: true }, 'kfp-reader@test.example');
  const reader = (await api.login('kfp-reader@test.example')).token;
  const kfp = await ok<KfpCaseDTO>(
    ApiPaths.adminChapter.saveUpdateKFPCase,
    { topicID, caseName: 'By a KFP editor', caseDescription: 'x' },
    editor,
  );
  expect(
    (await api.call(pathOf(ApiPaths.adminChapter.getKFPCaseDTO, { kfpCaseID: kfp.kfpCaseID }), { token: plain }))
      .status,
  ).toBe(200);
  expect(
    (await api.call(pathOf(ApiPaths.adminChapter.getAllActiveKFPCasesForTopic, { topicID }), { token: plain })).status,
  ).toBe(200);
  const before = await api.eventCount();
  for (const path of [
    ApiPaths.adminChapter.saveUpdateKFPCase,
    ApiPaths.adminChapter.saveUpdateKFPCaseQuestion,
    ApiPaths.adminChapter.removeKFPCase,
    ApiPaths.adminChapter.removeKFPCaseQuestion,
    ApiPaths.adminChapter.updateKFPCaseDisplayOrder,
    ApiPaths.adminChapter.updateKFPCaseQuestionDisplayOrder,
  ]) {
    expect({ path, status: (await api.call(path, { token: reader, body: {} })).status }).toEqual({ path, status: 403 });
    expect({ path, status: (await api.call(path, { token: plain, body: {} })).status }).toEqual({ path, status: 403 });
  }
  expect(
    (
      await api.call(ApiPaths.adminChapter.saveUpdateKFPCase, {
        token: plain,
        body: { topicID, caseName: 'By a plain admin', caseDescription: 'x' },
      })
    ).status,
  ).toBe(403);
  expect(
    (await api.call(pathOf(ApiPaths.adminChapter.getAllActiveKFPCasesForTopic, { topicID }), { token: reader })).status,
  ).toBe(403);
  expect(await api.eventCount()).toBe(before);
});

type Case = { name: string; path: CallPath; body: () => unknown; field?: string; status?: number; message?: string };
let caseID = '';
beforeAll(async () => {
  // In a topic of its own, so the ordering test above sees only its cases.
  const other = await ok<TopicMenuItem>(ApiPaths.adminChapter.saveUpdateTopic, {
    chapterID: await chapterOf(topicID),
    topicName: 'Validation',
  });
  caseID = (await newCase('Validation case', { topicID: other.topicID })).kfpCaseID;
});
async function chapterOf(id: string): Promise<string> {
  const menu = await ok<{ topics: TopicMenuItem[] }>(ApiPaths.adminChapter.getTopicMenu);
  return menu.topics.find((topic) => topic.topicID === id)!.chapterID;
}
const cases: Case[] = [
  {
    name: 'case: blank name',
    path: ApiPaths.adminChapter.saveUpdateKFPCase,
    body: () => ({ topicID, caseName: ' ', caseDescription: 'd' }),
    field: 'caseName',
    message: 'Required',
  },
  {
    name: 'case: name over 400',
    path: ApiPaths.adminChapter.saveUpdateKFPCase,
    body: () => ({ topicID, caseName: 'x'.repeat(401), caseDescription: 'd' }),
    field: 'caseName',
    message: 'Max length is 400',
  },
  {
    name: 'case: no description',
    path: ApiPaths.adminChapter.saveUpdateKFPCase,
    body: () => ({ topicID, caseName: 'n' }),
    field: 'caseDescription',
    message: 'Required',
  },
  {
    name: 'case: unknown status',
    path: ApiPaths.adminChapter.saveUpdateKFPCase,
    body: () => ({ topicID, caseName: 'n', caseDescription: 'd', status: 'GONE' }),
    field: 'status',
  },
  {
    name: 'case: topic that does not exist',
    path: ApiPaths.adminChapter.saveUpdateKFPCase,
    body: () => ({ topicID: UNKNOWN_ID, caseName: 'n', caseDescription: 'd' }),
    status: 404,
    field: 'topicID',
  },
  {
    name: 'case: unknown id',
    path: ApiPaths.adminChapter.saveUpdateKFPCase,
    body: () => ({ kfpCaseID: UNKNOWN_ID, topicID, caseName: 'n', caseDescription: 'd' }),
    status: 404,
  },
  {
    name: 'question: blank',
    path: ApiPaths.adminChapter.saveUpdateKFPCaseQuestion,
    body: () => question(caseID, { question: '' }),
    field: 'question',
    message: 'Required',
  },
  {
    name: 'question: no answer type',
    path: ApiPaths.adminChapter.saveUpdateKFPCaseQuestion,
    body: () => question(caseID, { kfpAnswerType: undefined }),
    field: 'kfpAnswerType',
    message: 'Required',
  },
  {
    name: 'question: 16 answers',
    path: ApiPaths.adminChapter.saveUpdateKFPCaseQuestion,
    body: () => question(caseID, { noOfAnswers: 16 }),
    field: 'noOfAnswers',
    message: 'Max Value is 15',
  },
  {
    name: 'question: blank answer',
    path: ApiPaths.adminChapter.saveUpdateKFPCaseQuestion,
    body: () => question(caseID, { questionAnswers: [{ answer: 'TSH' }, { answer: ' ' }] }),
    field: 'questionAnswers.1.answer',
    message: 'Required',
  },
  {
    name: 'question: fewer answers than the count',
    path: ApiPaths.adminChapter.saveUpdateKFPCaseQuestion,
    body: () => question(caseID, { questionAnswers: [{ answer: 'TSH' }] }),
    field: 'questionAnswers.1.answer',
    message: 'Required',
  },
  {
    name: 'question: correct answer on a TEXT question',
    path: ApiPaths.adminChapter.saveUpdateKFPCaseQuestion,
    body: () => question(caseID, { kfpAnswerType: 'TEXT' }),
    field: 'questionAnswers.0.correctAnswer',
    message: 'A correct answer can only be marked for multiple choice answers',
  },
  {
    name: 'question: unknown case',
    path: ApiPaths.adminChapter.saveUpdateKFPCaseQuestion,
    body: () => question(UNKNOWN_ID),
    status: 404,
  },
  {
    name: 'question: unknown question id',
    path: ApiPaths.adminChapter.saveUpdateKFPCaseQuestion,
    body: () => question(caseID, { kfpCaseQuestionID: UNKNOWN_ID }),
    status: 404,
  },
  {
    name: 'remove case: unknown',
    path: ApiPaths.adminChapter.removeKFPCase,
    body: () => ({ kfpCaseID: UNKNOWN_ID }),
    status: 404,
  },
  {
    name: 'remove question: unknown',
    path: ApiPaths.adminChapter.removeKFPCaseQuestion,
    body: () => ({ kfpCaseQuestionID: UNKNOWN_ID }),
    status: 404,
  },
  {
    name: 'case order: empty',
    path: ApiPaths.adminChapter.updateKFPCaseDisplayOrder,
    body: () => ({ topicID, kfpCaseIDs: [] }),
    field: 'kfpCaseIDs',
  },
  {
    name: 'case order: unknown topic',
    path: ApiPaths.adminChapter.updateKFPCaseDisplayOrder,
    body: () => ({ topicID: UNKNOWN_ID, kfpCaseIDs: [caseID] }),
    status: 404,
  },
  {
    name: 'question order: not every question',
    path: ApiPaths.adminChapter.updateKFPCaseQuestionDisplayOrder,
    body: () => ({ kfpCaseID: caseID, kfpCaseQuestionIDs: [UNKNOWN_ID] }),
    field: 'kfpCaseQuestionIDs',
  },
];

test.each(cases)('refused without writing: $name', async ({ path, body, field, status = 400, message }) => {
  const before = await api.eventCount();
  const response = await api.call(path, { token, body: body() });
  expect(response.status).toBe(status);
  if (response.body.status !== 'FAILED') throw new Error('expected FAILED');
  const first = response.body.appsErrorMessages[0]!;
  if (field) expect(first.field).toBe(field);
  if (message) expect(first.errorMessage).toBe(message);
  expect(await api.eventCount()).toBe(before);
});
