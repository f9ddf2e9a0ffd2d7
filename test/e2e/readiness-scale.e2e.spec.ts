import type {
  AktSessionQuestion,
  AktmoSaveDTO,
  CreateAktSessionResult,
  CreateMsqSessionResult,
  KfpAttempt,
  KfpCaseDTO,
  MsqSessionQuestion,
  MsqmoSaveDTO,
  ReaderReadiness,
  ReadinessFigure,
} from '@notebook/contracts';
import { ApiPaths } from '@notebook/contracts';
import { TestApi, type CallPath } from '../support/test-api';

/**
 * Readiness on one scale (issue 28): every question counts as its share of its own marks, whatever
 * its kind. An AKT answer is 0 or 1, a KFP case its marks of its questions, a KFP(MSQ) question its
 * points after penalty of 100. The figures below are computed by hand from those rules.
 */
let api: TestApi;
let admin: string;
let respiratoryTopicID: string;
let cardiologyTopicID: string;
let kfpCase: KfpCaseDTO;
const aktOptions = new Map<string, { right: string; wrong: string }>();
const msqOptions = new Map<string, Record<string, string>>();

async function aktQuestion(topicID: string, name: string): Promise<void> {
  const saved = await api.ok<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
    token: admin,
    body: {
      aktQuestionDTO: { topicID, questionName: name, aktType: 'AKT', explanation: '<p>Why</p>' },
      aktmoQuestionDTO: {
        question: `<p>${name}?</p>`,
        noOfAnswers: 2,
        aktmoAnswerDTOList: [{ answer: 'Right', correctAnswer: true }, { answer: 'Wrong' }],
      },
    },
  });
  const [right, wrong] = saved.aktmoQuestionDTO.aktmoAnswerDTOList;
  aktOptions.set(saved.aktQuestionDTO.aktQuestionID, { right: right!.aktMoAnswerID, wrong: wrong!.aktMoAnswerID });
}

