import type {
  AktPracticeTopic,
  AktSession,
  AktSessionListItem,
  AktSessionQuestion,
  AktmoSaveDTO,
  CreateAktSessionResult,
  FacedTotalAktQuestionCount,
  Paged,
  SubmitAktAnswerResult,
} from '@notebook/contracts';
import { ApiPaths } from '@notebook/contracts';
import { TestApi, firstError, type CallPath } from '../support/test-api';

/**
 * Reader practice, AKT sessions (issue 14), over HTTP: sessions in exam and tutor mode, what is
 * revealed when, the reader's history filters, the reading-access rule, bad input, and that a
 * session keeps the questions it was given.
 */
let api: TestApi;
let admin: string;
let freeTopicID: string;
let paidTopicID: string;
let planTopicID: string;
let pricingPlanID: string;
/** Multiple-choice questions of the free topic: id → the correct option and a wrong one. */
const questions = new Map<string, { right: string; wrong: string }>();
const EXPLANATION = 'Explained-only-after-answering';

async function question(topicID: string, name: string): Promise<AktmoSaveDTO> {
  return api.ok<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
    token: admin,
    body: {
      aktQuestionDTO: { topicID, questionName: name, aktType: 'AKT', explanation: `<p>${EXPLANATION} ${name}</p>` },
      aktmoQuestionDTO: {
        question: `<p>${name}: which is first line?</p>`,
        noOfAnswers: 3,
        aktmoAnswerDTOList: [
          { answer: 'Right choice', correctAnswer: true },
          { answer: 'Wrong choice' },
          { answer: 'Another wrong choice' },
        ],
      },
    },
  });
}

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  const { chapterID } = await api
    .createTopic(admin, { chapterName: 'Cardiology', topicName: 'Hypertension', freeContent: true })
    .then(async (made) => {
      freeTopicID = made.topicID;
      return made;
    });
  paidTopicID = await api.addTopic(admin, chapterID, 'Heart failure');
  planTopicID = await api.addTopic(admin, chapterID, 'Arrhythmia');
  for (let index = 1; index <= 6; index += 1) {
    const saved = await question(freeTopicID, `Free question ${index}`);
    const [right, wrong] = saved.aktmoQuestionDTO.aktmoAnswerDTOList;
    questions.set(saved.aktQuestionDTO.aktQuestionID, { right: right!.aktMoAnswerID, wrong: wrong!.aktMoAnswerID });
  }
  await question(paidTopicID, 'Paid question');
  await question(planTopicID, 'Plan question');
  pricingPlanID = (await api.createPricingPlan(admin, [planTopicID])).pricingPlanID;
}, 120_000);
afterAll(() => api.stop());

const as = (token: string) => ({
  ok: <T>(path: CallPath, body?: unknown) => api.ok<T>(path, { token, body }),
  get: <T>(path: CallPath, query: Record<string, string>) => api.ok<T>(path, { token, query }),
  call: (path: CallPath, body?: unknown) => api.call(path, { token, body }),
});
const create = (token: string, body: object) =>
  as(token).ok<CreateAktSessionResult>(ApiPaths.reader.createReaderAKTSession, body);
const questionAt = (token: string, aktSessionID: string, questionNo: number) =>
  as(token).get<AktSessionQuestion>(ApiPaths.reader.getAKTSessionQuestion, {
    aktSessionID,
    questionNo: String(questionNo),
  });

