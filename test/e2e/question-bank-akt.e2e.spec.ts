import type { AktQuestionDTO, AktemResponseDTO, AktmoSaveDTO } from '@notebook/contracts';
import { Privileges, ApiPaths } from '@notebook/contracts';
import { START } from '@notebook/kernel';
import { TestApi, pathOf, type CallPath } from '../support/test-api';

let api: TestApi;
let token: string;
let topicID: string;
const UNKNOWN_ID = '0190a0b0-0000-7000-8000-0000000000ff';

const ok = <T>(path: CallPath, body?: unknown, as = token) => api.ok<T>(path, { token: as, body });

beforeAll(async () => {
  api = await TestApi.start();
  token = await api.adminToken();
  ({ topicID } = await api.createTopic(token, { chapterName: 'Cardiology', topicName: 'Chest pain' }));
});
afterAll(() => api.stop());

type AnswerBody = { aktMoAnswerID?: string; answer: string; correctAnswer?: boolean };
const mo = (
  extra: object = {},
  answers: AnswerBody[] = [{ answer: 'Stable angina', correctAnswer: true }, { answer: 'GORD' }],
) => ({
  aktQuestionDTO: {
    topicID,
    questionName: '  Exertional chest pain  ',
    aktType: 'AKT',
    mockExamQuestion: 'Y',
    ...extra,
  },
  aktmoQuestionDTO: {
    question: '<p>A 58-year-old man <script>alert(1)</script>has chest pain on exertion.</p>',
    noOfAnswers: answers.length,
    aktmoAnswerDTOList: answers,
  },
});

test('a multiple-choice question is saved, sanitised, listed, loaded and counted as a mock question', async () => {
  const response = await api.call<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, { token, body: mo() });
  expect(response.body).toMatchObject({ status: 'SUCCESS', message: 'Successfully saved / updated' });
  const saved = (response.body as { result: AktmoSaveDTO }).result;
  expect(saved.aktQuestionDTO).toMatchObject({
    questionName: 'Exertional chest pain',
    aktAnswerType: 'MULTIPLE_CHOICE',
    status: 'ACT',
    mockExamQuestion: 'Y',
    displayOrder: 1,
    version: 3,
  });
  expect(saved.aktmoQuestionDTO.question).toBe('<p>A 58-year-old man has chest pain on exertion.</p>');
  expect(saved.aktmoQuestionDTO.aktmoAnswerDTOList.map((a) => [a.answer, a.correctAnswer, a.displayOrder])).toEqual([
    ['Stable angina', true, 1],
    ['GORD', false, 2],
  ]);

  const second = await ok<AktmoSaveDTO>(
    ApiPaths.adminChapter.saveUpdateAKTMOQuestion,
    mo({ questionName: 'Second', aktType: 'KT' }),
  );
  expect(second.aktQuestionDTO).toMatchObject({ displayOrder: 2, mockExamQuestion: 'N' });

  const list = await ok<AktQuestionDTO[]>(pathOf(ApiPaths.adminChapter.getAKTQuestionList, { topicID }));
  expect(list.map((q) => q.questionName)).toEqual(['Exertional chest pain', 'Second']);
  expect(
    await ok(pathOf(ApiPaths.adminChapter.getAKTQuestionByID, { id: saved.aktQuestionDTO.aktQuestionID })),
  ).toEqual(saved);
  expect(await ok(pathOf(ApiPaths.adminChapter.getAKTMockQuestionCount, {}, { topicID }))).toEqual({
    mockQuestionCount: 1,
  });

  // Reducing to one answer keeps the other in the log, inactive; the DTO lists the active ones.
  const [first] = saved.aktmoQuestionDTO.aktmoAnswerDTOList;
  const reduced = await ok<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
    ...mo({ aktQuestionID: saved.aktQuestionDTO.aktQuestionID, version: saved.aktQuestionDTO.version }, [
      { aktMoAnswerID: first!.aktMoAnswerID, answer: 'Stable angina', correctAnswer: true },
    ]),
  });
  expect(reduced.aktmoQuestionDTO.aktmoAnswerDTOList).toHaveLength(1);
  expect(reduced.aktQuestionDTO.noOfAnswers).toBe(1);
  const events = await api.database.eventStore.readStream(`aktQuestion-${saved.aktQuestionDTO.aktQuestionID}`);
  expect(events.at(-1)).toMatchObject({ type: 'AktAnswerUpdated', data: { answer: 'GORD', status: 'INA' } });
  expect(events.at(-1)!.metadata.actorId).toEqual(expect.any(String));

  const removed = await api.call(ApiPaths.adminChapter.removeAKTQuestion, {
    token,
    body: { aktQuestionID: second.aktQuestionDTO.aktQuestionID },
  });
  expect(removed.body).toMatchObject({ status: 'SUCCESS', message: 'Successfully removed' });
  expect(
    (await ok<AktQuestionDTO[]>(pathOf(ApiPaths.adminChapter.getAKTQuestionList, { topicID }))).map(
      (q) => q.questionName,
    ),
  ).toEqual(['Exertional chest pain']);
  expect(
    (
      await api.call(pathOf(ApiPaths.adminChapter.getAKTQuestionByID, { id: second.aktQuestionDTO.aktQuestionID }), {
        token,
      })
    ).status,
  ).toBe(404);
});

