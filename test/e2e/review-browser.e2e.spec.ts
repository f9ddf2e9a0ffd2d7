import type { AktSessionQuestion, AktmoSaveDTO, CreateAktSessionResult, ReviewCard } from '@notebook/contracts';
import { ApiPaths } from '@notebook/contracts';
import type { Page } from 'playwright-core';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * Spaced review in a real browser against the built web app (`npm run build -w web` first, issue
 * 29): a reader misses two questions in practice, finds them due on their home, opens today's
 * review, misses one again, reads the linked lesson, comes back to the same card and grades it, then
 * answers the other right and grades it by keyboard; at 1280 px and at 390 px dark.
 */
let api: TestApi;
let suite: BrowserSuite;
let topicID: string;
/** AKT question id → its right and wrong option. */
const options = new Map<string, { right: string; wrong: string }>();

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  const admin = await api.adminToken();
  topicID = (
    await api.createTopic(admin, { chapterName: 'Respiratory', topicName: 'Asthma in adults', freeContent: true })
  ).topicID;
  const lessonID = await api.createLesson(admin, topicID, 'Spirometry', { publish: true });
  await api.createNote(
    admin,
    lessonID,
    'Reversibility',
    '<p>An FEV1 rise of 12% and 200 mL after a bronchodilator.</p>',
    {
      publish: true,
    },
  );
  for (const index of [1, 2]) {
    const saved = await api.ok<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
      token: admin,
      body: {
        aktQuestionDTO: {
          topicID,
          questionName: `Asthma ${index}`,
          aktType: 'AKT',
          explanation: `<p>Why ${index}</p>`,
        },
        aktmoQuestionDTO: {
          question: `<p>Asthma case ${index}: which test confirms it?</p>`,
          noOfAnswers: 2,
          aktmoAnswerDTOList: [
            { answer: 'Spirometry with reversibility', correctAnswer: true },
            { answer: 'Chest X-ray' },
          ],
        },
      },
    });
    const [right, wrong] = saved.aktmoQuestionDTO.aktmoAnswerDTOList;
    options.set(saved.aktQuestionDTO.aktQuestionID, { right: right!.aktMoAnswerID, wrong: wrong!.aktMoAnswerID });
  }
}, 90_000);
afterAll(() => suite?.stop());