test('exam mode: answers, flags and struck options are kept and nothing is revealed until the session ends, then every question is', async () => {
  const reader = await api.signedInReader('ACTIVE');
  const bodies: string[] = [];
  const keep = <T>(value: T) => (bodies.push(JSON.stringify(value)), value);
  const { aktSessionID, noOfQuestions } = keep(
    await create(reader.token, { topicIDs: [freeTopicID], noOfQuestions: 5, mode: 'EXAM' }),
  );
  expect(noOfQuestions).toBe(5);

  const first = keep(await questionAt(reader.token, aktSessionID, 1));
  expect(first).toMatchObject({
    questionNo: 1,
    noOfQuestions: 5,
    mode: 'EXAM',
    status: 'IN_PROGRESS',
    aktAnswerType: 'MULTIPLE_CHOICE',
    reveal: null,
  });
  expect(first.answers.map((answer) => answer.answer).sort()).toEqual([
    'Another wrong choice',
    'Right choice',
    'Wrong choice',
  ]);
  const { right, wrong } = questions.get(first.aktQuestionID)!;

  // Answer 3, change one answer, flag one, strike an option.
  keep(
    await as(reader.token).ok<SubmitAktAnswerResult>(ApiPaths.reader.submitAktAnswer, {
      aktSessionID,
      aktQuestionID: first.aktQuestionID,
      answerID: wrong,
    }),
  );
  const replaced = keep(
    await as(reader.token).ok<SubmitAktAnswerResult>(ApiPaths.reader.submitAktAnswer, {
      aktSessionID,
      aktQuestionID: first.aktQuestionID,
      answerID: right,
    }),
  );
  expect(replaced).toEqual({ aktQuestionID: first.aktQuestionID, answered: true });
  for (const questionNo of [2, 3]) {
    const next = keep(await questionAt(reader.token, aktSessionID, questionNo));
    keep(
      await as(reader.token).ok(ApiPaths.reader.submitAktAnswer, {
        aktSessionID,
        aktQuestionID: next.aktQuestionID,
        answerID: questions.get(next.aktQuestionID)!.wrong,
      }),
    );
  }
  const fourth = keep(await questionAt(reader.token, aktSessionID, 4));
  keep(
    await as(reader.token).ok(ApiPaths.reader.flagAKTQuestion, {
      aktSessionID,
      aktQuestionID: fourth.aktQuestionID,
      flagged: true,
    }),
  );
  keep(
    await as(reader.token).ok(ApiPaths.reader.strikeAKTAnswer, {
      aktSessionID,
      aktQuestionID: fourth.aktQuestionID,
      answerID: fourth.answers[0]!.answerID,
      struck: true,
    }),
  );

  // "Reload": everything is where it was, on any device.
  const again = keep(await questionAt(reader.token, aktSessionID, 4));
  expect(again).toMatchObject({
    flagged: true,
    struckAnswerIDs: [fourth.answers[0]!.answerID],
    chosenAnswerID: null,
    reveal: null,
  });
  expect(keep(await questionAt(reader.token, aktSessionID, 1)).chosenAnswerID).toBe(right);
  const running = keep(await as(reader.token).get<AktSession>(ApiPaths.reader.getAKTSession, { aktSessionID }));
  expect(running).toMatchObject({ status: 'IN_PROGRESS', answeredCount: 3, score: null });
  expect(running.questions.map((each) => [each.answered, each.flagged, each.answerStatus])).toEqual([
    [true, false, null],
    [true, false, null],
    [true, false, null],
    [false, true, null],
    [false, false, null],
  ]);

  // Nothing a reader was sent before the end says which option is right, or explains.
  for (const body of bodies) {
    expect(body).not.toContain(EXPLANATION);
    expect(body).not.toMatch(/"correct|"answerStatus":"|"marks"/);
  }

  const ended = await as(reader.token).ok<AktSession>(ApiPaths.reader.endAKTSession, { aktSessionID });
  expect(ended).toMatchObject({ status: 'ENDED', score: 20 });
  expect(ended.questions.map((each) => each.answerStatus)).toEqual([
    'CORRECT',
    'INCORRECT',
    'INCORRECT',
    'NOT_COMPLETED',
    'NOT_COMPLETED',
  ]);
  const review = await questionAt(reader.token, aktSessionID, 1);
  expect(review.reveal).toMatchObject({ answerStatus: 'CORRECT', correctAnswerIDs: [right], marks: 1, outOf: 1 });
  expect(review.reveal?.explanation).toContain(EXPLANATION);
  const late = await as(reader.token).call(ApiPaths.reader.submitAktAnswer, {
    aktSessionID,
    aktQuestionID: fourth.aktQuestionID,
    answerID: fourth.answers[0]!.answerID,
  });
  expect([late.status, firstError(late.body)?.errorMessage]).toEqual([409, 'This session has ended']);
});

test('tutor mode: an answer is marked and explained at once, and the first answer stands', async () => {
  const reader = await api.signedInReader('ACTIVE');
  const { aktSessionID } = await create(reader.token, { topicIDs: [freeTopicID], noOfQuestions: 2, mode: 'TUTOR' });
  const first = await questionAt(reader.token, aktSessionID, 1);
  const { right, wrong } = questions.get(first.aktQuestionID)!;
  const marked = await as(reader.token).ok<SubmitAktAnswerResult>(ApiPaths.reader.submitAktAnswer, {
    aktSessionID,
    aktQuestionID: first.aktQuestionID,
    answerID: wrong,
  });
  expect(marked).toMatchObject({ answerStatus: 'INCORRECT', correctAnswerIDs: [right], marks: 0, outOf: 1 });
  expect(marked.explanation).toContain(EXPLANATION);
  const retry = await as(reader.token).ok<SubmitAktAnswerResult>(ApiPaths.reader.submitAktAnswer, {
    aktSessionID,
    aktQuestionID: first.aktQuestionID,
    answerID: right,
  });
  expect(retry.answerStatus).toBe('INCORRECT');
  expect((await questionAt(reader.token, aktSessionID, 2)).reveal).toBeNull();
  expect(await as(reader.token).get<AktSession>(ApiPaths.reader.getAKTSession, { aktSessionID })).toMatchObject({
    score: 0,
    answeredCount: 1,
  });
});

