import type { MockAttempt, MockAttemptQuestion } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { PRODUCT_NAME } from '@/config/brand';
import { renderApp } from '@/testing/render-app';
import { FocusTexts } from './focus-layout';

const mockAttemptID = '0190a3b4-0000-7000-8000-00000000d001';
const questionID = '0190a3b4-0000-7000-8000-00000000e001';

const attempt: MockAttempt = {
  mockAttemptID,
  mockExamID: '0190a3b4-0000-7000-8000-00000000d0ff',
  mockExamName: 'November AKT mock',
  mockExamType: 'AKT',
  status: 'IN_PROGRESS',
  startedAt: '2026-11-26T04:00:00.000Z',
  deadline: '2026-11-26T08:00:00.000Z',
  remainingSeconds: 3_600,
  questions: [{ questionNo: 1, questionID, answered: false, flagged: false }],
};

const question: MockAttemptQuestion = {
  mockAttemptID,
  questionID,
  questionNo: 1,
  noOfQuestions: 1,
  answerType: 'MULTIPLE_CHOICE',
  question: '<p>A 58-year-old with a BP of 168/98 on two readings: first line?</p>',
  noOfExpectedAnswers: null,
  answers: [{ answerID: '0190a3b4-0000-7000-8000-00000000f001', answer: 'Perindopril' }],
  subQuestions: [],
  chosenAnswerIDs: [],
  chosenSubAnswers: [],
  flagged: false,
  struckAnswerIDs: [],
  status: 'IN_PROGRESS',
  remainingSeconds: 3_600,
  review: null,
};

function sitting() {
  fakeApi({
    [endpoints.refresh]: ok(loginResult(makeUser('READER', [], { hasActiveSubscription: true }))),
    'GET /api/reader/getRegisteredUserPrimaryIndex': ok({ chapters: [] }),
    [`GET /api/reader/getMockExamAttempt?mockAttemptID=${mockAttemptID}`]: ok(attempt),
    [`GET /api/reader/getMockExamAttemptQuestion?mockAttemptID=${mockAttemptID}&questionNo=1`]: ok(question),
  });
  return renderApp(`/public/mock-exams/sitting?mockAttemptID=${mockAttemptID}&questionNo=1`);
}

describe('the mock exam sitting', () => {
  it('has no search, notes index, study links, bell or footer beside the paper', async () => {
    sitting();
    await screen.findByRole('article');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Study' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Primary index' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(document.querySelector('a[href^="/public/lessons"]')).toBeNull();
  });

  it('asks before leaving, and stays when the reader says so', async () => {
    const { user, location } = sitting();
    await screen.findByRole('article');
    await user.click(screen.getByRole('link', { name: PRODUCT_NAME }));

    const ask = await screen.findByRole('alertdialog', { name: FocusTexts.leaveTitle });
    await user.click(within(ask).getByRole('button', { name: FocusTexts.stay }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location()).toMatch(/^\/public\/mock-exams\/sitting\?/);

    await user.click(screen.getByRole('link', { name: PRODUCT_NAME }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: FocusTexts.leaveTitle })).getByRole('button', {
        name: FocusTexts.leave,
      }),
    );
    await waitFor(() => expect(location()).toBe('/public'));
  });
});
