import type { AktSession, AktSessionQuestion } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import {
  aktAnswerID as answerID,
  aktReveal,
  aktQuestionCall,
  aktQuestionID as questionID,
  aktSessionID,
  aktSessionQuestion as question,
} from '@/testing/akt-session-fixtures';
import { subscribedReader } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const calls = {
  session: `GET /api/reader/getAKTSession?aktSessionID=${aktSessionID}`,
  question: aktQuestionCall,
  flag: 'POST /api/reader/flagAKTQuestion',
  submit: 'POST /api/reader/submitAktAnswer',
  peers: 'POST /api/reader/getPracticeQuestionPeerStats',
  sources: 'POST /api/reader/getContentSources',
} as const;

function session(mode: AktSession['mode']): AktSession {
  return {
    aktSessionID,
    mode,
    filter: 'ALL',
    status: 'IN_PROGRESS',
    noOfQuestions: 2,
    answeredCount: 0,
    score: null,
    createdAt: '2026-11-24T04:00:00.000Z',
    endedAt: null,
    questions: [1, 2].map((questionNo) => ({
      questionNo,
      aktQuestionID: questionID(questionNo),
      answered: false,
      flagged: false,
      answerStatus: null,
    })),
  };
}

type Reveal = NonNullable<AktSessionQuestion['reveal']>;

/** Question 1 in tutor mode, answered as `answered` says, with the server's reveal (right unless told). */
function revealedQuestion(answered: Partial<AktSessionQuestion>, reveal: Partial<Reveal> = {}): AktSessionQuestion {
  return question(1, {
    mode: 'TUTOR',
    ...answered,
    reveal: aktReveal(reveal),
  });
}

const subQuestionID = (no: number) => `0190a3b4-0000-7000-8000-00000000d00${no}`;
/** An extended match: two patients to match with the answers. */
const extendedMatch: Partial<AktSessionQuestion> = {
  aktAnswerType: 'EXTENDED_MATCH',
  subQuestions: [1, 2].map((no) => ({ subQuestionID: subQuestionID(no), question: `<p>Patient ${no}</p>` })),
};

function reader(mode: AktSession['mode'], first: AktSessionQuestion) {
  return {
    ...subscribedReader(),
    [calls.session]: ok(session(mode)),
    [calls.question(1)]: ok(first),
    [calls.question(2)]: ok(question(2)),
  };
}

const sessionHref = `/public/akt-questions/session?aktSessionID=${aktSessionID}`;
const open = (no = 1) => renderApp(`${sessionHref}&questionNo=${no}`);
// The first test of a run waits for the lazily loaded page, which a loaded machine takes seconds to serve.
const card = () => screen.findByRole('article', {}, { timeout: 20_000 });