/** A subscribed reader who missed both questions in a tutor session; resolves once both cards are due. */
async function readerWhoMissedTwo(): Promise<{ email: string; token: string }> {
  const { email } = await api.createReader({ subscribed: true });
  const { token } = await api.login(email);
  const { aktSessionID } = await api.ok<CreateAktSessionResult>(ApiPaths.reader.createReaderAKTSession, {
    token,
    body: { topicIDs: [topicID], noOfQuestions: 2, mode: 'TUTOR' },
  });
  for (const questionNo of [1, 2]) {
    const { aktQuestionID } = await api.ok<AktSessionQuestion>(ApiPaths.reader.getAKTSessionQuestion, {
      token,
      query: { aktSessionID, questionNo: String(questionNo) },
    });
    await api.ok(ApiPaths.reader.submitAktAnswer, {
      token,
      body: { aktSessionID, aktQuestionID, answerID: options.get(aktQuestionID)!.wrong },
    });
  }
  const deadline = Date.now() + 30_000;
  while ((await api.ok<ReviewCard[]>(ApiPaths.reader.getReviewQueue, { token, body: {} })).length < 2) {
    if (Date.now() > deadline) throw new Error('the two misses did not become review cards');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { email, token };
}

const card = (page: Page) => page.getByRole('article');

async function noOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('two misses come back for review: the lesson read between, each graded, the next due dates shown', async () => {
  const { email, token } = await readerWhoMissedTwo();
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/public');
  const plan = page.getByRole('region', { name: 'Today’s plan' });
  await plan.getByText('reviews due today').waitFor();
  expect(await plan.getByText('2', { exact: true }).count()).toBe(1);
  await suite.snap(page, 'review-home-1280');
  await plan.getByRole('link', { name: 'Start review' }).click();

  await page.waitForURL('**/public/review');
  const due = page.getByRole('region', { name: 'Due today' });
  await due.getByText('2 cards due').waitFor();
  await due.getByRole('button', { name: 'Start AKT review' }).click();
  await page.getByRole('heading', { level: 1, name: 'Card 1 of 2' }).waitFor();

  // A miss again: the lesson is offered before the next card, Again suggested.
  await card(page)
    .getByRole('radio', { name: /Chest X-ray/ })
    .check();
  await card(page).getByRole('button', { name: 'Submit answer' }).click();
  await card(page).getByText('You missed this one: read its lesson before the next card.').waitFor();
  const ratings = card(page).getByRole('group', { name: /How did it go\?/ });
  expect(await ratings.getByRole('button', { name: /Again/ }).getAttribute('aria-pressed')).toBe('true');
  await suite.snap(page, 'review-card-missed-1280');

  await card(page).getByRole('link', { name: 'Read: Asthma in adults' }).click();
  await page.waitForURL(`**/public/lessons?topicID=${topicID}`);
  await page.getByRole('list', { name: 'Lessons' }).getByRole('link', { name: 'Spirometry' }).click();
  await page.getByText('An FEV1 rise of 12% and 200 mL after a bronchodilator.').waitFor();

  // Back to the review: the same card, still marked, still to grade.
  await page.getByRole('navigation', { name: 'Study' }).getByRole('link', { name: 'Review' }).click();
  await page.getByRole('heading', { level: 1, name: 'Card 1 of 2' }).waitFor();
  await card(page).getByText('You missed this one: read its lesson before the next card.').waitFor();
  await page.keyboard.press('1');
  await card(page).getByRole('button', { name: 'Next card' }).click();
  await page.getByRole('heading', { level: 1, name: 'Card 2 of 2' }).waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: /^Card 1 saved: next due \d\d\/\d\d\/\d{4}\.$/ })
    .waitFor();

  // The second by keyboard: choose, submit, then N grades with the suggestion (a quick right answer: Easy).
  const rightIndex = await card(page)
    .getByRole('radio')
    .evaluateAll((radios) =>
      radios.findIndex((radio) => radio.closest('label')?.textContent?.includes('Spirometry with reversibility')),
    );
  await page.keyboard.press(String(rightIndex + 1));
  await card(page).getByRole('button', { name: 'Submit answer' }).click();
  await card(page)
    .getByText(/Suggested: Easy\./)
    .waitFor();
  expect(
    await card(page)
      .getByText(/You missed this one/)
      .count(),
  ).toBe(0);
  await page.keyboard.press('n');
  await page.getByRole('heading', { level: 1, name: 'Review done' }).waitFor();
  const reviewed = page.getByRole('list', { name: 'Reviewed cards' });
  expect(await reviewed.getByText(/^next due \d\d\/\d\d\/\d{4}$/).count()).toBe(2);
  await suite.snap(page, 'review-done-1280');

  const summary = await api.ok(ApiPaths.reader.getReviewSummary, { token, body: {} });
  expect(summary).toMatchObject({ reviewedToday: 2, dueNow: 0, totalCards: 2 });
  await page.getByRole('button', { name: 'Back to today’s review' }).click();
  await page.getByText(/^Nothing is due now\./).waitFor();
});

test('at 390 px in the dark: the review card, the rating buttons and the exam plan fit', async () => {
  const { email } = await readerWhoMissedTwo();
  const phone = await suite.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.emulateMedia({ colorScheme: 'dark' });
  await suite.signIn(phone, email);
  await phone.waitForURL('**/public');
  await phone.goto(suite.url('/public/review'));
  await phone.getByRole('button', { name: 'Start AKT review' }).click();
  await phone.getByRole('heading', { level: 1, name: 'Card 1 of 2' }).waitFor();
  await card(phone).getByRole('radio').first().check();
  await card(phone).getByRole('button', { name: 'Submit answer' }).click();
  await card(phone)
    .getByRole('group', { name: /How did it go\?/ })
    .waitFor();
  await noOverflow(phone);
  await suite.snap(phone, 'review-card-390-dark');

  await phone.goto(suite.url('/public/profile'));
  const examPlan = phone.getByRole('region', { name: 'Exam plan' });
  await examPlan.getByLabel('Exam', { exact: true }).selectOption('AKT');
  const inSixWeeks = new Date(Date.now() + 42 * 86_400_000);
  await examPlan.getByLabel('Exam date').fill(inSixWeeks.toISOString().slice(0, 10));
  await examPlan.getByRole('button', { name: 'Save' }).click();
  await examPlan.getByText(/\d+ days to go/).waitFor();
  await examPlan.getByRole('list', { name: 'Cards due per week' }).waitFor();
  await noOverflow(phone);
  await suite.snap(phone, 'review-exam-plan-390-dark');
});
