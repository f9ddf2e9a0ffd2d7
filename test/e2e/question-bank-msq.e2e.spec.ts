import type { MsqQuestionDTO, MsqemResponseDTO, MsqmoSaveDTO } from '@notebook/contracts';
import { Privileges, ApiPaths } from '@notebook/contracts';
import { TestApi, pathOf, type CallPath } from '../support/test-api';

let api: TestApi;
let token: string;
let topicID: string;
const UNKNOWN_ID = '0190a0b0-0000-7000-8000-0000000000ff';

const ok = <T>(path: CallPath, body?: unknown) => api.ok<T>(path, { token, body });

beforeAll(async () => {
  api = await TestApi.start();
  token = await api.adminToken();
  ({ topicID } = await api.createTopic(token, { chapterName: 'Endocrine', topicName: 'Diabetes' }));
});
afterAll(() => api.stop());

type AnswerBody = { msqMoAnswerID?: string; answer: string; correctAnswer?: boolean; answerScore?: number };
const mo = (
  extra: object = {},
  answers: AnswerBody[] = [
    { answer: 'HbA1c', correctAnswer: true, answerScore: 60 },
    { answer: 'Renal function', correctAnswer: true, answerScore: 40 },
    { answer: 'Chest X-ray', answerScore: 30 },
  ],
  moExtra: object = {},
) => ({
  msqQuestionDTO: { topicID, questionName: 'Annual diabetes review', selectedForMock: 'Y', ...extra },
  msqmoQuestionDTO: {
    question: '<p>Which tests are due?</p>',
    noOfAnswers: answers.length,
    noOfExpectedAnswers: 2,
    msqmoAnswerDTOList: answers,
    ...moExtra,
  },
});

test('a multiple-choice MSQ is saved with scores (reset to 0 when not correct), listed by both paths, loaded by both paths, counted for the mock', async () => {
  const response = await api.call<MsqmoSaveDTO>(ApiPaths.adminChapter.saveUpdateMSQMOQuestion, { token, body: mo() });
  expect(response.body).toMatchObject({ status: 'SUCCESS', message: 'Successfully saved / updated' });
  const saved = (response.body as { result: MsqmoSaveDTO }).result;
  expect(saved.msqQuestionDTO).toMatchObject({
    msqType: 'MSQ',
    msqAnswerType: 'MULTIPLE_CHOICE',
    status: 'ACT',
    selectedForMock: 'Y',
    displayOrder: 1,
  });
  expect(saved.msqmoQuestionDTO.msqmoAnswerDTOList.map((a) => [a.answer, a.correctAnswer, a.answerScore])).toEqual([
    ['HbA1c', true, 60],
    ['Renal function', true, 40],
    ['Chest X-ray', false, 0],
  ]);
  expect(saved.msqmoQuestionDTO.noOfExpectedAnswers).toBe(2);

  const id = saved.msqQuestionDTO.msqQuestionID;
  expect(await ok<MsqQuestionDTO[]>(pathOf(ApiPaths.adminChapter.getMSQQuestionList, {}, { topicID }))).toEqual([
    saved.msqQuestionDTO,
  ]);
  expect(await ok<MsqQuestionDTO[]>(pathOf(ApiPaths.adminChapter.getAllMSQQuestions, { topicID }))).toEqual([
    saved.msqQuestionDTO,
  ]);
  expect(await ok(pathOf(ApiPaths.adminChapter.getMSQQuestionByID, {}, { msqQuestionID: id }))).toEqual(saved);
  expect(await ok(pathOf(ApiPaths.adminChapter.getMSQQuestionById, { id }))).toEqual(saved);
  expect(await ok(ApiPaths.adminChapter.getMSQMockQuestionCount)).toEqual({ mockQuestionCount: 1 });

  // Raising the count adds an active answer at position + 1.
  const answers = saved.msqmoQuestionDTO.msqmoAnswerDTOList.map((a) => ({
    msqMoAnswerID: a.msqMoAnswerID,
    answer: a.answer,
    correctAnswer: a.correctAnswer,
    answerScore: a.answerScore,
  }));
  const raised = await ok<MsqmoSaveDTO>(
    ApiPaths.adminChapter.saveUpdateMSQMOQuestion,
    mo({ msqQuestionID: id, version: saved.msqQuestionDTO.version }, [
      ...answers,
      { answer: 'Foot check', correctAnswer: true, answerScore: 10 },
    ]),
  );
  expect(raised.msqmoQuestionDTO.msqmoAnswerDTOList.map((a) => [a.answer, a.displayOrder, a.status])).toEqual([
    ['HbA1c', 1, 'ACT'],
    ['Renal function', 2, 'ACT'],
    ['Chest X-ray', 3, 'ACT'],
    ['Foot check', 4, 'ACT'],
  ]);

  const removed = await api.call(ApiPaths.adminChapter.removeMSQQuestion, { token, body: raised.msqQuestionDTO });
  expect(removed.body).toMatchObject({ status: 'SUCCESS', message: 'Successfully removed' });
  expect(await ok(ApiPaths.adminChapter.getMSQMockQuestionCount)).toEqual({ mockQuestionCount: 0 });
  expect((await api.call(pathOf(ApiPaths.adminChapter.getMSQQuestionById, { id }), { token })).status).toBe(404);
});

