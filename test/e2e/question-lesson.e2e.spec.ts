import {
  ApiPaths,
  type AktQuestionDTO,
  type AktmoSaveDTO,
  type KfpCaseDTO,
  Messages,
  type MsqmoSaveDTO,
} from '@notebook/contracts';
import { firstError, pathOf, TestApi } from '../support/test-api';

/**
 * A question's lesson (issue 29) over HTTP: AKT and MSQ questions and KFP cases link to a lesson of
 * their topic through the existing saves (absent: left as linked; null: cleared); a lesson of another
 * topic, or none at all, is refused naming lessonID with nothing recorded; a move to another topic
 * clears a link that no longer fits.
 */
let api: TestApi;
let admin: string;
let topicID: string;
let otherTopicID: string;
let spirometry: string;
let inhalers: string;
let otherTopicLesson: string;
const UNKNOWN_ID = '0190a0b0-0000-7000-8000-0000000000ff';

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  const created = await api.createTopic(admin, { topicName: 'Asthma in adults' });
  topicID = created.topicID;
  otherTopicID = await api.addTopic(admin, created.chapterID, 'COPD');
  spirometry = (await api.noteInNewLesson(admin, topicID, 'Spirometry')).lessonID;
  inhalers = (await api.noteInNewLesson(admin, topicID, 'Inhalers')).lessonID;
  otherTopicLesson = (await api.noteInNewLesson(admin, otherTopicID, 'Exacerbations')).lessonID;
});
afterAll(() => api.stop());

const akt = (header: object) => ({
  aktQuestionDTO: { topicID, questionName: 'Diagnosis', aktType: 'AKT', mockExamQuestion: 'N', ...header },
  aktmoQuestionDTO: {
    question: '<p>Which test confirms asthma?</p>',
    noOfAnswers: 2,
    aktmoAnswerDTOList: [{ answer: 'Spirometry', correctAnswer: true }, { answer: 'Chest X-ray' }],
  },
});
const saveAkt = (header: object) =>
  api.call<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, { token: admin, body: akt(header) });
/** A later save of the question as the editor sends it (its answers named, its version). */
const resaveAkt = (saved: AktmoSaveDTO, header: object) =>
  api.ok<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
    token: admin,
    body: {
      ...akt({ aktQuestionID: saved.aktQuestionDTO.aktQuestionID, version: saved.aktQuestionDTO.version, ...header }),
      aktmoQuestionDTO: {
        question: '<p>Which test confirms asthma?</p>',
        noOfAnswers: 2,
        aktmoAnswerDTOList: saved.aktmoQuestionDTO.aktmoAnswerDTOList.map((answer) => ({
          aktMoAnswerID: answer.aktMoAnswerID,
          answer: answer.answer,
          correctAnswer: answer.correctAnswer,
        })),
      },
    },
  });
const lessonEvents = async (stream: string) =>
  (await api.resources.eventStore.readStream(stream))
    .filter((event) => event.type.endsWith('LessonLinked'))
    .map((event) => event.data);

test('an AKT question links to a lesson of its topic; reads return it; a save without it leaves it, null clears it', async () => {
  const created = await saveAkt({ lessonID: spirometry });
  expect(created.status).toBe(200);
  const saved = (created.body as { result: AktmoSaveDTO }).result;
  const questionID = saved.aktQuestionDTO.aktQuestionID;
  expect(saved.aktQuestionDTO.lessonID).toBe(spirometry);
  const read = await api.ok<AktmoSaveDTO>(pathOf(ApiPaths.adminChapter.getAKTQuestionByID, { id: questionID }), {
    token: admin,
  });
  expect(read.aktQuestionDTO.lessonID).toBe(spirometry);
  const list = await api.ok<AktQuestionDTO[]>(pathOf(ApiPaths.adminChapter.getAKTQuestionList, { topicID }), {
    token: admin,
  });
  expect(list.find((question) => question.aktQuestionID === questionID)?.lessonID).toBe(spirometry);

  const untouched = await resaveAkt(read, {});
  expect(untouched.aktQuestionDTO.lessonID).toBe(spirometry);
  const relinked = await resaveAkt(untouched, { lessonID: inhalers });
  expect(relinked.aktQuestionDTO.lessonID).toBe(inhalers);
  const cleared = await resaveAkt(relinked, { lessonID: null });
  expect(cleared.aktQuestionDTO.lessonID).toBeNull();
  expect(await lessonEvents(`aktQuestion-${questionID}`)).toEqual([
    { questionID, lessonID: spirometry },
    { questionID, lessonID: inhalers },
    { questionID, lessonID: null },
  ]);
});

