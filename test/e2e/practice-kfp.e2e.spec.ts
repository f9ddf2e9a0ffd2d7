import type { KfpAttempt, KfpCaseDTO, KfpCaseTopic, ReaderKfpCase, ReaderKfpCaseItem } from '@notebook/contracts';
import { ApiPaths } from '@notebook/contracts';
import { TestApi, firstError, type CallPath } from '../support/test-api';

/** KFP case practice (issue 14) over HTTP: topics, a case, attempts with marked and self-marked answers, access and bad input. */
let api: TestApi;
let admin: string;
let freeTopicID: string;
let paidTopicID: string;
let freeCase: KfpCaseDTO;
let paidCaseID: string;
const EXPLANATION = 'Explained-after-answering';

async function kfpCase(topicID: string, caseName: string): Promise<KfpCaseDTO> {
  const made = await api.ok<KfpCaseDTO>(ApiPaths.adminChapter.saveUpdateKFPCase, {
    token: admin,
    body: { topicID, caseName, caseDescription: '<p>A 58-year-old man with chest pain.</p>' },
  });
  const withChoice = await api.ok<KfpCaseDTO>(ApiPaths.adminChapter.saveUpdateKFPCaseQuestion, {
    token: admin,
    body: {
      kfpCaseID: made.kfpCaseID,
      question: '<p>Which two tests first?</p>',
      explanation: `<p>${EXPLANATION} 1</p>`,
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
  return api.ok<KfpCaseDTO>(ApiPaths.adminChapter.saveUpdateKFPCaseQuestion, {
    token: admin,
    body: {
      kfpCaseID: made.kfpCaseID,
      question: '<p>Write the likely diagnosis.</p>',
      explanation: `<p>${EXPLANATION} 2</p>`,
      kfpAnswerType: 'TEXT',
      noOfAnswers: 1,
      questionAnswers: [{ answer: 'Acute coronary syndrome' }],
      version: withChoice.version,
    },
  });
}

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  const made = await api.createTopic(admin, { chapterName: 'Cardiology', topicName: 'Chest pain', freeContent: true });
  freeTopicID = made.topicID;
  paidTopicID = await api.addTopic(admin, made.chapterID, 'Heart failure');
  await api.addTopic(admin, made.chapterID, 'No cases here', { freeContent: true });
  freeCase = await kfpCase(freeTopicID, 'Chest pain at rest');
  paidCaseID = (await kfpCase(paidTopicID, 'Breathless at night')).kfpCaseID;
}, 120_000);
afterAll(() => api.stop());

const as = (token?: string) => ({
  ok: <T>(path: CallPath, body?: unknown) => api.ok<T>(path, { token, body }),
  get: <T>(path: CallPath, query: Record<string, string>) => api.ok<T>(path, { token, query }),
  call: (path: CallPath, body?: unknown) => api.call(path, { token, body }),
});

test('the topics with cases are listed for everyone, a paid one locked for a visitor', async () => {
  const topics = await as().get<KfpCaseTopic[]>(ApiPaths.public.getReaderKFPCaseTopics, {});
  expect(topics.map((topic) => [topic.topicName, topic.noOfCases, topic.locked])).toEqual([
    ['Chest pain', 1, false],
    ['Heart failure', 1, true],
  ]);
  const subscriber = await api.signedInReader('ACTIVE');
  expect(
    (await as(subscriber.token).get<KfpCaseTopic[]>(ApiPaths.public.getReaderKFPCaseTopics, {})).map(
      (topic) => topic.locked,
    ),
  ).toEqual([false, false]);
});

test('an attempt: options marked at once, a written answer shown the model answers and marked by the reader; attempts are kept', async () => {
  const reader = await api.signedInReader('ACTIVE');
  const details = await as(reader.token).get<ReaderKfpCase>(ApiPaths.reader.getReaderKFPDetails, {
    kfpCaseID: freeCase.kfpCaseID,
  });
  expect(details).toMatchObject({
    caseName: 'Chest pain at rest',
    caseDescription: '<p>A 58-year-old man with chest pain.</p>',
    attempts: [],
  });
  expect(
    details.questions.map((question) => [question.questionNo, question.kfpAnswerType, question.answers.length]),
  ).toEqual([
    [1, 'MULTIPLE_CHOICE', 3],
    [2, 'TEXT', 0],
  ]);
  expect(JSON.stringify(details)).not.toMatch(new RegExp(`correct|${EXPLANATION}|Acute coronary`));

  const attempt = await as(reader.token).ok<KfpAttempt>(ApiPaths.reader.startKFPAttempt, {
    kfpCaseID: freeCase.kfpCaseID,
  });
  expect(JSON.stringify(attempt)).not.toMatch(new RegExp(`${EXPLANATION}|Acute coronary`));
  const [choice, written] = attempt.questions;
  const right = choice!.answers.filter((option) => option.answer !== 'Chest X-ray').map((option) => option.answerID);
  const afterChoice = await as(reader.token).ok<KfpAttempt>(ApiPaths.reader.submitKFPAnswer, {
    kfpAttemptID: attempt.kfpAttemptID,
    kfpCaseQuestionID: choice!.kfpCaseQuestionID,
    answerIDs: right,
  });
  expect(afterChoice.questions[0]).toMatchObject({
    answerStatus: 'CORRECT',
    reveal: { correctAnswerIDs: expect.arrayContaining(right) },
  });
  expect(afterChoice.questions[0]!.reveal!.explanation).toContain(EXPLANATION);
  expect(afterChoice.questions[1]!.reveal).toBeNull();

  const afterText = await as(reader.token).ok<KfpAttempt>(ApiPaths.reader.submitKFPAnswer, {
    kfpAttemptID: attempt.kfpAttemptID,
    kfpCaseQuestionID: written!.kfpCaseQuestionID,
    text: 'Myocardial infarction',
  });
  expect(afterText.questions[1]).toMatchObject({
    text: 'Myocardial infarction',
    answerStatus: null,
    reveal: { modelAnswers: ['Acute coronary syndrome'] },
  });
  expect(afterText).toMatchObject({ answeredCount: 2, marks: 1, completed: false });
  const marked = await as(reader.token).ok<KfpAttempt>(ApiPaths.reader.markKFPAnswer, {
    kfpAttemptID: attempt.kfpAttemptID,
    kfpCaseQuestionID: written!.kfpCaseQuestionID,
    correct: true,
  });
  expect(marked).toMatchObject({ marks: 2, completed: true });

  const again = await as(reader.token).ok<KfpAttempt>(ApiPaths.reader.startKFPAttempt, {
    kfpCaseID: freeCase.kfpCaseID,
  });
  expect(again).toMatchObject({ answeredCount: 0, marks: 0 });
  const attempts = (
    await as(reader.token).get<ReaderKfpCase>(ApiPaths.reader.getReaderKFPDetails, { kfpCaseID: freeCase.kfpCaseID })
  ).attempts;
  expect(attempts.map((each) => [each.kfpAttemptID, each.marks])).toEqual([
    [again.kfpAttemptID, 0],
    [attempt.kfpAttemptID, 2],
  ]);
  const list = await as(reader.token).ok<ReaderKfpCaseItem[]>(ApiPaths.reader.getReaderActiveKFPCasesForTopic, {
    topicID: freeTopicID,
  });
  expect(list).toEqual([
    {
      kfpCaseID: freeCase.kfpCaseID,
      caseName: 'Chest pain at rest',
      noOfQuestions: 2,
      lastAttempt: expect.objectContaining({ kfpAttemptID: again.kfpAttemptID }),
    },
  ]);
});

test('cases follow their topic’s reading-access rule; another reader’s attempt is not found; bad input writes nothing', async () => {
  const unsubscribed = await api.signedInReader();
  const other = await api.signedInReader('ACTIVE');
  const locked = await as(unsubscribed.token).call(ApiPaths.reader.startKFPAttempt, { kfpCaseID: paidCaseID });
  expect(locked.status).toBe(403);
  expect(
    (await as(unsubscribed.token).call(ApiPaths.reader.getReaderActiveKFPCasesForTopic, { topicID: paidTopicID }))
      .status,
  ).toBe(403);

  const attempt = await as(unsubscribed.token).ok<KfpAttempt>(ApiPaths.reader.startKFPAttempt, {
    kfpCaseID: freeCase.kfpCaseID,
  });
  const [choice, written] = attempt.questions;
  const before = await api.eventCount();
  const refused = async (path: CallPath, body: object, token = unsubscribed.token) => {
    const response = await as(token).call(path, body);
    return [response.status, firstError(response.body)?.field];
  };
  expect(
    await refused(ApiPaths.reader.submitKFPAnswer, {
      kfpAttemptID: attempt.kfpAttemptID,
      kfpCaseQuestionID: written!.kfpCaseQuestionID,
      text: '  ',
    }),
  ).toEqual([400, 'text']);
  expect(
    await refused(ApiPaths.reader.submitKFPAnswer, {
      kfpAttemptID: attempt.kfpAttemptID,
      kfpCaseQuestionID: choice!.kfpCaseQuestionID,
      answerIDs: [],
    }),
  ).toEqual([400, 'answerIDs']);
  expect(
    await refused(ApiPaths.reader.submitKFPAnswer, {
      kfpAttemptID: attempt.kfpAttemptID,
      kfpCaseQuestionID: choice!.kfpCaseQuestionID,
      answerIDs: [freeCase.kfpCaseID],
    }),
  ).toEqual([400, 'answerIDs']);
  expect(
    await refused(ApiPaths.reader.markKFPAnswer, {
      kfpAttemptID: attempt.kfpAttemptID,
      kfpCaseQuestionID: written!.kfpCaseQuestionID,
      correct: true,
    }),
  ).toEqual([400, 'kfpCaseQuestionID']);
  expect(
    await refused(
      ApiPaths.reader.submitKFPAnswer,
      { kfpAttemptID: attempt.kfpAttemptID, kfpCaseQuestionID: written!.kfpCaseQuestionID, text: 'Mine' },
      other.token,
    ),
  ).toEqual([404, 'kfpAttemptID']);
  expect(await refused(ApiPaths.reader.startKFPAttempt, { kfpCaseID: '0190a0b0-0000-7000-8000-0000000000ff' })).toEqual(
    [404, 'kfpCaseID'],
  );
  expect(await api.eventCount()).toBe(before);
});
