import {
  type AktmoSaveDTO,
  type AktSessionQuestion,
  ApiPaths,
  type CreateAktSessionResult,
  type ExamPlan,
  type GradedReviewCard,
  Messages,
  type MockAttemptResult,
  type ReviewCard,
  type ReviewForecast,
  ReviewMessages,
  type ReviewSession,
  type ReviewSummary,
  type StartedMockAttempt,
} from '@notebook/contracts';
import { FixedClock, START, idFrom } from '@notebook/kernel';
import { ReviewJobs } from '@notebook/review';
import { type CallPath, firstError, TestApi } from '../support/test-api';

/**
 * Spaced review over HTTP (issue 29) with the application's clock injected: a miss in practice makes
 * a card (a right answer none, a miss in a review session no second one), grading moves it, a mock
 * exam's misses join only once its result is released, bad input and another reader's card change
 * nothing, the exam plan bends the schedule and the forecast.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const clock = new FixedClock(new Date());
let api: TestApi;
let adminEmail: string;
let topicID: string;
/** Practice questions (AKT, multiple choice): id → its right and wrong option. */
const practiceQuestions = new Map<string, { right: string; wrong: string }>();
let mockTopicID: string;
let mockQuestionID: string;
let mockWrongAnswerID: string;

const post = <T>(token: string, path: CallPath, body: unknown = {}) => api.ok<T>(path, { token, body });
const admin = async () => (await api.login(adminEmail)).token;
const sydneyDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', dateStyle: 'short' }).format(at);

async function aktQuestion(
  token: string,
  name: string,
  mock: boolean,
  inTopic = topicID,
): Promise<{ id: string; right: string; wrong: string }> {
  const saved = await api.ok<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
    token,
    body: {
      aktQuestionDTO: { topicID: inTopic, questionName: name, aktType: 'AKT', mockExamQuestion: mock ? 'Y' : 'N' },
      aktmoQuestionDTO: {
        question: `<p>${name}?</p>`,
        noOfAnswers: 2,
        aktmoAnswerDTOList: [{ answer: 'Right', correctAnswer: true }, { answer: 'Wrong' }],
      },
    },
  });
  const [right, wrong] = saved.aktmoQuestionDTO.aktmoAnswerDTOList;
  return { id: saved.aktQuestionDTO.aktQuestionID, right: right!.aktMoAnswerID, wrong: wrong!.aktMoAnswerID };
}

/** Every event of one type in the log (optionally one reader's). */
async function eventsOf(type: string, readerID?: string): Promise<Array<Record<string, unknown>>> {
  const all = await api.database.eventStore.readAll(START, 100_000);
  return all
    .filter((event) => event.type === type)
    .map((event) => event.data as Record<string, unknown>)
    .filter((data) => !readerID || data.readerID === readerID);
}

/** Runs due jobs until `done` holds (the reactor schedules a card's job a moment after the answer). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await api.runDueJobs();
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const queueOf = (token: string, body: unknown = {}) => post<ReviewCard[]>(token, ApiPaths.reader.getReviewQueue, body);

/** A subscribed reader who answered practice questions in one tutor session: the misses' ids, in order. */
async function readerWhoPractised(answers: Array<'right' | 'wrong'>) {
  const reader = await api.signedInReader('ACTIVE');
  const { aktSessionID } = await post<CreateAktSessionResult>(reader.token, ApiPaths.reader.createReaderAKTSession, {
    topicIDs: [topicID],
    noOfQuestions: answers.length,
    mode: 'TUTOR',
  });
  const missed: string[] = [];
  for (const [index, answer] of answers.entries()) {
    const question = await api.ok<AktSessionQuestion>(ApiPaths.reader.getAKTSessionQuestion, {
      token: reader.token,
      query: { aktSessionID, questionNo: String(index + 1) },
    });
    const options = practiceQuestions.get(question.aktQuestionID)!;
    await post(reader.token, ApiPaths.reader.submitAktAnswer, {
      aktSessionID,
      aktQuestionID: question.aktQuestionID,
      answerID: options[answer],
    });
    if (answer === 'wrong') missed.push(question.aktQuestionID);
    // A second between answers: the misses fall due in the order they were made.
    clock.advance(1_000);
  }
  return { ...reader, missed };
}

