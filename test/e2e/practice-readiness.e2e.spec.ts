import type {
  AktSessionQuestion,
  AktmoSaveDTO,
  CreateAktSessionResult,
  KfpAttempt,
  KfpCaseDTO,
  QuestionPeerStats,
  ReaderReadiness,
  ReadinessFigure,
} from '@notebook/contracts';
import { ApiPaths } from '@notebook/contracts';
import { TestApi, firstError, type CallPath } from '../support/test-api';

/**
 * Readiness (issue 14) over HTTP: accuracy over AKT sessions and KFP cases by chapter and topic, the
 * 30-day trend, an exam's marks only once it ended, a written KFP answer once self-marked, and how
 * all readers did on a question, shown only to a reader who has been shown its mark.
 */
let api: TestApi;
let admin: string;
let cardiologyTopicID: string;
let asthmaTopicID: string;
let kfpCase: KfpCaseDTO;
/** AKT question id → its right and wrong option. */
const options = new Map<string, { right: string; wrong: string }>();

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
  options.set(saved.aktQuestionDTO.aktQuestionID, { right: right!.aktMoAnswerID, wrong: wrong!.aktMoAnswerID });
}

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  cardiologyTopicID = (
    await api.createTopic(admin, { chapterName: 'Cardiology', topicName: 'Hypertension', freeContent: true })
  ).topicID;
  asthmaTopicID = (await api.createTopic(admin, { chapterName: 'Respiratory', topicName: 'Asthma', freeContent: true }))
    .topicID;
  for (let index = 1; index <= 4; index += 1) await aktQuestion(cardiologyTopicID, `Blood pressure ${index}`);
  for (let index = 1; index <= 2; index += 1) await aktQuestion(asthmaTopicID, `Inhaler ${index}`);
  const made = await api.ok<KfpCaseDTO>(ApiPaths.adminChapter.saveUpdateKFPCase, {
    token: admin,
    body: { topicID: asthmaTopicID, caseName: 'Night cough', caseDescription: '<p>A child coughs at night.</p>' },
  });
  const withChoice = await api.ok<KfpCaseDTO>(ApiPaths.adminChapter.saveUpdateKFPCaseQuestion, {
    token: admin,
    body: {
      kfpCaseID: made.kfpCaseID,
      question: '<p>First test?</p>',
      kfpAnswerType: 'MULTIPLE_CHOICE',
      noOfAnswers: 2,
      questionAnswers: [{ answer: 'Spirometry', correctAnswer: true }, { answer: 'CT chest' }],
      version: made.version,
    },
  });
  kfpCase = await api.ok<KfpCaseDTO>(ApiPaths.adminChapter.saveUpdateKFPCaseQuestion, {
    token: admin,
    body: {
      kfpCaseID: made.kfpCaseID,
      question: '<p>Diagnosis?</p>',
      kfpAnswerType: 'TEXT',
      noOfAnswers: 1,
      questionAnswers: [{ answer: 'Asthma' }],
      version: withChoice.version,
    },
  });
}, 120_000);
afterAll(() => api.stop());

const as = (token: string) => ({
  ok: <T>(path: CallPath, body?: unknown) => api.ok<T>(path, { token, body }),
  get: <T>(path: CallPath, query: Record<string, string> = {}) => api.ok<T>(path, { token, query }),
  call: (path: CallPath, body?: unknown, query?: Record<string, string>) => api.call(path, { token, body, query }),
});
const readinessOf = (token: string, timeZone = 'Australia/Sydney') =>
  as(token).get<ReaderReadiness>(ApiPaths.reader.getReaderReadiness, { timeZone });
const figure = ({ answered, marks, outOf, accuracy }: ReadinessFigure) => ({ answered, marks, outOf, accuracy });

/** A whole session over `topicID`: every question answered, right for those `rightWhen` picks. */
async function session(
  token: string,
  topicID: string,
  noOfQuestions: number,
  mode: 'TUTOR' | 'EXAM',
  rightWhen: (index: number) => boolean,
) {
  const { aktSessionID } = await as(token).ok<CreateAktSessionResult>(ApiPaths.reader.createReaderAKTSession, {
    topicIDs: [topicID],
    noOfQuestions,
    mode,
  });
  const questionIDs: string[] = [];
  for (let questionNo = 1; questionNo <= noOfQuestions; questionNo += 1) {
    const { aktQuestionID } = await as(token).get<AktSessionQuestion>(ApiPaths.reader.getAKTSessionQuestion, {
      aktSessionID,
      questionNo: String(questionNo),
    });
    const { right, wrong } = options.get(aktQuestionID)!;
    await as(token).ok(ApiPaths.reader.submitAktAnswer, {
      aktSessionID,
      aktQuestionID,
      answerID: rightWhen(questionNo) ? right : wrong,
    });
    questionIDs.push(aktQuestionID);
  }
  return { aktSessionID, questionIDs };
}

