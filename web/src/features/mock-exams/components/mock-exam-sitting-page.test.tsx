import type { MockAttemptResult } from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok, type RecordedCall } from '@/testing/fake-api';
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

function reader(remainingSeconds = 3_725) {
  return {
    ...subscribedReader(),
    [calls.attempt]: ok(mockAttempt({ remainingSeconds })),
    [calls.question(1)]: ok(question(1)),
    [calls.question(2)]: ok(question(2)),
  };
}

/** The reader's routes with a server that keeps the choices saved: question 1 read back holds the last one. */
function savingReader() {
  let saved: string[] = [];
  return {
    ...reader(),
    [calls.question(1)]: () => ok(question(1, { chosenAnswerIDs: saved })),
    [calls.save]: (call: RecordedCall) => {
      saved = (call.body as { answerIDs: string[] }).answerIDs;
      return ok({ questionID: questionID(1), saved: true, remainingSeconds: 3_700 });
    },
  };
}

const open = () => renderApp(`/public/mock-exams/sitting?mockAttemptID=${mockAttemptID}&questionNo=1`);

describe('mock exam sitting page', () => {
  it('shows the time left by the server and saves a choice the moment it is made', async () => {
    const api = fakeApi(savingReader());
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

  it('keeps the last of two quick clicks, saved in order, and clears the choice on request', async () => {
    const api = fakeApi(savingReader());
    open();
    const article = await screen.findByRole('article');
    fireEvent.click(within(article).getByRole('radio', { name: /Ramipril/ }));
    fireEvent.click(within(article).getByRole('radio', { name: /Amlodipine/ }));
    await waitFor(() => expect(api.callsTo(calls.save)).toHaveLength(2));
    expect(api.callsTo(calls.save).map((call) => (call.body as { answerIDs: string[] }).answerIDs)).toEqual([
      [answerID(1)],
      [answerID(2)],
    ]);
    expect(await within(article).findByText('Answer saved')).toBeTruthy();
    expect((within(article).getByRole('radio', { name: /Amlodipine/ }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(article).getByRole('button', { name: 'Clear choice' }));
    await waitFor(() => expect(api.callsTo(calls.save)).toHaveLength(3));
    expect(api.callsTo(calls.save)[2]?.body).toEqual({
      mockAttemptID,
      questionID: questionID(1),
      answerIDs: [],
      subAnswers: [],
    });
    await waitFor(() =>
      expect(
        within(article)
          .getAllByRole('radio')
          .every((radio) => !(radio as HTMLInputElement).checked),
      ).toBe(true),
    );
    expect(within(article).queryByRole('button', { name: 'Clear choice' })).toBeNull();
  });

  it('saves an extended match as its sub-answers, dropping one set back to "Choose an option"', async () => {
    const subQuestionID = (no: number) => `0190a3b4-0000-7000-8000-00000000c00${no}`;
    const matching = question(1, {
      answerType: 'EXTENDED_MATCH',
      subQuestions: [1, 2].map((no) => ({ subQuestionID: subQuestionID(no), question: `<p>Patient ${no}</p>` })),
      chosenSubAnswers: [{ subQuestionID: subQuestionID(1), answerID: answerID(1) }],
    });
    const api = fakeApi({
      ...reader(),
      [calls.question(1)]: ok(matching),
      [calls.save]: ok({ questionID: questionID(1), saved: true, remainingSeconds: 3_700 }),
    });
    const { user } = open();
    const article = await screen.findByRole('article');
    const selects = within(article).getAllByRole('combobox', { name: 'Your answer' }) as HTMLSelectElement[];
    expect(selects[0]!.value).toBe(answerID(1));

    await user.selectOptions(selects[1]!, 'B. Amlodipine');
    await waitFor(() => expect(api.callsTo(calls.save)).toHaveLength(1));
    expect(api.callsTo(calls.save)[0]?.body).toMatchObject({
      answerIDs: [],
      subAnswers: [
        { subQuestionID: subQuestionID(1), answerID: answerID(1) },
        { subQuestionID: subQuestionID(2), answerID: answerID(2) },
      ],
    });
    await user.selectOptions(selects[0]!, 'Choose an option');
    await waitFor(() => expect(api.callsTo(calls.save)).toHaveLength(2));
    expect(api.callsTo(calls.save)[1]?.body).toMatchObject({ answerIDs: [], subAnswers: [] });
  });

  it('flags the question and strikes an option out, named as before', async () => {
    const api = fakeApi({
      ...reader(),
      'POST /api/reader/flagMockExamQuestion': ok({}),
      'POST /api/reader/strikeMockExamAnswer': ok({}),
    });
    const { user } = open();
    const article = await screen.findByRole('article');
    await user.click(within(article).getByRole('button', { name: 'Flag' }));
    await user.click(within(article).getByRole('button', { name: 'Strike out option B' }));
    await waitFor(() => expect(api.callsTo('POST /api/reader/strikeMockExamAnswer')).toHaveLength(1));
    expect(api.callsTo('POST /api/reader/flagMockExamQuestion')[0]?.body).toEqual({
      mockAttemptID,
      questionID: questionID(1),
      flagged: true,
    });
    expect(api.callsTo('POST /api/reader/strikeMockExamAnswer')[0]?.body).toEqual({
      mockAttemptID,
      questionID: questionID(1),
      answerID: answerID(2),
      struck: true,
    });
    const navigator = screen.getByRole('complementary', { name: 'Questions' });
    expect(within(navigator).getByRole('button', { name: 'Question 1: unanswered' }).getAttribute('aria-current')).toBe(
      'step',
    );
    expect(
      within(navigator).getByText(
        'Filled: answered. Flag: marked to come back to. Keys: 1–9 or A–Z choose, Shift+F flags, ← → move.',
      ),
    ).toBeTruthy();
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
      [calls.result]: ok(runningResult),
    });
    open();
    expect(await screen.findByText('Submitting your answers…')).toBeTruthy();
  });

  it('F alone chooses option F; Shift+F flags (issue 28: F both flagged and stood for option F)', async () => {
    const six = question(1, {
      answers: ['A', 'B', 'C', 'D', 'E', 'Frusemide'].map((answer, index) => ({
        answerID: answerID(index + 1),
        answer,
      })),
    });
    const api = fakeApi({
      ...reader(),
      [calls.question(1)]: ok(six),
      [calls.save]: ok({ questionID: questionID(1), saved: true, remainingSeconds: 3_700 }),
      'POST /api/reader/flagMockExamQuestion': ok({}),
    });
    const { user } = open();
    await screen.findByRole('article');
    await user.keyboard('f');
    await waitFor(() => expect(api.callsTo(calls.save)).toHaveLength(1));
    expect(api.callsTo(calls.save)[0]?.body).toMatchObject({ answerIDs: [answerID(6)] });
    expect(api.callsTo('POST /api/reader/flagMockExamQuestion')).toHaveLength(0);
    await user.keyboard('{Shift>}F{/Shift}');
    await waitFor(() => expect(api.callsTo('POST /api/reader/flagMockExamQuestion')).toHaveLength(1));
    expect(api.callsTo(calls.save)).toHaveLength(1);
  });

  it("shows an extended match's instruction and options up front and counts its blank sub-questions", async () => {
    const subQuestionID = (no: number) => `0190a3b4-0000-7000-8000-00000000c00${no}`;
    const matching = question(1, {
      answerType: 'EXTENDED_MATCH',
      question: null,
      subQuestions: [1, 2, 3].map((no) => ({ subQuestionID: subQuestionID(no), question: `<p>Patient ${no}</p>` })),
      chosenSubAnswers: [{ subQuestionID: subQuestionID(1), answerID: answerID(1) }],
    });
    const partly = mockAttempt({ remainingSeconds: 3_725 });
    partly.questions[0] = { ...partly.questions[0]!, answered: false, openSubQuestions: 2 };
    fakeApi({ ...reader(), [calls.attempt]: ok(partly), [calls.question(1)]: ok(matching) });
    const { user } = open();
    const article = await screen.findByRole('article');
    expect(within(article).getByText(/choose the option that fits best/)).toBeTruthy();
    const options = within(article).getByRole('list', { name: 'Options' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A.Ramipril', 'B.Amlodipine']);
    expect(within(article).getByText('2 sub-questions unanswered')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit exam' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('2 question(s) are unanswered (2 sub-questions unanswered)');
  });
});