beforeAll(async () => {
  api = await TestApi.start({ clock });
  adminEmail = (await api.createAdmin()).email;
  const token = await admin();
  topicID = (await api.createTopic(token, { chapterName: 'Respiratory', topicName: 'Asthma in adults' })).topicID;
  for (let index = 1; index <= 3; index += 1) {
    const { id, right, wrong } = await aktQuestion(token, `Asthma ${index}`, false);
    practiceQuestions.set(id, { right, wrong });
  }
  // The mock exam's question in a topic of its own, so practice never draws it.
  mockTopicID = (await api.createTopic(token, { chapterName: 'Respiratory', topicName: 'COPD' })).topicID;
  const mock = await aktQuestion(token, 'COPD mock', true, mockTopicID);
  mockQuestionID = mock.id;
  mockWrongAnswerID = mock.wrong;
}, 120_000);
afterAll(() => api.stop());

test('a miss in practice makes a card (a right answer none); grading moves it; asking for it again adds nothing', async () => {
  const reader = await readerWhoPractised(['wrong', 'right', 'wrong']);
  const queue = await eventually(
    () => queueOf(reader.token),
    (cards) => cards.length >= 2,
  );
  const card = (questionID: string) => ({
    cardID: idFrom(`review-card:${reader.userId}:AKT:${questionID}`),
    questionID,
    kind: 'AKT',
    due: expect.any(String),
    lessonID: null,
    lessonName: null,
    topicID,
    topicName: 'Asthma in adults',
  });
  // Both missed at the same minute, neither reviewed: the first miss first.
  expect(queue).toEqual(reader.missed.map(card));
  expect(await post<ReviewSummary>(reader.token, ApiPaths.reader.getReviewSummary)).toEqual({
    dueNow: 2,
    dueToday: 2,
    dailyLimit: 50,
    reviewedToday: 0,
    totalCards: 2,
    examPlan: null,
  });

  const [first, second] = queue;
  const graded = await api.success<GradedReviewCard>(ApiPaths.reader.gradeReviewCard, {
    token: reader.token,
    body: { cardID: first!.cardID, rating: 'GOOD' },
  });
  expect(graded.message).toBe(ReviewMessages.graded);
  expect(graded.result.cardID).toBe(first!.cardID);
  expect(new Date(graded.result.due).getTime()).toBeGreaterThan(clock.now().getTime());
  expect((await queueOf(reader.token)).map((each) => each.cardID)).toEqual([second!.cardID]);
  expect(await post<ReviewSummary>(reader.token, ApiPaths.reader.getReviewSummary)).toMatchObject({
    dueNow: 1,
    dueToday: 1,
    reviewedToday: 1,
    totalCards: 2,
  });

  const asked = await post<ReviewCard>(reader.token, ApiPaths.reader.addReviewCard, {
    questionID: first!.questionID,
    kind: 'AKT',
  });
  expect(asked.cardID).toBe(first!.cardID);
  expect(await eventsOf('ReviewCardAdded', reader.userId)).toHaveLength(2);
  expect(await eventsOf('ReviewCardGraded', reader.userId)).toHaveLength(1);

  // The graded card comes back when due.
  clock.advance(new Date(graded.result.due).getTime() - clock.now().getTime() + MINUTE);
  const later = (await api.login(reader.email)).token;
  expect((await queueOf(later)).map((each) => each.cardID)).toContain(first!.cardID);
  clock.set(new Date(Date.now()));
});

