import type {
  MockAttempt,
  MockAttemptQuestion,
  MockAttemptResult,
  RegisteredPrimaryIndexResult,
} from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const mockAttemptID = '0190a3b4-0000-7000-8000-00000000d001';
const questionID = (no: number) => `0190a3b4-0000-7000-8000-00000000e00${no}`;
const answerID = (index: number) => `0190a3b4-0000-7000-8000-00000000f00${index}`;
const calls = {
  attempt: `GET /api/reader/getMockExamAttempt?mockAttemptID=${mockAttemptID}`,
  question: (no: number) =>
    `GET /api/reader/getMockExamAttemptQuestion?mockAttemptID=${mockAttemptID}&questionNo=${no}`,
  save: 'POST /api/reader/saveMockExamAnswer',
  result: `GET /api/reader/getMockExamAttemptResult?mockAttemptID=${mockAttemptID}`,
} as const;

function attempt(remainingSeconds: number): MockAttempt {
  return {
    mockAttemptID,
    mockExamID: '0190a3b4-0000-7000-8000-00000000d0ff',
    mockExamName: 'November AKT mock',
    mockExamType: 'AKT',
    status: 'IN_PROGRESS',
    startedAt: '2026-11-26T04:00:00.000Z',
    deadline: '2026-11-26T08:00:00.000Z',
    remainingSeconds,
    questions: [1, 2].map((questionNo) => ({
      questionNo,
      questionID: questionID(questionNo),
      answered: false,
      flagged: false,
    })),
  };
}

function question(no: number, overrides: Partial<MockAttemptQuestion> = {}): MockAttemptQuestion {
  return {
    mockAttemptID,
    questionID: questionID(no),
    questionNo: no,
    noOfQuestions: 2,
    answerType: 'MULTIPLE_CHOICE',
    question: `<p>Case ${no}: first line?</p>`,
    noOfExpectedAnswers: null,
    answers: ['Ramipril', 'Amlodipine'].map((answer, index) => ({ answerID: answerID(index + 1), answer })),
    subQuestions: [],
    chosenAnswerIDs: [],
    chosenSubAnswers: [],
    flagged: false,
    struckAnswerIDs: [],
    status: 'IN_PROGRESS',
    remainingSeconds: 3_600,
    review: null,
    ...overrides,
  };
}

function reader(remainingSeconds = 3_725) {
  const emptyIndex: RegisteredPrimaryIndexResult = { chapters: [] };
  return {
    [endpoints.refresh]: ok(loginResult(makeUser('READER', [], { hasActiveSubscription: true }))),
    'GET /api/reader/getRegisteredUserPrimaryIndex': ok(emptyIndex),
    [calls.attempt]: ok(attempt(remainingSeconds)),
    [calls.question(1)]: ok(question(1)),
    [calls.question(2)]: ok(question(2)),
  };
}

const open = () => renderApp(`/public/mock-exams/sitting?mockAttemptID=${mockAttemptID}&questionNo=1`);

describe('mock exam sitting page', () => {
  it('shows the time left by the server and saves a choice the moment it is made', async () => {
    // The server keeps what was saved: the question read back afterwards holds the choice.
    let saved: string[] = [];
    const api = fakeApi({
      ...reader(),
      [calls.question(1)]: () => ok(question(1, { chosenAnswerIDs: saved })),
      [calls.save]: (call) => {
        saved = (call.body as { answerIDs: string[] }).answerIDs;
        return ok({ questionID: questionID(1), saved: true, remainingSeconds: 3_700 });
      },
    });
    open();
    expect((await screen.findByRole('timer', { name: 'Time left' })).textContent).toMatch(/1:02:0[45]/);
    const article = await screen.findByRole('article');
    fireEvent.click(within(article).getByRole('radio', { name: /Amlodipine/ }));

    await waitFor(() => expect(api.callsTo(calls.save)).toHaveLength(1));
    expect(api.callsTo(calls.save)[0]?.body).toEqual({
      mockAttemptID,
      questionID: questionID(1),
      answerIDs: [answerID(2)],
      subAnswers: [],
    });
    expect((within(article).getByRole('radio', { name: /Amlodipine/ }) as HTMLInputElement).checked).toBe(true);
    expect(await within(article).findByText('Answer saved')).toBeTruthy();
    // Nothing of the marking is on the page while the attempt runs.
    expect(within(article).queryByLabelText('Correct answer')).toBeNull();
  });

  it('goes to the result when the server says the time is up', async () => {
    fakeApi({
      ...reader(),
      [calls.save]: failed(409, Messages.mockAttemptOver),
      [calls.result]: ok({
        mockAttemptID,
        status: 'AUTO_SUBMITTED',
        released: false,
        releasedAt: '2026-11-30T00:00:00.000Z',
      } satisfies MockAttemptResult),
    });
    open();
    const article = await screen.findByRole('article');
    fireEvent.click(within(article).getByRole('radio', { name: /Ramipril/ }));
    expect(await screen.findByText('Submitted automatically when the time ran out')).toBeTruthy();
    expect(screen.getByText(/Results and explanations are released when the exam closes/)).toBeTruthy();
  });

  it('with no time left, shows the result instead of the paper', async () => {
    fakeApi({
      ...reader(0),
      [calls.result]: ok({
        mockAttemptID,
        status: 'IN_PROGRESS',
        released: false,
        releasedAt: null,
      } satisfies MockAttemptResult),
    });
    open();
    expect(await screen.findByText('Submitting your answers…')).toBeTruthy();
  });
});
