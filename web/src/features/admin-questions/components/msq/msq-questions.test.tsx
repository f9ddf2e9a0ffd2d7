import { Messages, Privileges } from '@notebook/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { chapterMenu, endpoints, ids, makeUser, signedInAs } from '@/testing/fixtures';
import { bodySentOnSave } from '@/testing/forms';
import { renderApp } from '@/testing/render-app';
import { msqQuestion, msqTopic, questionEndpoints as q, startNewQuestion } from '../../testing/question-fixtures';
import { fillRichText } from '@/testing/rich-text';
import { rememberedTopicKeys } from '../shell/remembered-topic';

const PATH = '/admin/kfp-msq-questions';

beforeEach(() => window.localStorage.clear());

describe('KFP(MSQ) question editor', () => {
  it('remembers its topic under its own key, apart from AKT', async () => {
    window.localStorage.setItem(rememberedTopicKeys.AKT, '0190a3b4-0000-7000-8000-0000000000ff');
    window.localStorage.setItem(rememberedTopicKeys.MSQ, ids.heartFailure);
    fakeApi({
      ...signedInAs(),
      [endpoints.chapterMenu]: ok(chapterMenu()),
      [q.msqList]: ok([msqQuestion()]),
      [q.msqMockCount]: ok({ mockQuestionCount: 7 }),
    });
    renderApp(PATH);
    const panel = await screen.findByRole('region', { name: 'Heart failure' });
    const card = await within(panel).findByRole('listitem', { name: msqQuestion().questionName });
    expect(within(card).getByRole('img', { name: 'Selected for mock exam' })).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Active' })).toBeTruthy();
    expect(await within(panel).findByText('Mock questions: 7')).toBeTruthy();
  });

  it('hides the plus, edit and remove without the MSQ add/edit privilege', async () => {
    window.localStorage.setItem(rememberedTopicKeys.MSQ, ids.heartFailure);
    fakeApi({
      ...signedInAs(makeUser('ADMIN', [Privileges.msqQuestion.view, Privileges.aktQuestion.addEdit])),
      ...msqTopic([msqQuestion()]),
    });
    renderApp(PATH);
    const card = await screen.findByRole('listitem', { name: msqQuestion().questionName });
    expect(screen.queryByRole('button', { name: 'New KFP(MSQ) question' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^(Edit|Remove) / })).toBeNull();
  });

  it('refuses to save a multiple-choice question until enough answers are correct', async () => {
    const saved = {
      msqQuestionDTO: msqQuestion({ selectedForMock: 'N' }),
      msqmoQuestionDTO: {
        question: '<p>Which?</p>',
        noOfAnswers: 2,
        noOfExpectedAnswers: 2,
        status: 'ACT',
        msqmoAnswerDTOList: [],
      },
    };
    const api = fakeApi({
      ...signedInAs(),
      ...msqTopic(),
      [q.saveMsqMo]: ok(saved, Messages.successfullySaved),
    });
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Heart failure' }));
    expect(await screen.findByText(Messages.noQuestionsAdded)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New KFP(MSQ) question' }));

    const form = await screen.findByRole('form', { name: 'KFP(MSQ) question' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect((within(form).getByLabelText('Type') as HTMLSelectElement).value).toBe('MSQ');
    // Beside the disabled Save, why it is off: the form's first problem, in the form's words.
    expect(await within(form).findByText('Not ready to save: Question name is Required')).toBeTruthy();
    await user.type(within(form).getByLabelText('Question name'), 'Red flags of chest pain');
    act(() => fillRichText(within(form).getByRole('textbox', { name: 'Question' }), '<p>Which?</p>'));
    act(() => fillRichText(within(form).getByRole('textbox', { name: 'Answer A' }), '<p>Radiation to the jaw</p>'));
    act(() => fillRichText(within(form).getByRole('textbox', { name: 'Answer B' }), '<p>Sweating</p>'));
    await user.selectOptions(within(form).getByLabelText('Number of expected answers'), '2');
    expect(await within(form).findByText(`Not ready to save: ${Messages.notEnoughCorrectAnswers(2)}`)).toBeTruthy();

    await user.click(within(form).getByLabelText('Answer A is correct'));
    const scoreA = within(form).getByLabelText('Answer A score');
    await user.clear(scoreA);
    await user.type(scoreA, '150');
    expect(await within(form).findByText(Messages.answerScoreRange)).toBeTruthy();
    await user.clear(scoreA);
    await user.type(scoreA, '60');
    await waitFor(() => expect(within(form).queryByText(Messages.answerScoreRange)).toBeNull());
    // One correct answer of two expected: still refused.
    expect(await within(form).findByText('Select at least 2 correct answer(s)')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.click(within(form).getByLabelText('Answer B is correct'));
    await user.type(within(form).getByLabelText('Answer B score'), '40');
    expect(await bodySentOnSave(user, form, api, q.saveMsqMo)).toMatchObject({
      msqQuestionDTO: {
        topicID: ids.heartFailure,
        questionName: 'Red flags of chest pain',
        msqType: 'MSQ',
        status: 'ACT',
        selectedForMock: 'N',
      },
      msqmoQuestionDTO: {
        question: '<p>Which?</p>',
        noOfAnswers: 2,
        noOfExpectedAnswers: 2,
        msqmoAnswerDTOList: [
          { answer: '<p>Radiation to the jaw</p>', correctAnswer: true, answerScore: 60, displayOrder: 1 },
          { answer: '<p>Sweating</p>', correctAnswer: true, answerScore: 40, displayOrder: 2 },
        ],
      },
    });
  });

  it('resets the score to 0 when an answer is no longer correct', async () => {
    fakeApi({
      ...signedInAs(),
      ...msqTopic(),
    });
    const { user } = renderApp(PATH);
    await startNewQuestion(user, 'KFP(MSQ)');
    const form = await screen.findByRole('form', { name: 'KFP(MSQ) question' });
    await user.click(within(form).getByLabelText('Answer A is correct'));
    const score = within(form).getByLabelText('Answer A score') as HTMLInputElement;
    await user.clear(score);
    await user.type(score, '75');
    await user.click(within(form).getByLabelText('Answer A is correct'));
    await waitFor(() => expect(score.value).toBe('0'));
  });
});