test('a review session holds the due cards in a tutor practice session; a miss there makes no second card', async () => {
  const reader = await readerWhoPractised(['wrong', 'wrong']);
  const due = await eventually(
    () => queueOf(reader.token),
    (cards) => cards.length === 2,
  );
  const session = await post<ReviewSession>(reader.token, ApiPaths.reader.startReviewSession, { kind: 'AKT' });
  expect(session).toMatchObject({ kind: 'AKT', msqSessionID: null, cards: due });
  const aktSessionID = session.aktSessionID!;
  const first = await api.ok<AktSessionQuestion>(ApiPaths.reader.getAKTSessionQuestion, {
    token: reader.token,
    query: { aktSessionID, questionNo: '1' },
  });
  expect(first.aktQuestionID).toBe(due[0]!.questionID);
  await post(reader.token, ApiPaths.reader.submitAktAnswer, {
    aktSessionID,
    aktQuestionID: first.aktQuestionID,
    answerID: practiceQuestions.get(first.aktQuestionID)!.wrong,
  });
  // The miss's job runs (a second one for that question) and records nothing: still one card per question.
  const missJobs = await eventually(
    async () =>
      (await api.resources.jobs.jobs(['completed'])).filter(
        (job) =>
          job.name === ReviewJobs.practiceMiss &&
          job.data.questionID === first.aktQuestionID &&
          job.data.readerID === reader.userId,
      ),
    (jobs) => jobs.length === 2,
  );
  expect(missJobs).toHaveLength(2);
  expect(await eventsOf('ReviewCardAdded', reader.userId)).toHaveLength(2);

  expect(await post<ReviewSession>(reader.token, ApiPaths.reader.startReviewSession, { kind: 'KFP' })).toEqual({
    kind: 'KFP',
    aktSessionID: null,
    msqSessionID: null,
    cards: [],
  });
});

test("a mock exam's misses join the queue only once its result is released", async () => {
  const token = await admin();
  const windowEnd = new Date(clock.now().getTime() + 2 * HOUR);
  const { mockExamID } = await post<{ mockExamID: string }>(token, ApiPaths.adminMockExam.saveUpdateMockExam, {
    mockExamType: 'AKT',
    mockExamName: 'Respiratory mock',
    questionIDs: [mockQuestionID],
    durationMinutes: 30,
    windowStart: new Date(clock.now().getTime() - MINUTE).toISOString(),
    windowEnd: windowEnd.toISOString(),
    resultRelease: 'ON_CLOSE',
  });
  await post(token, ApiPaths.adminMockExam.updateMockExamStatus, { mockExamID, status: 'ACTIVE' });
  await api.runDueJobs();

  const reader = await api.signedInReader('ACTIVE');
  const { mockAttemptID } = await post<StartedMockAttempt>(reader.token, ApiPaths.reader.startMockExamAttempt, {
    mockExamID,
  });
  await post(reader.token, ApiPaths.reader.saveMockExamAnswer, {
    mockAttemptID,
    questionID: mockQuestionID,
    answerIDs: [mockWrongAnswerID],
  });
  const handedIn = await post<MockAttemptResult>(reader.token, ApiPaths.reader.submitMockExamAttempt, {
    mockAttemptID,
  });
  expect(handedIn.released).toBe(false);

  // The card is recorded at once, offered from the release: not in the queue, not gradable.
  const added = await eventually(
    () => eventsOf('ReviewCardAdded', reader.userId),
    (events) => events.length > 0,
  );
  expect(added).toEqual([
    expect.objectContaining({
      questionID: mockQuestionID,
      source: 'MOCK_MISS',
      availableFrom: windowEnd.toISOString(),
    }),
  ]);
  expect(await queueOf(reader.token)).toEqual([]);
  // Nothing tells the result before its release: no count, no forecast, and asking for the card is refused.
  expect(await post<ReviewSummary>(reader.token, ApiPaths.reader.getReviewSummary)).toMatchObject({
    dueNow: 0,
    totalCards: 0,
  });
  const forecast = await post<ReviewForecast>(reader.token, ApiPaths.reader.getReviewForecast);
  expect(forecast.weeks.every((week) => week.due === 0)).toBe(true);
  const asked = await api.call(ApiPaths.reader.addReviewCard, {
    token: reader.token,
    body: { questionID: mockQuestionID, kind: 'AKT' },
  });
  expect([asked.status, firstError(asked.body)?.errorMessage]).toEqual([403, Messages.questionInOpenMockExam]);
  const cardID = idFrom(`review-card:${reader.userId}:AKT:${mockQuestionID}`);
  const early = await api.call(ApiPaths.reader.gradeReviewCard, {
    token: reader.token,
    body: { cardID, rating: 'GOOD' },
  });
  expect([early.status, firstError(early.body)?.errorMessage]).toEqual([404, ReviewMessages.cardNotFound]);

  clock.advance(2 * HOUR + MINUTE);
  await api.runDueJobs();
  const released = (await api.login(reader.email)).token;
  expect(await queueOf(released)).toEqual([
    expect.objectContaining({ cardID, questionID: mockQuestionID, due: windowEnd.toISOString(), topicID: mockTopicID }),
  ]);
  expect(await post<ReviewSummary>(released, ApiPaths.reader.getReviewSummary)).toMatchObject({
    dueNow: 1,
    totalCards: 1,
  });
  clock.set(new Date(Date.now()));
});

