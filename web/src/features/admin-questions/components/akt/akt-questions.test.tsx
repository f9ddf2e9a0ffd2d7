import { Messages, Privileges } from '@notebook/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { chapterMenu, endpoints, ids, makeUser, signedInAs } from '@/testing/fixtures';
import { bodySentOnSave } from '@/testing/forms';
import { renderApp } from '@/testing/render-app';
import {
  aktQuestion,
  aktTopic,
  emResponse,
  qids,
  questionEndpoints as q,
  startNewQuestion,
} from '../../testing/question-fixtures';
import { fillRichText } from '@/testing/rich-text';
import { rememberedTopicKeys } from '../shell/remembered-topic';
import { QuestionTexts } from '../shell/texts';

const PATH = '/admin/akt-questions';

beforeEach(() => window.localStorage.clear());

describe('AKT question editor', () => {
  it("shows the menu's empty states", async () => {
    const group = chapterMenu().chapterGroups[0]!;
    fakeApi({ ...signedInAs(), [endpoints.chapterMenu]: ok(chapterMenu([group])) });
    renderApp(PATH);
    const topics = await screen.findByRole('navigation', { name: 'Topics' });
    expect(await within(topics).findByText(Messages.noTopics)).toBeTruthy();
  });

  it("says 'No chapter(s) found' without chapter groups", async () => {
    fakeApi({ ...signedInAs(), [endpoints.chapterMenu]: ok(chapterMenu([])) });
    renderApp(PATH);
    expect(await screen.findByText(Messages.noChaptersFound)).toBeTruthy();
  });

  it('loads the selected topic, remembers it for AKT only, and reloads it on entry', async () => {
    fakeApi({
      ...signedInAs(),
      [endpoints.chapterMenu]: ok(chapterMenu()),
      [q.aktList]: ok([]),
      [q.aktMockCount]: ok({ mockQuestionCount: 3 }),
    });
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Heart failure' }));
    const panel = await screen.findByRole('region', { name: 'Heart failure' });
    expect(await within(panel).findByText(Messages.noQuestionsAdded)).toBeTruthy();
    expect(await within(panel).findByText('Mock questions: 3')).toBeTruthy();
    expect(window.localStorage.getItem(rememberedTopicKeys.AKT)).toBe(ids.heartFailure);
    expect(window.localStorage.getItem(rememberedTopicKeys.MSQ)).toBeNull();
    expect(window.localStorage.getItem(rememberedTopicKeys.KFP)).toBeNull();
  });

  it('reopens the remembered topic on entry', async () => {
    window.localStorage.setItem(rememberedTopicKeys.AKT, ids.heartFailure);
    fakeApi({
      ...signedInAs(),
      ...aktTopic([aktQuestion()]),
    });
    renderApp(PATH);
    const panel = await screen.findByRole('region', { name: 'Heart failure' });
    const card = await within(panel).findByRole('listitem', { name: aktQuestion().questionName });
    // Titles are cut at 25 characters.
    expect(within(card).getByText('Acute left ventricular fa...')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'New AKT question' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: `Edit ${aktQuestion().questionName}` })).toBeTruthy();
  });

  it('hides the plus, edit and remove without the AKT add/edit privilege', async () => {
    window.localStorage.setItem(rememberedTopicKeys.AKT, ids.heartFailure);
    fakeApi({
      ...signedInAs(makeUser('ADMIN', [Privileges.aktQuestion.view])),
      ...aktTopic([aktQuestion()]),
      [q.aktByID(qids.aktQuestion)]: ok(emResponse()),
    });
    const { user } = renderApp(PATH);
    const card = await screen.findByRole('listitem', { name: aktQuestion().questionName });
    expect(screen.queryByRole('button', { name: 'New AKT question' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Remove / })).toBeNull();

    await user.click(within(card).getByRole('button', { expanded: false }));
    expect(await within(card).findByText(QuestionTexts.noQuestions)).toBeTruthy();
    expect(within(card).getByText(QuestionTexts.noExplanation)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'New Question' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /explanation/ })).toBeNull();
  });

  it('creates an extended-match question: answers first, then a sub-question picked from (No Selection)', async () => {
    const saved = emResponse();
    const withSubQuestion = emResponse({
      aktemQuestionDTOList: [
        {
          aktEmQuestionID: qids.emQuestion,
          aktQuestionID: qids.aktQuestion,
          question: '<p>Which drug relieves congestion?</p>',
          correctAnswerID: qids.answerA,
          status: 'ACT',
          displayOrder: 1,
        },
      ],
    });
    const api = fakeApi({
      ...signedInAs(),
      ...aktTopic(),
      [q.saveAktEmAnswers]: ok(saved.aktemAnswerListDTO, Messages.successfullySaved),
      [q.aktByID(qids.aktQuestion)]: [ok(saved), ok(withSubQuestion)],
      [q.saveAktEmQuestion]: ok(withSubQuestion.aktemQuestionDTOList[0], Messages.successfullySaved),
    });
    const { user } = renderApp(PATH);
    await startNewQuestion(user, 'AKT');

    const form = await screen.findByRole('form', { name: 'AKT question' });
    const save = within(form).getByRole('button', { name: 'Save' });
    await user.type(within(form).getByLabelText('Question name'), saved.aktemAnswerListDTO.aktQuestionDTO.questionName);
    await user.selectOptions(within(form).getByLabelText('Type'), 'AKT');
    expect(within(form).getByLabelText('Mock exam question')).toBeTruthy();
    await user.selectOptions(within(form).getByLabelText('Answer type'), 'EXTENDED_MATCH');

    const emForm = await screen.findByRole('form', { name: 'AKT question' });
    expect((within(emForm).getByLabelText('Question name') as HTMLInputElement).value).toBe(
      saved.aktemAnswerListDTO.aktQuestionDTO.questionName,
    );
    act(() => fillRichText(within(emForm).getByRole('textbox', { name: 'Answer A' }), '<p>Furosemide</p>'));
    act(() => fillRichText(within(emForm).getByRole('textbox', { name: 'Answer B' }), '<p>Bisoprolol</p>'));
    const emSave = within(emForm).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(emSave.hasAttribute('disabled')).toBe(false));
    expect(save.isConnected).toBe(false);
    await user.click(emSave);

    await waitFor(() => expect(api.callsTo(q.saveAktEmAnswers)).toHaveLength(1));
    expect(api.callsTo(q.saveAktEmAnswers)[0]?.body).toMatchObject({
      aktQuestionDTO: {
        topicID: ids.heartFailure,
        aktType: 'AKT',
        mockExamQuestion: 'N',
        noOfAnswers: 2,
        status: 'ACT',
      },
      aktemAnswerDTOList: [
        { answer: '<p>Furosemide</p>', displayOrder: 1 },
        { answer: '<p>Bisoprolol</p>', displayOrder: 2 },
      ],
    });
    expect((await screen.findAllByText(Messages.successfullySaved)).length).toBeGreaterThan(0);

    const questions = await screen.findByRole('region', { name: 'Questions' });
    expect(within(questions).getByText(QuestionTexts.noQuestions)).toBeTruthy();
    expect(screen.getByText(QuestionTexts.noExplanation)).toBeTruthy();
    await user.click(within(questions).getByRole('button', { name: 'New Question' }));

    const subForm = await screen.findByRole('form', { name: 'New sub-question' });
    const correct = within(subForm).getByLabelText('Correct Answer') as HTMLSelectElement;
    expect(Array.from(correct.options).map((option) => option.text)).toEqual([
      QuestionTexts.noSelection,
      'A. Furosemide',
      'B. Bisoprolol',
    ]);
    const subSave = within(subForm).getByRole('button', { name: 'Save' });
    act(() =>
      fillRichText(
        within(subForm).getByRole('textbox', { name: 'Question' }),
        '<p>Which drug relieves congestion?</p>',
      ),
    );
    await waitFor(() => expect(subSave.hasAttribute('disabled')).toBe(true));
    await user.selectOptions(correct, 'A. Furosemide');
    await waitFor(() => expect(subSave.hasAttribute('disabled')).toBe(false));
    await user.click(subSave);

    await waitFor(() => expect(api.callsTo(q.saveAktEmQuestion)).toHaveLength(1));
    expect(api.callsTo(q.saveAktEmQuestion)[0]?.body).toEqual({
      aktQuestionID: qids.aktQuestion,
      question: '<p>Which drug relieves congestion?</p>',
      correctAnswerID: qids.answerA,
      status: 'ACT',
    });
    expect(await screen.findByRole('listitem', { name: 'Question 1' })).toBeTruthy();
  });

  it('a multiple-choice question needs exactly one correct answer before Save, and the request names its answer type', async () => {
    const api = fakeApi({
      ...signedInAs(),
      ...aktTopic(),
      [q.saveAktMo]: ok(aktQuestion(), Messages.successfullySaved),
    });
    const { user } = renderApp(PATH);
    await startNewQuestion(user, 'AKT');
    const form = await screen.findByRole('form', { name: 'AKT question' });
    const save = within(form).getByRole('button', { name: 'Save' });
    await user.type(within(form).getByLabelText('Question name'), 'First line for hypertension');
    await user.selectOptions(within(form).getByLabelText('Type'), 'AKT');
    act(() => fillRichText(within(form).getByRole('textbox', { name: 'Question' }), '<p>Which first?</p>'));
    // Answers are rich-text editors 250 px high (spec section 9), with the toolbar's image upload.
    const answerA = within(form).getByRole('textbox', { name: 'Answer A' });
    expect(answerA.closest<HTMLElement>('[data-testid="rich-text-area"]')?.style.height).toBe('250px');
    expect(within(form).getByRole('toolbar', { name: 'Answer A formatting' })).toBeTruthy();
    act(() => fillRichText(within(form).getByRole('textbox', { name: 'Answer A' }), '<p>ACE inhibitor</p>'));
    act(() => fillRichText(within(form).getByRole('textbox', { name: 'Answer B' }), '<p>Beta blocker</p>'));

    expect(await within(form).findByText(Messages.exactlyOneCorrectAnswer)).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.click(within(form).getByLabelText('Answer A is correct'));
    await user.click(within(form).getByLabelText('Answer B is correct'));
    await waitFor(() => expect(within(form).getByText(Messages.exactlyOneCorrectAnswer)).toBeTruthy());
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.click(within(form).getByLabelText('Answer B is correct'));
    await waitFor(() => expect(within(form).queryByText(Messages.exactlyOneCorrectAnswer)).toBeNull());
    expect(await bodySentOnSave(user, form, api, q.saveAktMo)).toMatchObject({
      aktQuestionDTO: { aktAnswerType: 'MULTIPLE_CHOICE', questionName: 'First line for hypertension' },
    });
  });

  it('removes a question after the confirm', async () => {
    window.localStorage.setItem(rememberedTopicKeys.AKT, ids.heartFailure);
    const api = fakeApi({
      ...signedInAs(),
      [endpoints.chapterMenu]: ok(chapterMenu()),
      [q.aktList]: [ok([aktQuestion()]), ok([])],
      [q.aktMockCount]: ok({ mockQuestionCount: 0 }),
      [q.removeAkt]: ok({ removedID: qids.aktQuestion }, Messages.successfullyRemoved),
    });
    const { user } = renderApp(PATH);
    const card = await screen.findByRole('listitem', { name: aktQuestion().questionName });
    await user.click(within(card).getByRole('button', { name: `Remove ${aktQuestion().questionName}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(QuestionTexts.removeAktQuestion)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api.callsTo(q.removeAkt)[0]?.body).toEqual({ aktQuestionID: qids.aktQuestion, version: 1 }),
    );
    expect(await screen.findByText(Messages.noQuestionsAdded)).toBeTruthy();
  });
});
