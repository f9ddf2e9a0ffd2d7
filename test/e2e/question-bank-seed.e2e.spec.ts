import type { AktQuestionDTO, ChapterGroupMenuItem, ChapterMenuItem, KfpCaseDTO, MsqQuestionDTO, TopicMenuItem } from '@notebook/contracts';
import { isAktemResponse } from '@notebook/contracts';
import { QuestionBankService, seedQuestionBank } from '@notebook/question-bank';
import { TestApi } from '../support/test-api';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await TestApi.start();
  token = await api.adminToken();
});
afterAll(() => api.stop());

async function ok<T>(path: string, body?: unknown): Promise<T> {
  const response = await api.call<T>(`adminChapter/${path}`, { token, body });
  if (response.body.status !== 'SUCCESS') throw new Error(`${path}: ${JSON.stringify(response.body)}`);
  return response.body.result;
}

test('the demo seed fills the question bank through the service', async () => {
  const group = await ok<ChapterGroupMenuItem>('saveUpdateChapterGroup', { chapterGroupName: 'Clinical' });
  const chapter = await ok<ChapterMenuItem>('saveUpdateChapter', { chapterGroupID: group.chapterGroupID, chapterName: 'General practice' });
  const topics = [await ok<TopicMenuItem>('saveUpdateTopic', { chapterID: chapter.chapterID, topicName: 'Chronic disease' }), await ok<TopicMenuItem>('saveUpdateTopic', { chapterID: chapter.chapterID, topicName: 'Acute presentations' })];
  const counts = await seedQuestionBank(api.app.get(QuestionBankService), topics.map((topic) => topic.topicID));
  expect(counts).toEqual({ akt: 40, msq: 72, kfp: 20 });

  const akt = (await Promise.all(topics.map((topic) => ok<AktQuestionDTO[]>(`getAKTQuestionList/${topic.topicID}`)))).flat();
  expect(akt).toHaveLength(40);
  expect(akt.filter((question) => question.aktAnswerType === 'EXTENDED_MATCH')).toHaveLength(10);
  const em = await ok<Parameters<typeof isAktemResponse>[0]>(`getAKTQuestionByID/${akt.find((question) => question.aktAnswerType === 'EXTENDED_MATCH')!.aktQuestionID}`);
  if (!isAktemResponse(em)) throw new Error('expected an extended-match question');
  expect(em.aktemQuestionDTOList).toHaveLength(3);
  expect(em.aktemAnswerListDTO.aktQuestionDTO.explanation).toContain('<li>');
  const msq = (await Promise.all(topics.map((topic) => ok<MsqQuestionDTO[]>(`get-all-MSQ-questions/${topic.topicID}`)))).flat();
  expect(msq).toHaveLength(72);
  const kfp = (await Promise.all(topics.map((topic) => ok<KfpCaseDTO[]>(`getAllActiveKFPCasesForTopic/${topic.topicID}`)))).flat();
  expect(kfp).toHaveLength(20);
  expect(kfp.every((kfpCase) => kfpCase.noOfQuestions === 3)).toBe(true);
  expect((await ok<{ mockQuestionCount: number }>('getAKTMockQuestionCount')).mockQuestionCount).toBeGreaterThan(0);
}, 60_000);