test("bad input is refused with the error envelope and changes nothing; another reader's card is not found", async () => {
  const owner = await readerWhoPractised(['wrong']);
  const [card] = await eventually(
    () => queueOf(owner.token),
    (cards) => cards.length === 1,
  );
  const other = await api.signedInReader('ACTIVE');
  const before = await api.eventCount();
  const refusals: Array<[CallPath, unknown, number, string]> = [
    [ApiPaths.reader.gradeReviewCard, { cardID: 'not-an-id', rating: 'GOOD' }, 400, 'cardID'],
    [ApiPaths.reader.gradeReviewCard, { cardID: card!.cardID, rating: 'SOON' }, 400, 'rating'],
    [ApiPaths.reader.getReviewQueue, { limit: 0 }, 400, 'limit'],
    [ApiPaths.reader.saveReviewSettings, { dailyLimit: 1 }, 400, 'dailyLimit'],
    [ApiPaths.reader.saveExamPlan, { exam: 'AKT', examDate: 'next week' }, 400, 'examDate'],
    [ApiPaths.reader.saveExamPlan, { exam: 'OSCE', examDate: '2030-01-01' }, 400, 'exam'],
    [
      ApiPaths.reader.saveExamPlan,
      { exam: 'AKT', examDate: sydneyDay(new Date(clock.now().getTime() - 2 * DAY)) },
      400,
      'examDate',
    ],
    [ApiPaths.reader.addReviewCard, { questionID: card!.questionID, kind: 'ANY' }, 400, 'kind'],
    [ApiPaths.reader.startReviewSession, { kind: 'ALL' }, 400, 'kind'],
  ];
  for (const [path, body, status, field] of refusals) {
    const response = await api.call(path, { token: owner.token, body });
    expect([
      path,
      response.status,
      (response.body as { status?: string }).status,
      firstError(response.body)?.field,
    ]).toEqual([path, status, 'FAILED', field]);
  }
  const stolen = await api.call(ApiPaths.reader.gradeReviewCard, {
    token: other.token,
    body: { cardID: card!.cardID, rating: 'EASY' },
  });
  expect([stolen.status, firstError(stolen.body)?.errorMessage]).toEqual([404, ReviewMessages.cardNotFound]);
  const unknown = await api.call(ApiPaths.reader.addReviewCard, {
    token: owner.token,
    body: { questionID: topicID, kind: 'AKT' },
  });
  expect([unknown.status, firstError(unknown.body)?.errorMessage]).toEqual([404, ReviewMessages.questionNotFound]);
  expect(await api.eventCount()).toBe(before);
  expect(await queueOf(other.token)).toEqual([]);
});