test('an extended-match question with five answers, two sub-questions and an explanation', async () => {
  const answers = [
    'Aortic stenosis',
    'Mitral regurgitation',
    'Pericarditis',
    'Pulmonary embolism',
    'Aortic dissection',
  ].map((answer) => ({ answer }));
  const created = await ok<AktemResponseDTO>(ApiPaths.adminChapter.saveUpdateAKTEMAnswerList, {
    aktQuestionDTO: { topicID, questionName: 'Causes of chest pain', aktType: 'AKT', noOfAnswers: 5 },
    aktemAnswerDTOList: answers,
  });
  const header = created.aktemAnswerListDTO.aktQuestionDTO;
  expect(header).toMatchObject({ aktAnswerType: 'EXTENDED_MATCH', noOfAnswers: 5, explanation: null });
  const [, , pericarditis, pe] = created.aktemAnswerListDTO.aktemAnswerDTOList;
  const aktQuestionID = header.aktQuestionID;

  await ok(ApiPaths.adminChapter.saveUpdateAKTEMQuestion, {
    aktQuestionID,
    question: '<p>Pleuritic pain relieved by sitting forward</p>',
    correctAnswerID: pericarditis!.aktEmAnswerID,
  });
  const withTwo = await ok<AktemResponseDTO>(ApiPaths.adminChapter.saveUpdateAKTEMQuestion, {
    aktQuestionID,
    question: '<p>Sudden dyspnoea after a long flight</p>',
    correctAnswerID: pe!.aktEmAnswerID,
  });
  expect(withTwo.aktemQuestionDTOList.map((s) => [s.displayOrder, s.status, s.correctAnswerID])).toEqual([
    [1, 'ACT', pericarditis!.aktEmAnswerID],
    [2, 'ACT', pe!.aktEmAnswerID],
  ]);

  // The explanation is saved with the answers list and merged into the question.
  const explained = await ok<AktemResponseDTO>(ApiPaths.adminChapter.saveUpdateAKTEMAnswerList, {
    aktQuestionDTO: {
      ...withTwo.aktemAnswerListDTO.aktQuestionDTO,
      explanation: '<p>Think <strong>pericarditis</strong> <img src="x" onerror="alert(1)"></p>',
    },
    aktemAnswerDTOList: created.aktemAnswerListDTO.aktemAnswerDTOList,
  });
  expect(explained.aktemAnswerListDTO.aktQuestionDTO.explanation).toBe('<p>Think <strong>pericarditis</strong> </p>');
  expect(explained.aktemQuestionDTOList).toHaveLength(2);

  const reloaded = await ok<AktemResponseDTO>(pathOf(ApiPaths.adminChapter.getAKTQuestionByID, { id: aktQuestionID }));
  expect(reloaded).toEqual(explained);

  const sub = reloaded.aktemQuestionDTOList[0]!;
  const afterRemove = await ok<AktemResponseDTO>(ApiPaths.adminChapter.removeAKTEMQuestion, {
    aktQuestionID,
    aktEmQuestionID: sub.aktEmQuestionID,
  });
  expect(afterRemove.aktemQuestionDTOList).toHaveLength(1);
});

