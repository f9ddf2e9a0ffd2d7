import { Messages, type MsqmoSaveDTO } from '@notebook/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { ids, signedInAs } from '@/testing/fixtures';
import { bodySentOnSave } from '@/testing/forms';
import { renderApp } from '@/testing/render-app';
import {
  aktQuestion,
  aktEmSubQuestion,
  aktTopic,
  editListedQuestion,
  emResponse,
  msqEmResponse,
  msqQuestion,
  msqTopic,
  qids,
  questionEndpoints as q,
} from '../../testing/question-fixtures';
import { fillRichText } from '@/testing/rich-text';
import { rememberedTopicKeys } from './remembered-topic';
import { QuestionTexts } from './texts';

/** The text in an answer's rich-text editor. */
const answerValue = (form: HTMLElement, label: string) =>
  within(form).getByRole('textbox', { name: label }).textContent;

beforeEach(() => window.localStorage.clear());

describe('changing the answer type of a saved question', () => {
  it('AKT: asks first; "No" keeps the answers, "Yes" resets them to blank ones keeping the count; the save sends the new type', async () => {
    window.localStorage.setItem(rememberedTopicKeys.AKT, ids.heartFailure);
    const saved = emResponse({
      aktemQuestionDTOList: [aktEmSubQuestion('<p>Which?</p>', qids.answerA)],
    });
    const listed = aktQuestion();
    const api = fakeApi({
      ...signedInAs(),
      ...aktTopic([listed]),
      [q.aktByID(qids.aktQuestion)]: ok(saved),
      [q.saveAktMo]: ok({}, Messages.successfullySaved),
    });
    const { user } = renderApp('/admin/akt-questions');
    const form = await editListedQuestion(user, 'AKT', listed.questionName);
    expect(answerValue(form, 'Answer A')).toBe('Furosemide');
    const answerType = within(form).getByLabelText('Answer type') as HTMLSelectElement;
    expect(answerType.disabled).toBe(false);

    await user.selectOptions(answerType, 'MULTIPLE_CHOICE');
    let dialog = await screen.findByRole('alertdialog', { name: QuestionTexts.changeAnswerTypeTitle });
    expect(within(dialog).getByText(QuestionTexts.changeAnswerType)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((within(form).getByLabelText('Answer type') as HTMLSelectElement).value).toBe('EXTENDED_MATCH');
    expect(answerValue(form, 'Answer A')).toBe('Furosemide');

    await user.selectOptions(within(form).getByLabelText('Answer type'), 'MULTIPLE_CHOICE');
    dialog = await screen.findByRole('alertdialog', { name: QuestionTexts.changeAnswerTypeTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    const mo = await screen.findByRole('form', { name: 'AKT question' });
    await waitFor(() =>
      expect((within(mo).getByLabelText('Answer type') as HTMLSelectElement).value).toBe('MULTIPLE_CHOICE'),
    );
    // Blank answers, the count kept; the details kept; the old sub-questions no longer shown.
    expect(answerValue(mo, 'Answer A')).toBe('');
    expect(answerValue(mo, 'Answer B')).toBe('');
    expect(within(mo).queryByLabelText('Answer C')).toBeNull();
    expect((within(mo).getByLabelText('Question name') as HTMLInputElement).value).toBe(listed.questionName);
    expect(screen.queryByText('Furosemide')).toBeNull();

    act(() =>
      fillRichText(within(mo).getByRole('textbox', { name: 'Question' }), '<p>First-line for fluid overload?</p>'),
    );
    act(() => fillRichText(within(mo).getByRole('textbox', { name: 'Answer A' }), '<p>Furosemide</p>'));
    act(() => fillRichText(within(mo).getByRole('textbox', { name: 'Answer B' }), '<p>Digoxin</p>'));
    await user.click(within(mo).getByLabelText('Answer A is correct'));
    const body = (await bodySentOnSave(user, mo, api, q.saveAktMo)) as {
      aktQuestionDTO: object;
      aktmoQuestionDTO: { aktmoAnswerDTOList: object[] };
    };
    expect(body).toMatchObject({
      aktQuestionDTO: { aktQuestionID: qids.aktQuestion, version: 1, questionName: listed.questionName },
      aktmoQuestionDTO: {
        noOfAnswers: 2,
        aktmoAnswerDTOList: [
          { answer: '<p>Furosemide</p>', correctAnswer: true },
          { answer: '<p>Digoxin</p>', correctAnswer: false },
        ],
      },
    });
    // All new answers: the server retires the old ones and the sub-questions.
    for (const answer of body.aktmoQuestionDTO.aktmoAnswerDTOList) expect(answer).not.toHaveProperty('aktMoAnswerID');
  });

  it('MSQ: a saved multiple-choice question becomes extended match after the confirm, with blank answers keeping the count and the edited details', async () => {
    window.localStorage.setItem(rememberedTopicKeys.MSQ, ids.heartFailure);
    const listed = msqQuestion({ selectedForMock: 'N' });
    const saved: MsqmoSaveDTO = {
      msqQuestionDTO: listed,
      msqmoQuestionDTO: {
        question: '<p>Which?</p>',
        noOfAnswers: 3,
        noOfExpectedAnswers: 1,
        status: 'ACT',
        msqmoAnswerDTOList: ['Jaw pain', 'Sweating', 'Itch'].map((answer, index) => ({
          msqMoAnswerID: `0190a3b4-0000-7000-8000-00000000c1a${index}`,
          answer,
          answerScore: index === 0 ? 100 : 0,
          correctAnswer: index === 0,
          displayOrder: index + 1,
          status: 'ACT' as const,
        })),
      },
    };
    const api = fakeApi({
      ...signedInAs(),
      ...msqTopic([listed]),
      [q.msqByID(qids.msqQuestion)]: ok(saved),
      [q.saveMsqEmAnswers]: ok(msqEmResponse(), Messages.successfullySaved),
    });
    const { user } = renderApp('/admin/kfp-msq-questions');
    const form = await editListedQuestion(user, 'KFP(MSQ)', listed.questionName);
    expect(answerValue(form, 'Answer A')).toBe('Jaw pain');
    // Edits made before the change are kept: the details and the count.
    const name = within(form).getByLabelText('Question name');
    await user.clear(name);
    await user.type(name, 'Chest pain causes');
    await user.selectOptions(within(form).getByLabelText('Number of answers'), '4');

    await user.selectOptions(within(form).getByLabelText('Answer type'), 'EXTENDED_MATCH');
    const dialog = await screen.findByRole('alertdialog', { name: QuestionTexts.changeAnswerTypeTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() =>
      expect((screen.getByLabelText('Answer type') as HTMLSelectElement).value).toBe('EXTENDED_MATCH'),
    );
    const em = screen.getByRole('form', { name: 'KFP(MSQ) question' });
    expect(['Answer A', 'Answer B', 'Answer C', 'Answer D'].map((label) => answerValue(em, label))).toEqual([
      '',
      '',
      '',
      '',
    ]);
    expect(within(em).queryByLabelText('Answer E')).toBeNull();
    expect((within(em).getByLabelText('Question name') as HTMLInputElement).value).toBe('Chest pain causes');
    act(() => fillRichText(within(em).getByRole('textbox', { name: 'Answer A' }), '<p>Metformin</p>'));
    act(() => fillRichText(within(em).getByRole('textbox', { name: 'Answer B' }), '<p>Gliclazide</p>'));
    act(() => fillRichText(within(em).getByRole('textbox', { name: 'Answer C' }), '<p>Insulin</p>'));
    act(() => fillRichText(within(em).getByRole('textbox', { name: 'Answer D' }), '<p>Acarbose</p>'));
    expect(await bodySentOnSave(user, em, api, q.saveMsqEmAnswers)).toEqual({
      msqQuestionDTO: expect.objectContaining({
        msqQuestionID: qids.msqQuestion,
        version: 1,
        noOfAnswers: 4,
        questionName: 'Chest pain causes',
      }),
      msqemAnswerDTOList: [
        { answer: '<p>Metformin</p>', displayOrder: 1 },
        { answer: '<p>Gliclazide</p>', displayOrder: 2 },
        { answer: '<p>Insulin</p>', displayOrder: 3 },
        { answer: '<p>Acarbose</p>', displayOrder: 4 },
      ],
    });
  });
});
