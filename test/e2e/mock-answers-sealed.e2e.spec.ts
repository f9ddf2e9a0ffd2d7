import type {
  AktSession,
  AktSessionQuestion,
  AktmoSaveDTO,
  CreateAktSessionResult,
  CreateMsqSessionResult,
  MockAttempt,
  MockAttemptQuestion,
  MockAttemptResult,
  MsqSession,
  MsqSessionQuestion,
  MsqmoSaveDTO,
  StartedMockAttempt,
  SubmitAktAnswerResult,
  SubmitMsqAnswerResult,
} from '@notebook/contracts';
import { ApiPaths, Messages } from '@notebook/contracts';
import { FixedClock, SYSTEM_ACTOR } from '@notebook/kernel';
import { TestApi, firstError, type CallPath } from '../support/test-api';

/**
 * Issue 24, item 4: the questions of a reader's mock exam attempt are sealed for that reader until
 * the attempt's result is released. No practice call (a new session of either kind in tutor or exam
 * mode, a session the reader started before the attempt, the lists, the counts, readiness) and no
 * review of another mock attempt shows their correct answers or explanation meanwhile; afterwards
 * they are practised and revealed again. Other readers practise them as before.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const clock = new FixedClock(new Date());
let api: TestApi;
let adminEmail: string;
let topicID: string;

/** A question with what must not reach a reader while it is sealed: its correct options and its explanation's words. */
type Question = { questionID: string; right: string[]; wrong: string[]; explanation: string };
/** AKT: M1, M2 flagged for mock exams; P1–P3 practice only. KFP(MSQ): S1, S2 flagged; Q1, Q2 practice only. */
const akt = new Map<string, Question>();
const msq = new Map<string, Question>();
const named = (questions: Map<string, Question>, name: string) => questions.get(name)!;
const nameOf = (questions: Map<string, Question>, questionID: string) =>
  [...questions].find(([, each]) => each.questionID === questionID)![0];

async function aktQuestion(token: string, name: string, mock: boolean): Promise<void> {
  const explanation = `Explanation-of-${name}`;
  const saved = await api.ok<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
    token,
    body: {
      aktQuestionDTO: {
        topicID,
        questionName: name,
        aktType: 'AKT',
        mockExamQuestion: mock ? 'Y' : 'N',
        explanation: `<p>${explanation}</p>`,
      },
      aktmoQuestionDTO: {
        question: `<p>${name}: first line?</p>`,
        noOfAnswers: 3,
        aktmoAnswerDTOList: [{ answer: 'Right', correctAnswer: true }, { answer: 'Wrong' }, { answer: 'Also wrong' }],
      },
    },
  });
  const [right, ...wrong] = saved.aktmoQuestionDTO.aktmoAnswerDTOList.map((answer) => answer.aktMoAnswerID);
  akt.set(name, { questionID: saved.aktQuestionDTO.aktQuestionID, right: [right!], wrong, explanation });
}