test('lowering the answer count retires the answer a sub-question pointed at: the sub-question is cleared and INA', async () => {
  const created = await ok<AktemResponseDTO>(ApiPaths.adminChapter.saveUpdateAKTEMAnswerList, {
    aktQuestionDTO: { topicID, questionName: 'Retired answer', aktType: 'AKT', noOfAnswers: 3 },
    aktemAnswerDTOList: [{ answer: 'One' }, { answer: 'Two' }, { answer: 'Three' }],
  });
  const aktQuestionID = created.aktemAnswerListDTO.aktQuestionDTO.aktQuestionID;
  const [one, two, three] = created.aktemAnswerListDTO.aktemAnswerDTOList;
  await ok(ApiPaths.adminChapter.saveUpdateAKTEMQuestion, {
    aktQuestionID,
    question: '<p>Keeps its answer</p>',
    correctAnswerID: one!.aktEmAnswerID,
  });
  const withSubs = await ok<AktemResponseDTO>(ApiPaths.adminChapter.saveUpdateAKTEMQuestion, {
    aktQuestionID,
    question: '<p>Loses its answer</p>',
    correctAnswerID: three!.aktEmAnswerID,
  });
  const before = await api.eventCount();

  const lowered = await ok<AktemResponseDTO>(ApiPaths.adminChapter.saveUpdateAKTEMAnswerList, {
    aktQuestionDTO: { ...withSubs.aktemAnswerListDTO.aktQuestionDTO, noOfAnswers: 2 },
    aktemAnswerDTOList: [one, two],
  });
  expect(lowered.aktemAnswerListDTO.aktemAnswerDTOList).toHaveLength(2);
  expect(lowered.aktemQuestionDTOList.map((s) => [s.status, s.correctAnswerID])).toEqual([
    ['ACT', one!.aktEmAnswerID],
    ['INA', null],
  ]);
  expect(await ok<AktemResponseDTO>(pathOf(ApiPaths.adminChapter.getAKTQuestionByID, { id: aktQuestionID }))).toEqual(
    lowered,
  );
  const events = (await api.database.eventStore.readAll(START, 100_000)).slice(before).map((event) => event.type);
  expect(events).toEqual(expect.arrayContaining(['AktAnswerUpdated', 'AktSubQuestionUpdated']));
});

test('concurrent edits from the same loaded version: one wins, the other gets a clear 409', async () => {
  const saved = await ok<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, mo({ questionName: 'Race' }));
  const base = (name: string) =>
    mo(
      { aktQuestionID: saved.aktQuestionDTO.aktQuestionID, version: saved.aktQuestionDTO.version, questionName: name },
      [
        {
          aktMoAnswerID: saved.aktmoQuestionDTO.aktmoAnswerDTOList[0]!.aktMoAnswerID,
          answer: 'Stable angina',
          correctAnswer: true,
        },
        { aktMoAnswerID: saved.aktmoQuestionDTO.aktmoAnswerDTOList[1]!.aktMoAnswerID, answer: 'GORD' },
      ],
    );
  const [a, b] = await Promise.all([
    api.call(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, { token, body: base('Edit by A') }),
    api.call(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, { token, body: base('Edit by B') }),
  ]);
  expect([a.status, b.status].sort()).toEqual([200, 409]);
  const loser = a.status === 409 ? a : b;
  expect(loser.body).toMatchObject({
    status: 'FAILED',
    appsErrorMessages: [
      { errorCode: 'CONFLICT', errorMessage: 'This item was changed by someone else. Reload it and try again.' },
    ],
  });
});