test('an extended-match MSQ with sub-questions; switching it to multiple choice resets its answers', async () => {
  const em = await ok<MsqemResponseDTO>(ApiPaths.adminChapter.saveUpdateMSQEMAnswerList, {
    msqQuestionDTO: {
      topicID,
      questionName: 'Hypoglycaemia causes',
      msqType: 'KFP',
      noOfAnswers: 3,
      explanation: '<p>Drugs first</p>',
    },
    msqemAnswerDTOList: [{ answer: 'Gliclazide' }, { answer: 'Alcohol' }, { answer: 'Addison disease' }],
  });
  expect(em.msqemAnswerListDTO.msqQuestionDTO).toMatchObject({
    msqType: 'KFP',
    msqAnswerType: 'EXTENDED_MATCH',
    explanation: '<p>Drugs first</p>',
  });
  const msqQuestionID = em.msqemAnswerListDTO.msqQuestionDTO.msqQuestionID;
  const withSub = await ok<MsqemResponseDTO>(ApiPaths.adminChapter.saveUpdateMSQEMQuestion, {
    msqQuestionID,
    question: '<p>On a sulfonylurea</p>',
    correctAnswerID: em.msqemAnswerListDTO.msqemAnswerDTOList[0]!.msqEmAnswerID,
  });
  expect(withSub.msqemQuestionDTOList).toEqual([
    expect.objectContaining({ status: 'ACT', displayOrder: 1, msqQuestionID }),
  ]);
  const edited = await ok<MsqemResponseDTO>(ApiPaths.adminChapter.saveUpdateMSQEMQuestion, {
    ...withSub.msqemQuestionDTOList[0],
    status: 'INA',
  });
  expect(edited.msqemQuestionDTOList[0]!.status).toBe('INA');
  const afterRemove = await ok<MsqemResponseDTO>(ApiPaths.adminChapter.removeMSQEMQuestion, {
    msqQuestionID,
    msqEmQuestionID: withSub.msqemQuestionDTOList[0]!.msqEmQuestionID,
  });
  expect(afterRemove.msqemQuestionDTOList).toEqual([]);

  const switched = await ok<MsqmoSaveDTO>(
    ApiPaths.adminChapter.saveUpdateMSQMOQuestion,
    mo({ msqQuestionID, questionName: 'Hypoglycaemia causes', msqType: 'KFP' }, [
      {
        msqMoAnswerID: em.msqemAnswerListDTO.msqemAnswerDTOList[0]!.msqEmAnswerID,
        answer: 'Gliclazide',
        correctAnswer: true,
        answerScore: 50,
      },
      { answer: 'Alcohol', correctAnswer: true, answerScore: 50 },
    ]),
  );
  expect(switched.msqQuestionDTO.msqAnswerType).toBe('MULTIPLE_CHOICE');
  expect(switched.msqmoQuestionDTO.msqmoAnswerDTOList.map((a) => a.msqMoAnswerID)).not.toContain(
    em.msqemAnswerListDTO.msqemAnswerDTOList[0]!.msqEmAnswerID,
  );
  expect(switched.msqQuestionDTO.explanation).toBe('<p>Drugs first</p>');
});