async function msqQuestion(token: string, name: string, mock: boolean): Promise<void> {
  const explanation = `Explanation-of-${name}`;
  const saved = await api.ok<MsqmoSaveDTO>(ApiPaths.adminChapter.saveUpdateMSQMOQuestion, {
    token,
    body: {
      msqQuestionDTO: {
        topicID,
        questionName: name,
        selectedForMock: mock ? 'Y' : 'N',
        explanation: `<p>${explanation}</p>`,
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
  const ids = saved.msqmoQuestionDTO.msqmoAnswerDTOList.map((answer) => answer.msqMoAnswerID);
  msq.set(name, {
    questionID: saved.msqQuestionDTO.msqQuestionID,
    right: ids.slice(0, 2),
    wrong: ids.slice(2),
    explanation,
  });
}

/**
 * What in a response would give a sealed question away: its explanation anywhere, or one of its
 * correct options under a key naming the correct answers (`correctAnswerIDs`, `correctAnswers`,
 * `correctSubAnswers`). Its options as such are listed with every question, so an id alone is no leak.
 */
function leaksIn(body: unknown, sealed: Question[]): string[] {
  const found: string[] = [];
  const walk = (value: unknown, underCorrect: boolean) => {
    if (typeof value === 'string') {
      for (const question of sealed) {
        if (value.includes(question.explanation)) found.push(`explanation of ${question.questionID}`);
        if (underCorrect && question.right.includes(value))
          found.push(`correct answer ${value} of ${question.questionID}`);
      }
    } else if (Array.isArray(value)) value.forEach((each) => walk(each, underCorrect));
    else if (value && typeof value === 'object')
      for (const [key, each] of Object.entries(value))
        walk(each, underCorrect || (/^correct/i.test(key) && key !== 'correctPercent'));
  };
  walk(body, false);
  return found;
}

const admin = async () => (await api.login(adminEmail)).token;
/** Access tokens expire by the application's clock: sign in again after moving it. */
const tokenOf = async (reader: { email: string }) => (await api.login(reader.email)).token;
async function subscribedReader(): Promise<{ email: string; userId: string }> {
  const made = await api.createReader();
  await api.identity.changeSubscriptionStatus(made.userId, 'ACTIVE', SYSTEM_ACTOR);
  return made;
}

/** A reader's calls; every response body (refusals too) is kept for the leak check. */
function caller(token: string) {
  const bodies: unknown[] = [];
  const call = async (path: CallPath, options: { body?: unknown; query?: Record<string, string> }) => {
    const response = await api.call(path, { token, ...options });
    bodies.push(response.body);
    return response;
  };
  const ok = async <T>(path: CallPath, options: { body?: unknown; query?: Record<string, string> }): Promise<T> => {
    const response = await call(path, options);
    if (response.body.status !== 'SUCCESS')
      throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.result as T;
  };
  return {
    bodies,
    call,
    post: <T>(path: CallPath, body: unknown) => ok<T>(path, { body }),
    get: <T>(path: CallPath, query: Record<string, string>) => ok<T>(path, { query }),
  };
}

/** An ACTIVE exam of these questions whose window opens in an hour and lasts four. */
async function activeExam(
  mockExamType: 'AKT' | 'MSQ',
  questionIDs: string[],
  resultRelease: 'ON_SUBMIT' | 'ON_CLOSE',
  mockExamName: string,
): Promise<string> {
  const token = await admin();
  const now = clock.now().getTime();
  const { mockExamID } = await api.ok<{ mockExamID: string }>(ApiPaths.adminMockExam.saveUpdateMockExam, {
    token,
    body: {
      mockExamType,
      mockExamName,
      instructions: 'Answer every question.',
      questionIDs,
      durationMinutes: 60,
      windowStart: new Date(now + HOUR).toISOString(),
      windowEnd: new Date(now + 5 * HOUR).toISOString(),
      resultRelease,
    },
  });
  await api.ok(ApiPaths.adminMockExam.updateMockExamStatus, { token, body: { mockExamID, status: 'ACTIVE' } });
  return mockExamID;
}

/** Moves past every window opened so far and runs the jobs, so the next test starts with no exam open. */
async function closeEveryWindow(): Promise<void> {
  clock.advance(6 * HOUR);
  await api.runDueJobs();
}

beforeAll(async () => {
  api = await TestApi.start({ clock });
  adminEmail = (await api.createAdmin()).email;
  const token = await admin();
  topicID = (await api.createTopic(token, { chapterName: 'Cardiology', topicName: 'Hypertension' })).topicID;
  for (const name of ['M1', 'M2']) await aktQuestion(token, name, true);
  for (const name of ['P1', 'P2', 'P3']) await aktQuestion(token, name, false);
  for (const name of ['S1', 'S2']) await msqQuestion(token, name, true);
  for (const name of ['Q1', 'Q2']) await msqQuestion(token, name, false);
}, 120_000);
afterAll(() => api.stop());

test('AKT: while the attempt runs no practice call shows its questions’ answers; another reader is unaffected; once released they are practised and shown again', async () => {
  const [m1, m2] = [named(akt, 'M1'), named(akt, 'M2')];
  const mockExamID = await activeExam('AKT', [m1.questionID, m2.questionID], 'ON_SUBMIT', 'Sealed AKT');
  const sitter = await subscribedReader();
  const bystander = await subscribedReader();
  const aktQuestionAt = (reader: ReturnType<typeof caller>, aktSessionID: string, aktQuestionID: string) =>
    reader.get<AktSessionQuestion>(ApiPaths.reader.getAKTQuestionByID, { aktSessionID, aktQuestionID });

  // Before the window: a tutor session with M1 answered (and shown, as the reader had not seen the paper yet),
  // and an exam-mode session with M2 answered, left running.
  let sitting = caller(await tokenOf(sitter));
  const tutorBefore = await sitting.post<CreateAktSessionResult>(ApiPaths.reader.createReaderAKTSession, {
    topicIDs: [topicID],
    noOfQuestions: 5,
    mode: 'TUTOR',
  });
  const shownBefore = await sitting.post<SubmitAktAnswerResult>(ApiPaths.reader.submitAktAnswer, {
    aktSessionID: tutorBefore.aktSessionID,
    aktQuestionID: m1.questionID,
    answerID: m1.wrong[0],
  });
  expect(shownBefore.correctAnswerIDs).toEqual(m1.right);
  const examBefore = await sitting.post<CreateAktSessionResult>(ApiPaths.reader.createReaderAKTSession, {
    topicIDs: [topicID],
    noOfQuestions: 5,
    mode: 'EXAM',
  });
  await sitting.post(ApiPaths.reader.submitAktAnswer, {
    aktSessionID: examBefore.aktSessionID,
    aktQuestionID: m2.questionID,
    answerID: m2.right[0],
  });

  clock.advance(HOUR);
  await api.runDueJobs();
  sitting = caller(await tokenOf(sitter));
  const { mockAttemptID } = await sitting.post<StartedMockAttempt>(ApiPaths.reader.startMockExamAttempt, {
    mockExamID,
  });
  const paper = await sitting.get<MockAttempt>(ApiPaths.reader.getMockExamAttempt, { mockAttemptID });
  expect(paper.questions.map((question) => question.questionID).sort()).toEqual([m1.questionID, m2.questionID].sort());
  await sitting.post(ApiPaths.reader.saveMockExamAnswer, {
    mockAttemptID,
    questionID: m1.questionID,
    answerIDs: m1.right,
  });

  // Practice while the attempt runs: only the bodies of the practice calls are checked from here.
  const practising = caller(await tokenOf(sitter));
  // A new tutor session over the topic draws only the questions outside the attempt.
  const tooMany = await practising.call(ApiPaths.reader.createReaderAKTSession, {
    body: { topicIDs: [topicID], noOfQuestions: 5, mode: 'TUTOR' },
  });
  expect([tooMany.status, firstError(tooMany.body)?.errorMessage]).toEqual([400, Messages.practiceTooManyQuestions(3)]);
  const tutor = await practising.post<CreateAktSessionResult>(ApiPaths.reader.createReaderAKTSession, {
    topicIDs: [topicID],
    noOfQuestions: 3,
    mode: 'TUTOR',
  });
  const drawn: string[] = [];
  for (let questionNo = 1; questionNo <= 3; questionNo += 1) {
    const question = await practising.get<AktSessionQuestion>(ApiPaths.reader.getAKTSessionQuestion, {
      aktSessionID: tutor.aktSessionID,
      questionNo: String(questionNo),
    });
    drawn.push(nameOf(akt, question.aktQuestionID));
    const { right } = akt.get(drawn.at(-1)!)!;
    const answered = await practising.post<SubmitAktAnswerResult>(ApiPaths.reader.submitAktAnswer, {
      aktSessionID: tutor.aktSessionID,
      aktQuestionID: question.aktQuestionID,
      answerID: right[0],
    });
    expect(answered).toMatchObject({ answerStatus: 'CORRECT', correctAnswerIDs: right });
  }
  expect(drawn.sort()).toEqual(['P1', 'P2', 'P3']);
  await practising.get<AktSession>(ApiPaths.reader.getAKTSession, { aktSessionID: tutor.aktSessionID });
  const examMode = await practising.post<CreateAktSessionResult>(ApiPaths.reader.createReaderAKTSession, {
    topicIDs: [topicID],
    noOfQuestions: 3,
    mode: 'EXAM',
  });
  await practising.post<AktSession>(ApiPaths.reader.endAKTSession, { aktSessionID: examMode.aktSessionID });
  for (let questionNo = 1; questionNo <= 3; questionNo += 1)
    await practising.get(ApiPaths.reader.getAKTSessionQuestion, {
      aktSessionID: examMode.aktSessionID,
      questionNo: String(questionNo),
    });

  // The tutor session from before: M1 is no longer shown, and M2 cannot be answered (it would be shown).
  expect((await aktQuestionAt(practising, tutorBefore.aktSessionID, m1.questionID)).reveal).toBeNull();
  const sealedAnswer = await practising.call(ApiPaths.reader.submitAktAnswer, {
    body: { aktSessionID: tutorBefore.aktSessionID, aktQuestionID: m2.questionID, answerID: m2.right[0] },
  });
  expect([sealedAnswer.status, firstError(sealedAnswer.body)?.errorMessage]).toEqual([
    403,
    Messages.questionInOpenMockExam,
  ]);
  await practising.post(ApiPaths.reader.flagAKTQuestion, {
    aktSessionID: tutorBefore.aktSessionID,
    aktQuestionID: m1.questionID,
    flagged: true,
  });
  await practising.post(ApiPaths.reader.strikeAKTAnswer, {
    aktSessionID: tutorBefore.aktSessionID,
    aktQuestionID: m2.questionID,
    answerID: m2.wrong[0],
    struck: true,
  });
  const tutorBeforeNow = await practising.get<AktSession>(ApiPaths.reader.getAKTSession, {
    aktSessionID: tutorBefore.aktSessionID,
  });
  expect(tutorBeforeNow.questions.find((question) => question.aktQuestionID === m1.questionID)).toMatchObject({
    answered: true,
    answerStatus: null,
  });
  // The exam-mode session from before ends: every question is shown but M1 and M2.
  const ended = await practising.post<AktSession>(ApiPaths.reader.endAKTSession, {
    aktSessionID: examBefore.aktSessionID,
  });
  for (const question of ended.questions) {
    const view = await practising.get<AktSessionQuestion>(ApiPaths.reader.getAKTSessionQuestion, {
      aktSessionID: examBefore.aktSessionID,
      questionNo: String(question.questionNo),
    });
    const sealed = [m1.questionID, m2.questionID].includes(question.aktQuestionID);
    expect([nameOf(akt, question.aktQuestionID), question.answerStatus === null, view.reveal === null]).toEqual([
      nameOf(akt, question.aktQuestionID),
      sealed,
      sealed,
    ]);
  }
  // Where a reader's practice is summed up.
  await practising.post(ApiPaths.reader.getPagedAKTSession, { page: 0, rows: 20 });
  await practising.post(ApiPaths.reader.getFacedTotalAKTQuestionCount, {});
  await practising.get(ApiPaths.reader.getAKTPracticeTopics, {});
  await practising.get(ApiPaths.reader.getReaderReadiness, { timeZone: 'Australia/Sydney' });
  await practising.post(ApiPaths.reader.getPracticeQuestionPeerStats, {
    source: 'AKT',
    questionIDs: [m1.questionID, m2.questionID],
  });
  expect(practising.bodies.flatMap((body) => leaksIn(body, [m1, m2]))).toEqual([]);

  // Another reader, with no attempt, practises the same questions as ever.
  const other = caller(await tokenOf(bystander));
  const theirs = await other.post<CreateAktSessionResult>(ApiPaths.reader.createReaderAKTSession, {
    topicIDs: [topicID],
    noOfQuestions: 5,
    mode: 'TUTOR',
  });
  const theirAnswer = await other.post<SubmitAktAnswerResult>(ApiPaths.reader.submitAktAnswer, {
    aktSessionID: theirs.aktSessionID,
    aktQuestionID: m1.questionID,
    answerID: m1.wrong[0],
  });
  expect(theirAnswer).toMatchObject({
    answerStatus: 'INCORRECT',
    correctAnswerIDs: m1.right,
    explanation: `<p>${m1.explanation}</p>`,
  });

  // Submitted, and released on submit: the questions are practised and shown again, the old sessions show them again.
  const result = await sitting.post<MockAttemptResult>(ApiPaths.reader.submitMockExamAttempt, { mockAttemptID });
  expect(result.released).toBe(true);
  const after = caller(await tokenOf(sitter));
  const again = await after.post<CreateAktSessionResult>(ApiPaths.reader.createReaderAKTSession, {
    topicIDs: [topicID],
    noOfQuestions: 5,
    mode: 'TUTOR',
  });
  const shown = await after.post<SubmitAktAnswerResult>(ApiPaths.reader.submitAktAnswer, {
    aktSessionID: again.aktSessionID,
    aktQuestionID: m2.questionID,
    answerID: m2.right[0],
  });
  expect(shown).toMatchObject({
    answerStatus: 'CORRECT',
    correctAnswerIDs: m2.right,
    explanation: `<p>${m2.explanation}</p>`,
  });
  expect((await aktQuestionAt(after, tutorBefore.aktSessionID, m1.questionID)).reveal).toMatchObject({
    correctAnswerIDs: m1.right,
  });
  expect((await aktQuestionAt(after, examBefore.aktSessionID, m2.questionID)).reveal).toMatchObject({
    answerStatus: 'CORRECT',
    correctAnswerIDs: m2.right,
  });
  await after.post(ApiPaths.reader.submitAktAnswer, {
    aktSessionID: tutorBefore.aktSessionID,
    aktQuestionID: m2.questionID,
    answerID: m2.right[0],
  });
  await closeEveryWindow();
});

test('KFP(MSQ): sealed from the start of the attempt until the window closes when the exam releases on close', async () => {
  const [s1, s2] = [named(msq, 'S1'), named(msq, 'S2')];
  const mockExamID = await activeExam('MSQ', [s1.questionID, s2.questionID], 'ON_CLOSE', 'Sealed MSQ');
  const sitter = await subscribedReader();
  let sitting = caller(await tokenOf(sitter));
  const tutorBefore = await sitting.post<CreateMsqSessionResult>(ApiPaths.reader.createReaderMSQSession, {
    topicIDs: [topicID],
    noOfQuestions: 4,
    mode: 'TUTOR',
  });

  clock.advance(HOUR);
  await api.runDueJobs();
  sitting = caller(await tokenOf(sitter));
  const { mockAttemptID } = await sitting.post<StartedMockAttempt>(ApiPaths.reader.startMockExamAttempt, {
    mockExamID,
  });

  const practising = caller(await tokenOf(sitter));
  const tooMany = await practising.call(ApiPaths.reader.createReaderMSQSession, {
    body: { topicIDs: [topicID], noOfQuestions: 4, mode: 'TUTOR' },
  });
  expect([tooMany.status, firstError(tooMany.body)?.errorMessage]).toEqual([400, Messages.practiceTooManyQuestions(2)]);
  const tutor = await practising.post<CreateMsqSessionResult>(ApiPaths.reader.createReaderMSQSession, {
    topicIDs: [topicID],
    noOfQuestions: 2,
    mode: 'TUTOR',
  });
  const drawn: string[] = [];
  for (let questionNo = 1; questionNo <= 2; questionNo += 1) {
    const question = await practising.get<MsqSessionQuestion>(ApiPaths.reader.getMSQSessionQuestion, {
      msqSessionID: tutor.msqSessionID,
      questionNo: String(questionNo),
    });
    drawn.push(nameOf(msq, question.msqQuestionID));
    const answered = await practising.post<SubmitMsqAnswerResult>(ApiPaths.reader.submitMsqAnswer, {
      msqSessionID: tutor.msqSessionID,
      msqQuestionID: question.msqQuestionID,
      answerIDs: msq.get(drawn.at(-1)!)!.right,
    });
    expect(answered).toMatchObject({ answerStatus: 'CORRECT', marks: 100 });
  }
  expect(drawn.sort()).toEqual(['Q1', 'Q2']);
  await practising.get<MsqSession>(ApiPaths.reader.getMSQSession, { msqSessionID: tutor.msqSessionID });
  // The session from before: S1 cannot be answered nor shown; ending it shows the rest only.
  const sealedAnswer = await practising.call(ApiPaths.reader.submitMsqAnswer, {
    body: { msqSessionID: tutorBefore.msqSessionID, msqQuestionID: s1.questionID, answerIDs: s1.right },
  });
  expect([sealedAnswer.status, firstError(sealedAnswer.body)?.errorMessage]).toEqual([
    403,
    Messages.questionInOpenMockExam,
  ]);
  const q1 = named(msq, 'Q1');
  await practising.post(ApiPaths.reader.submitMsqAnswer, {
    msqSessionID: tutorBefore.msqSessionID,
    msqQuestionID: q1.questionID,
    answerIDs: q1.right,
  });
  const ended = await practising.post<MsqSession>(ApiPaths.reader.endMSQSession, {
    msqSessionID: tutorBefore.msqSessionID,
  });
  for (const question of ended.questions) {
    const sealed = [s1.questionID, s2.questionID].includes(question.msqQuestionID);
    expect([nameOf(msq, question.msqQuestionID), question.answerStatus === null]).toEqual([
      nameOf(msq, question.msqQuestionID),
      sealed,
    ]);
  }
  const s1View = await practising.get<MsqSessionQuestion>(ApiPaths.reader.getMSQQuestionByID, {
    msqSessionID: tutorBefore.msqSessionID,
    msqQuestionID: s1.questionID,
  });
  expect(s1View.reveal).toBeNull();
  await practising.post(ApiPaths.reader.getPagedMSQSession, { page: 0, rows: 20 });
  await practising.post(ApiPaths.reader.getFacedTotalMSQQuestionCount, {});
  await practising.get(ApiPaths.reader.getReaderReadiness, {});

  // Handed in, but the results wait for the window to close: still sealed.
  const handedIn = await sitting.post<MockAttemptResult>(ApiPaths.reader.submitMockExamAttempt, { mockAttemptID });
  expect(handedIn.released).toBe(false);
  const stillSealed = await practising.call(ApiPaths.reader.createReaderMSQSession, {
    body: { topicIDs: [topicID], noOfQuestions: 4, mode: 'EXAM' },
  });
  expect(stillSealed.status).toBe(400);
  expect(
    (
      await practising.get<MsqSessionQuestion>(ApiPaths.reader.getMSQQuestionByID, {
        msqSessionID: tutorBefore.msqSessionID,
        msqQuestionID: s2.questionID,
      })
    ).reveal,
  ).toBeNull();
  expect(practising.bodies.flatMap((body) => leaksIn(body, [s1, s2]))).toEqual([]);

  // The window closes: released, practised and shown again.
  clock.advance(5 * HOUR);
  await api.runDueJobs();
  const after = caller(await tokenOf(sitter));
  expect(
    (await after.get<MockAttemptResult>(ApiPaths.reader.getMockExamAttemptResult, { mockAttemptID })).released,
  ).toBe(true);
  expect(
    (
      await after.get<MsqSessionQuestion>(ApiPaths.reader.getMSQQuestionByID, {
        msqSessionID: tutorBefore.msqSessionID,
        msqQuestionID: s1.questionID,
      })
    ).reveal,
  ).toMatchObject({
    answerStatus: 'NOT_COMPLETED',
    explanation: `<p>${s1.explanation}</p>`,
  });
  const again = await after.post<CreateMsqSessionResult>(ApiPaths.reader.createReaderMSQSession, {
    topicIDs: [topicID],
    noOfQuestions: 4,
    mode: 'TUTOR',
  });
  const shown = await after.post<SubmitMsqAnswerResult>(ApiPaths.reader.submitMsqAnswer, {
    msqSessionID: again.msqSessionID,
    msqQuestionID: s1.questionID,
    answerIDs: [s1.right[0], s1.wrong[0]],
  });
  expect(shown).toMatchObject({ marks: 60, explanation: `<p>${s1.explanation}</p>` });
  expect(shown.correctAnswers?.map((answer) => answer.answerID).sort()).toEqual([...s1.right].sort());
  await closeEveryWindow();
});

test('a released mock attempt’s review does not show a question of another attempt still unreleased', async () => {
  const [m1, m2] = [named(akt, 'M1'), named(akt, 'M2')];
  const first = await activeExam('AKT', [m1.questionID, m2.questionID], 'ON_SUBMIT', 'First AKT');
  const second = await activeExam('AKT', [m1.questionID], 'ON_SUBMIT', 'Second AKT');
  clock.advance(HOUR);
  await api.runDueJobs();
  const sitter = caller(await tokenOf(await subscribedReader()));
  const firstAttempt = (
    await sitter.post<StartedMockAttempt>(ApiPaths.reader.startMockExamAttempt, { mockExamID: first })
  ).mockAttemptID;
  await sitter.post(ApiPaths.reader.saveMockExamAnswer, {
    mockAttemptID: firstAttempt,
    questionID: m1.questionID,
    answerIDs: m1.right,
  });
  await sitter.post(ApiPaths.reader.submitMockExamAttempt, { mockAttemptID: firstAttempt });
  const reviewOf = async (questionID: string) => {
    const { questions } = await sitter.get<MockAttempt>(ApiPaths.reader.getMockExamAttempt, {
      mockAttemptID: firstAttempt,
    });
    const questionNo = String(questions.find((question) => question.questionID === questionID)!.questionNo);
    return (
      await sitter.get<MockAttemptQuestion>(ApiPaths.reader.getMockExamAttemptQuestion, {
        mockAttemptID: firstAttempt,
        questionNo,
      })
    ).review;
  };
  expect(await reviewOf(m1.questionID)).toMatchObject({ correctAnswerIDs: m1.right });

  // The second paper holds M1: the first one's review keeps it back until the second is released.
  const secondAttempt = (
    await sitter.post<StartedMockAttempt>(ApiPaths.reader.startMockExamAttempt, { mockExamID: second })
  ).mockAttemptID;
  expect(await reviewOf(m1.questionID)).toBeNull();
  expect(await reviewOf(m2.questionID)).toMatchObject({ correctAnswerIDs: m2.right });
  expect(
    (await sitter.get<MockAttemptResult>(ApiPaths.reader.getMockExamAttemptResult, { mockAttemptID: firstAttempt }))
      .released,
  ).toBe(true);
  await sitter.post(ApiPaths.reader.submitMockExamAttempt, { mockAttemptID: secondAttempt });
  expect(await reviewOf(m1.questionID)).toMatchObject({
    correctAnswerIDs: m1.right,
    explanation: `<p>${m1.explanation}</p>`,
  });
  await closeEveryWindow();
});
