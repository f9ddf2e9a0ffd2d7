import type { AktSessionQuestion, AktmoSaveDTO, CreateAktSessionResult, DayPlan } from '@notebook/contracts';
import { ApiPaths } from '@notebook/contracts';
import { TestApi } from '../support/test-api';

/**
 * Today's plan (issue 29, reader/getDayPlan) over HTTP: the weakest practised topics first, then
 * topics left to read; their lessons not yet marked read; the reviews due; the next mock exam the
 * reader may sit. It reads every part from the module that owns it.
 */
let api: TestApi;
let admin: string;
const topics: Record<'hypertension' | 'asthma' | 'diabetes', string> = { hypertension: '', asthma: '', diabetes: '' };
const lessons: Record<string, string[]> = {};
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

async function topicWithLessons(chapterID: string, name: string, lessonNames: string[]): Promise<string> {
  const topicID = await api.addTopic(admin, chapterID, name, { freeContent: true });
  lessons[topicID] = [];
  for (const lessonName of lessonNames)
    lessons[topicID].push(await api.createLesson(admin, topicID, lessonName, { publish: true }));
  return topicID;
}

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  const { chapterID } = await api.createChapter(admin, { chapterName: 'Medicine' });
  topics.hypertension = await topicWithLessons(chapterID, 'Hypertension', ['Measuring', 'Drugs', 'Targets']);
  topics.asthma = await topicWithLessons(chapterID, 'Asthma', ['Spirometry', 'Inhalers']);
  topics.diabetes = await topicWithLessons(chapterID, 'Diabetes', ['HbA1c']);
  for (const n of [1, 2]) await aktQuestion(topics.hypertension, `Blood pressure ${n}`);
  for (const n of [1, 2]) await aktQuestion(topics.asthma, `Inhaler ${n}`);
}, 120_000);
afterAll(() => api.stop());

const dayPlanOf = (token: string) => api.ok<DayPlan>(ApiPaths.reader.getDayPlan, { token, body: {} });

/** A tutor session over `topicID`, each question answered right when `right(questionNo)`. */
async function practise(token: string, topicID: string, right: (questionNo: number) => boolean) {
  const { aktSessionID } = await api.ok<CreateAktSessionResult>(ApiPaths.reader.createReaderAKTSession, {
    token,
    body: { topicIDs: [topicID], noOfQuestions: 2, mode: 'TUTOR' },
  });
  for (const questionNo of [1, 2]) {
    const { aktQuestionID } = await api.ok<AktSessionQuestion>(ApiPaths.reader.getAKTSessionQuestion, {
      token,
      query: { aktSessionID, questionNo: String(questionNo) },
    });
    const { right: rightID, wrong } = options.get(aktQuestionID)!;
    await api.ok(ApiPaths.reader.submitAktAnswer, {
      token,
      body: { aktSessionID, aktQuestionID, answerID: right(questionNo) ? rightID : wrong },
    });
  }
}

const sydneyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());

/** The plan once `done` holds: a miss becomes a review card through a job a moment after the answer. */
async function dayPlanWhen(token: string, done: (plan: DayPlan) => boolean, timeoutMs = 30_000): Promise<DayPlan> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const plan = await dayPlanOf(token);
    if (done(plan) || Date.now() > deadline) return plan;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('a reader who has not practised: the open topics left to read in reading order, nothing due, no exam plan', async () => {
  const reader = await api.signedInReader('ACTIVE');
  const plan = await dayPlanOf(reader.token);
  expect(plan).toMatchObject({ date: sydneyToday(), examPlan: null, daysToExam: null, dueReviews: 0 });
  expect(plan.weakTopics).toEqual([
    { topicID: topics.hypertension, topicName: 'Hypertension', readinessPercent: null },
    { topicID: topics.asthma, topicName: 'Asthma', readinessPercent: null },
    { topicID: topics.diabetes, topicName: 'Diabetes', readinessPercent: null },
  ]);
  expect(plan.lessonsToRead.map((lesson) => [lesson.topicName, lesson.lessonName])).toEqual([
    ['Hypertension', 'Measuring'],
    ['Hypertension', 'Drugs'],
    ['Asthma', 'Spirometry'],
    ['Asthma', 'Inhalers'],
    ['Diabetes', 'HbA1c'],
  ]);
});

test('after practice: the weakest topic first, its lessons already read left out, each miss a review due', async () => {
  const reader = await api.signedInReader('ACTIVE');
  await practise(reader.token, topics.asthma, (questionNo) => questionNo === 1);
  await practise(reader.token, topics.hypertension, () => false);
  await api.ok(ApiPaths.reader.updateLessonReading, {
    token: reader.token,
    body: { lessonID: lessons[topics.hypertension]![0], lessonReading: 'FIRST' },
  });

  const plan = await dayPlanWhen(reader.token, (each) => each.dueReviews === 3);
  expect(plan.dueReviews).toBe(3);
  expect(plan.weakTopics).toEqual([
    { topicID: topics.hypertension, topicName: 'Hypertension', readinessPercent: 0 },
    { topicID: topics.asthma, topicName: 'Asthma', readinessPercent: 50 },
    { topicID: topics.diabetes, topicName: 'Diabetes', readinessPercent: null },
  ]);
  expect(plan.lessonsToRead.map((lesson) => lesson.lessonName)).toEqual([
    'Drugs',
    'Targets',
    'Spirometry',
    'Inhalers',
    'HbA1c',
  ]);
});

test('the exam plan the reader saved, and the whole days to it', async () => {
  const reader = await api.signedInReader('ACTIVE');
  const today = sydneyToday();
  const examDate = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  await api.ok(ApiPaths.reader.saveExamPlan, { token: reader.token, body: { exam: 'BOTH', examDate } });
  expect(await dayPlanOf(reader.token)).toMatchObject({ examPlan: { exam: 'BOTH', examDate }, daysToExam: 30 });
});

test('the next mock exam the reader may sit, until they have sat it', async () => {
  const reader = await api.signedInReader('ACTIVE');
  const closes = new Date(Date.now() + 3 * 3600_000);
  const mockExamID = await api.activeOneQuestionMockExam(admin, closes);
  let plan = await dayPlanOf(reader.token);
  expect(plan.nextMockExam).toMatchObject({ mockExamID });
  expect(Date.parse(plan.nextMockExam!.startsAt)).toBeLessThanOrEqual(Date.now());

  const { mockAttemptID } = await api.ok(ApiPaths.reader.startMockExamAttempt, {
    token: reader.token,
    body: { mockExamID },
  });
  expect((await dayPlanOf(reader.token)).nextMockExam).toMatchObject({ mockExamID });
  await api.ok(ApiPaths.reader.submitMockExamAttempt, { token: reader.token, body: { mockAttemptID } });
  plan = await dayPlanOf(reader.token);
  expect(plan.nextMockExam).toBeNull();
});

test('only readers: a visitor 401, an admin 403', async () => {
  expect((await api.call(ApiPaths.reader.getDayPlan, { body: {} })).status).toBe(401);
  expect((await api.call(ApiPaths.reader.getDayPlan, { token: admin, body: {} })).status).toBe(403);
});