test('a new reader has nothing marked yet: no accuracy, 30 empty days ending today', async () => {
  const reader = await api.signedInReader('ACTIVE');
  const readiness = await readinessOf(reader.token);
  expect(figure(readiness.overall)).toEqual({ answered: 0, marks: 0, outOf: 0, accuracy: null });
  expect(readiness.chapters).toEqual([]);
  expect(readiness.trend).toHaveLength(30);
  expect(readiness.trend.every((day) => day.answered === 0)).toBe(true);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
  expect(readiness.trend.at(-1)!.date).toBe(today);
  expect(readiness.timeZone).toBe('Australia/Sydney');
});

test('accuracy by chapter and topic over AKT and KFP answers; an exam counts once ended, a written answer once self-marked', async () => {
  const reader = await api.signedInReader('ACTIVE');
  await session(reader.token, cardiologyTopicID, 4, 'TUTOR', (questionNo) => questionNo !== 4);
  let readiness = await readinessOf(reader.token);
  expect(figure(readiness.overall)).toEqual({ answered: 4, marks: 3, outOf: 4, accuracy: 75 });
  expect(
    readiness.chapters.map((chapter) => [
      chapter.chapterName,
      chapter.accuracy,
      chapter.topics.map((topic) => [topic.topicName, topic.answered]),
    ]),
  ).toEqual([['Cardiology', 75, [['Hypertension', 4]]]]);
  expect(readiness.trend.at(-1)).toMatchObject({ answered: 4, accuracy: 75 });

  // An exam of 2, both right: nothing of it shows while it runs.
  const exam = await session(reader.token, asthmaTopicID, 2, 'EXAM', () => true);
  readiness = await readinessOf(reader.token);
  expect(figure(readiness.overall)).toEqual({ answered: 4, marks: 3, outOf: 4, accuracy: 75 });
  expect(readiness.bySource.AKT.answered).toBe(4);
  await as(reader.token).ok(ApiPaths.reader.endAKTSession, { aktSessionID: exam.aktSessionID });
  readiness = await readinessOf(reader.token);
  expect(figure(readiness.overall)).toEqual({ answered: 6, marks: 5, outOf: 6, accuracy: 83.33 });

  // A KFP case: the options marked at once; the written answer only once the reader marks it (wrong).
  const attempt = await as(reader.token).ok<KfpAttempt>(ApiPaths.reader.startKFPAttempt, {
    kfpCaseID: kfpCase.kfpCaseID,
  });
  const [choice, written] = attempt.questions;
  const spirometry = choice!.answers.find((option) => option.answer === 'Spirometry')!.answerID;
  await as(reader.token).ok(ApiPaths.reader.submitKFPAnswer, {
    kfpAttemptID: attempt.kfpAttemptID,
    kfpCaseQuestionID: choice!.kfpCaseQuestionID,
    answerIDs: [spirometry],
  });
  await as(reader.token).ok(ApiPaths.reader.submitKFPAnswer, {
    kfpAttemptID: attempt.kfpAttemptID,
    kfpCaseQuestionID: written!.kfpCaseQuestionID,
    text: 'Croup',
  });
  // The case counts once, as its marked questions' share of their marks: 1 of 1 so far.
  expect(figure((await readinessOf(reader.token)).bySource.KFP)).toEqual({
    answered: 1,
    marks: 1,
    outOf: 1,
    accuracy: 100,
  });
  await as(reader.token).ok(ApiPaths.reader.markKFPAnswer, {
    kfpAttemptID: attempt.kfpAttemptID,
    kfpCaseQuestionID: written!.kfpCaseQuestionID,
    correct: false,
  });

  // The case is one question at 1 of 2; the overall is each question's share: (5 + 0.5) of 7.
  readiness = await readinessOf(reader.token);
  expect(figure(readiness.bySource.KFP)).toEqual({ answered: 1, marks: 0.5, outOf: 1, accuracy: 50 });
  expect(figure(readiness.bySource.AKT)).toEqual({ answered: 6, marks: 5, outOf: 6, accuracy: 83.33 });
  expect(figure(readiness.bySource.MSQ)).toEqual({ answered: 0, marks: 0, outOf: 0, accuracy: null });
  expect(figure(readiness.overall)).toEqual({ answered: 7, marks: 5.5, outOf: 7, accuracy: 78.57 });
  expect(readiness.chapters.map((chapter) => [chapter.chapterName, chapter.answered, chapter.accuracy])).toEqual([
    ['Cardiology', 4, 75],
    ['Respiratory', 3, 83.33],
  ]);
  expect(readiness.trend.at(-1)).toMatchObject({ answered: 7, marks: 5.5, outOf: 7 });
  expect(readiness.trend.slice(0, -1).every((day) => day.answered === 0)).toBe(true);
});