test('the filters draw from the reader’s history: unseen, last answered wrong where shown, flagged; faced counts what was met', async () => {
  const reader = await api.signedInReader('ACTIVE');
  const tutor = await create(reader.token, { topicIDs: [freeTopicID], noOfQuestions: 2, mode: 'TUTOR' });
  const [one, two] = [
    await questionAt(reader.token, tutor.aktSessionID, 1),
    await questionAt(reader.token, tutor.aktSessionID, 2),
  ];
  await as(reader.token).ok(ApiPaths.reader.submitAktAnswer, {
    aktSessionID: tutor.aktSessionID,
    aktQuestionID: one.aktQuestionID,
    answerID: questions.get(one.aktQuestionID)!.wrong,
  });
  await as(reader.token).ok(ApiPaths.reader.submitAktAnswer, {
    aktSessionID: tutor.aktSessionID,
    aktQuestionID: two.aktQuestionID,
    answerID: questions.get(two.aktQuestionID)!.right,
  });
  await as(reader.token).ok(ApiPaths.reader.flagAKTQuestion, {
    aktSessionID: tutor.aktSessionID,
    aktQuestionID: two.aktQuestionID,
    flagged: true,
  });
  // A wrong answer in an exam still running must not show through the INCORRECT filter.
  const exam = await create(reader.token, {
    topicIDs: [freeTopicID],
    noOfQuestions: 1,
    mode: 'EXAM',
    filter: 'UNSEEN',
  });
  const examQuestion = await questionAt(reader.token, exam.aktSessionID, 1);
  expect([one.aktQuestionID, two.aktQuestionID]).not.toContain(examQuestion.aktQuestionID);
  await as(reader.token).ok(ApiPaths.reader.submitAktAnswer, {
    aktSessionID: exam.aktSessionID,
    aktQuestionID: examQuestion.aktQuestionID,
    answerID: questions.get(examQuestion.aktQuestionID)!.wrong,
  });

  const idsOf = async (aktSessionID: string) =>
    (await as(reader.token).get<AktSession>(ApiPaths.reader.getAKTSession, { aktSessionID })).questions.map(
      (q) => q.aktQuestionID,
    );
  const incorrect = await create(reader.token, {
    topicIDs: [freeTopicID],
    noOfQuestions: 1,
    mode: 'TUTOR',
    filter: 'INCORRECT',
  });
  expect(await idsOf(incorrect.aktSessionID)).toEqual([one.aktQuestionID]);
  const flagged = await create(reader.token, {
    topicIDs: [freeTopicID],
    noOfQuestions: 1,
    mode: 'TUTOR',
    filter: 'FLAGGED',
  });
  expect(await idsOf(flagged.aktSessionID)).toEqual([two.aktQuestionID]);
  const tooMany = await as(reader.token).call(ApiPaths.reader.createReaderAKTSession, {
    topicIDs: [freeTopicID],
    noOfQuestions: 2,
    mode: 'TUTOR',
    filter: 'INCORRECT',
  });
  expect([tooMany.status, firstError(tooMany.body)]).toEqual([
    400,
    expect.objectContaining({ field: 'noOfQuestions', errorMessage: 'Only 1 question(s) match this choice' }),
  ]);

  // Met: 3 questions; practisable for a subscriber: 6 free + the paid + the plan topic's.
  expect(
    await as(reader.token).ok<FacedTotalAktQuestionCount>(ApiPaths.reader.getFacedTotalAKTQuestionCount, {}),
  ).toEqual({ faced: 3, total: 8 });
  const page = await as(reader.token).ok<Paged<AktSessionListItem>>(ApiPaths.reader.getPagedAKTSession, {
    page: 0,
    rows: 20,
  });
  expect(page.totalNoOfRecords).toBe(4);
  expect(page.pageData.map((row) => row.filter)).toEqual(['FLAGGED', 'INCORRECT', 'UNSEEN', 'ALL']);
});