test('concurrent edits of one MSQ: one wins, the other is a 409', async () => {
  const saved = await ok<MsqmoSaveDTO>(ApiPaths.adminChapter.saveUpdateMSQMOQuestion, mo({ questionName: 'Race' }));
  const answers = saved.msqmoQuestionDTO.msqmoAnswerDTOList.map((a) => ({
    msqMoAnswerID: a.msqMoAnswerID,
    answer: a.answer,
    correctAnswer: a.correctAnswer,
    answerScore: a.answerScore,
  }));
  const edit = (name: string) =>
    api.call(ApiPaths.adminChapter.saveUpdateMSQMOQuestion, {
      token,
      body: mo(
        {
          msqQuestionID: saved.msqQuestionDTO.msqQuestionID,
          version: saved.msqQuestionDTO.version,
          questionName: name,
        },
        answers,
      ),
    });
  const statuses = (await Promise.all([edit('A'), edit('B')])).map((r) => r.status).sort();
  expect(statuses).toEqual([200, 409]);
});

test("privileges: view cannot write, and another editor's privilege cannot read", async () => {
  const viewer = await api.adminToken([Privileges.msqQuestion.view]);
  const aktOnly = await api.adminToken([Privileges.aktQuestion.addEdit]);
  const before = await api.eventCount();
  expect(
    (await api.call(pathOf(ApiPaths.adminChapter.getMSQQuestionList, {}, { topicID }), { token: viewer })).status,
  ).toBe(200);
  for (const path of [
    ApiPaths.adminChapter.saveUpdateMSQMOQuestion,
    ApiPaths.adminChapter.saveUpdateMSQEMAnswerList,
    ApiPaths.adminChapter.saveUpdateMSQEMQuestion,
    ApiPaths.adminChapter.removeMSQQuestion,
    ApiPaths.adminChapter.removeMSQEMQuestion,
  ]) {
    expect({ path, status: (await api.call(path, { token: viewer, body: mo() })).status }).toEqual({
      path,
      status: 403,
    });
  }
  for (const path of [
    pathOf(ApiPaths.adminChapter.getMSQQuestionList, {}, { topicID }),
    pathOf(ApiPaths.adminChapter.getAllMSQQuestions, { topicID }),
    pathOf(ApiPaths.adminChapter.getMSQQuestionByID, {}, { msqQuestionID: UNKNOWN_ID }),
    pathOf(ApiPaths.adminChapter.getMSQQuestionById, { id: UNKNOWN_ID }),
    ApiPaths.adminChapter.getMSQMockQuestionCount,
  ]) {
    expect({ path, status: (await api.call(path, { token: aktOnly })).status }).toEqual({ path, status: 403 });
  }
  expect(await api.eventCount()).toBe(before);
});

