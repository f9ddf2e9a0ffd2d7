import { Messages, QuestionBankLimits, type KfpCaseDTO } from '@notebook/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { chapterMenu, endpoints, ids, signedInAs } from '@/testing/fixtures';
import { bodySentOnSave } from '@/testing/forms';
import { renderApp } from '@/testing/render-app';
import {
  kfpCase,
  kfpCasesToSwap,
  kfpEditor,
  kfpQuestion,
  qids,
  questionEndpoints as q,
  secondKfpCase,
  secondKfpQuestion,
} from '../../testing/question-fixtures';
import { fillRichText } from '@/testing/rich-text';
import { rememberedTopicKeys } from '../shell/remembered-topic';
import { QuestionTexts } from '../shell/texts';

// The KFP screen opens to any admin; changing cases needs the KFP add/edit code.
const signedIn = (privileges?: readonly string[]) => signedInAs(kfpEditor(privileges));
const PATH = '/admin/kfp-questions';
const caseA = kfpCase();
const caseB = secondKfpCase();

beforeEach(() => window.localStorage.clear());

describe('KFP question editor', () => {
  it("shows 'No question(s) added' for a topic without cases and remembers the topic under the KFP key", async () => {
    fakeApi({ ...signedIn(), [endpoints.chapterMenu]: ok(chapterMenu()), [q.kfpList]: ok([]) });
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Heart failure' }));
    const panel = await screen.findByRole('region', { name: 'Heart failure' });
    expect(await within(panel).findByText(Messages.noQuestionsAdded)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'New KFP case' })).toBeTruthy();
    expect(within(panel).queryByText(/Mock questions/)).toBeNull();
    expect(window.localStorage.getItem(rememberedTopicKeys.KFP)).toBe(ids.heartFailure);
    expect(window.localStorage.getItem(rememberedTopicKeys.AKT)).toBeNull();
  });

  it('an admin without the KFP add/edit code reads the cases but is offered no new, edit, remove or move control', async () => {
    window.localStorage.setItem(rememberedTopicKeys.KFP, ids.heartFailure);
    fakeApi({ ...signedIn([]), [endpoints.chapterMenu]: ok(chapterMenu()), [q.kfpList]: ok([caseA, caseB]) });
    renderApp(PATH);
    const card = await screen.findByRole('listitem', { name: caseA.caseName });
    const panel = screen.getByRole('region', { name: 'Heart failure' });
    expect(within(panel).queryByRole('button', { name: 'New KFP case' })).toBeNull();
    for (const name of [`Edit ${caseA.caseName}`, `Remove ${caseA.caseName}`, `Move ${caseA.caseName} down`])
      expect(within(card).queryByRole('button', { name })).toBeNull();
  });

  it('validates the case form: name required and at most 400, description required; Save disabled until valid', async () => {
    window.localStorage.setItem(rememberedTopicKeys.KFP, ids.heartFailure);
    const api = fakeApi({
      ...signedIn(),
      [endpoints.chapterMenu]: ok(chapterMenu()),
      [q.kfpList]: [ok([]), ok([caseA])],
      [q.saveKfpCase]: ok(caseA, Messages.successfullySaved),
    });
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'New KFP case' }));
    const form = await screen.findByRole('form', { name: 'KFP case' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);

    const name = within(form).getByLabelText('Case name');
    await user.click(name);
    await user.paste('x'.repeat(QuestionBankLimits.caseNameMax + 1));
    expect(await within(form).findByText(Messages.maxLength(QuestionBankLimits.caseNameMax))).toBeTruthy();
    await user.clear(name);
    expect(await within(form).findByText(Messages.requiredWithLabel('Case name'))).toBeTruthy();
    await user.type(name, caseA.caseName);
    expect(save.hasAttribute('disabled')).toBe(true);
    act(() => fillRichText(within(form).getByRole('textbox', { name: 'Case description' }), caseA.caseDescription));
    expect(await bodySentOnSave(user, form, api, q.saveKfpCase)).toEqual({
      topicID: ids.heartFailure,
      caseName: caseA.caseName,
      caseDescription: caseA.caseDescription,
      status: 'ACT',
      // The source fields left empty (issue 29): nothing recorded.
      sourceTitle: null,
      sourceUrl: null,
      lastReviewedOn: null,
    });
    const card = await screen.findByRole('listitem', { name: caseA.caseName });
    // Case names are cut at 25 characters.
    expect(within(card).getByText('Mrs A, 45, tired all the ...')).toBeTruthy();
  });

  it("removes a case after 'Are you sure to remove the kfp case?'", async () => {
    window.localStorage.setItem(rememberedTopicKeys.KFP, ids.heartFailure);
    const api = fakeApi({
      ...signedIn(),
      [endpoints.chapterMenu]: ok(chapterMenu()),
      [q.kfpList]: [ok([caseA]), ok([])],
      [q.removeKfpCase]: ok({ removedID: caseA.kfpCaseID }, Messages.successfullyRemoved),
    });
    const { user } = renderApp(PATH);
    const card = await screen.findByRole('listitem', { name: caseA.caseName });
    await user.click(within(card).getByRole('button', { name: `Remove ${caseA.caseName}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove' });
    expect(within(dialog).getByText(QuestionTexts.removeKfpCase)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api.callsTo(q.removeKfpCase)[0]?.body).toEqual({ kfpCaseID: caseA.kfpCaseID, version: 3 }),
    );
    expect(await screen.findByText(Messages.noQuestionsAdded)).toBeTruthy();
  });

  it('removing an expanded case does not ask for it again (no "not found" after "Successfully removed")', async () => {
    window.localStorage.setItem(rememberedTopicKeys.KFP, ids.heartFailure);
    const api = fakeApi({
      ...signedIn(),
      [endpoints.chapterMenu]: ok(chapterMenu()),
      [q.kfpList]: [ok([caseA]), ok([])],
      [q.kfpByID(qids.kfpCaseA)]: [
        ok({ ...caseA, kfpCaseQuestions: [kfpQuestion()], noOfQuestions: 1 }),
        failed(404, Messages.notFound),
      ],
      [q.removeKfpCase]: ok({ removedID: caseA.kfpCaseID }, Messages.successfullyRemoved),
    });
    const { user } = renderApp(PATH);
    const card = await screen.findByRole('listitem', { name: caseA.caseName });
    await user.click(within(card).getByRole('button', { expanded: false, name: /Mrs A/ }));
    await within(card).findByRole('list', { name: `Questions of ${caseA.caseName}` });
    await user.click(within(card).getByRole('button', { name: `Remove ${caseA.caseName}` }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText(Messages.noQuestionsAdded)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo(q.kfpByID(qids.kfpCaseA))).toHaveLength(1);
    expect(screen.queryByText(Messages.notFound)).toBeNull();
  });

  it('moves a case up and persists the whole new order with updateKFPCaseDisplayOrder', async () => {
    window.localStorage.setItem(rememberedTopicKeys.KFP, ids.heartFailure);
    const api = fakeApi({
      ...signedIn(),
      ...kfpCasesToSwap(),
    });
    const { user } = renderApp(PATH);
    const list = await screen.findByRole('list', { name: 'KFP cases' });
    const first = await within(list).findByRole('listitem', { name: caseA.caseName });
    expect(
      within(first)
        .getByRole('button', { name: `Move ${caseA.caseName} up` })
        .hasAttribute('disabled'),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: `Move ${caseB.caseName} up` }));

    await waitFor(() => expect(api.callsTo(q.kfpCaseOrder)).toHaveLength(1));
    expect(api.callsTo(q.kfpCaseOrder)[0]?.body).toEqual({
      topicID: ids.heartFailure,
      kfpCaseIDs: [qids.kfpCaseB, qids.kfpCaseA],
    });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .filter((item) => item.parentElement === list)
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual([caseB.caseName, caseA.caseName]),
    );
  });

  it('loads a case on expand; reorders its questions with updateKFPCaseQuestionDisplayOrder; removes one after its confirm', async () => {
    window.localStorage.setItem(rememberedTopicKeys.KFP, ids.heartFailure);
    const q1 = kfpQuestion();
    const q2 = secondKfpQuestion();
    const loaded: KfpCaseDTO = { ...caseA, kfpCaseQuestions: [q1, q2], noOfQuestions: 2 };
    const reordered: KfpCaseDTO = { ...loaded, version: 4, kfpCaseQuestions: [q2, q1] };
    const api = fakeApi({
      ...signedIn(),
      [endpoints.chapterMenu]: ok(chapterMenu()),
      [q.kfpList]: ok([{ ...caseA, noOfQuestions: 2 }]),
      [q.kfpByID(qids.kfpCaseA)]: ok(loaded),
      [q.kfpQuestionOrder]: ok(reordered, Messages.successfullyUpdated),
      [q.removeKfpQuestion]: ok(
        { ...reordered, version: 5, kfpCaseQuestions: [q2], noOfQuestions: 1 },
        Messages.successfullyRemoved,
      ),
    });
    const { user } = renderApp(PATH);
    const card = await screen.findByRole('listitem', { name: caseA.caseName });
    expect(api.callsTo(q.kfpByID(qids.kfpCaseA))).toHaveLength(0);
    await user.click(within(card).getByRole('button', { expanded: false, name: /Mrs A/ }));
    const questions = await within(card).findByRole('list', { name: `Questions of ${caseA.caseName}` });
    expect(within(card).getByText('A 45-year-old woman is tired.')).toBeTruthy();

    await user.click(within(questions).getByRole('button', { name: 'Move Question 2 up' }));
    await waitFor(() => expect(api.callsTo(q.kfpQuestionOrder)).toHaveLength(1));
    expect(api.callsTo(q.kfpQuestionOrder)[0]?.body).toEqual({
      kfpCaseID: qids.kfpCaseA,
      kfpCaseQuestionIDs: [qids.kfpQuestion2, qids.kfpQuestion1],
      version: 3,
    });
    await user.click(within(questions).getByRole('button', { name: 'Question 1', expanded: false }));
    expect(await within(questions).findByText('What do you tell her?')).toBeTruthy();

    await user.click(within(questions).getByRole('button', { name: 'Remove Question 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove' });
    expect(within(dialog).getByText(QuestionTexts.removeQuestion)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api.callsTo(q.removeKfpQuestion)[0]?.body).toEqual({
        kfpCaseQuestionID: qids.kfpQuestion1,
        kfpCaseID: qids.kfpCaseA,
        version: 4,
      }),
    );
    await waitFor(() => expect(within(card).queryByRole('listitem', { name: 'Question 2' })).toBeNull());
  });

  it('adds a question: 2 answers by default, correct ticks only for multiple choice, TEXT answers sent without one', async () => {
    window.localStorage.setItem(rememberedTopicKeys.KFP, ids.heartFailure);
    const saved: KfpCaseDTO = {
      ...caseA,
      version: 4,
      kfpCaseQuestions: [kfpQuestion({ kfpAnswerType: 'TEXT', noOfAnswers: 3 })],
      noOfQuestions: 1,
    };
    const api = fakeApi({
      ...signedIn(),
      [endpoints.chapterMenu]: ok(chapterMenu()),
      [q.kfpList]: ok([caseA]),
      [q.kfpByID(qids.kfpCaseA)]: ok(caseA),
      [q.saveKfpQuestion]: ok(saved, Messages.successfullySaved),
    });
    const { user } = renderApp(PATH);
    const card = await screen.findByRole('listitem', { name: caseA.caseName });
    await user.click(within(card).getByRole('button', { expanded: false, name: /Mrs A/ }));
    expect(await within(card).findByText(QuestionTexts.noQuestions)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'New question' }));

    const form = await screen.findByRole('form', { name: 'New KFP question' });
    expect((within(form).getByLabelText('Number of answers') as HTMLSelectElement).value).toBe('2');
    expect(within(form).getByLabelText('Answer A is correct')).toBeTruthy();
    await user.selectOptions(within(form).getByLabelText('Answer type'), 'TEXT');
    expect(within(form).queryByLabelText('Answer A is correct')).toBeNull();
    await user.selectOptions(within(form).getByLabelText('Number of answers'), '3');
    act(() => fillRichText(within(form).getByRole('textbox', { name: 'Question' }), '<p>What do you tell her?</p>'));
    act(() => fillRichText(within(form).getByRole('textbox', { name: 'Answer A' }), '<p>Explain</p>'));
    act(() => fillRichText(within(form).getByRole('textbox', { name: 'Answer B' }), '<p>Reassure</p>'));
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    act(() => fillRichText(within(form).getByRole('textbox', { name: 'Answer C' }), '<p>Review</p>'));
    expect(await bodySentOnSave(user, form, api, q.saveKfpQuestion)).toMatchObject({
      kfpCaseID: qids.kfpCaseA,
      question: '<p>What do you tell her?</p>',
      kfpAnswerType: 'TEXT',
      noOfAnswers: 3,
      status: 'ACT',
      version: 3,
      questionAnswers: [
        { answer: '<p>Explain</p>', correctAnswer: false, displayOrder: 1 },
        { answer: '<p>Reassure</p>', correctAnswer: false, displayOrder: 2 },
        { answer: '<p>Review</p>', correctAnswer: false, displayOrder: 3 },
      ],
    });
    expect(await within(card).findByRole('listitem', { name: 'Question 1' })).toBeTruthy();
  });
});