test('the exam plan: saved and read back; grading keeps the card before the eve; the forecast runs to the exam', async () => {
  const reader = await readerWhoPractised(['wrong']);
  const [card] = await eventually(
    () => queueOf(reader.token),
    (cards) => cards.length === 1,
  );
  expect(await post<ExamPlan | null>(reader.token, ApiPaths.reader.getExamPlan)).toBeNull();
  const examDate = sydneyDay(new Date(clock.now().getTime() + 10 * DAY));
  const saved = await api.success<ExamPlan>(ApiPaths.reader.saveExamPlan, {
    token: reader.token,
    body: { exam: 'BOTH', examDate },
  });
  expect(saved).toEqual({
    status: 'SUCCESS',
    result: { exam: 'BOTH', examDate },
    message: ReviewMessages.examPlanSaved,
  });
  expect(await post<ExamPlan | null>(reader.token, ApiPaths.reader.getExamPlan)).toEqual({ exam: 'BOTH', examDate });

  // EASY, EASY: FSRS alone would schedule the second review weeks away.
  await post(reader.token, ApiPaths.reader.gradeReviewCard, { cardID: card!.cardID, rating: 'EASY' });
  const graded = await post<{ due: string }>(reader.token, ApiPaths.reader.gradeReviewCard, {
    cardID: card!.cardID,
    rating: 'EASY',
  });
  expect(sydneyDay(new Date(graded.due)) < examDate).toBe(true);

  const forecast = await post<ReviewForecast>(reader.token, ApiPaths.reader.getReviewForecast);
  expect(forecast.examDate).toBe(examDate);
  expect(forecast.weeks).toHaveLength(2);
  expect(forecast.weeks[0]!.weekStart).toBe(sydneyDay(clock.now()));
  expect(forecast.weeks.reduce((sum, week) => sum + week.due, 0)).toBe(1);

  const settings = await post<ReviewSummary>(reader.token, ApiPaths.reader.saveReviewSettings, { dailyLimit: 5 });
  expect(settings).toMatchObject({
    dailyLimit: 5,
    reviewedToday: 1,
    totalCards: 1,
    examPlan: { exam: 'BOTH', examDate },
  });
  const without = await api.signedInReader('ACTIVE');
  expect((await post<ReviewForecast>(without.token, ApiPaths.reader.getReviewForecast)).weeks).toHaveLength(12);
});

test('the card of a question linked to a lesson answers its lessonID and lessonName, and follows a later link (issue 29)', async () => {
  const token = await admin();
  const asthma = (await api.createTopic(token, { chapterName: 'Respiratory', topicName: 'Asthma lessons' })).topicID;
  const { lessonID } = await api.noteInNewLesson(token, asthma, 'Spirometry');
  const linked = await api.ok<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
    token,
    body: {
      aktQuestionDTO: { topicID: asthma, questionName: 'Linked', aktType: 'AKT', mockExamQuestion: 'N', lessonID },
      aktmoQuestionDTO: {
        question: '<p>Linked?</p>',
        noOfAnswers: 2,
        aktmoAnswerDTOList: [{ answer: 'Right', correctAnswer: true }, { answer: 'Wrong' }],
      },
    },
  });
  const questionID = linked.aktQuestionDTO.aktQuestionID;
  const reader = await api.signedInReader('ACTIVE');
  const lesson = { lessonID, lessonName: 'Spirometry lesson', topicID: asthma };
  expect(
    await post<ReviewCard>(reader.token, ApiPaths.reader.addReviewCard, { questionID, kind: 'AKT' }),
  ).toMatchObject(lesson);
  expect((await queueOf(reader.token)).find((card) => card.questionID === questionID)).toMatchObject(lesson);

  // The card follows the question: linked to another lesson of its topic, then to none.
  let saved = linked;
  const relink = async (lessonID: string | null) => {
    saved = await api.ok<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
      token,
      body: { ...saved, aktQuestionDTO: { ...saved.aktQuestionDTO, lessonID } },
    });
  };
  const other = await api.noteInNewLesson(token, asthma, 'Peak flow');
  await relink(other.lessonID);
  expect((await queueOf(reader.token)).find((card) => card.questionID === questionID)).toMatchObject({
    lessonID: other.lessonID,
    lessonName: 'Peak flow lesson',
  });
  await relink(null);
  expect((await queueOf(reader.token)).find((card) => card.questionID === questionID)).toMatchObject({
    lessonID: null,
    lessonName: null,
  });
});
