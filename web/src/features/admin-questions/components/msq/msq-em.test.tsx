import { Messages, type MsqemResponseDTO } from '@notebook/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { ids, signedInAs } from '@/testing/fixtures';
import { bodySentOnSave } from '@/testing/forms';
import { renderApp } from '@/testing/render-app';
import {
  msqEmResponse,
  msqEmSubQuestion,
  msqTopic,
  qids,
  questionEndpoints as q,
  savedMsqEm,
  startNewQuestion,
} from '../../testing/question-fixtures';
import { fillRichText } from '@/testing/rich-text';
import { rememberedTopicKeys } from '../shell/remembered-topic';
import { QuestionTexts } from '../shell/texts';

const PATH = '/admin/kfp-msq-questions';

beforeEach(() => window.localStorage.clear());

describe('KFP(MSQ) extended match', () => {
  it('creates one: answers first (saveUpdateMSQEMAnswerList), then a sub-question (saveUpdateMSQEMQuestion)', async () => {
    const saved = msqEmResponse();
    const withSub: MsqemResponseDTO = msqEmResponse({
      msqemAnswerListDTO: {
        ...saved.msqemAnswerListDTO,
        msqQuestionDTO: { ...saved.msqemAnswerListDTO.msqQuestionDTO, version: 2 },
      },
      msqemQuestionDTOList: [msqEmSubQuestion('<p>First line in type 2 diabetes?</p>', qids.msqAnswerA)],
    });
    const api = fakeApi({
      ...signedInAs(),
      ...msqTopic(),
      [q.saveMsqEmAnswers]: ok(saved, Messages.successfullySaved),
      [q.msqByID(qids.msqQuestion)]: [ok(saved), ok(withSub)],
      [q.saveMsqEmQuestion]: ok(withSub, Messages.successfullySaved),
    });
    const { user } = renderApp(PATH);
    await startNewQuestion(user, 'KFP(MSQ)');
    await user.selectOptions(await screen.findByLabelText('Answer type'), 'EXTENDED_MATCH');

    const form = await screen.findByRole('form', { name: 'KFP(MSQ) question' });
    expect(within(form).queryByRole('textbox', { name: 'Question' })).toBeNull();
    const save = within(form).getByRole('button', { name: 'Save' });
    await user.type(within(form).getByLabelText('Question name'), saved.msqemAnswerListDTO.msqQuestionDTO.questionName);
    act(() => fillRichText(within(form).getByRole('textbox', { name: 'Answer A' }), '<p>Metformin</p>'));
    expect(save.hasAttribute('disabled')).toBe(true);
    act(() => fillRichText(within(form).getByRole('textbox', { name: 'Answer B' }), '<p>Gliclazide</p>'));
    const sent = await bodySentOnSave(user, form, api, q.saveMsqEmAnswers);
    expect(sent).toMatchObject({
      msqQuestionDTO: {
        topicID: ids.heartFailure,
        msqType: 'MSQ',
        status: 'ACT',
        selectedForMock: 'N',
        noOfAnswers: 2,
      },
      msqemAnswerDTOList: [
        { answer: '<p>Metformin</p>', displayOrder: 1 },
        { answer: '<p>Gliclazide</p>', displayOrder: 2 },
      ],
    });
    expect((sent as { msqQuestionDTO: object }).msqQuestionDTO).not.toHaveProperty('explanation');

    const questions = await screen.findByRole('region', { name: 'Questions' });
    expect(within(questions).getByText(QuestionTexts.noQuestions)).toBeTruthy();
    expect(screen.getByText(QuestionTexts.noExplanation)).toBeTruthy();
    // Once saved, the answer type can still change (after a confirm, see answer-type-change.test.tsx).
    expect((screen.getByLabelText('Answer type') as HTMLSelectElement).value).toBe('EXTENDED_MATCH');
    await user.click(within(questions).getByRole('button', { name: 'New Question' }));
    const subForm = await screen.findByRole('form', { name: 'New sub-question' });
    const correct = within(subForm).getByLabelText('Correct Answer') as HTMLSelectElement;
    expect(Array.from(correct.options).map((option) => option.text)).toEqual([
      QuestionTexts.noSelection,
      'A. Metformin',
      'B. Gliclazide',
    ]);
    act(() =>
      fillRichText(within(subForm).getByRole('textbox', { name: 'Question' }), '<p>First line in type 2 diabetes?</p>'),
    );
    await user.selectOptions(correct, 'A. Metformin');
    const subSave = within(subForm).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(subSave.hasAttribute('disabled')).toBe(false));
    await user.click(subSave);

    await waitFor(() => expect(api.callsTo(q.saveMsqEmQuestion)).toHaveLength(1));
    expect(api.callsTo(q.saveMsqEmQuestion)[0]?.body).toEqual({
      msqQuestionID: qids.msqQuestion,
      question: '<p>First line in type 2 diabetes?</p>',
      correctAnswerID: qids.msqAnswerA,
      status: 'ACT',
      version: 1,
    });
    expect(await screen.findByRole('listitem', { name: 'Question 1' })).toBeTruthy();
  });

  it('edits the explanation and removes a sub-question from the expanded card', async () => {
    window.localStorage.setItem(rememberedTopicKeys.MSQ, ids.heartFailure);
    const loaded = msqEmResponse({
      msqemQuestionDTOList: [msqEmSubQuestion('<p>On a sulfonylurea?</p>', qids.msqAnswerB)],
    });
    const { listed, routes } = savedMsqEm(loaded);
    const api = fakeApi({
      ...routes,
      [q.removeMsqEmQuestion]: ok(msqEmResponse(), Messages.successfullyRemoved),
    });
    const { user } = renderApp(PATH);
    const card = await screen.findByRole('listitem', { name: listed.questionName });
    expect(within(card).getByRole('button', { name: `Edit ${listed.questionName}` })).toBeTruthy();
    await user.click(within(card).getByRole('button', { expanded: false, name: /Red flags/ }));

    const explanation = await within(card).findByRole('region', { name: 'Explanation' });
    await user.click(within(explanation).getByRole('button', { name: 'Add explanation' }));
    const form = within(explanation).getByRole('form', { name: 'Explanation' });
    act(() => fillRichText(within(form).getByRole('textbox', { name: 'Explanation' }), '<p>Metformin first.</p>'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(q.saveMsqEmAnswers)).toHaveLength(1));
    expect(api.callsTo(q.saveMsqEmAnswers)[0]?.body).toMatchObject({
      msqQuestionDTO: {
        msqQuestionID: qids.msqQuestion,
        explanation: '<p>Metformin first.</p>',
        noOfAnswers: 2,
        version: 1,
      },
      msqemAnswerDTOList: [
        { msqEmAnswerID: qids.msqAnswerA, answer: 'Metformin' },
        { msqEmAnswerID: qids.msqAnswerB, answer: 'Gliclazide' },
      ],
    });

    await user.click(within(card).getByRole('button', { name: 'Remove Question 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: QuestionTexts.removeMsqEmQuestionTitle });
    expect(within(dialog).getByText(QuestionTexts.removeQuestion)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api.callsTo(q.removeMsqEmQuestion)[0]?.body).toEqual({
        msqQuestionID: qids.msqQuestion,
        msqEmQuestionID: qids.msqEmQuestion,
        version: 1,
      }),
    );
  });
});