describe('AKT session page', { timeout: 60_000 }, () => {
  it('shows no right or wrong, no explanation and no correct mark while the question has no reveal', async () => {
    fakeApi(reader('EXAM', question(1, { chosenAnswerID: answerID(1) })));
    open();
    const article = await card();

    expect(within(article).getByText('Case 1: first line?')).toBeTruthy();
    expect(within(article).getByText('Answer saved')).toBeTruthy();
    expect(within(article).queryByRole('status')).toBeNull();
    expect(within(article).queryByLabelText('Correct answer')).toBeNull();
    expect(
      within(article)
        .getAllByRole('radio')
        .every((radio) => !(radio as HTMLInputElement).disabled),
    ).toBe(true);
  });

  it('shows the reveal when the server sends one: the mark, the explanation as rich text, the correct option, and the options locked', async () => {
    const revealed = revealedQuestion(
      { chosenAnswerID: answerID(2) },
      { answerStatus: 'INCORRECT', explanation: '<p>ACE inhibitor <strong>first</strong></p>', marks: 0 },
    );
    fakeApi(reader('TUTOR', revealed));
    open();
    const article = await card();

    const reveal = within(article).getByRole('status');
    expect(reveal.textContent).toContain('Incorrect · 0 of 1 mark(s)');
    expect(within(reveal).getByText('first').tagName).toBe('STRONG');
    const correctOption = within(article).getByLabelText('Correct answer').closest('label');
    expect(correctOption?.textContent).toContain('Ramipril');
    expect(
      within(article)
        .getAllByRole('radio')
        .every((radio) => (radio as HTMLInputElement).disabled),
    ).toBe(true);
    expect(within(article).queryByRole('button', { name: /Submit answer|Change answer/ })).toBeNull();
  });

  it('under a revealed question, says how all readers did on it', async () => {
    const revealed = revealedQuestion({ chosenAnswerID: answerID(1) });
    const api = fakeApi({
      ...reader('TUTOR', revealed),
      [calls.peers]: ok([{ questionID: revealed.aktQuestionID, readers: 13, correctPercent: 61 }]),
    });
    open();
    const reveal = within(await card()).getByRole('status');
    expect(await within(reveal).findByText(/of 13 readers got this right/)).toBeTruthy();
    expect(within(reveal).getByText('61%')).toBeTruthy();
    expect(api.callsTo(calls.peers)[0]?.body).toEqual({ source: 'AKT', questionIDs: [revealed.aktQuestionID] });
  });

  it('under a revealed question, names its source and when it was last reviewed (issue 29)', async () => {
    const revealed = revealedQuestion({ chosenAnswerID: answerID(1) });
    const api = fakeApi({
      ...reader('TUTOR', revealed),
      [calls.peers]: ok([]),
      [calls.sources]: ok([
        {
          contentID: revealed.aktQuestionID,
          sourceTitle: 'Heart Foundation hypertension guideline',
          sourceUrl: 'https://www.heartfoundation.org.au/',
          lastReviewedOn: '2025-09-30',
        },
      ]),
    });
    open();
    const reveal = within(await card()).getByRole('status');
    const source = await within(reveal).findByTestId('content-source');
    expect(source.textContent).toBe('Source: Heart Foundation hypertension guideline · Last reviewed 30/09/2025');
    expect(api.callsTo(calls.sources)[0]?.body).toEqual({ contentType: 'AKT', contentIDs: [revealed.aktQuestionID] });
  });

  it('shows no source and does not ask for one during an exam-mode question', async () => {
    const api = fakeApi({ ...reader('EXAM', question(1, { chosenAnswerID: answerID(1) })), [calls.sources]: ok([]) });
    open();
    const article = await card();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(within(article).queryByTestId('content-source')).toBeNull();
    expect(api.callsTo(calls.sources)).toHaveLength(0);
  });

  it('does not ask how readers did before the question is revealed', async () => {
    const api = fakeApi({ ...reader('EXAM', question(1)), [calls.peers]: ok([]) });
    open();
    await card();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.callsTo(calls.peers)).toHaveLength(0);
  });

  it('shows rich-text answers as formatted text, with what the editor escaped shown as typed', async () => {
    const rich = question(1, {
      answers: [
        { answerID: answerID(1), answer: '<p>BP &lt; 140/90 with <strong>ramipril</strong></p>' },
        { answerID: answerID(2), answer: '<p>Amlodipine</p>' },
      ],
    });
    fakeApi(reader('EXAM', rich));
    open();
    const article = await card();
    const first = within(article).getByRole('radio', { name: /BP < 140\/90 with ramipril/ });
    expect(first.closest('label')?.querySelector('strong')?.textContent).toBe('ramipril');
    expect(article.textContent).not.toContain('&lt;');
  });

  it('chooses an option with a number or a letter key and submits that option (tutor mode)', async () => {
    const api = fakeApi({
      ...reader('TUTOR', question(1, { mode: 'TUTOR' })),
      [calls.submit]: ok({ aktQuestionID: questionID(1), answered: true }),
    });
    const { user } = open();
    await card();

    await user.keyboard('2');
    expect((screen.getByRole('radio', { name: /Amlodipine/ }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('c');
    expect((screen.getByRole('radio', { name: /Bisoprolol/ }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('9');
    expect((screen.getByRole('radio', { name: /Bisoprolol/ }) as HTMLInputElement).checked).toBe(true);
    expect(api.callsTo(calls.submit)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    await waitFor(() => expect(api.callsTo(calls.submit)).toHaveLength(1));
    expect(api.callsTo(calls.submit)[0]?.body).toEqual({
      aktSessionID,
      aktQuestionID: questionID(1),
      answerID: answerID(3),
    });
  });

  it('exam mode saves each choice as it is made, in order, and keeps the latest though the server echoes an earlier one', async () => {
    const api = fakeApi({
      ...reader('EXAM', question(1)),
      // Every read back of the question says the first choice: the reader's latest must still show.
      [calls.question(1)]: [ok(question(1)), ok(question(1, { chosenAnswerID: answerID(2) }))],
      [calls.submit]: ok({ aktQuestionID: questionID(1), answered: true }),
    });
    const { user } = open();
    const article = await card();
    expect(within(article).queryByRole('button', { name: 'Submit answer' })).toBeNull();

    await user.keyboard('2');
    await user.keyboard('c');
    await waitFor(() => expect(api.callsTo(calls.submit)).toHaveLength(2));
    expect(api.callsTo(calls.submit).map((call) => call.body)).toEqual([
      { aktSessionID, aktQuestionID: questionID(1), answerID: answerID(2) },
      { aktSessionID, aktQuestionID: questionID(1), answerID: answerID(3) },
    ]);
    expect(await within(article).findByText('Answer saved')).toBeTruthy();
    await waitFor(() => expect(api.callsTo(calls.question(1)).length).toBeGreaterThan(1));
    expect((screen.getByRole('radio', { name: /Bisoprolol/ }) as HTMLInputElement).checked).toBe(true);

    // Un-choosing: the choice is cleared on the server too.
    await user.click(within(article).getByRole('button', { name: 'Clear choice' }));
    await waitFor(() => expect(api.callsTo(calls.submit)).toHaveLength(3));
    expect(api.callsTo(calls.submit)[2]?.body).toEqual({ aktSessionID, aktQuestionID: questionID(1), answerID: null });
    expect(
      within(article)
        .getAllByRole('radio')
        .every((radio) => !(radio as HTMLInputElement).checked),
    ).toBe(true);
  });

  it('answers an extended match with a select per sub-question, and marks each once revealed', async () => {
    const matching = question(1, extendedMatch);
    const api = fakeApi({
      ...reader('EXAM', matching),
      [calls.submit]: ok({ aktQuestionID: questionID(1), answered: true }),
    });
    const { user } = open();
    const article = await card();
    const selects = within(article).getAllByRole('combobox', { name: 'Your answer' });
    expect(selects).toHaveLength(2);
    expect(within(article).queryByRole('radio')).toBeNull();

    // Exam mode: saved as it is chosen.
    await user.selectOptions(selects[1]!, 'B. Amlodipine');
    await waitFor(() => expect(api.callsTo(calls.submit)).toHaveLength(1));
    expect(api.callsTo(calls.submit)[0]?.body).toEqual({
      aktSessionID,
      aktQuestionID: questionID(1),
      subAnswers: [{ subQuestionID: subQuestionID(2), answerID: answerID(2) }],
    });
  });

  it('tutor mode: an extended match shows its options up front and says which sub-questions are blank instead of submitting them (issue 28)', async () => {
    const api = fakeApi({
      ...reader('TUTOR', question(1, { ...extendedMatch, mode: 'TUTOR' })),
      [calls.submit]: ok({ aktQuestionID: questionID(1), answered: true }),
    });
    const { user } = open();
    const article = await card();
    expect(within(article).getByText(/choose the option that fits best/)).toBeTruthy();
    expect(within(within(article).getByRole('list', { name: 'Options' })).getAllByRole('listitem')).toHaveLength(
      question(1).answers.length,
    );
    expect(within(article).getByText('2 sub-questions unanswered')).toBeTruthy();
    const selects = within(article).getAllByRole('combobox', { name: 'Your answer' });
    await user.selectOptions(selects[0]!, 'A. Ramipril');
    await user.click(within(article).getByRole('button', { name: 'Submit answer' }));
    expect((await within(article).findByRole('alert')).textContent).toContain('1 sub-question unanswered');
    expect(api.callsTo(calls.submit)).toHaveLength(0);
  });

  it('shows an extended match marked per sub-question once revealed', async () => {
    const revealed = revealedQuestion(
      {
        ...extendedMatch,
        chosenSubAnswers: [
          { subQuestionID: subQuestionID(1), answerID: answerID(1) },
          { subQuestionID: subQuestionID(2), answerID: answerID(1) },
        ],
      },
      {
        answerStatus: 'INCORRECT',
        correctAnswerIDs: [],
        correctSubAnswers: [
          { subQuestionID: subQuestionID(1), answerID: answerID(1) },
          { subQuestionID: subQuestionID(2), answerID: answerID(3) },
        ],
        marks: 0,
      },
    );
    fakeApi(reader('TUTOR', revealed));
    open();
    const article = await card();
    const selects = within(article).getAllByRole('combobox', { name: 'Your answer' }) as HTMLSelectElement[];
    expect(selects.every((select) => select.disabled)).toBe(true);
    expect(selects[0]!.value).toBe(answerID(1));
    expect(within(article).getByText('Correct')).toBeTruthy();
    expect(within(article).getByText('Correct answer: C')).toBeTruthy();
  });

  it('does not change a revealed answer from the keyboard', async () => {
    const revealed = revealedQuestion({ chosenAnswerID: answerID(1) });
    fakeApi(reader('TUTOR', revealed));
    const { user } = open();
    await card();

    await user.keyboard('3');
    expect((screen.getByRole('radio', { name: /Ramipril/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Bisoprolol/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('flags with Shift+F and moves with the arrow keys, keeping the question in the URL', async () => {
    const api = fakeApi({ ...reader('EXAM', question(1)), [calls.flag]: ok(question(1, { flagged: true })) });
    const { user, location } = open();
    await card();

    await user.keyboard('{Shift>}F{/Shift}');
    await waitFor(() => expect(api.callsTo(calls.flag)).toHaveLength(1));
    expect(api.callsTo(calls.flag)[0]?.body).toEqual({ aktSessionID, aktQuestionID: questionID(1), flagged: true });

    await user.keyboard('{ArrowLeft}');
    expect(location()).toContain('questionNo=1');
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toBeTruthy();
    expect(location()).toBe(`${sessionHref}&questionNo=2`);
    await user.keyboard('{ArrowRight}');
    expect(location()).toContain('questionNo=2');
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeTruthy();
  });

  it('shows a flag and an answer in the navigator once the server has them', async () => {
    const flagged = session('EXAM');
    flagged.questions[0]!.flagged = true;
    const answered = session('EXAM');
    answered.questions[0] = { ...flagged.questions[0]!, answered: true };
    const api = fakeApi({
      ...reader('EXAM', question(1)),
      [calls.session]: [ok(session('EXAM')), ok(flagged), ok(answered)],
      [calls.flag]: ok(question(1, { flagged: true })),
      [calls.submit]: ok({ aktQuestionID: questionID(1), answered: true }),
    });
    const { user } = open();
    await card();
    const navigator = await screen.findByRole('complementary', { name: 'Questions' });
    expect(await within(navigator).findByRole('button', { name: 'Question 1: unanswered' })).toBeTruthy();

    await user.keyboard('{Shift>}F{/Shift}');
    expect(await within(navigator).findByRole('button', { name: 'Question 1: unanswered, flagged' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /Amlodipine/ }));
    expect(await within(navigator).findByRole('button', { name: 'Question 1: answered, flagged' })).toBeTruthy();
    expect(api.callsTo(calls.session)).toHaveLength(3);
  });
});

describe('AKT session page with a question number the session does not have', () => {
  it('says so and links to question 1 instead of waiting forever', async () => {
    fakeApi({
      ...reader('EXAM', question(1)),
      [calls.question(9)]: failed(400, 'Invalid questionNo', { field: 'questionNo' }),
    });
    const { user, location } = open(9);

    await user.click(await screen.findByRole('link', { name: 'Go to question 1' }, { timeout: 3000 }));
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeTruthy();
    expect(location()).toBe(`${sessionHref}&questionNo=1`);
  });
});

describe("AKT session page opened from 'Resume' (no question in the URL)", () => {
  it('opens the first unanswered question and writes it into the URL', async () => {
    const started = session('EXAM');
    started.questions[0]!.answered = true;
    started.answeredCount = 1;
    const api = fakeApi({ ...reader('EXAM', question(1)), [calls.session]: ok(started) });
    const { location } = renderApp(sessionHref);

    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toBeTruthy();
    expect(location()).toBe(`${sessionHref}&questionNo=2`);
    expect(api.callsTo(calls.question(1))).toHaveLength(0);
  });

  it('opens an ended session at question 1', async () => {
    fakeApi({ ...reader('EXAM', question(1)), [calls.session]: ok({ ...session('EXAM'), status: 'ENDED' }) });
    const { location } = renderApp(sessionHref);

    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeTruthy();
    expect(location()).toContain('questionNo=1');
  });
});

describe('AKT session page keys wherever the focus is', () => {
  it('moves with the arrows when the focus has left the question (on the page), but not while typing in the search box', async () => {
    const api = fakeApi(reader('EXAM', question(1)));
    const { user, location } = open();
    await card();

    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toBeTruthy();

    const search = screen.getAllByRole('searchbox')[0] ?? screen.getAllByRole('textbox')[0]!;
    await user.click(search);
    await user.keyboard('{ArrowLeft}f');
    expect(location()).toContain('questionNo=2');
    expect(api.callsTo(calls.flag)).toHaveLength(0);
  });
});
