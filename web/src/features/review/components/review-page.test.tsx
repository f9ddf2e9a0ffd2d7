import type { AktSessionQuestion, ReviewCard, ReviewForecast, ReviewSession, ReviewSummary } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format-date';
import { fakeApi, ok } from '@/testing/fake-api';
import {
  aktAnswerID as answerID,
  aktReveal,
  aktQuestionCall,
  aktQuestionID as questionID,
  aktSessionID,
  aktSessionQuestion,
} from '@/testing/akt-session-fixtures';
import { ids, subscribedReader } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const cardID = (no: number) => `0190a3b4-0000-7000-8000-00000000d00${no}`;
const calls = {
  sources: 'POST /api/reader/getContentSources',
  summary: 'POST /api/reader/getReviewSummary',
  queue: 'POST /api/reader/getReviewQueue',
  forecast: 'POST /api/reader/getReviewForecast',
  settings: 'POST /api/reader/saveReviewSettings',
  start: 'POST /api/reader/startReviewSession',
  grade: 'POST /api/reader/gradeReviewCard',
  question: aktQuestionCall,
  submit: 'POST /api/reader/submitAktAnswer',
} as const;

const summary = (overrides: Partial<ReviewSummary> = {}): ReviewSummary => ({
  dueNow: 3,
  dueToday: 3,
  dailyLimit: 50,
  reviewedToday: 0,
  totalCards: 12,
  examPlan: null,
  ...overrides,
});
const card = (no: number, overrides: Partial<ReviewCard> = {}): ReviewCard => ({
  cardID: cardID(no),
  questionID: questionID(no),
  kind: 'AKT',
  due: '2026-11-27T22:00:00.000Z',
  lessonID: ids.diagnosisLesson,
  lessonName: 'Diagnosis',
  topicID: ids.heartFailure,
  topicName: 'Heart failure',
  ...overrides,
});
const forecast: ReviewForecast = {
  weeks: [
    { weekStart: '2026-11-30', due: 0 },
    { weekStart: '2026-12-07', due: 4 },
    { weekStart: '2026-12-14', due: 2 },
  ],
  examDate: null,
};
const session: ReviewSession = { kind: 'AKT', aktSessionID, msqSessionID: null, cards: [card(1), card(2)] };

/** The review's questions: tutor mode, echo or chest X-ray first. */
const question = (no: number, overrides: Partial<AktSessionQuestion> = {}) =>
  aktSessionQuestion(no, {
    mode: 'TUTOR',
    question: `<p>Case ${no}: first test?</p>`,
    answers: ['Echocardiogram', 'Chest X-ray'].map((answer, index) => ({ answerID: answerID(index + 1), answer })),
    ...overrides,
  });
const missed = (no: number) =>
  question(no, {
    chosenAnswerID: answerID(2),
    reveal: aktReveal({ answerStatus: 'INCORRECT', explanation: '<p>Echo first.</p>', marks: 0 }),
  });
function reader(routes: Parameters<typeof fakeApi>[0]) {
  return fakeApi({
    ...subscribedReader(),
    [calls.forecast]: ok(forecast),
    ...routes,
  });
}

afterEach(() => sessionStorage.clear());

/** A review under way in this tab, as the page keeps it (makeUser's reader unless another is named). */
const storeProgress = (progress: object, readerID = '0190a3b4-0000-7000-8000-000000000001') =>
  sessionStorage.setItem(
    'notebook.review.session.v1',
    JSON.stringify({ readerID, index: 0, seconds: {}, graded: {}, ...progress }),
  );

