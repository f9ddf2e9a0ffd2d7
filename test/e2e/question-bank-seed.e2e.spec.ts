import type { AktQuestionDTO, KfpCaseDTO, MsqQuestionDTO } from '@notebook/contracts';
import { isAktemResponse, ApiPaths } from '@notebook/contracts';
import { QuestionBankService, seedQuestionBank } from '@notebook/question-bank';
import { TestApi, pathOf, type CallPath } from '../support/test-api';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await TestApi.start();
  token = await api.adminToken();
});
afterAll(() => api.stop());

const ok = <T>(path: CallPath, body?: unknown) => api.ok<T>(path, { token, body });

test("the demo seed fills the question bank through the service, each question under its condition's topic", async () => {
  const { chapterID, topicID } = await api.createTopic(token, {
    chapterName: 'General practice',
    topicName: 'Acute presentations',
  });
  const asthmaTopicID = await api.addTopic(token, chapterID, 'Asthma in adults');
  const hypertensionTopicID = await api.addTopic(token, chapterID, 'Hypertension in adults');
  const topicIDs = [topicID, asthmaTopicID, hypertensionTopicID];
  // The asthma topic has the demo's four lessons: its questions link to them by facet (issue 29).
  const lessonNames = [
    'Assessment and history',
    'Diagnosis and investigations',
    'Management in general practice',
    'Special situations and follow-up',
  ];
  const lessonIDs = Object.fromEntries(
    await Promise.all(
      lessonNames.map(async (name) => [name, await api.createLesson(token, asthmaTopicID, name, { publish: true })]),
    ),
  ) as Record<string, string>;
  const counts = await seedQuestionBank(api.app.get(QuestionBankService), [
    { topicID, topicName: 'Acute presentations' },
    { topicID: asthmaTopicID, topicName: 'Asthma in adults', lessonIDs },
    { topicID: hypertensionTopicID, topicName: 'Hypertension in adults' },
  ]);
  expect(counts).toEqual({ akt: 40, msq: 72, kfp: 20 });

  // A question about asthma sits under the asthma topic, not wherever a round robin put it.
  const lists = await Promise.all(
    topicIDs.map((id) => ok<AktQuestionDTO[]>(pathOf(ApiPaths.adminChapter.getAKTQuestionList, { topicID: id }))),
  );
  const topicsOf = (condition: string) =>
    topicIDs.filter((_, index) => lists[index]!.some((question) => question.questionName.startsWith(`${condition}:`)));
  expect(topicsOf('Asthma')).toEqual([asthmaTopicID]);
  expect(topicsOf('Hypertension')).toEqual([hypertensionTopicID]);
  const linkOf = (name: string) => lists[1]!.find((question) => question.questionName === name)?.lessonID;
  expect(linkOf('Asthma: investigations')).toBe(lessonIDs['Diagnosis and investigations']);
  expect(linkOf('Asthma: initial management')).toBe(lessonIDs['Management in general practice']);
  // A topic without lessons links none.
  expect(lists[2]!.every((question) => question.lessonID === null)).toBe(true);
  const cases = await Promise.all(
    topicIDs.map((id) => ok<KfpCaseDTO[]>(pathOf(ApiPaths.adminChapter.getAllActiveKFPCasesForTopic, { topicID: id }))),
  );
  expect(
    cases[1]!.some((kfpCase) => /wheez|asthma|inhaler|peak flow/i.test(kfpCase.caseName + kfpCase.caseDescription)),
  ).toBe(true);
  expect(cases[1]!.every((kfpCase) => kfpCase.lessonID === lessonIDs['Diagnosis and investigations'])).toBe(true);
  const akt = (
    await Promise.all(
      topicIDs.map((id) => ok<AktQuestionDTO[]>(pathOf(ApiPaths.adminChapter.getAKTQuestionList, { topicID: id }))),
    )
  ).flat();
  expect(akt).toHaveLength(40);
  expect(akt.filter((question) => question.aktAnswerType === 'EXTENDED_MATCH')).toHaveLength(10);
  const em = await ok<Parameters<typeof isAktemResponse>[0]>(
    pathOf(ApiPaths.adminChapter.getAKTQuestionByID, {
      id: akt.find((question) => question.aktAnswerType === 'EXTENDED_MATCH')!.aktQuestionID,
    }),
  );
  if (!isAktemResponse(em)) throw new Error('expected an extended-match question');
  expect(em.aktemQuestionDTOList).toHaveLength(3);
  expect(em.aktemAnswerListDTO.aktQuestionDTO.explanation).toContain('<li>');
  const msq = (
    await Promise.all(
      topicIDs.map((id) => ok<MsqQuestionDTO[]>(pathOf(ApiPaths.adminChapter.getAllMSQQuestions, { topicID: id }))),
    )
  ).flat();
  expect(msq).toHaveLength(72);
  const kfp = (
    await Promise.all(
      topicIDs.map((id) =>
        ok<KfpCaseDTO[]>(pathOf(ApiPaths.adminChapter.getAllActiveKFPCasesForTopic, { topicID: id })),
      ),
    )
  ).flat();
  expect(kfp).toHaveLength(20);
  expect(kfp.every((kfpCase) => kfpCase.noOfQuestions === 3)).toBe(true);
  expect(
    (await ok<{ mockQuestionCount: number }>(ApiPaths.adminChapter.getAKTMockQuestionCount)).mockQuestionCount,
  ).toBeGreaterThan(0);
  // 132 saves, each waiting for its read models: 4 s on a quiet machine, 43 s and over 60 s in two
  // clean-clone runs with a CPU burner and pgbench beside the three e2e workers (issue 30).
}, 180_000);