test('the FLAGGED filter follows the latest flag of each question: cleared in a later session, it no longer counts', async () => {
  const reader = await api.signedInReader('ACTIVE');
  const first = await create(reader.token, { topicIDs: [freeTopicID], noOfQuestions: 1, mode: 'TUTOR' });
  const { aktQuestionID } = await questionAt(reader.token, first.aktSessionID, 1);
  const flag = (aktSessionID: string, flagged: boolean) =>
    as(reader.token).ok(ApiPaths.reader.flagAKTQuestion, { aktSessionID, aktQuestionID, flagged });
  const flaggedSession = () =>
    as(reader.token).call(ApiPaths.reader.createReaderAKTSession, {
      topicIDs: [freeTopicID],
      noOfQuestions: 1,
      mode: 'TUTOR',
      filter: 'FLAGGED',
    });
  await flag(first.aktSessionID, true);

  // Met again (the FLAGGED filter draws it) and left alone: still flagged.
  const second = await flaggedSession();
  expect(second.status).toBe(200);
  const secondID = (second.body as { result: { aktSessionID: string } }).result.aktSessionID;
  expect((await questionAt(reader.token, secondID, 1)).aktQuestionID).toBe(aktQuestionID);
  expect((await flaggedSession()).status).toBe(200);

  // Flagged and cleared in the later session: its latest flag is cleared, nothing flagged is left.
  await flag(secondID, true);
  await flag(secondID, false);
  const none = await flaggedSession();
  expect([none.status, firstError(none.body)]).toEqual([
    400,
    expect.objectContaining({ field: 'noOfQuestions', errorMessage: 'No question(s) match this choice' }),
  ]);

  // Flagged again: the latest flag counts once more.
  await flag(secondID, true);
  expect((await flaggedSession()).status).toBe(200);
});

test('answerID null clears an exam answer while the session runs', async () => {
  const reader = await api.signedInReader('ACTIVE');
  const exam = await create(reader.token, { topicIDs: [freeTopicID], noOfQuestions: 1, mode: 'EXAM' });
  const { aktQuestionID } = await questionAt(reader.token, exam.aktSessionID, 1);
  await as(reader.token).ok(ApiPaths.reader.submitAktAnswer, {
    aktSessionID: exam.aktSessionID,
    aktQuestionID,
    answerID: questions.get(aktQuestionID)!.right,
  });
  const cleared = await as(reader.token).call(ApiPaths.reader.submitAktAnswer, {
    aktSessionID: exam.aktSessionID,
    aktQuestionID,
    answerID: null,
  });
  expect([cleared.status, (cleared.body as { result: { answered: boolean } }).result.answered]).toEqual([200, false]);
  expect(await questionAt(reader.token, exam.aktSessionID, 1)).toMatchObject({ chosenAnswerID: null });
  const ended = await as(reader.token).ok<AktSession>(ApiPaths.reader.endAKTSession, {
    aktSessionID: exam.aktSessionID,
  });
  expect(ended).toMatchObject({ answeredCount: 0, score: 0 });
});

test('questions follow the reading-access rule of their topic', async () => {
  const unsubscribed = await api.signedInReader();
  const trial = await api.readerOnPlanTrial(pricingPlanID);
  const subscriber = await api.signedInReader('ACTIVE');
  const session = (token: string, topicID: string) =>
    as(token).call(ApiPaths.reader.createReaderAKTSession, { topicIDs: [topicID], noOfQuestions: 1, mode: 'TUTOR' });

  expect((await session(unsubscribed.token, freeTopicID)).status).toBe(200);
  const locked = await session(unsubscribed.token, paidTopicID);
  expect([locked.status, firstError(locked.body)?.errorMessage]).toEqual([
    403,
    'Subscribe or start a free trial to practise the questions of this topic',
  ]);
  expect((await session(trial.token, planTopicID)).status).toBe(200);
  expect((await session(trial.token, paidTopicID)).status).toBe(403);
  expect((await session(subscriber.token, paidTopicID)).status).toBe(200);
  expect(
    await as(unsubscribed.token).ok<FacedTotalAktQuestionCount>(ApiPaths.reader.getFacedTotalAKTQuestionCount, {}),
  ).toEqual({ faced: 1, total: 6 });
  const topics = await as(trial.token).get<AktPracticeTopic[]>(ApiPaths.reader.getAKTPracticeTopics, {});
  expect(topics.map((topic) => [topic.topicName, topic.noOfQuestions, topic.locked])).toEqual([
    ['Hypertension', 6, false],
    ['Heart failure', 1, true],
    ['Arrhythmia', 1, false],
  ]);
});