describe("today's review at /public/review", () => {
  it('counts what is due by kind and starts a review of one kind', async () => {
    const api = reader({
      [calls.summary]: ok(summary({ reviewedToday: 2 })),
      [calls.queue]: ok([card(1), card(2), card(3, { kind: 'MSQ' })]),
      [calls.start]: ok(session),
      [calls.question(1)]: ok(question(1)),
    });
    renderApp('/public/review');
    const due = await screen.findByRole('region', { name: 'Due today' });
    expect(within(due).getByText('3').className).toMatch(/text-3xl/);
    expect(within(due).getByText(/2 reviewed today · daily limit 50 · 12 cards in all/)).toBeTruthy();
    expect(within(due).getByRole('link', { name: 'Set your exam date' }).getAttribute('href')).toBe('/public/profile');
    const kinds = await within(due).findByRole('list', { name: 'Start a review' });
    expect(
      within(kinds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'AKT2 cards dueStart AKT review',
      'KFP(MSQ)1 card dueStart KFP(MSQ) review',
      'KFP cases0 cards dueStart KFP cases review',
    ]);
    expect(within(kinds).getByRole('button', { name: 'Start KFP cases review' })).toHaveProperty('disabled', true);
    expect(api.callsTo(calls.queue)[0]?.body).toEqual({ limit: 3 });

    await userEvent.click(within(kinds).getByRole('button', { name: 'Start AKT review' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Card 1 of 2' })).toBeTruthy();
    expect(api.callsTo(calls.start)[0]?.body).toEqual({ kind: 'AKT' });
    expect(await screen.findByText('Case 1: first test?')).toBeTruthy();
  });

  it('a kind whose cards were graded elsewhere meanwhile opens no empty review: the counts are asked again', async () => {
    const api = reader({
      [calls.summary]: ok(summary({ dueNow: 1, dueToday: 1 })),
      [calls.queue]: [ok([card(1)]), ok([])],
      [calls.start]: ok({ ...session, aktSessionID: null, cards: [] }),
    });
    renderApp('/public/review');
    await userEvent.click(await screen.findByRole('button', { name: 'Start AKT review' }));
    await waitFor(() => expect(api.callsTo(calls.queue)).toHaveLength(2));
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Review done' })).toBeNull();
  });

  it('a miss: the lesson is offered before the next card, Again is suggested, Next grades and shows the next due date', async () => {
    storeProgress({ session });
    const due = '2026-11-29T01:00:00.000Z';
    const api = reader({
      [calls.question(1)]: [ok(question(1)), ok(missed(1))],
      [calls.question(2)]: ok(question(2)),
      [calls.submit]: ok({ aktQuestionID: questionID(1), answered: true }),
      [calls.grade]: ok({ cardID: cardID(1), due }),
      [calls.sources]: ok([
        {
          contentID: questionID(1),
          sourceTitle: 'Heart Foundation heart failure guideline',
          sourceUrl: 'https://www.heartfoundation.org.au/',
          lastReviewedOn: '2025-09-30',
        },
      ]),
    });
    renderApp('/public/review');
    const article = await screen.findByRole('article');
    await within(article).findByText('Case 1: first test?');
    // Keys choose as in practice: 2 is option B.
    await userEvent.keyboard('2');
    await userEvent.click(within(article).getByRole('button', { name: 'Submit answer' }));
    expect(api.callsTo(calls.submit)[0]?.body).toEqual({
      aktSessionID,
      aktQuestionID: questionID(1),
      answerID: answerID(2),
    });
    expect(await within(article).findByText('You missed this one: read its lesson before the next card.')).toBeTruthy();
    expect((await within(article).findByTestId('content-source')).textContent).toBe(
      'Source: Heart Foundation heart failure guideline · Last reviewed 30/09/2025',
    );
    expect(within(article).getByRole('link', { name: 'Read: Heart failure › Diagnosis' }).getAttribute('href')).toBe(
      `/public/lesson/notes?topicID=${ids.heartFailure}&lessonID=${ids.diagnosisLesson}`,
    );
    const ratings = within(article).getByRole('group', { name: /How did it go\?/ });
    expect(within(ratings).getByRole('button', { name: /Again/ }).getAttribute('aria-pressed')).toBe('true');
    expect(within(article).getByText(/Suggested: Again\./)).toBeTruthy();

    // The reader may rate otherwise: 2 is Hard now that the answer is marked.
    await userEvent.keyboard('2');
    expect(within(ratings).getByRole('button', { name: /Hard/ }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(article).getByRole('button', { name: 'Next card' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Card 2 of 2' })).toBeTruthy();
    expect(api.callsTo(calls.grade)[0]?.body).toEqual({ cardID: cardID(1), rating: 'HARD' });
    expect(screen.getByRole('status').textContent).toBe(`Card 1 saved: next due ${formatDate(new Date(due))}.`);
  });

  it('a quick right answer suggests Easy; the last card finishes the review with each next due date', async () => {
    storeProgress({ session: { ...session, cards: [card(1)] } });
    const right = question(1, {
      chosenAnswerID: answerID(1),
      reveal: aktReveal(),
    });
    const api = reader({
      [calls.question(1)]: [ok(question(1)), ok(right)],
      [calls.submit]: ok({ aktQuestionID: questionID(1), answered: true }),
      [calls.grade]: ok({ cardID: cardID(1), due: '2026-12-20T01:00:00.000Z' }),
      [calls.summary]: ok(summary({ dueNow: 0, dueToday: 0 })),
    });
    renderApp('/public/review');
    const article = await screen.findByRole('article');
    await userEvent.click(await within(article).findByRole('radio', { name: /Echocardiogram/ }));
    await userEvent.click(within(article).getByRole('button', { name: 'Submit answer' }));
    expect(await within(article).findByText(/Suggested: Easy\./)).toBeTruthy();
    expect(within(article).queryByText(/You missed this one/)).toBeNull();
    await userEvent.keyboard('n');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review done' })).toBeTruthy();
    expect(api.callsTo(calls.grade)[0]?.body).toEqual({ cardID: cardID(1), rating: 'EASY' });
    const list = screen.getByRole('list', { name: 'Reviewed cards' });
    expect(within(list).getByText(`next due ${formatDate(new Date('2026-12-20T01:00:00.000Z'))}`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back to today’s review' }));
    expect(await screen.findByRole('region', { name: 'Due today' })).toBeTruthy();
    expect(sessionStorage.getItem('notebook.review.session.v1')).toBeNull();
  });

  it('a KFP case card links to the case and waits for a rating', async () => {
    const kfpCard = card(1, { kind: 'KFP', lessonID: null, lessonName: null });
    storeProgress({ session: { kind: 'KFP', aktSessionID: null, msqSessionID: null, cards: [kfpCard] } });
    reader({});
    renderApp('/public/review');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('link', { name: 'Practise the case' }).getAttribute('href')).toBe(
      `/public/kfp-question?kfpCaseID=${questionID(1)}`,
    );
    expect(within(article).getByRole('link', { name: 'Read: Heart failure' }).getAttribute('href')).toBe(
      `/public/lessons?topicID=${ids.heartFailure}`,
    );
    expect(within(article).getByRole('button', { name: 'Finish review' })).toHaveProperty('disabled', true);
    await userEvent.click(within(article).getByRole('button', { name: /Good/ }));
    expect(within(article).getByRole('button', { name: 'Finish review' })).toHaveProperty('disabled', false);
  });

  it('another reader’s review left in this tab is not theirs to resume', async () => {
    storeProgress({ session }, '0190a3b4-0000-7000-8000-0000000000ff');
    reader({ [calls.summary]: ok(summary({ dueNow: 0, dueToday: 0 })) });
    renderApp('/public/review');
    expect(await screen.findByRole('region', { name: 'Due today' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('with nothing due, says when the next cards fall due', async () => {
    reader({ [calls.summary]: ok(summary({ dueNow: 0, dueToday: 0 })) });
    renderApp('/public/review');
    const due = await screen.findByRole('region', { name: 'Due today' });
    expect(
      await within(due).findByText(
        `Nothing is due now. Your next 4 cards fall due in the week from ${formatDate(new Date(2026, 11, 7))}.`,
      ),
    ).toBeTruthy();
    expect(within(due).queryByRole('list', { name: 'Start a review' })).toBeNull();
  });

  it('after the daily limit, says the rest wait for tomorrow; the limit is the reader’s to set', async () => {
    const api = reader({
      [calls.summary]: ok(summary({ dueNow: 30, dueToday: 0, reviewedToday: 50 })),
      [calls.settings]: ok(
        summary({ dueNow: 30, dueToday: 20, dailyLimit: 70, reviewedToday: 50 }),
        'Review settings saved',
      ),
      [calls.queue]: ok([]),
    });
    renderApp('/public/review');
    const due = await screen.findByRole('region', { name: 'Due today' });
    expect(
      await within(due).findByText(/You reached today’s limit of 50\. 30 more cards are due; they wait for tomorrow/),
    ).toBeTruthy();
    const limit = screen.getByRole('spinbutton', { name: 'Cards a day' });
    expect((limit as HTMLInputElement).value).toBe('50');
    await userEvent.clear(limit);
    await userEvent.type(limit, '70');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(calls.settings)[0]?.body).toEqual({ dailyLimit: 70 }));
    expect(await within(due).findByText(/20/, { selector: 'span' })).toBeTruthy();
  });
});
