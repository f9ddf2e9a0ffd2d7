import type { KfpAttempt, ReaderKfpCase } from '@notebook/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { subscribedReader } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const kfpCaseID = '0190a3b4-0000-7000-8000-00000000a101';
const kfpAttemptID = '0190a3b4-0000-7000-8000-00000000a201';
const kfpCaseQuestionID = '0190a3b4-0000-7000-8000-00000000a301';
const answerID = '0190a3b4-0000-7000-8000-00000000a401';
const calls = {
  details: `GET /api/reader/getReaderKFPDetails?kfpCaseID=${kfpCaseID}`,
  attempt: `GET /api/reader/getKFPAttempt?kfpAttemptID=${kfpAttemptID}`,
  sources: 'POST /api/reader/getContentSources',
  peers: 'POST /api/reader/getPracticeQuestionPeerStats',
} as const;

const question = {
  kfpCaseQuestionID,
  questionNo: 1,
  question: '<p>First step?</p>',
  kfpAnswerType: 'MULTIPLE_CHOICE' as const,
  answers: [{ answerID, answer: 'Spirometry' }],
};

const kfpCase: ReaderKfpCase = {
  kfpCaseID,
  topicID: '0190a3b4-0000-7000-8000-00000000a501',
  caseName: 'Wheezy child',
  caseDescription: '<p>A 6-year-old with a night cough.</p>',
  questions: [question],
  attempts: [],
};

function attempt(completed: boolean): KfpAttempt {
  return {
    kfpAttemptID,
    kfpCaseID,
    caseName: kfpCase.caseName,
    caseDescription: kfpCase.caseDescription,
    startedAt: '2026-11-27T04:00:00.000Z',
    noOfQuestions: 1,
    answeredCount: completed ? 1 : 0,
    marks: completed ? 1 : 0,
    completed,
    questions: [
      {
        ...question,
        chosenAnswerIDs: completed ? [answerID] : [],
        text: null,
        answerStatus: completed ? 'CORRECT' : null,
        reveal: completed
          ? { correctAnswerIDs: [answerID], modelAnswers: [], explanation: '<p>Confirm it.</p>' }
          : null,
      },
    ],
  };
}

function reader(completed: boolean) {
  return {
    ...subscribedReader(),
    [calls.details]: ok(kfpCase),
    [calls.attempt]: ok(attempt(completed)),
    [calls.peers]: ok([]),
    [calls.sources]: ok([
      {
        contentID: kfpCaseID,
        sourceTitle: 'Australian Asthma Handbook',
        sourceUrl: 'https://www.asthmahandbook.org.au/',
        lastReviewedOn: '2025-06-12',
      },
    ]),
  };
}

const open = () => renderApp(`/public/kfp-question?kfpCaseID=${kfpCaseID}&kfpAttemptID=${kfpAttemptID}`);

describe('KFP case page: the case source (issue 29)', { timeout: 60_000 }, () => {
  it('names the case source and its last review once the attempt is done', async () => {
    const api = fakeApi(reader(true));
    open();
    const source = await screen.findByTestId('content-source', {}, { timeout: 20_000 });
    expect(source.textContent).toBe('Source: Australian Asthma Handbook · Last reviewed 12/06/2025');
    expect(within(source).getByRole('link', { name: 'Australian Asthma Handbook' }).getAttribute('href')).toBe(
      'https://www.asthmahandbook.org.au/',
    );
    expect(api.callsTo(calls.sources)[0]?.body).toEqual({ contentType: 'KFP', contentIDs: [kfpCaseID] });
  });

  it('shows no source and does not ask for one while the attempt is unfinished', async () => {
    const api = fakeApi(reader(false));
    open();
    expect(await screen.findByText('0 of 1 answered · 0 mark(s)', {}, { timeout: 20_000 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('content-source')).toBeNull();
    expect(api.callsTo(calls.sources)).toHaveLength(0);
  });
});