describe('privileges', () => {
  test('view without add/edit can read but not write; neither is 403', async () => {
    const viewer = await api.adminToken([Privileges.aktQuestion.view]);
    const nobody = await api.adminToken([Privileges.msqQuestion.addEdit]);
    expect(
      (await api.call(pathOf(ApiPaths.adminChapter.getAKTQuestionList, { topicID }), { token: viewer })).status,
    ).toBe(200);
    expect((await api.call(ApiPaths.adminChapter.getAKTMockQuestionCount, { token: viewer })).status).toBe(200);
    const before = await api.eventCount();
    for (const path of [
      ApiPaths.adminChapter.saveUpdateAKTMOQuestion,
      ApiPaths.adminChapter.saveUpdateAKTEMAnswerList,
      ApiPaths.adminChapter.saveUpdateAKTEMQuestion,
      ApiPaths.adminChapter.removeAKTQuestion,
      ApiPaths.adminChapter.removeAKTEMQuestion,
    ]) {
      expect({ path, status: (await api.call(path, { token: viewer, body: {} })).status }).toEqual({
        path,
        status: 403,
      });
    }
    for (const path of [
      pathOf(ApiPaths.adminChapter.getAKTQuestionList, { topicID }),
      pathOf(ApiPaths.adminChapter.getAKTQuestionByID, { id: UNKNOWN_ID }),
      ApiPaths.adminChapter.getAKTMockQuestionCount,
    ]) {
      expect({ path, status: (await api.call(path, { token: nobody })).status }).toEqual({ path, status: 403 });
    }
    expect((await api.call(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, { token: nobody, body: mo() })).status).toBe(
      403,
    );
    expect(await api.eventCount()).toBe(before);
  });
});

