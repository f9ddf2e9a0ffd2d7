import type {
  AktmoSaveDTO,
  MockAttempt,
  MockAttemptQuestion,
  MockAttemptResult,
  MockExam,
  MockExamPoolQuestion,
  MockExamResults,
  MsqmoSaveDTO,
  Paged,
  ReaderMockExam,
  StartedMockAttempt,
} from '@notebook/contracts';
import { ApiPaths, Messages } from '@notebook/contracts';
import { applicationJobProcessors, mailSenderOf } from '@notebook/api';
import { FixedClock, START, SYSTEM_ACTOR } from '@notebook/kernel';
import { MockExamJobs } from '@notebook/mock-exams';
import { TestApi, firstError, type CallPath } from '../support/test-api';

/**
 * Mock exams (issue 15) over HTTP with the application's clock injected: an exam's whole life
 * (draft, active, opened and closed by the jobs, sat, submitted by the deadline's job), what a
 * reader sees when, jobs delivered twice, bad input.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const EXPLANATION = 'Explained-only-after-release';
const clock = new FixedClock(new Date());
let api: TestApi;
let adminEmail: string;
let topicID: string;
let chapterName: string;
let otherChapterID: string;
/** AKT questions: id → its right and wrong option. */
const akt = new Map<string, { right: string; wrong: string }>();
const msq = new Map<string, Record<string, string>>();

async function aktQuestion(token: string, name: string, mock: boolean): Promise<void> {
  const saved = await api.ok<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
    token,
    body: {
      aktQuestionDTO: {
        topicID,
        questionName: name,
        aktType: 'AKT',
        mockExamQuestion: mock ? 'Y' : 'N',
        explanation: `<p>${EXPLANATION} ${name}</p>`,
      },
      aktmoQuestionDTO: {
        question: `<p>${name}?</p>`,
        noOfAnswers: 3,
        aktmoAnswerDTOList: [{ answer: 'Right', correctAnswer: true }, { answer: 'Wrong' }, { answer: 'Also wrong' }],
      },
    },
  });
  const [right, wrong] = saved.aktmoQuestionDTO.aktmoAnswerDTOList;
  akt.set(saved.aktQuestionDTO.aktQuestionID, { right: right!.aktMoAnswerID, wrong: wrong!.aktMoAnswerID });
}