test('bad input names the field and records nothing; another reader’s session is not found', async () => {
  const reader = await api.signedInReader('ACTIVE');
  const other = await api.signedInReader('ACTIVE');
  const { aktSessionID } = await create(reader.token, { topicIDs: [freeTopicID], noOfQuestions: 1, mode: 'EXAM' });
  const first = await questionAt(reader.token, aktSessionID, 1);
  const before = await api.eventCount();
  const refused = async (path: CallPath, body: object, token = reader.token) => {
    const response = await as(token).call(path, body);
    return [response.status, firstError(response.body)?.field];
  };
  expect(
    await refused(ApiPaths.reader.createReaderAKTSession, { topicIDs: [freeTopicID], noOfQuestions: 0, mode: 'EXAM' }),
  ).toEqual([400, 'noOfQuestions']);
  expect(
    await refused(ApiPaths.reader.createReaderAKTSession, { topicIDs: [freeTopicID], noOfQuestions: 7, mode: 'EXAM' }),
  ).toEqual([400, 'noOfQuestions']);
  expect(
    await refused(ApiPaths.reader.createReaderAKTSession, {
      topicIDs: [freeTopicID],
      noOfQuestions: 1,
      mode: 'PRACTICE',
    }),
  ).toEqual([400, 'mode']);
  expect(
    await refused(ApiPaths.reader.createReaderAKTSession, {
      topicIDs: [freeTopicID],
      noOfQuestions: 1,
      mode: 'EXAM',
      filter: 'HARD',
    }),
  ).toEqual([400, 'filter']);
  expect(
    await refused(ApiPaths.reader.createReaderAKTSession, {
      topicIDs: ['0190a0b0-0000-7000-8000-0000000000ff'],
      noOfQuestions: 1,
      mode: 'EXAM',
    }),
  ).toEqual([404, 'topicIDs']);
  const otherOption = questions.get([...questions.keys()].find((id) => id !== first.aktQuestionID)!)!.right;
  expect(
    await refused(ApiPaths.reader.submitAktAnswer, {
      aktSessionID,
      aktQuestionID: first.aktQuestionID,
      answerID: otherOption,
    }),
  ).toEqual([400, 'answerID']);
  expect(
    await refused(
      ApiPaths.reader.submitAktAnswer,
      { aktSessionID, aktQuestionID: first.aktQuestionID, answerID: first.answers[0]!.answerID },
      other.token,
    ),
  ).toEqual([404, 'aktSessionID']);
  expect(await refused(ApiPaths.reader.endAKTSession, { aktSessionID }, other.token)).toEqual([404, 'aktSessionID']);
  const beyond = await api.call(ApiPaths.reader.getAKTSessionQuestion, {
    token: reader.token,
    query: { aktSessionID, questionNo: '2' },
  });
  expect([beyond.status, firstError(beyond.body)?.field]).toEqual([400, 'questionNo']);
  expect(await api.eventCount()).toBe(before);
});

test('an admin edit after a session started changes neither what it shows nor how it marks', async () => {
  const reader = await api.signedInReader('ACTIVE');
  const { aktSessionID } = await create(reader.token, { topicIDs: [freeTopicID], noOfQuestions: 1, mode: 'TUTOR' });
  const shown = await questionAt(reader.token, aktSessionID, 1);
  const saved = await api.ok<AktmoSaveDTO>(
    ApiPaths.adminChapter.getAKTQuestionByID.replace(':id', shown.aktQuestionID) as CallPath,
    { token: admin },
  );
  const [right, wrong, third] = saved.aktmoQuestionDTO.aktmoAnswerDTOList;
  await api.ok(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
    token: admin,
    body: {
      aktQuestionDTO: { ...saved.aktQuestionDTO, questionName: 'Changed after the session started' },
      aktmoQuestionDTO: {
        question: '<p>Changed</p>',
        noOfAnswers: 3,
        aktmoAnswerDTOList: [
          { aktMoAnswerID: right!.aktMoAnswerID, answer: right!.answer, correctAnswer: false },
          { aktMoAnswerID: wrong!.aktMoAnswerID, answer: wrong!.answer, correctAnswer: true },
          { aktMoAnswerID: third!.aktMoAnswerID, answer: third!.answer },
        ],
      },
    },
  });
  const after = await questionAt(reader.token, aktSessionID, 1);
  expect([after.questionName, after.question]).toEqual([shown.questionName, shown.question]);
  const marked = await as(reader.token).ok<SubmitAktAnswerResult>(ApiPaths.reader.submitAktAnswer, {
    aktSessionID,
    aktQuestionID: shown.aktQuestionID,
    answerID: right!.aktMoAnswerID,
  });
  expect(marked.answerStatus).toBe('CORRECT');
});