type Case = { name: string; path: CallPath; body: () => unknown; field?: string; status?: number; message?: string };
const cases: Case[] = [
  {
    name: 'MO: blank name',
    path: ApiPaths.adminChapter.saveUpdateAKTMOQuestion,
    body: () => mo({ questionName: '  ' }),
    field: 'aktQuestionDTO.questionName',
    message: 'Required',
  },
  {
    name: 'MO: name over 400',
    path: ApiPaths.adminChapter.saveUpdateAKTMOQuestion,
    body: () => mo({ questionName: 'x'.repeat(401) }),
    field: 'aktQuestionDTO.questionName',
    message: 'Max length is 400',
  },
  {
    name: 'MO: no type',
    path: ApiPaths.adminChapter.saveUpdateAKTMOQuestion,
    body: () => mo({ aktType: undefined }),
    field: 'aktQuestionDTO.aktType',
    message: 'Required',
  },
  {
    name: 'MO: unknown type',
    path: ApiPaths.adminChapter.saveUpdateAKTMOQuestion,
    body: () => mo({ aktType: 'MSQ' }),
    field: 'aktQuestionDTO.aktType',
  },
  {
    name: 'MO: blank question',
    path: ApiPaths.adminChapter.saveUpdateAKTMOQuestion,
    body: () => ({ ...mo(), aktmoQuestionDTO: { ...mo().aktmoQuestionDTO, question: ' ' } }),
    field: 'aktmoQuestionDTO.question',
    message: 'Required',
  },
  {
    name: 'MO: question that sanitises to nothing',
    path: ApiPaths.adminChapter.saveUpdateAKTMOQuestion,
    body: () => ({ ...mo(), aktmoQuestionDTO: { ...mo().aktmoQuestionDTO, question: '<script>x</script><p> </p>' } }),
    field: 'aktmoQuestionDTO.question',
    message: 'Required',
  },
  {
    name: 'MO: blank answer',
    path: ApiPaths.adminChapter.saveUpdateAKTMOQuestion,
    body: () => mo({}, [{ answer: 'A' }, { answer: ' ' }]),
    field: 'aktmoQuestionDTO.aktmoAnswerDTOList.1.answer',
    message: 'Required',
  },
  {
    name: 'MO: 16 answers',
    path: ApiPaths.adminChapter.saveUpdateAKTMOQuestion,
    body: () =>
      mo(
        {},
        Array.from({ length: 16 }, (_, i) => ({ answer: `A${i}` })),
      ),
    field: 'aktmoQuestionDTO.noOfAnswers',
    message: 'Max Value is 15',
  },
  {
    name: 'MO: 0 answers',
    path: ApiPaths.adminChapter.saveUpdateAKTMOQuestion,
    body: () => mo({}, []),
    field: 'aktmoQuestionDTO.noOfAnswers',
    message: 'Min Value is 1',
  },
  {
    name: 'MO: fewer answers than the count',
    path: ApiPaths.adminChapter.saveUpdateAKTMOQuestion,
    body: () => ({ ...mo(), aktmoQuestionDTO: { ...mo().aktmoQuestionDTO, noOfAnswers: 3 } }),
    field: 'aktmoQuestionDTO.aktmoAnswerDTOList.2.answer',
    message: 'Required',
  },
  {
    name: 'MO: topic that does not exist',
    path: ApiPaths.adminChapter.saveUpdateAKTMOQuestion,
    body: () => mo({ topicID: UNKNOWN_ID }),
    status: 404,
    field: 'topicID',
  },
  {
    name: 'MO: unknown question id',
    path: ApiPaths.adminChapter.saveUpdateAKTMOQuestion,
    body: () => mo({ aktQuestionID: UNKNOWN_ID }),
    status: 404,
  },
  {
    name: 'EM: no answer count',
    path: ApiPaths.adminChapter.saveUpdateAKTEMAnswerList,
    body: () => ({
      aktQuestionDTO: { topicID, questionName: 'EM', aktType: 'AKT' },
      aktemAnswerDTOList: [{ answer: 'a' }],
    }),
    field: 'aktQuestionDTO.noOfAnswers',
    message: 'Required',
  },
  {
    name: 'EM: blank answer',
    path: ApiPaths.adminChapter.saveUpdateAKTEMAnswerList,
    body: () => ({
      aktQuestionDTO: { topicID, questionName: 'EM', aktType: 'AKT', noOfAnswers: 1 },
      aktemAnswerDTOList: [{ answer: '' }],
    }),
    field: 'aktemAnswerDTOList.0.answer',
    message: 'Required',
  },
  {
    name: 'sub-question: no correct answer',
    path: ApiPaths.adminChapter.saveUpdateAKTEMQuestion,
    body: () => ({ aktQuestionID: UNKNOWN_ID, question: 'Q' }),
    field: 'correctAnswerID',
    message: 'Required',
  },
  {
    name: 'sub-question: blank question',
    path: ApiPaths.adminChapter.saveUpdateAKTEMQuestion,
    body: () => ({ aktQuestionID: UNKNOWN_ID, question: '', correctAnswerID: UNKNOWN_ID }),
    field: 'question',
    message: 'Required',
  },
  {
    name: 'sub-question: unknown question',
    path: ApiPaths.adminChapter.saveUpdateAKTEMQuestion,
    body: () => ({ aktQuestionID: UNKNOWN_ID, question: 'Q', correctAnswerID: UNKNOWN_ID }),
    status: 404,
  },
  {
    name: 'remove: unknown question',
    path: ApiPaths.adminChapter.removeAKTQuestion,
    body: () => ({ aktQuestionID: UNKNOWN_ID }),
    status: 404,
  },
  {
    name: 'remove: id not a uuid',
    path: ApiPaths.adminChapter.removeAKTQuestion,
    body: () => ({ aktQuestionID: 'nope' }),
    field: 'aktQuestionID',
  },
  {
    name: 'remove sub-question: unknown question',
    path: ApiPaths.adminChapter.removeAKTEMQuestion,
    body: () => ({ aktQuestionID: UNKNOWN_ID, aktEmQuestionID: UNKNOWN_ID }),
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

test("a sub-question needs answers among the question's answers; unknown ids are 404", async () => {
  const em = await ok<AktemResponseDTO>(ApiPaths.adminChapter.saveUpdateAKTEMAnswerList, {
    aktQuestionDTO: { topicID, questionName: 'EM rules', aktType: 'SJT', noOfAnswers: 1 },
    aktemAnswerDTOList: [{ answer: 'Only' }],
  });
  const aktQuestionID = em.aktemAnswerListDTO.aktQuestionDTO.aktQuestionID;
  const wrong = await api.call(ApiPaths.adminChapter.saveUpdateAKTEMQuestion, {
    token,
    body: { aktQuestionID, question: 'Q', correctAnswerID: UNKNOWN_ID },
  });
  expect(wrong.status).toBe(400);
  expect(wrong.body).toMatchObject({
    appsErrorMessages: [{ field: 'correctAnswerID', errorMessage: 'The correct answer must be one of the answers' }],
  });
  expect((await api.call(pathOf(ApiPaths.adminChapter.getAKTQuestionByID, { id: UNKNOWN_ID }), { token })).status).toBe(
    404,
  );
  expect(
    (
      await api.call(ApiPaths.adminChapter.removeAKTEMQuestion, {
        token,
        body: { aktQuestionID, aktEmQuestionID: UNKNOWN_ID },
      })
    ).status,
  ).toBe(404);
});