test('how all readers did on a question: each reader once, by their first answer, and only once the asker has been shown its mark', async () => {
  const first = await api.signedInReader('ACTIVE');
  const second = await api.signedInReader('ACTIVE');
  const third = await api.signedInReader('ACTIVE');
  const { questionIDs } = await session(first.token, cardiologyTopicID, 4, 'TUTOR', () => true);
  const asked = { source: 'AKT', questionIDs };
  // The second reader gets every one wrong, then right in a later session: their first answer counts.
  await session(second.token, cardiologyTopicID, 4, 'TUTOR', () => false);
  await session(second.token, cardiologyTopicID, 4, 'TUTOR', () => true);
  const stats = await as(first.token).ok<QuestionPeerStats[]>(ApiPaths.reader.getPracticeQuestionPeerStats, asked);
  expect(stats).toHaveLength(4);
  // Earlier tests' readers answered these too; the two here add one right and one wrong first answer to each.
  for (const each of stats) expect(each.readers).toBeGreaterThanOrEqual(2);
  const one = stats.find((each) => each.questionID === questionIDs[0])!;
  expect(one.correctPercent).toBe(Math.floor((100 * (await rightFirstAnswers(questionIDs[0]!))) / one.readers));

  // Nothing for a reader who has not answered, nor while their exam runs.
  expect(await as(third.token).ok<QuestionPeerStats[]>(ApiPaths.reader.getPracticeQuestionPeerStats, asked)).toEqual(
    [],
  );
  const exam = await session(third.token, cardiologyTopicID, 4, 'EXAM', () => true);
  expect(await as(third.token).ok<QuestionPeerStats[]>(ApiPaths.reader.getPracticeQuestionPeerStats, asked)).toEqual(
    [],
  );
  await as(third.token).ok(ApiPaths.reader.endAKTSession, { aktSessionID: exam.aktSessionID });
  expect(
    await as(third.token).ok<QuestionPeerStats[]>(ApiPaths.reader.getPracticeQuestionPeerStats, asked),
  ).toHaveLength(4);
});

/** Straight from the read model: readers whose first marked answer to the question was fully right. */
async function rightFirstAnswers(questionID: string): Promise<number> {
  const rows = await api.resources.db
    .selectFrom('readiness_answer')
    .select(['reader_id', 'marks', 'out_of', 'answered_at'])
    .where('question_id', '=', questionID)
    .where('revealed', '=', true)
    .where('marks', 'is not', null)
    .orderBy('answered_at')
    .execute();
  const firsts = new Map<string, boolean>();
  for (const row of rows)
    if (!firsts.has(row.reader_id)) firsts.set(row.reader_id, Number(row.marks) === Number(row.out_of));
  return [...firsts.values()].filter(Boolean).length;
}

test('bad input is refused naming the field', async () => {
  const reader = await api.signedInReader('ACTIVE');
  const zone = await as(reader.token).call(ApiPaths.reader.getReaderReadiness, undefined, {
    timeZone: 'Mars/Olympus_Mons',
  });
  expect(zone.status).toBe(400);
  expect(firstError(zone.body)).toMatchObject({ field: 'timeZone' });
  const source = await as(reader.token).call(ApiPaths.reader.getPracticeQuestionPeerStats, {
    source: 'OSCE',
    questionIDs: [cardiologyTopicID],
  });
  expect(source.status).toBe(400);
  expect(firstError(source.body)).toMatchObject({ field: 'source' });
  const ids = await as(reader.token).call(ApiPaths.reader.getPracticeQuestionPeerStats, {
    source: 'AKT',
    questionIDs: ['not-an-id'],
  });
  expect(ids.status).toBe(400);
});
