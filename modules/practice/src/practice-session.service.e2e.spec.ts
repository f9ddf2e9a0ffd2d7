import { type AktmoSaveDTO, ApiPaths } from '@notebook/contracts';
import { ValidationError, newId } from '@notebook/kernel';
import type { ReaderCaller } from '@notebook/reading';
import { TestApi } from '../../../test/support/test-api';
import { AktSessionService } from './practice-session.service';

/**
 * A tutor session of given questions (`createFromQuestions`, what a review session opens): the
 * questions in the order given, those of topics the reader may not open and those not in the bank
 * left out, none left refused. Through the application's own service, over the real read models.
 */
let api: TestApi;
let freeQuestions: string[];
let lockedQuestion: string;
let reader: ReaderCaller;

async function aktQuestion(token: string, topicID: string, name: string): Promise<string> {
  const saved = await api.ok<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
    token,
    body: {
      aktQuestionDTO: { topicID, questionName: name, aktType: 'AKT' },
      aktmoQuestionDTO: {
        question: `<p>${name}?</p>`,
        noOfAnswers: 2,
        aktmoAnswerDTOList: [{ answer: 'Right', correctAnswer: true }, { answer: 'Wrong' }],
      },
    },
  });
  return saved.aktQuestionDTO.aktQuestionID;
}

beforeAll(async () => {
  api = await TestApi.start();
  const admin = await api.adminToken();
  const { chapterID, topicID: freeTopicID } = await api.createTopic(admin, { topicName: 'Asthma', freeContent: true });
  const paidTopicID = await api.addTopic(admin, chapterID, 'COPD');
  freeQuestions = [await aktQuestion(admin, freeTopicID, 'Free 1'), await aktQuestion(admin, freeTopicID, 'Free 2')];
  lockedQuestion = await aktQuestion(admin, paidTopicID, 'Paid');
  // A reader without a plan: the free topic is open to them, the other locked.
  const { userId } = await api.createReader();
  reader = {
    readerID: userId,
    actor: { actorId: userId, actorType: 'READER' },
    viewer: { readerID: userId, subscribed: false, pricingPlanID: null },
  };
}, 120_000);
afterAll(() => api.stop());

test('a tutor session of exactly the open questions given, in their order', async () => {
  const sessions = api.app.get(AktSessionService);
  const [first, second] = freeQuestions as [string, string];
  const created = await sessions.createFromQuestions([second, lockedQuestion, newId(), first, second], reader);
  expect(created).toEqual({ aktSessionID: expect.any(String), noOfQuestions: 2 });
  const session = await sessions.session(created.aktSessionID, reader);
  expect(session).toMatchObject({ mode: 'TUTOR', noOfQuestions: 2 });
  const asked = [];
  for (const questionNo of [1, 2])
    asked.push((await sessions.question(created.aktSessionID, questionNo, reader)).aktQuestionID);
  expect(asked).toEqual([second, first]);
});

test('no question the reader may practise: refused, nothing recorded', async () => {
  const sessions = api.app.get(AktSessionService);
  const before = await api.eventCount();
  await expect(sessions.createFromQuestions([lockedQuestion, newId()], reader)).rejects.toBeInstanceOf(ValidationError);
  expect(await api.eventCount()).toBe(before);
});
