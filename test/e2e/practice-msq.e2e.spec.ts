import type {
  AktPracticeTopic,
  CreateMsqSessionResult,
  FacedTotalAktQuestionCount,
  MsqSession,
  MsqSessionListItem,
  MsqSessionQuestion,
  MsqmoSaveDTO,
  Paged,
  ReaderReadiness,
  SubmitMsqAnswerResult,
} from '@notebook/contracts';
import { ApiPaths } from '@notebook/contracts';
import { TestApi, firstError, type CallPath } from '../support/test-api';

/**
 * Reader practice, KFP(MSQ) sessions (issue 14), over HTTP: the 2025 paper's marking (answer
 * scores, the over-selection penalty), what is revealed when, the reading-access rule, bad input,
 * readiness.
 */
let api: TestApi;
let admin: string;
let freeTopicID: string;
let paidTopicID: string;
/** Questions of the free topic: id → its options by text. */
const options = new Map<string, Record<string, string>>();
const EXPLANATION = 'Explained-only-after-answering';

/** Asks for 2 of 4: 'Right 60' (60 points) and 'Right 40' (40 points); two wrong ones. */
async function question(topicID: string, name: string): Promise<MsqmoSaveDTO> {
  return api.ok<MsqmoSaveDTO>(ApiPaths.adminChapter.saveUpdateMSQMOQuestion, {
    token: admin,
    body: {
      msqQuestionDTO: { topicID, questionName: name, explanation: `<p>${EXPLANATION} ${name}</p>` },
      msqmoQuestionDTO: {
        question: `<p>${name}: which two tests?</p>`,
        noOfAnswers: 4,
        noOfExpectedAnswers: 2,
        msqmoAnswerDTOList: [
          { answer: 'Right 60', correctAnswer: true, answerScore: 60 },
          { answer: 'Right 40', correctAnswer: true, answerScore: 40 },
          { answer: 'Wrong one' },
          { answer: 'Wrong two' },
        ],
      },
    },
  });
}

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  const made = await api.createTopic(admin, { chapterName: 'Endocrine', topicName: 'Diabetes', freeContent: true });
  freeTopicID = made.topicID;
  paidTopicID = await api.addTopic(admin, made.chapterID, 'Thyroid');
  for (let index = 1; index <= 4; index += 1) {
    const saved = await question(freeTopicID, `Free MSQ ${index}`);
    options.set(
      saved.msqQuestionDTO.msqQuestionID,
      Object.fromEntries(
        saved.msqmoQuestionDTO.msqmoAnswerDTOList.map((answer) => [answer.answer, answer.msqMoAnswerID]),
      ),
    );
  }
  await question(paidTopicID, 'Paid MSQ');
}, 120_000);
afterAll(() => api.stop());

const as = (token: string) => ({
  ok: <T>(path: CallPath, body?: unknown) => api.ok<T>(path, { token, body }),
  get: <T>(path: CallPath, query: Record<string, string>) => api.ok<T>(path, { token, query }),
  call: (path: CallPath, body?: unknown) => api.call(path, { token, body }),
});
const create = (token: string, body: object) =>
  as(token).ok<CreateMsqSessionResult>(ApiPaths.reader.createReaderMSQSession, body);
const questionAt = (token: string, msqSessionID: string, questionNo: number) =>
  as(token).get<MsqSessionQuestion>(ApiPaths.reader.getMSQSessionQuestion, {
    msqSessionID,
    questionNo: String(questionNo),
  });
const submit = (token: string, msqSessionID: string, msqQuestionID: string, texts: string[]) =>
  as(token).ok<SubmitMsqAnswerResult>(ApiPaths.reader.submitMsqAnswer, {
    msqSessionID,
    msqQuestionID,
    answerIDs: texts.map((text) => options.get(msqQuestionID)![text]!),
  });

