import type {
  AktPracticeTopic,
  AktSession,
  AktSessionQuestion,
  AktmoSaveDTO,
  CreateAktSessionResult,
} from '@notebook/contracts';
import { ApiPaths, Messages } from '@notebook/contracts';
import { TestApi, firstError, type CallPath } from '../support/test-api';

/**
 * Issue 28, exam mode that behaves like the exam, over HTTP: the practice topics say how many
 * questions each filter can draw (so the new-session form never asks for more than a topic holds),
 * and an extended match counts as answered only once every sub-question is.
 */
let api: TestApi;
let admin: string;
let choiceTopicID: string;
let matchTopicID: string;
/** The multiple-choice questions: id → a wrong option. */
const wrongOption = new Map<string, string>();
/** The extended match's options (ICS, SABA). */
let matchAnswerIDs: string[];

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  const made = await api.createTopic(admin, {
    chapterName: 'Cardiology',
    topicName: 'Hypertension',
    freeContent: true,
  });
  choiceTopicID = made.topicID;
  matchTopicID = (await api.createTopic(admin, { chapterName: 'Respiratory', topicName: 'Asthma', freeContent: true }))
    .topicID;
  for (let index = 1; index <= 3; index += 1) {
    const saved = await api.ok<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
      token: admin,
      body: {
        aktQuestionDTO: { topicID: choiceTopicID, questionName: `Choice ${index}`, aktType: 'AKT' },
        aktmoQuestionDTO: {
          question: `<p>Choice ${index}?</p>`,
          noOfAnswers: 2,
          aktmoAnswerDTOList: [{ answer: 'Right', correctAnswer: true }, { answer: 'Wrong' }],
        },
      },
    });
    wrongOption.set(saved.aktQuestionDTO.aktQuestionID, saved.aktmoQuestionDTO.aktmoAnswerDTOList[1]!.aktMoAnswerID);
  }
  const created = await api.ok<{
    aktemAnswerListDTO: {
      aktQuestionDTO: { aktQuestionID: string };
      aktemAnswerDTOList: Array<{ aktEmAnswerID: string }>;
    };
  }>(ApiPaths.adminChapter.saveUpdateAKTEMAnswerList, {
    token: admin,
    body: {
      aktQuestionDTO: { topicID: matchTopicID, questionName: 'Inhalers', aktType: 'AKT', noOfAnswers: 2 },
      aktemAnswerDTOList: [{ answer: 'ICS' }, { answer: 'SABA' }],
    },
  });
  const aktQuestionID = created.aktemAnswerListDTO.aktQuestionDTO.aktQuestionID;
  const answerIDs = created.aktemAnswerListDTO.aktemAnswerDTOList.map((answer) => answer.aktEmAnswerID);
  for (const [index, text] of ['<p>Preventer?</p>', '<p>Reliever?</p>'].entries())
    await api.ok(ApiPaths.adminChapter.saveUpdateAKTEMQuestion, {
      token: admin,
      body: { aktQuestionID, question: text, correctAnswerID: answerIDs[index] },
    });
  matchAnswerIDs = answerIDs;
}, 120_000);
afterAll(() => api.stop());

const as = (token: string) => ({
  ok: <T>(path: CallPath, body?: unknown) => api.ok<T>(path, { token, body }),
  get: <T>(path: CallPath, query: Record<string, string>) => api.ok<T>(path, { token, query }),
  call: (path: CallPath, body?: unknown) => api.call(path, { token, body }),
});

test('each topic says how many questions every filter can draw; a count within it starts, one above it does not', async () => {
  const reader = await api.signedInReader('ACTIVE');
  const counts = async () =>
    (await as(reader.token).get<AktPracticeTopic[]>(ApiPaths.reader.getAKTPracticeTopics, {})).find(
      (topic) => topic.topicID === choiceTopicID,
    )?.noOfQuestionsByFilter;
  expect(await counts()).toEqual({ ALL: 3, UNSEEN: 3, INCORRECT: 0, FLAGGED: 0 });

  const { aktSessionID } = await as(reader.token).ok<CreateAktSessionResult>(ApiPaths.reader.createReaderAKTSession, {
    topicIDs: [choiceTopicID],
    noOfQuestions: 1,
    mode: 'TUTOR',
  });
  const first = await as(reader.token).get<AktSessionQuestion>(ApiPaths.reader.getAKTSessionQuestion, {
    aktSessionID,
    questionNo: '1',
  });
  await as(reader.token).ok(ApiPaths.reader.submitAktAnswer, {
    aktSessionID,
    aktQuestionID: first.aktQuestionID,
    answerID: wrongOption.get(first.aktQuestionID),
  });
  expect(await counts()).toEqual({ ALL: 3, UNSEEN: 2, INCORRECT: 1, FLAGGED: 0 });

  const start = (filter: string, noOfQuestions: number) =>
    as(reader.token).call(ApiPaths.reader.createReaderAKTSession, {
      topicIDs: [choiceTopicID],
      noOfQuestions,
      mode: 'EXAM',
      filter,
    });
  const above = await start('UNSEEN', 3);
  expect([above.status, firstError(above.body)?.errorMessage]).toEqual([400, Messages.practiceTooManyQuestions(2)]);
  expect((await start('INCORRECT', 1)).status).toBe(200);
  expect((await start('UNSEEN', 2)).status).toBe(200);
});

test('an extended match counts as answered only once every sub-question has its option', async () => {
  const reader = await api.signedInReader('ACTIVE');
  const { aktSessionID } = await as(reader.token).ok<CreateAktSessionResult>(ApiPaths.reader.createReaderAKTSession, {
    topicIDs: [matchTopicID],
    noOfQuestions: 1,
    mode: 'EXAM',
  });
  const question = await as(reader.token).get<AktSessionQuestion>(ApiPaths.reader.getAKTSessionQuestion, {
    aktSessionID,
    questionNo: '1',
  });
  const [preventer, reliever] = question.subQuestions.map((sub) => sub.subQuestionID);
  const answer = (subAnswers: Array<{ subQuestionID: string; answerID: string }>) =>
    as(reader.token).ok(ApiPaths.reader.submitAktAnswer, {
      aktSessionID,
      aktQuestionID: question.aktQuestionID,
      subAnswers,
    });
  const progress = async () => {
    const session = await as(reader.token).get<AktSession>(ApiPaths.reader.getAKTSession, { aktSessionID });
    return [session.answeredCount, session.questions[0]!.answered];
  };

  await answer([{ subQuestionID: preventer!, answerID: matchAnswerIDs[0]! }]);
  expect(await progress()).toEqual([0, false]);
  await answer([
    { subQuestionID: preventer!, answerID: matchAnswerIDs[0]! },
    { subQuestionID: reliever!, answerID: matchAnswerIDs[1]! },
  ]);
  expect(await progress()).toEqual([1, true]);
});