async function msqQuestion(topicID: string, name: string): Promise<void> {
  const saved = await api.ok<MsqmoSaveDTO>(ApiPaths.adminChapter.saveUpdateMSQMOQuestion, {
    token: admin,
    body: {
      msqQuestionDTO: { topicID, questionName: name, explanation: '<p>Why</p>' },
      msqmoQuestionDTO: {
        question: `<p>${name}: which two?</p>`,
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
  msqOptions.set(
    saved.msqQuestionDTO.msqQuestionID,
    Object.fromEntries(
      saved.msqmoQuestionDTO.msqmoAnswerDTOList.map((answer) => [answer.answer, answer.msqMoAnswerID]),
    ),
  );
}

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  respiratoryTopicID = (
    await api.createTopic(admin, { chapterName: 'Respiratory', topicName: 'Asthma', freeContent: true })
  ).topicID;
  cardiologyTopicID = (
    await api.createTopic(admin, { chapterName: 'Cardiology', topicName: 'Hypertension', freeContent: true })
  ).topicID;
  await aktQuestion(respiratoryTopicID, 'Inhaler');
  await aktQuestion(cardiologyTopicID, 'Blood pressure');
  await msqQuestion(respiratoryTopicID, 'Spirometry');
  await msqQuestion(cardiologyTopicID, 'Statins');
  let made = await api.ok<KfpCaseDTO>(ApiPaths.adminChapter.saveUpdateKFPCase, {
    token: admin,
    body: { topicID: respiratoryTopicID, caseName: 'Night cough', caseDescription: '<p>A cough at night.</p>' },
  });
  for (const question of ['First test?', 'First treatment?', 'Review when?'])
    made = await api.ok<KfpCaseDTO>(ApiPaths.adminChapter.saveUpdateKFPCaseQuestion, {
      token: admin,
      body: {
        kfpCaseID: made.kfpCaseID,
        question: `<p>${question}</p>`,
        kfpAnswerType: 'MULTIPLE_CHOICE',
        noOfAnswers: 2,
        questionAnswers: [{ answer: 'Right', correctAnswer: true }, { answer: 'Wrong' }],
        version: made.version,
      },
    });
  kfpCase = made;
}, 120_000);
afterAll(() => api.stop());

const as = (token: string) => ({
  ok: <T>(path: CallPath, body?: unknown) => api.ok<T>(path, { token, body }),
  get: <T>(path: CallPath, query: Record<string, string> = {}) => api.ok<T>(path, { token, query }),
});
const figure = ({ answered, marks, outOf, accuracy }: ReadinessFigure) => ({ answered, marks, outOf, accuracy });

async function aktAnswer(token: string, topicID: string, right: boolean): Promise<void> {
  const { aktSessionID } = await as(token).ok<CreateAktSessionResult>(ApiPaths.reader.createReaderAKTSession, {
    topicIDs: [topicID],
    noOfQuestions: 1,
    mode: 'TUTOR',
  });
  const { aktQuestionID } = await as(token).get<AktSessionQuestion>(ApiPaths.reader.getAKTSessionQuestion, {
    aktSessionID,
    questionNo: '1',
  });
  const option = aktOptions.get(aktQuestionID)!;
  await as(token).ok(ApiPaths.reader.submitAktAnswer, {
    aktSessionID,
    aktQuestionID,
    answerID: right ? option.right : option.wrong,
  });
}

async function msqAnswer(token: string, topicID: string, texts: string[]): Promise<void> {
  const { msqSessionID } = await as(token).ok<CreateMsqSessionResult>(ApiPaths.reader.createReaderMSQSession, {
    topicIDs: [topicID],
    noOfQuestions: 1,
    mode: 'TUTOR',
  });
  const { msqQuestionID } = await as(token).get<MsqSessionQuestion>(ApiPaths.reader.getMSQSessionQuestion, {
    msqSessionID,
    questionNo: '1',
  });
  await as(token).ok(ApiPaths.reader.submitMsqAnswer, {
    msqSessionID,
    msqQuestionID,
    answerIDs: texts.map((text) => msqOptions.get(msqQuestionID)![text]!),
  });
}

/** The KFP case with the first of its three questions right and the others wrong. */
async function kfpOneOfThree(token: string): Promise<void> {
  const attempt = await as(token).ok<KfpAttempt>(ApiPaths.reader.startKFPAttempt, { kfpCaseID: kfpCase.kfpCaseID });
  expect(attempt.questions).toHaveLength(3);
  for (const [index, question] of attempt.questions.entries()) {
    const option = question.answers.find((each) => each.answer === (index === 0 ? 'Right' : 'Wrong'))!;
    await as(token).ok(ApiPaths.reader.submitKFPAnswer, {
      kfpAttemptID: attempt.kfpAttemptID,
      kfpCaseQuestionID: question.kfpCaseQuestionID,
      answerIDs: [option.answerID],
    });
  }
}

test("the issue's example: one wrong AKT answer, a KFP case at 1 of 3 and an MSQ at 100/100 read (0 + 1/3 + 1) / 3 = 44%", async () => {
  const reader = await api.signedInReader('ACTIVE');
  await aktAnswer(reader.token, respiratoryTopicID, false);
  await kfpOneOfThree(reader.token);
  await msqAnswer(reader.token, respiratoryTopicID, ['Right 60', 'Right 40']);

  const readiness = await as(reader.token).get<ReaderReadiness>(ApiPaths.reader.getReaderReadiness, {
    timeZone: 'Australia/Sydney',
  });
  // Mixing scales read 97% ((0 + 1 + 100) of (1 + 3 + 100)); one scale reads 44.44%.
  const respiratory = { answered: 3, marks: 1.33, outOf: 3, accuracy: 44.44 };
  expect(readiness.chapters.map((chapter) => [chapter.chapterName, figure(chapter)])).toEqual([
    ['Respiratory', respiratory],
  ]);
  expect(figure(readiness.chapters[0]!.topics[0]!)).toEqual(respiratory);
  expect(figure(readiness.overall)).toEqual(respiratory);
  expect(figure(readiness.bySource.AKT)).toEqual({ answered: 1, marks: 0, outOf: 1, accuracy: 0 });
  expect(figure(readiness.bySource.KFP)).toEqual({ answered: 1, marks: 0.33, outOf: 1, accuracy: 33.33 });
  expect(figure(readiness.bySource.MSQ)).toEqual({ answered: 1, marks: 1, outOf: 1, accuracy: 100 });
  expect(readiness.trend.at(-1)).toMatchObject(respiratory);
});

test('overall is the same rule over every question, consistent with the per-kind figures; a penalty counts within the question', async () => {
  const reader = await api.signedInReader('ACTIVE');
  await aktAnswer(reader.token, respiratoryTopicID, false);
  await kfpOneOfThree(reader.token);
  await msqAnswer(reader.token, respiratoryTopicID, ['Right 60', 'Right 40']);
  await aktAnswer(reader.token, cardiologyTopicID, true);
  // 60 + 40 points less 24.5 for the third option: 75.5 of 100.
  await msqAnswer(reader.token, cardiologyTopicID, ['Right 60', 'Right 40', 'Wrong one']);

  const readiness = await as(reader.token).get<ReaderReadiness>(ApiPaths.reader.getReaderReadiness, {});
  // Cardiology: (1 + 0.755) / 2 = 87.75%.
  expect(readiness.chapters.map((chapter) => [chapter.chapterName, chapter.answered, chapter.accuracy])).toEqual([
    ['Respiratory', 3, 44.44],
    ['Cardiology', 2, 87.75],
  ]);
  // AKT (0 + 1) / 2; KFP 1/3; MSQ (1 + 0.755) / 2.
  expect(figure(readiness.bySource.AKT)).toEqual({ answered: 2, marks: 1, outOf: 2, accuracy: 50 });
  expect(figure(readiness.bySource.KFP)).toEqual({ answered: 1, marks: 0.33, outOf: 1, accuracy: 33.33 });
  expect(figure(readiness.bySource.MSQ)).toEqual({ answered: 2, marks: 1.76, outOf: 2, accuracy: 87.75 });
  // (0 + 1/3 + 1 + 1 + 0.755) / 5 = 61.76%: the kinds' figures weighted by their questions give the same.
  expect(figure(readiness.overall)).toEqual({ answered: 5, marks: 3.09, outOf: 5, accuracy: 61.76 });
  const byKinds = Object.values(readiness.bySource).reduce(
    (sum, kind) => sum + ((kind.accuracy ?? 0) * kind.answered) / 100,
    0,
  );
  expect(Math.abs(byKinds / 5 - readiness.overall.accuracy! / 100)).toBeLessThan(0.0001);
});