test('tutor mode marks with the answer scores and takes 24.5 points for each option beyond the two asked', async () => {
  const reader = await api.signedInReader('ACTIVE');
  const { msqSessionID, noOfQuestions } = await create(reader.token, {
    topicIDs: [freeTopicID],
    noOfQuestions: 3,
    mode: 'TUTOR',
  });
  expect(noOfQuestions).toBe(3);
  const first = await questionAt(reader.token, msqSessionID, 1);
  expect(first).toMatchObject({
    msqAnswerType: 'MULTIPLE_CHOICE',
    noOfExpectedAnswers: 2,
    reveal: null,
    chosenAnswerIDs: [],
  });
  expect(JSON.stringify(first)).not.toMatch(/answerScore|"correct|Explained/);

  const exact = await submit(reader.token, msqSessionID, first.msqQuestionID, ['Right 60', 'Right 40']);
  expect(exact).toMatchObject({ answerStatus: 'CORRECT', marks: 100, extraOptions: 0, penalty: 0, outOf: 100 });
  expect(exact.explanation).toContain(EXPLANATION);
  expect(exact.correctAnswers?.map((answer) => answer.answerScore)).toEqual([60, 40]);

  const second = await questionAt(reader.token, msqSessionID, 2);
  const over = await submit(reader.token, msqSessionID, second.msqQuestionID, [
    'Right 60',
    'Right 40',
    'Wrong one',
    'Wrong two',
  ]);
  expect(over).toMatchObject({ answerStatus: 'INCORRECT', marks: 100, extraOptions: 2, penalty: 49 });
  // The first answer stands in tutor mode.
  expect(await submit(reader.token, msqSessionID, second.msqQuestionID, ['Right 60', 'Right 40'])).toMatchObject({
    penalty: 49,
  });

  const third = await questionAt(reader.token, msqSessionID, 3);
  expect(await submit(reader.token, msqSessionID, third.msqQuestionID, ['Right 40', 'Wrong one'])).toMatchObject({
    marks: 40,
    penalty: 0,
  });

  const ended = await as(reader.token).ok<MsqSession>(ApiPaths.reader.endMSQSession, { msqSessionID });
  // (100 + 100 + 40 − 49) of 300 points.
  expect(ended).toMatchObject({ status: 'ENDED', marks: 240, penalties: 49, score: 63.66 });
  expect(ended.questions.map((each) => [each.answerStatus, each.marks, each.penalty])).toEqual([
    ['CORRECT', 100, 0],
    ['INCORRECT', 100, 49],
    ['INCORRECT', 40, 0],
  ]);

  const readiness = await as(reader.token).get<ReaderReadiness>(ApiPaths.reader.getReaderReadiness, {});
  // Each question its points after penalty of 100: 1 + 0.51 + 0.4.
  expect(readiness.bySource.MSQ).toMatchObject({ answered: 3, marks: 1.91, outOf: 3, accuracy: 63.66 });
});

test('exam mode keeps answers, flags and struck options and reveals nothing until the end', async () => {
  const reader = await api.signedInReader('ACTIVE');
  const bodies: string[] = [];
  const keep = <T>(value: T) => (bodies.push(JSON.stringify(value)), value);
  const { msqSessionID } = keep(
    await create(reader.token, { topicIDs: [freeTopicID], noOfQuestions: 2, mode: 'EXAM' }),
  );
  const first = keep(await questionAt(reader.token, msqSessionID, 1));
  keep(await submit(reader.token, msqSessionID, first.msqQuestionID, ['Wrong one', 'Wrong two', 'Right 60']));
  const replaced = keep(await submit(reader.token, msqSessionID, first.msqQuestionID, ['Right 60', 'Wrong one']));
  expect(replaced).toEqual({ msqQuestionID: first.msqQuestionID, answered: true });
  const second = keep(await questionAt(reader.token, msqSessionID, 2));
  keep(
    await as(reader.token).ok(ApiPaths.reader.flagMSQQuestion, {
      msqSessionID,
      msqQuestionID: second.msqQuestionID,
      flagged: true,
    }),
  );
  keep(
    await as(reader.token).ok(ApiPaths.reader.strikeMSQAnswer, {
      msqSessionID,
      msqQuestionID: second.msqQuestionID,
      answerID: second.answers[2]!.answerID,
      struck: true,
    }),
  );
  const reloaded = keep(await questionAt(reader.token, msqSessionID, 2));
  expect(reloaded).toMatchObject({ flagged: true, struckAnswerIDs: [second.answers[2]!.answerID], reveal: null });
  const again = keep(await questionAt(reader.token, msqSessionID, 1));
  expect(again.chosenAnswerIDs.length).toBe(2);
  const running = keep(await as(reader.token).get<MsqSession>(ApiPaths.reader.getMSQSession, { msqSessionID }));
  expect(running).toMatchObject({ status: 'IN_PROGRESS', answeredCount: 1, score: null, marks: null, penalties: null });
  keep(await as(reader.token).ok(ApiPaths.reader.getPagedMSQSession, { page: 0, rows: 20 }));
  for (const body of bodies) {
    expect(body).not.toContain(EXPLANATION);
    expect(body).not.toMatch(/"correct|answerScore|"answerStatus":"|"marks":\d|"penalty":\d/);
  }

  const ended = await as(reader.token).ok<MsqSession>(ApiPaths.reader.endMSQSession, { msqSessionID });
  expect(ended).toMatchObject({ score: 30, marks: 60, penalties: 0 });
  expect(ended.questions.map((each) => each.answerStatus)).toEqual(['INCORRECT', 'NOT_COMPLETED']);
  expect((await questionAt(reader.token, msqSessionID, 2)).reveal).toMatchObject({
    answerStatus: 'NOT_COMPLETED',
    marks: 0,
  });
  const late = await as(reader.token).call(ApiPaths.reader.submitMsqAnswer, {
    msqSessionID,
    msqQuestionID: second.msqQuestionID,
    answerIDs: [second.answers[0]!.answerID],
  });
  expect([late.status, firstError(late.body)?.errorMessage]).toEqual([409, 'This session has ended']);

  const page = await as(reader.token).ok<Paged<MsqSessionListItem>>(ApiPaths.reader.getPagedMSQSession, {
    page: 0,
    rows: 20,
  });
  expect(page.pageData.map((row) => [row.mode, row.status, row.score])).toEqual([['EXAM', 'ENDED', 30]]);
  expect(
    await as(reader.token).ok<FacedTotalAktQuestionCount>(ApiPaths.reader.getFacedTotalMSQQuestionCount, {}),
  ).toEqual({ faced: 2, total: 5 });
});

test('no option chosen clears the choice while the question is open: an exam answer is cleared, a tutor answer stands', async () => {
  const reader = await api.signedInReader('ACTIVE');
  const exam = await create(reader.token, { topicIDs: [freeTopicID], noOfQuestions: 1, mode: 'EXAM' });
  const { msqQuestionID } = await questionAt(reader.token, exam.msqSessionID, 1);
  expect(await submit(reader.token, exam.msqSessionID, msqQuestionID, ['Right 60'])).toMatchObject({ answered: true });
  const cleared = await as(reader.token).call(ApiPaths.reader.submitMsqAnswer, {
    msqSessionID: exam.msqSessionID,
    msqQuestionID,
    answerIDs: [],
  });
  expect([cleared.status, (cleared.body as { result: { answered: boolean } }).result.answered]).toEqual([200, false]);
  expect(await questionAt(reader.token, exam.msqSessionID, 1)).toMatchObject({ chosenAnswerIDs: [] });
  const ended = await as(reader.token).ok<MsqSession>(ApiPaths.reader.endMSQSession, {
    msqSessionID: exam.msqSessionID,
  });
  expect(ended).toMatchObject({ answeredCount: 0, marks: 0, score: 0 });
  const readiness = await as(reader.token).get<ReaderReadiness>(ApiPaths.reader.getReaderReadiness, {});
  expect(readiness.bySource.MSQ.answered).toBe(0);

  const tutor = await create(reader.token, { topicIDs: [freeTopicID], noOfQuestions: 1, mode: 'TUTOR' });
  const open = await questionAt(reader.token, tutor.msqSessionID, 1);
  await submit(reader.token, tutor.msqSessionID, open.msqQuestionID, ['Right 60', 'Right 40']);
  // Marked and shown at once, the tutor answer stands.
  expect(await submit(reader.token, tutor.msqSessionID, open.msqQuestionID, [])).toMatchObject({
    answered: true,
    marks: 100,
  });
});

test('questions follow the reading-access rule; bad input names the field and records nothing', async () => {
  const unsubscribed = await api.signedInReader();
  const other = await api.signedInReader('ACTIVE');
  const locked = await as(unsubscribed.token).call(ApiPaths.reader.createReaderMSQSession, {
    topicIDs: [paidTopicID],
    noOfQuestions: 1,
    mode: 'TUTOR',
  });
  expect([locked.status, firstError(locked.body)?.errorMessage]).toEqual([
    403,
    'Subscribe or start a free trial to practise the questions of this topic',
  ]);
  const topics = await as(unsubscribed.token).get<AktPracticeTopic[]>(ApiPaths.reader.getMSQPracticeTopics, {});
  expect(topics.map((topic) => [topic.topicName, topic.noOfQuestions, topic.locked])).toEqual([
    ['Diabetes', 4, false],
    ['Thyroid', 1, true],
  ]);

  const { msqSessionID } = await create(unsubscribed.token, {
    topicIDs: [freeTopicID],
    noOfQuestions: 1,
    mode: 'EXAM',
  });
  const first = await questionAt(unsubscribed.token, msqSessionID, 1);
  const before = await api.eventCount();
  const refused = async (path: CallPath, body: object, token = unsubscribed.token) => {
    const response = await as(token).call(path, body);
    return [response.status, firstError(response.body)?.field];
  };
  const foreign = options.get([...options.keys()].find((id) => id !== first.msqQuestionID)!)!['Right 60'];
  expect(
    await refused(ApiPaths.reader.submitMsqAnswer, {
      msqSessionID,
      msqQuestionID: first.msqQuestionID,
      answerIDs: [foreign],
    }),
  ).toEqual([400, 'answerIDs']);
  expect(await refused(ApiPaths.reader.submitMsqAnswer, { msqSessionID, msqQuestionID: first.msqQuestionID })).toEqual([
    400,
    'answerIDs',
  ]);
  expect(
    await refused(
      ApiPaths.reader.submitMsqAnswer,
      { msqSessionID, msqQuestionID: first.msqQuestionID, answerIDs: [first.answers[0]!.answerID] },
      other.token,
    ),
  ).toEqual([404, 'msqSessionID']);
  expect(
    await refused(ApiPaths.reader.createReaderMSQSession, { topicIDs: [freeTopicID], noOfQuestions: 5, mode: 'EXAM' }),
  ).toEqual([400, 'noOfQuestions']);
  expect(
    await refused(ApiPaths.reader.createReaderMSQSession, {
      topicIDs: [freeTopicID],
      noOfQuestions: 1,
      mode: 'EXAM',
      filter: 'HARD',
    }),
  ).toEqual([400, 'filter']);
  expect(await api.eventCount()).toBe(before);
});
