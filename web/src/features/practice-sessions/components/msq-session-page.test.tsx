import type { MsqSession, MsqSessionQuestion } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { subscribedReader } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const msqSessionID = '0190a3b4-0000-7000-8000-00000000d001';
const questionID = (no: number) => `0190a3b4-0000-7000-8000-00000000e00${no}`;
const answerID = (index: number) => `0190a3b4-0000-7000-8000-00000000f00${index}`;
const calls = {
  session: `GET /api/reader/getMSQSession?msqSessionID=${msqSessionID}`,
  question: (no: number) => `GET /api/reader/getMSQSessionQuestion?msqSessionID=${msqSessionID}&questionNo=${no}`,
  submit: 'POST /api/reader/submitMsqAnswer',
} as const;

function session(overrides: Partial<MsqSession> = {}): MsqSession {
  return {
    msqSessionID,
    mode: 'TUTOR',
    filter: 'ALL',
    status: 'IN_PROGRESS',
    noOfQuestions: 2,
    answeredCount: 0,
    score: null,
    marks: null,
    penalties: null,
    createdAt: '2026-11-24T04:00:00.000Z',
    endedAt: null,
    questions: [1, 2].map((questionNo) => ({
      questionNo,
      msqQuestionID: questionID(questionNo),
      answered: false,
      flagged: false,
      answerStatus: null,
      marks: null,
      penalty: null,
    })),
    ...overrides,
  };
}

function question(overrides: Partial<MsqSessionQuestion> = {}): MsqSessionQuestion {
  return {
    msqSessionID,
    msqQuestionID: questionID(1),
    questionNo: 1,
    noOfQuestions: 2,
    mode: 'TUTOR',
    status: 'IN_PROGRESS',
    msqAnswerType: 'MULTIPLE_CHOICE',
    questionName: 'Diabetes',
    question: '<p>Which two tests?</p>',
    noOfExpectedAnswers: 2,
    penaltyPerExtraOption: 24.5,
    answers: ['HbA1c', 'eGFR', 'Chest X-ray', 'ECG'].map((answer, index) => ({
      answerID: answerID(index + 1),
      answer,
    })),
    subQuestions: [],
    chosenAnswerIDs: [],
    chosenSubAnswers: [],
    flagged: false,
    struckAnswerIDs: [],
    reveal: null,
    ...overrides,
  };
}

function reader(first: MsqSessionQuestion, running = session()) {
  return {
    ...subscribedReader(),
    'POST /api/reader/getPracticeQuestionPeerStats': ok([]),
    [calls.session]: ok(running),
    [calls.question(1)]: ok(first),
  };
}

const open = () => renderApp(`/public/msq-questions/session?msqSessionID=${msqSessionID}&questionNo=1`);

describe('KFP(MSQ) session page', () => {
  it('lets the reader tick several options, says what choosing more than asked costs, and submits every option ticked', async () => {
    const api = fakeApi({
      ...reader(question()),
      [calls.submit]: ok({ msqQuestionID: questionID(1), answered: true }),
    });
    const { user } = open();
    const article = await screen.findByRole('article');
    expect(within(article).getByText(/Choose 2\. 0 chosen\. Each option beyond 2 costs 24\.5 points\./)).toBeTruthy();

    await user.click(within(article).getByRole('checkbox', { name: /HbA1c/ }));
    await user.keyboard('2');
    await user.keyboard('c');
    expect(
      within(article)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, true, true, false]);
    expect(within(article).getByText(/3 chosen\. 1 more than asked: −24\.5 points\./)).toBeTruthy();

    await user.click(within(article).getByRole('button', { name: 'Submit answer' }));
    await waitFor(() => expect(api.callsTo(calls.submit)).toHaveLength(1));
    expect(api.callsTo(calls.submit)[0]?.body).toEqual({
      msqSessionID,
      msqQuestionID: questionID(1),
      answerIDs: [answerID(1), answerID(2), answerID(3)],
    });
  });

  it('shows the points of each correct option and the over-selection penalty once revealed', async () => {
    const revealed = question({
      chosenAnswerIDs: [answerID(1), answerID(2), answerID(3)],
      reveal: {
        answerStatus: 'INCORRECT',
        correctAnswers: [
          { answerID: answerID(1), answerScore: 60 },
          { answerID: answerID(2), answerScore: 40 },
        ],
        correctSubAnswers: [],
        explanation: '<p>Both</p>',
        marks: 100,
        extraOptions: 1,
        penalty: 24.5,
        outOf: 100,
      },
    });
    fakeApi(reader(revealed));
    open();
    const reveal = within(await screen.findByRole('article')).getByRole('status');
    expect(reveal.textContent).toContain('Incorrect · 100 of 100 points');
    expect(reveal.textContent).toContain(
      'Over-selection penalty: −24.5 points for 1 option(s) beyond the number asked.',
    );
    expect(screen.getByText('+60')).toBeTruthy();
    expect(screen.getByText('+40')).toBeTruthy();
  });

  it('lists each question’s points and penalty once the session ended', async () => {
    const ended = session({
      status: 'ENDED',
      answeredCount: 1,
      score: 37.75,
      marks: 100,
      penalties: 24.5,
      questions: [
        {
          questionNo: 1,
          msqQuestionID: questionID(1),
          answered: true,
          flagged: false,
          answerStatus: 'INCORRECT',
          marks: 100,
          penalty: 24.5,
        },
        {
          questionNo: 2,
          msqQuestionID: questionID(2),
          answered: false,
          flagged: false,
          answerStatus: 'NOT_COMPLETED',
          marks: 0,
          penalty: 0,
        },
      ],
    });
    fakeApi(reader(question({ status: 'ENDED' }), ended));
    open();
    const results = await screen.findByRole('region', { name: 'Results' });
    const rows = within(results)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['1', 'Incorrect', '100', '−24.5'],
      ['2', 'Not answered', '0', '0'],
    ]);
    expect(screen.getByText(/Score 37\.75%/)).toBeTruthy();
  });
});