async function msqQuestion(token: string, name: string, inTopic = topicID): Promise<void> {
  const saved = await api.ok<MsqmoSaveDTO>(ApiPaths.adminChapter.saveUpdateMSQMOQuestion, {
    token,
    body: {
      msqQuestionDTO: {
        topicID: inTopic,
        questionName: name,
        selectedForMock: 'Y',
        explanation: `<p>${EXPLANATION}</p>`,
      },
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
  msq.set(
    saved.msqQuestionDTO.msqQuestionID,
    Object.fromEntries(
      saved.msqmoQuestionDTO.msqmoAnswerDTOList.map((answer) => [answer.answer, answer.msqMoAnswerID]),
    ),
  );
}

/** Access tokens expire by the application's clock: sign in again after moving it. */
const admin = async () => (await api.login(adminEmail)).token;
const tokenOf = async (reader: { email: string }) => (await api.login(reader.email)).token;
async function reader(
  options: { subscribed?: boolean } = { subscribed: true },
): Promise<{ email: string; userId: string }> {
  const made = await api.createReader();
  if (options.subscribed) await api.identity.changeSubscriptionStatus(made.userId, 'ACTIVE', SYSTEM_ACTOR);
  return made;
}

const get = <T>(token: string, path: CallPath, query: Record<string, string>) => api.ok<T>(path, { token, query });
const post = <T>(token: string, path: CallPath, body: unknown) => api.ok<T>(path, { token, body });

function examBody(overrides: Record<string, unknown> = {}) {
  const now = clock.now().getTime();
  return {
    mockExamType: 'AKT',
    mockExamName: 'AKT mock 1',
    instructions: 'Answer every question.',
    questionIDs: [...akt.keys()].slice(0, 4),
    durationMinutes: 60,
    windowStart: new Date(now + HOUR).toISOString(),
    windowEnd: new Date(now + 5 * HOUR).toISOString(),
    resultRelease: 'ON_SUBMIT',
    ...overrides,
  };
}

async function activeExam(overrides: Record<string, unknown> = {}): Promise<string> {
  const token = await admin();
  const { mockExamID } = await post<{ mockExamID: string }>(
    token,
    ApiPaths.adminMockExam.saveUpdateMockExam,
    examBody(overrides),
  );
  await post(token, ApiPaths.adminMockExam.updateMockExamStatus, { mockExamID, status: 'ACTIVE' });
  return mockExamID;
}

/** Every event of one type in the log, as recorded. */
async function eventsOf(type: string): Promise<Array<{ data: Record<string, unknown> }>> {
  const all = await api.database.eventStore.readAll(START, 100_000);
  return all.filter((event) => event.type === type).map((event) => ({ data: event.data as Record<string, unknown> }));
}

beforeAll(async () => {
  api = await TestApi.start({ clock });
  adminEmail = (await api.createAdmin()).email;
  const token = await admin();
  chapterName = 'Cardiology';
  topicID = (await api.createTopic(token, { chapterName, topicName: 'Hypertension' })).topicID;
  for (let index = 1; index <= 5; index += 1) await aktQuestion(token, `AKT ${index}`, index <= 3);
  for (let index = 1; index <= 3; index += 1) await msqQuestion(token, `MSQ ${index}`);
  const endocrine = await api.createTopic(token, {
    chapterGroupName: 'Medicine',
    chapterName: 'Endocrine',
    topicName: 'Diabetes',
  });
  otherChapterID = endocrine.chapterID;
  for (let index = 4; index <= 5; index += 1) await msqQuestion(token, `MSQ ${index}`, endocrine.topicID);
}, 120_000);
afterAll(() => api.stop());

test('an exam lives from draft to closed: the jobs open and close it, a reader sits it under the server clock, the deadline job submits it', async () => {
  const token = await admin();
  const saved = await api.success<{ mockExamID: string }>(ApiPaths.adminMockExam.saveUpdateMockExam, {
    token,
    body: examBody(),
  });
  const { mockExamID } = saved.result;
  expect(saved.message).toBe(Messages.successfullySaved);
  expect(await get<MockExam>(token, ApiPaths.adminMockExam.getMockExam, { mockExamID })).toMatchObject({
    status: 'DRAFT',
    state: 'UPCOMING',
    noOfQuestions: 4,
  });

  const activated = await api.success<MockExam>(ApiPaths.adminMockExam.updateMockExamStatus, {
    token,
    body: { mockExamID, status: 'ACTIVE' },
  });
  expect(activated.message).toBe('Mock Exam will be scheduled momentarily.');
  expect(activated.result).toMatchObject({ status: 'ACTIVE', noOfQuestions: 4 });
  // Scheduled before the answer: the opening and the closing, each under the activating event's id.
  const scheduled = await api.resources.jobs.jobs(['delayed']);
  expect(
    scheduled
      .filter((job) => job.data.mockExamID === mockExamID)
      .map((job) => job.name)
      .sort(),
  ).toEqual([MockExamJobs.close, MockExamJobs.open]);

  const sitter = await reader();
  let readerToken = await tokenOf(sitter);
  const listed = await post<ReaderMockExam[]>(readerToken, ApiPaths.reader.getReaderMockExams, {});
  expect(listed.find((exam) => exam.mockExamID === mockExamID)).toMatchObject({
    state: 'UPCOMING',
    durationMinutes: 60,
    noOfQuestions: 4,
  });
  const early = await api.call(ApiPaths.reader.startMockExamAttempt, { token: readerToken, body: { mockExamID } });
  expect([early.status, firstError(early.body)?.errorMessage]).toEqual([409, Messages.mockExamNotOpen]);

  clock.advance(HOUR);
  await api.runDueJobs();
  expect(await eventsOf('MockExamOpened')).toHaveLength(1);
  readerToken = await tokenOf(sitter);
  const started = await post<StartedMockAttempt>(readerToken, ApiPaths.reader.startMockExamAttempt, { mockExamID });
  expect(started).toMatchObject({ noOfQuestions: 4, deadline: new Date(clock.now().getTime() + HOUR).toISOString() });
  // A second device: the same attempt and deadline.
  clock.advance(5 * MINUTE);
  expect(
    await post<StartedMockAttempt>(await tokenOf(sitter), ApiPaths.reader.startMockExamAttempt, { mockExamID }),
  ).toEqual(started);

  const bodies: string[] = [];
  const seen = <T>(value: T) => (bodies.push(JSON.stringify(value)), value);
  const { mockAttemptID } = started;
  const first = seen(
    await get<MockAttemptQuestion>(readerToken, ApiPaths.reader.getMockExamAttemptQuestion, {
      mockAttemptID,
      questionNo: '1',
    }),
  );
  expect(first).toMatchObject({
    questionNo: 1,
    noOfQuestions: 4,
    chosenAnswerIDs: [],
    review: null,
    remainingSeconds: 55 * 60,
  });
  const options = akt.get(first.questionID)!;
  seen(
    await post(readerToken, ApiPaths.reader.saveMockExamAnswer, {
      mockAttemptID,
      questionID: first.questionID,
      answerIDs: [options.wrong],
    }),
  );
  seen(
    await post(readerToken, ApiPaths.reader.saveMockExamAnswer, {
      mockAttemptID,
      questionID: first.questionID,
      answerIDs: [options.right],
    }),
  );
  seen(
    await post(readerToken, ApiPaths.reader.flagMockExamQuestion, {
      mockAttemptID,
      questionID: first.questionID,
      flagged: true,
    }),
  );
  seen(
    await post(readerToken, ApiPaths.reader.strikeMockExamAnswer, {
      mockAttemptID,
      questionID: first.questionID,
      answerID: options.wrong,
      struck: true,
    }),
  );
  const second = seen(
    await get<MockAttemptQuestion>(readerToken, ApiPaths.reader.getMockExamAttemptQuestion, {
      mockAttemptID,
      questionNo: '2',
    }),
  );
  seen(
    await post(readerToken, ApiPaths.reader.saveMockExamAnswer, {
      mockAttemptID,
      questionID: second.questionID,
      answerIDs: [akt.get(second.questionID)!.wrong],
    }),
  );

  // A reload: the answers, the flag and the struck option are where they were.
  const again = seen(
    await get<MockAttemptQuestion>(readerToken, ApiPaths.reader.getMockExamAttemptQuestion, {
      mockAttemptID,
      questionNo: '1',
    }),
  );
  expect(again).toMatchObject({
    chosenAnswerIDs: [options.right],
    flagged: true,
    struckAnswerIDs: [options.wrong],
    review: null,
  });
  const navigator = seen(await get<MockAttempt>(readerToken, ApiPaths.reader.getMockExamAttempt, { mockAttemptID }));
  expect(navigator.questions.map((each) => [each.answered, each.flagged])).toEqual([
    [true, true],
    [true, false],
    [false, false],
    [false, false],
  ]);
  seen(await get<MockAttemptResult>(readerToken, ApiPaths.reader.getMockExamAttemptResult, { mockAttemptID }));
  seen(await post(readerToken, ApiPaths.reader.getReaderMockExams, {}));
  // Nothing of the marking reached the reader while the attempt ran.
  for (const body of bodies) expect(body).not.toMatch(/Explained|"correct|"score":\d|"marks"|answerStatus/);

  // Time runs out with no browser open: the deadline's job submits it.
  clock.advance(HOUR);
  const events = await api.eventCount();
  const late = await api.call(ApiPaths.reader.saveMockExamAnswer, {
    token: await tokenOf(sitter),
    body: { mockAttemptID, questionID: first.questionID, answerIDs: [options.wrong] },
  });
  expect([late.status, firstError(late.body)?.errorMessage]).toEqual([409, Messages.mockAttemptOver]);
  expect(await api.eventCount()).toBe(events);
  await api.runDueJobs();
  const submitted = await eventsOf('MockAttemptSubmitted');
  expect(submitted.map((event) => event.data)).toEqual([
    expect.objectContaining({
      mockAttemptID,
      auto: true,
      marks: 1,
      outOf: 4,
      score: 25,
      submittedAt: started.deadline,
    }),
  ]);

  readerToken = await tokenOf(sitter);
  const result = await get<MockAttemptResult>(readerToken, ApiPaths.reader.getMockExamAttemptResult, { mockAttemptID });
  expect(result).toMatchObject({
    status: 'AUTO_SUBMITTED',
    released: true,
    score: 25,
    marks: 1,
    outOf: 4,
    percentile: null,
  });
  expect(result.byChapter).toEqual([{ chapterName, marks: 1, penalties: 0, outOf: 4, score: 25 }]);
  const review = await get<MockAttemptQuestion>(readerToken, ApiPaths.reader.getMockExamAttemptQuestion, {
    mockAttemptID,
    questionNo: '1',
  });
  expect(review.review).toMatchObject({ answerStatus: 'CORRECT', correctAnswerIDs: [options.right], marks: 1 });
  expect(review.review?.explanation).toContain(EXPLANATION);

  // The window closes: the percentile appears; the admin sees the results.
  clock.advance(4 * HOUR);
  await api.runDueJobs();
  expect(await eventsOf('MockExamClosed')).toHaveLength(1);
  expect(
    await get<MockAttemptResult>(await tokenOf(sitter), ApiPaths.reader.getMockExamAttemptResult, { mockAttemptID }),
  ).toMatchObject({ percentile: 50 });
  const results = await get<MockExamResults>(await admin(), ApiPaths.adminMockExam.getMockExamResults, { mockExamID });
  expect(results).toMatchObject({ attempts: 1, submitted: 1, mean: 25 });
  expect(results.distribution[2]).toBe(1);
  expect(results.hardest[0]).toMatchObject({ correctPercent: 0 });
});

test('each job delivered twice opens, closes and submits once', async () => {
  const mockExamID = await activeExam({ mockExamName: 'Twice' });
  const processors = applicationJobProcessors(api.app, mailSenderOf(api.resources));
  const sitter = await reader();
  clock.advance(HOUR);
  await processors[MockExamJobs.open]!({ mockExamID });
  await processors[MockExamJobs.open]!({ mockExamID });
  const { mockAttemptID } = await post<StartedMockAttempt>(
    await tokenOf(sitter),
    ApiPaths.reader.startMockExamAttempt,
    { mockExamID },
  );
  // Early: the submit job is refused by the decider until the deadline.
  await processors[MockExamJobs.submit]!({ mockAttemptID });
  clock.advance(HOUR);
  await processors[MockExamJobs.submit]!({ mockAttemptID });
  await processors[MockExamJobs.submit]!({ mockAttemptID });
  clock.advance(3 * HOUR);
  await processors[MockExamJobs.close]!({ mockExamID });
  await processors[MockExamJobs.close]!({ mockExamID });
  await api.runDueJobs();
  const of = async (type: string) => (await eventsOf(type)).filter((event) => event.data.mockExamID === mockExamID);
  expect(await of('MockExamOpened')).toHaveLength(1);
  expect(await of('MockExamClosed')).toHaveLength(1);
  expect(await of('MockAttemptSubmitted')).toHaveLength(1);
});

test('a reader who submits early is marked once; results wait for the window to close when the admin says so', async () => {
  const mockExamID = await activeExam({ mockExamName: 'On close', resultRelease: 'ON_CLOSE', passMark: 50 });
  clock.advance(HOUR);
  await api.runDueJobs();
  const sitter = await reader();
  const token = await tokenOf(sitter);
  const { mockAttemptID } = await post<StartedMockAttempt>(token, ApiPaths.reader.startMockExamAttempt, { mockExamID });
  for (let questionNo = 1; questionNo <= 3; questionNo += 1) {
    const question = await get<MockAttemptQuestion>(token, ApiPaths.reader.getMockExamAttemptQuestion, {
      mockAttemptID,
      questionNo: String(questionNo),
    });
    await post(token, ApiPaths.reader.saveMockExamAnswer, {
      mockAttemptID,
      questionID: question.questionID,
      answerIDs: [akt.get(question.questionID)!.right],
    });
  }
  const handedIn = await post<MockAttemptResult>(token, ApiPaths.reader.submitMockExamAttempt, { mockAttemptID });
  expect(handedIn).toEqual({ mockAttemptID, status: 'SUBMITTED', released: false, releasedAt: expect.any(String) });
  const review = await get<MockAttemptQuestion>(token, ApiPaths.reader.getMockExamAttemptQuestion, {
    mockAttemptID,
    questionNo: '1',
  });
  expect(review.review).toBeNull();
  const answer = await api.call(ApiPaths.reader.saveMockExamAnswer, {
    token,
    body: { mockAttemptID, questionID: review.questionID, answerIDs: [] },
  });
  expect([answer.status, firstError(answer.body)?.errorMessage]).toEqual([409, Messages.mockAttemptOver]);

  clock.advance(5 * HOUR);
  await api.runDueJobs();
  const result = await get<MockAttemptResult>(await tokenOf(sitter), ApiPaths.reader.getMockExamAttemptResult, {
    mockAttemptID,
  });
  expect(result).toMatchObject({
    status: 'SUBMITTED',
    released: true,
    score: 75,
    passMark: 50,
    passed: true,
    percentile: 50,
  });
  const submitted = (await eventsOf('MockAttemptSubmitted')).filter(
    (event) => event.data.mockAttemptID === mockAttemptID,
  );
  expect(submitted.map((event) => event.data.auto)).toEqual([false]);
  const csv = await fetch(`${api.baseUrl}/api/${ApiPaths.adminMockExam.exportMockExamResults}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await admin()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mockExamID }),
  });
  expect(csv.headers.get('content-type')).toContain('text/csv');
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toBe('Reader,E-mail,Submitted at,Submitted by,Score %,Marks,Penalties,Out of,Q1,Q2,Q3,Q4');
  expect(lines[1]).toContain(`${sitter.email},`);
  expect(lines[1]).toContain(',Reader,75,3,0,4,1,1,1,0/1');
});

test('a KFP(MSQ) paper drawn from the flagged pool is marked with the over-selection penalty', async () => {
  const mockExamID = await activeExam({
    mockExamType: 'MSQ',
    mockExamName: 'MSQ mock',
    questionIDs: undefined,
    randomQuestionCount: 2,
  });
  clock.advance(HOUR);
  const sitter = await reader();
  const token = await tokenOf(sitter);
  const { mockAttemptID, noOfQuestions } = await post<StartedMockAttempt>(token, ApiPaths.reader.startMockExamAttempt, {
    mockExamID,
  });
  expect(noOfQuestions).toBe(2);
  const first = await get<MockAttemptQuestion>(token, ApiPaths.reader.getMockExamAttemptQuestion, {
    mockAttemptID,
    questionNo: '1',
  });
  expect(first).toMatchObject({ noOfExpectedAnswers: 2 });
  const ids = msq.get(first.questionID)!;
  await post(token, ApiPaths.reader.saveMockExamAnswer, {
    mockAttemptID,
    questionID: first.questionID,
    answerIDs: [ids['Right 60'], ids['Right 40'], ids['Wrong one']],
  });
  const result = await post<MockAttemptResult>(token, ApiPaths.reader.submitMockExamAttempt, { mockAttemptID });
  // 100 of 200 points less 24.5 for the third option.
  expect(result).toMatchObject({ released: true, marks: 100, penalties: 24.5, outOf: 200, score: 37.75 });
});

test('a KFP(MSQ) chapter is marked as the paper is: its penalties come off its total, so one chapter reads as the paper', async () => {
  const token = await admin();
  const { topicID: renalTopicID } = await api.createTopic(token, { chapterName: 'Renal', topicName: 'Kidney stones' });
  /** Asks for two of A to E: A and B, 50 points each. */
  const fiveOptions = async (name: string) => {
    const saved = await api.ok<MsqmoSaveDTO>(ApiPaths.adminChapter.saveUpdateMSQMOQuestion, {
      token,
      body: {
        msqQuestionDTO: { topicID: renalTopicID, questionName: name, selectedForMock: 'Y', explanation: '<p>Why</p>' },
        msqmoQuestionDTO: {
          question: `<p>${name}: which two?</p>`,
          noOfAnswers: 5,
          noOfExpectedAnswers: 2,
          msqmoAnswerDTOList: [
            { answer: 'A', correctAnswer: true, answerScore: 50 },
            { answer: 'B', correctAnswer: true, answerScore: 50 },
            { answer: 'C' },
            { answer: 'D' },
            { answer: 'E' },
          ],
        },
      },
    });
    const ids = Object.fromEntries(
      saved.msqmoQuestionDTO.msqmoAnswerDTOList.map((answer) => [answer.answer, answer.msqMoAnswerID]),
    );
    return { questionID: saved.msqQuestionDTO.msqQuestionID, ids };
  };
  const questions = [await fiveOptions('Renal 1'), await fiveOptions('Renal 2'), await fiveOptions('Renal 3')];
  const mockExamID = await activeExam({
    mockExamType: 'MSQ',
    mockExamName: 'Renal mock',
    questionIDs: questions.map((question) => question.questionID),
  });
  clock.advance(HOUR);
  const readerToken = await tokenOf(await reader());
  const { mockAttemptID } = await post<StartedMockAttempt>(readerToken, ApiPaths.reader.startMockExamAttempt, {
    mockExamID,
  });
  // {A,B} = 100; {A,B,C,D} = 100 − 2 × 24.5; {C,D,E} = 0 − 24.5.
  const chosen = [
    ['A', 'B'],
    ['A', 'B', 'C', 'D'],
    ['C', 'D', 'E'],
  ];
  for (const [index, question] of questions.entries())
    await post(readerToken, ApiPaths.reader.saveMockExamAnswer, {
      mockAttemptID,
      questionID: question.questionID,
      answerIDs: chosen[index]!.map((letter) => question.ids[letter]),
    });
  const result = await post<MockAttemptResult>(readerToken, ApiPaths.reader.submitMockExamAttempt, { mockAttemptID });
  // (200 − 73.5) of 300 = 42.16%, for the paper and for its one chapter alike (floored per question it read 50.33).
  expect(result).toMatchObject({ released: true, marks: 200, penalties: 73.5, outOf: 300, score: 42.16 });
  expect(result.byChapter).toEqual([{ chapterName: 'Renal', marks: 200, penalties: 73.5, outOf: 300, score: 42.16 }]);
  clock.advance(5 * HOUR);
  await api.runDueJobs();
});

test('a choice is cleared by saving no option while the attempt runs', async () => {
  const mockExamID = await activeExam({ mockExamName: 'Clearing' });
  clock.advance(HOUR);
  const token = await tokenOf(await reader());
  const { mockAttemptID } = await post<StartedMockAttempt>(token, ApiPaths.reader.startMockExamAttempt, { mockExamID });
  const first = await get<MockAttemptQuestion>(token, ApiPaths.reader.getMockExamAttemptQuestion, {
    mockAttemptID,
    questionNo: '1',
  });
  const { right } = akt.get(first.questionID)!;
  await post(token, ApiPaths.reader.saveMockExamAnswer, {
    mockAttemptID,
    questionID: first.questionID,
    answerIDs: [right],
  });
  const cleared = await api.call(ApiPaths.reader.saveMockExamAnswer, {
    token,
    body: { mockAttemptID, questionID: first.questionID, answerIDs: [] },
  });
  expect(cleared.status).toBe(200);
  expect(
    await get<MockAttemptQuestion>(token, ApiPaths.reader.getMockExamAttemptQuestion, {
      mockAttemptID,
      questionNo: '1',
    }),
  ).toMatchObject({ chosenAnswerIDs: [] });
  const navigator = await get<MockAttempt>(token, ApiPaths.reader.getMockExamAttempt, { mockAttemptID });
  expect(navigator.questions[0]).toMatchObject({ answered: false });
  // Clearing what is not chosen records nothing.
  const events = await api.eventCount();
  await post(token, ApiPaths.reader.saveMockExamAnswer, { mockAttemptID, questionID: first.questionID, answerIDs: [] });
  expect(await api.eventCount()).toBe(events);
  const result = await post<MockAttemptResult>(token, ApiPaths.reader.submitMockExamAttempt, { mockAttemptID });
  expect(result).toMatchObject({ released: true, marks: 0, score: 0 });
  clock.advance(5 * HOUR);
  await api.runDueJobs();
});

test('a random paper drawn per chapter takes as many from each chapter as asked', async () => {
  const token = await admin();
  const pool = await get<MockExamPoolQuestion[]>(token, ApiPaths.adminMockExam.getMockExamQuestionPool, {
    mockExamType: 'MSQ',
  });
  const cardiologyID = pool.find((question) => question.chapterName === chapterName)!.chapterID;
  const inChapter = (id: string) =>
    new Set(pool.filter((question) => question.chapterID === id).map((question) => question.questionID));
  const mockExamID = await activeExam({
    mockExamType: 'MSQ',
    mockExamName: 'Per chapter',
    questionIDs: undefined,
    randomByChapter: [
      { chapterID: cardiologyID, count: 1 },
      { chapterID: otherChapterID, count: 2 },
    ],
  });
  const exam = await get<MockExam>(token, ApiPaths.adminMockExam.getMockExam, { mockExamID });
  expect(exam).toMatchObject({ noOfQuestions: 3, randomQuestionCount: 3 });
  clock.advance(HOUR);
  const readerToken = await tokenOf(await reader());
  const { mockAttemptID } = await post<StartedMockAttempt>(readerToken, ApiPaths.reader.startMockExamAttempt, {
    mockExamID,
  });
  const navigator = await get<MockAttempt>(readerToken, ApiPaths.reader.getMockExamAttempt, { mockAttemptID });
  const ids = navigator.questions.map((question) => question.questionID);
  expect(inChapter(cardiologyID).has(ids[0]!)).toBe(true);
  expect(new Set(ids.slice(1))).toEqual(inChapter(otherChapterID));

  const token2 = await admin();
  const tooMany = await post<{ mockExamID: string }>(
    token2,
    ApiPaths.adminMockExam.saveUpdateMockExam,
    examBody({
      mockExamType: 'MSQ',
      questionIDs: undefined,
      randomByChapter: [{ chapterID: otherChapterID, count: 3 }],
    }),
  );
  const refused = await api.call(ApiPaths.adminMockExam.updateMockExamStatus, {
    token: token2,
    body: { mockExamID: tooMany.mockExamID, status: 'ACTIVE' },
  });
  expect([refused.status, firstError(refused.body)?.errorMessage]).toEqual([
    400,
    Messages.mockExamChapterPoolTooSmall('Endocrine', 2),
  ]);
  clock.advance(5 * HOUR);
  await api.runDueJobs();
});

test('bad input is refused with a clear message and writes nothing', async () => {
  const token = await admin();
  const events = await api.eventCount();
  const refused = async (path: CallPath, body: unknown) => {
    const response = await api.call(path, { token, body });
    return [response.status, firstError(response.body)?.errorMessage];
  };
  expect(
    await refused(ApiPaths.adminMockExam.saveUpdateMockExam, examBody({ windowEnd: examBody().windowStart })),
  ).toEqual([400, Messages.mockExamWindowOrder]);
  expect((await refused(ApiPaths.adminMockExam.saveUpdateMockExam, examBody({ durationMinutes: 0 })))[0]).toBe(400);
  expect(await refused(ApiPaths.adminMockExam.saveUpdateMockExam, examBody({ randomQuestionCount: 3 }))).toEqual([
    400,
    Messages.mockExamPaperChoice,
  ]);
  expect(await refused(ApiPaths.adminMockExam.saveUpdateMockExam, examBody({ questionIDs: [] }))).toEqual([
    400,
    Messages.mockExamPaperChoice,
  ]);
  expect(
    await refused(ApiPaths.adminMockExam.saveUpdateMockExam, examBody({ questionIDs: [[...msq.keys()][0]] })),
  ).toEqual([400, Messages.mockExamUnknownQuestion]);
  expect(await api.eventCount()).toBe(events);

  // The pool holds 3 flagged AKT questions: asking for 4 cannot be activated.
  const { mockExamID } = await post<{ mockExamID: string }>(
    token,
    ApiPaths.adminMockExam.saveUpdateMockExam,
    examBody({ questionIDs: undefined, randomQuestionCount: 4 }),
  );
  const afterDraft = await api.eventCount();
  expect(await refused(ApiPaths.adminMockExam.updateMockExamStatus, { mockExamID, status: 'ACTIVE' })).toEqual([
    400,
    Messages.mockExamPoolTooSmall(3),
  ]);
  expect(await api.eventCount()).toBe(afterDraft);

  const active = await activeExam({ mockExamName: 'Not deletable' });
  expect(await refused(ApiPaths.adminMockExam.deleteMockExam, { mockExamID: active })).toEqual([
    409,
    Messages.mockExamDeleteDraftOnly,
  ]);
  await post(await admin(), ApiPaths.adminMockExam.deleteMockExam, { mockExamID });
  expect((await refused(ApiPaths.adminMockExam.deleteMockExam, { mockExamID }))[0]).toBe(404);

  // Readers: unknown or foreign attempt, a question not in the paper.
  clock.advance(HOUR);
  const one = await reader();
  const oneToken = await tokenOf(one);
  const { mockAttemptID } = await post<StartedMockAttempt>(oneToken, ApiPaths.reader.startMockExamAttempt, {
    mockExamID: active,
  });
  const other = await tokenOf(await reader());
  const foreign = await api.call(ApiPaths.reader.getMockExamAttempt, { token: other, query: { mockAttemptID } });
  expect([foreign.status, firstError(foreign.body)?.errorMessage]).toEqual([404, Messages.mockAttemptNotFound]);
  const outside = await api.call(ApiPaths.reader.saveMockExamAnswer, {
    token: oneToken,
    body: { mockAttemptID, questionID: [...akt.keys()][4], answerIDs: [] },
  });
  expect([outside.status, firstError(outside.body)?.errorMessage]).toEqual([404, Messages.mockQuestionNotInPaper]);
  // Readers without a plan do not see plan-holders' exams.
  const unsubscribed = await tokenOf(await reader({ subscribed: false }));
  expect(
    (await post<ReaderMockExam[]>(unsubscribed, ApiPaths.reader.getReaderMockExams, {})).some(
      (exam) => exam.mockExamID === active,
    ),
  ).toBe(false);
  const notFound = await api.call(ApiPaths.reader.startMockExamAttempt, {
    token: unsubscribed,
    body: { mockExamID: active },
  });
  expect(notFound.status).toBe(404);
  clock.advance(6 * HOUR);
  await api.runDueJobs();
});

test('admins list exams by type and status, paged', async () => {
  const token = await admin();
  const page = await post<Paged<MockExam>>(token, ApiPaths.adminMockExam.getPagedMockExams, {
    mockExamType: 'AKT',
    status: 'ACTIVE',
    page: 0,
    rows: 2,
  });
  expect(page.pageData).toHaveLength(2);
  expect(page.totalNoOfRecords).toBeGreaterThanOrEqual(4);
  expect(page.pageData.every((exam) => exam.mockExamType === 'AKT' && exam.status === 'ACTIVE')).toBe(true);
  const pool = await get<MockExamPoolQuestion[]>(token, ApiPaths.adminMockExam.getMockExamQuestionPool, {
    mockExamType: 'AKT',
  });
  expect(pool.map((question) => question.questionName)).toEqual(['AKT 1', 'AKT 2', 'AKT 3']);
  expect(pool[0]).toMatchObject({ topicName: 'Hypertension', chapterName });
  const readerToken = await tokenOf(await reader());
  expect(
    (await api.call(ApiPaths.adminMockExam.getPagedMockExams, { token: readerToken, body: { mockExamType: 'AKT' } }))
      .status,
  ).toBe(403);
});