test.each([
  ['a lesson of another topic', () => otherTopicLesson],
  ['an unknown lesson', () => UNKNOWN_ID],
])('%s is refused naming lessonID, nothing recorded', async (_case, lessonOf) => {
  const saved = (await saveAkt({ lessonID: spirometry })).body as { result: AktmoSaveDTO };
  const questionID = saved.result.aktQuestionDTO.aktQuestionID;
  const before = await api.resources.eventStore.readStream(`aktQuestion-${questionID}`);

  const refused = await api.call(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
    token: admin,
    body: akt({ aktQuestionID: questionID, questionName: 'Renamed', lessonID: lessonOf() }),
  });
  expect(refused.status).toBe(400);
  expect(firstError(refused.body)).toMatchObject({ field: 'lessonID', errorMessage: Messages.lessonNotInTopic });
  expect(await api.resources.eventStore.readStream(`aktQuestion-${questionID}`)).toHaveLength(before.length);

  const fresh = await saveAkt({ questionName: 'New one', lessonID: lessonOf() });
  expect(fresh.status).toBe(400);
  expect(firstError(fresh.body)).toMatchObject({ field: 'lessonID' });
});

test('moving a question to another topic clears its link; naming a lesson of the new topic keeps that one', async () => {
  const saved = ((await saveAkt({ lessonID: spirometry })).body as { result: AktmoSaveDTO }).result;
  const moved = await resaveAkt(saved, { topicID: otherTopicID });
  expect(moved.aktQuestionDTO).toMatchObject({ topicID: otherTopicID, lessonID: null });
  const back = await resaveAkt(moved, { topicID, lessonID: inhalers });
  expect(back.aktQuestionDTO).toMatchObject({ topicID, lessonID: inhalers });
});

test('an MSQ question and a KFP case carry their lesson too', async () => {
  const msq = await api.ok<MsqmoSaveDTO>(ApiPaths.adminChapter.saveUpdateMSQMOQuestion, {
    token: admin,
    body: {
      msqQuestionDTO: { topicID, questionName: 'Review', selectedForMock: 'N', lessonID: inhalers },
      msqmoQuestionDTO: {
        question: '<p>Which two?</p>',
        noOfAnswers: 3,
        noOfExpectedAnswers: 1,
        msqmoAnswerDTOList: [{ answer: 'Technique', correctAnswer: true }, { answer: 'Adherence' }, { answer: 'Diet' }],
      },
    },
  });
  expect(msq.msqQuestionDTO.lessonID).toBe(inhalers);

  const kfp = await api.ok<KfpCaseDTO>(ApiPaths.adminChapter.saveUpdateKFPCase, {
    token: admin,
    body: { topicID, caseName: 'Wheeze', caseDescription: '<p>A woman of 30</p>', lessonID: spirometry },
  });
  expect(kfp.lessonID).toBe(spirometry);
  const refused = await api.call(ApiPaths.adminChapter.saveUpdateKFPCase, {
    token: admin,
    body: {
      kfpCaseID: kfp.kfpCaseID,
      topicID,
      caseName: 'Renamed',
      caseDescription: '<p>A woman of 30</p>',
      lessonID: otherTopicLesson,
    },
  });
  expect(refused.status).toBe(400);
  expect(firstError(refused.body)).toMatchObject({ field: 'lessonID' });
  expect(await lessonEvents(`kfpCase-${kfp.kfpCaseID}`)).toEqual([{ kfpCaseID: kfp.kfpCaseID, lessonID: spirometry }]);
});
