import type { MockAttempt, MockAttemptResult } from '@notebook/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import {
  mockAnswerID as answerID,
  mockAttempt,
  mockAttemptCalls as calls,
  mockAttemptID,
  mockAttemptQuestion as question,
  mockQuestionID as questionID,
  runningResult,
} from '@/testing/mock-attempt-fixtures';
import { subscribedReader } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const attempt = (status: MockAttempt['status'], remainingSeconds: number) =>
  mockAttempt({
    status,
    remainingSeconds,
    questions: [1, 2, 3].map((questionNo) => ({
      questionNo,
      questionID: questionID(questionNo),
      answered: questionNo < 3,
      flagged: false,
    })),
  });

const reviewed = question(1, {
  noOfQuestions: 3,
  question: '<p>First line?</p>',
  answers: [{ answerID: answerID(1), answer: 'Ramipril' }],
  chosenAnswerIDs: [answerID(1)],
  status: 'SUBMITTED',
  remainingSeconds: 0,
  review: {
    answerStatus: 'CORRECT',
    correctAnswerIDs: [answerID(1)],
    correctSubAnswers: [],
    marks: 1,
    penalty: 0,
    outOf: 1,
    explanation: null,
  },
});

function reader(routes: Parameters<typeof fakeApi>[0]) {
  return {
    ...subscribedReader(),
    'POST /api/notification/getPagedNotificationsByReaderID': ok({ content: [], totalElements: 0 }),
    ...routes,
  };
}

const open = () => renderApp(`/public/mock-exams/result?mockAttemptID=${mockAttemptID}`);

describe('mock exam result page', { timeout: 60_000 }, () => {
  it('marks each question right, wrong or not answered in the navigator (issue 28: only answered)', async () => {
    fakeApi(
      reader({
        [calls.attempt]: ok(attempt('SUBMITTED', 0)),
        [calls.question(1)]: ok(reviewed),
        'POST /api/reader/getContentSources': (call) =>
          ok(
            (call.body as { contentType: string }).contentType === 'AKT'
              ? [
                  {
                    contentID: questionID(1),
                    sourceTitle: 'Therapeutic Guidelines',
                    sourceUrl: 'https://www.tg.org.au/',
                    lastReviewedOn: '2026-03-04',
                  },
                ]
              : [],
          ),
        [calls.result]: ok({
          mockAttemptID,
          status: 'SUBMITTED',
          released: true,
          releasedAt: '2026-11-26T05:00:00.000Z',
          score: 33.33,
          marks: 1,
          penalties: 0,
          outOf: 3,
          passMark: null,
          passed: null,
          byChapter: [],
          percentile: null,
          questions: [
            { questionNo: 1, questionID: questionID(1), answerStatus: 'CORRECT' },
            { questionNo: 2, questionID: questionID(2), answerStatus: 'INCORRECT' },
            { questionNo: 3, questionID: questionID(3), answerStatus: 'NOT_COMPLETED' },
          ],
        } satisfies MockAttemptResult),
      }),
    );
    open();
    const navigator = await screen.findByRole('complementary', { name: 'Questions' }, { timeout: 20_000 });
    expect(within(navigator).getByRole('button', { name: 'Question 1: Correct' })).toBeTruthy();
    expect(within(navigator).getByRole('button', { name: 'Question 2: Incorrect' })).toBeTruthy();
    expect(within(navigator).getByRole('button', { name: 'Question 3: Not answered' })).toBeTruthy();
    expect(within(navigator).getByText('Green: right. Red: wrong. Amber: not answered.')).toBeTruthy();
    // Issue 29: the released review names the question's source under the explanation.
    const source = await screen.findByTestId('content-source', {}, { timeout: 20_000 });
    expect(source.textContent).toBe('Source: Therapeutic Guidelines · Last reviewed 04/03/2026');
    expect(within(source).getByRole('link', { name: 'Therapeutic Guidelines' }).getAttribute('href')).toBe(
      'https://www.tg.org.au/',
    );
  });

  it('offers the way back to an attempt still running instead of waiting for its submission', async () => {
    fakeApi(
      reader({
        [calls.attempt]: ok(attempt('IN_PROGRESS', 1_200)),
        [calls.result]: ok(runningResult),
      }),
    );
    open();
    const back = await screen.findByRole('link', { name: 'Return to your exam' }, { timeout: 20_000 });
    expect(back.getAttribute('href')).toBe(`/public/mock-exams/sitting?mockAttemptID=${mockAttemptID}`);
    expect(screen.queryByText('Submitting your answers…')).toBeNull();
  });
});
