import type { AktSessionQuestion, AktmoSaveDTO, CreateAktSessionResult } from '@notebook/contracts';
import { ApiPaths } from '@notebook/contracts';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * Readiness on the profile in a real browser (`npm run build -w web` first): a reader who answered
 * 3 of 4 AKT questions right in tutor mode sees 75% overall and for AKT, today's bar, Cardiology
 * opening to Hypertension; the section fits 390 px in dark mode.
 */
let api: TestApi;
let suite: BrowserSuite;
let topicID: string;
const rightAnswer = new Map<string, { right: string; wrong: string }>();

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  const admin = await api.adminToken();
  topicID = (await api.createTopic(admin, { chapterName: 'Cardiology', topicName: 'Hypertension' })).topicID;
  for (let index = 1; index <= 4; index += 1) {
    const saved = await api.ok<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
      token: admin,
      body: {
        aktQuestionDTO: { topicID, questionName: `Question ${index}`, aktType: 'AKT', explanation: '<p>Why</p>' },
        aktmoQuestionDTO: {
          question: `<p>Case ${index}?</p>`,
          noOfAnswers: 2,
          aktmoAnswerDTOList: [{ answer: 'Right', correctAnswer: true }, { answer: 'Wrong' }],
        },
      },
    });
    const [right, wrong] = saved.aktmoQuestionDTO.aktmoAnswerDTOList;
    rightAnswer.set(saved.aktQuestionDTO.aktQuestionID, { right: right!.aktMoAnswerID, wrong: wrong!.aktMoAnswerID });
  }
}, 60_000);
afterAll(() => suite?.stop());

/** A subscribed reader who answered every question of a tutor session, all right but the last. */
async function practisedReader(): Promise<string> {
  const { email } = await api.createReader({ subscribed: true });
  const { token } = await api.login(email);
  const { aktSessionID } = await api.ok<CreateAktSessionResult>(ApiPaths.reader.createReaderAKTSession, {
    token,
    body: { topicIDs: [topicID], noOfQuestions: 4, mode: 'TUTOR' },
  });
  for (let questionNo = 1; questionNo <= 4; questionNo += 1) {
    const { aktQuestionID } = await api.ok<AktSessionQuestion>(ApiPaths.reader.getAKTSessionQuestion, {
      token,
      query: { aktSessionID, questionNo: String(questionNo) },
    });
    const { right, wrong } = rightAnswer.get(aktQuestionID)!;
    await api.ok(ApiPaths.reader.submitAktAnswer, {
      token,
      body: { aktSessionID, aktQuestionID, answerID: questionNo < 4 ? right : wrong },
    });
  }
  return email;
}

test('the profile shows the reader’s accuracy overall, by kind, over 30 days and by chapter and topic', async () => {
  const email = await practisedReader();
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/public');
  await page.goto(suite.url('/public/profile'));
  const section = page.getByRole('region', { name: 'Readiness' });
  await section.waitFor();
  expect(await section.getByRole('definition').allTextContents()).toEqual([
    '75%',
    '4 answers',
    '75%',
    '4 answers',
    '–',
    '0 answers',
    '–',
    '0 answers',
  ]);
  await section
    .getByRole('list', { name: /1 day with answers/ })
    .getByLabel(/75% of 4 answers/)
    .waitFor();
  await section.getByText('Cardiology').click();
  await section.getByText('Hypertension').waitFor();
  await suite.snap(page, 'readiness-profile');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await section.waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await suite.snap(page, 'readiness-profile-390-dark');
});