type Case = { name: string; path: CallPath; body: () => unknown; field?: string; status?: number; message?: string };
const many = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ answer: `A${i}`, correctAnswer: true, answerScore: 1 }));
const cases: Case[] = [
  {
    name: 'blank name',
    path: ApiPaths.adminChapter.saveUpdateMSQMOQuestion,
    body: () => mo({ questionName: ' ' }),
    field: 'msqQuestionDTO.questionName',
    message: 'Required',
  },
  {
    name: 'name over 400',
    path: ApiPaths.adminChapter.saveUpdateMSQMOQuestion,
    body: () => mo({ questionName: 'x'.repeat(401) }),
    field: 'msqQuestionDTO.questionName',
    message: 'Max length is 400',
  },
  {
    name: 'score over 100',
    path: ApiPaths.adminChapter.saveUpdateMSQMOQuestion,
    body: () =>
      mo({}, [
        { answer: 'A', correctAnswer: true, answerScore: 101 },
        { answer: 'B', correctAnswer: true },
      ]),
    field: 'msqmoQuestionDTO.msqmoAnswerDTOList.0.answerScore',
    message: 'Answer Score must be between 0 and 100.',
  },
  {
    name: 'negative score',
    path: ApiPaths.adminChapter.saveUpdateMSQMOQuestion,
    body: () =>
      mo({}, [
        { answer: 'A', correctAnswer: true, answerScore: -5 },
        { answer: 'B', correctAnswer: true },
      ]),
    field: 'msqmoQuestionDTO.msqmoAnswerDTOList.0.answerScore',
    message: 'Answer Score must be between 0 and 100.',
  },
  {
    name: 'fewer correct than expected',
    path: ApiPaths.adminChapter.saveUpdateMSQMOQuestion,
    body: () => mo({}, [{ answer: 'A', correctAnswer: true }, { answer: 'B' }]),
    field: 'msqmoQuestionDTO.noOfExpectedAnswers',
    message: 'Select at least 2 correct answer(s)',
  },
  {
    name: '25 answers (msqAnswerOptions is 24)',
    path: ApiPaths.adminChapter.saveUpdateMSQMOQuestion,
    body: () => mo({}, many(25)),
    field: 'msqmoQuestionDTO.noOfAnswers',
    message: 'Max Value is 24',
  },
  {
    name: 'blank question',
    path: ApiPaths.adminChapter.saveUpdateMSQMOQuestion,
    body: () => mo({}, undefined, { question: '<p>&nbsp;</p>' }),
    field: 'msqmoQuestionDTO.question',
    message: 'Required',
  },
  {
    name: 'blank answer',
    path: ApiPaths.adminChapter.saveUpdateMSQMOQuestion,
    body: () =>
      mo({}, [
        { answer: 'A', correctAnswer: true },
        { answer: '', correctAnswer: true },
      ]),
    field: 'msqmoQuestionDTO.msqmoAnswerDTOList.1.answer',
    message: 'Required',
  },
  {
    name: 'unknown type',
    path: ApiPaths.adminChapter.saveUpdateMSQMOQuestion,
    body: () => mo({ msqType: 'AKT' }),
    field: 'msqQuestionDTO.msqType',
  },
  {
    name: 'topic that does not exist',
    path: ApiPaths.adminChapter.saveUpdateMSQMOQuestion,
    body: () => mo({ topicID: UNKNOWN_ID }),
    status: 404,
    field: 'topicID',
  },
  {
    name: 'unknown question',
    path: ApiPaths.adminChapter.saveUpdateMSQMOQuestion,
    body: () => mo({ msqQuestionID: UNKNOWN_ID }),
    status: 404,
  },
  {
    name: 'EM: 25 answers',
    path: ApiPaths.adminChapter.saveUpdateMSQEMAnswerList,
    body: () => ({
      msqQuestionDTO: { topicID, questionName: 'EM', noOfAnswers: 25 },
      msqemAnswerDTOList: many(25).map((a) => ({ answer: a.answer })),
    }),
    field: 'msqQuestionDTO.noOfAnswers',
    message: 'Max Value is 24',
  },
  {
    name: 'EM: blank answer',
    path: ApiPaths.adminChapter.saveUpdateMSQEMAnswerList,
    body: () => ({
      msqQuestionDTO: { topicID, questionName: 'EM', noOfAnswers: 1 },
      msqemAnswerDTOList: [{ answer: ' ' }],
    }),
    field: 'msqemAnswerDTOList.0.answer',
    message: 'Required',
  },
  {
    name: 'sub-question: no correct answer',
    path: ApiPaths.adminChapter.saveUpdateMSQEMQuestion,
    body: () => ({ msqQuestionID: UNKNOWN_ID, question: 'Q' }),
    field: 'correctAnswerID',
    message: 'Required',
  },
  {
    name: 'sub-question: unknown question',
    path: ApiPaths.adminChapter.saveUpdateMSQEMQuestion,
    body: () => ({ msqQuestionID: UNKNOWN_ID, question: 'Q', correctAnswerID: UNKNOWN_ID }),
    status: 404,
  },
  {
    name: 'remove: unknown',
    path: ApiPaths.adminChapter.removeMSQQuestion,
    body: () => ({ msqQuestionID: UNKNOWN_ID }),
    status: 404,
  },
  {
    name: 'remove sub-question: unknown',
    path: ApiPaths.adminChapter.removeMSQEMQuestion,
    body: () => ({ msqQuestionID: UNKNOWN_ID, msqEmQuestionID: UNKNOWN_ID }),
    status: 404,
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
