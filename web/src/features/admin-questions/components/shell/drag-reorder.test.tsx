import { Messages, type KfpCaseDTO } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { chapterMenu, endpoints, ids, signedInAs } from '@/testing/fixtures';
import { startDrag } from '@/testing/drag';
import { renderApp } from '@/testing/render-app';
import {
  aktQuestion,
  aktTopic,
  kfpCase,
  kfpCasesToSwap,
  kfpEditor,
  kfpQuestion,
  qids,
  questionEndpoints as q,
  secondKfpCase,
  secondKfpQuestion,
} from '../../testing/question-fixtures';
import { rememberedTopicKeys } from './remembered-topic';

/** Drags the card named `from` by its grip onto the card named `to`, as a browser would. */
function dragCard(list: HTMLElement, from: string, to: string) {
  const source = within(list).getByRole('listitem', { name: from });
  const target = within(list).getByRole('listitem', { name: to });
  return startDrag(within(source).getByRole('img', { name: `Drag ${from}` }), target);
}

const topLevel = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => item.getAttribute('aria-label'));

beforeEach(() => window.localStorage.clear());

describe('drag and drop of question cards', () => {
  const caseA = kfpCase();
  const caseB = secondKfpCase();
  const kfpSignedIn = () => signedInAs(kfpEditor());

  it('KFP: dropping a case on another persists the whole new order with updateKFPCaseDisplayOrder', async () => {
    window.localStorage.setItem(rememberedTopicKeys.KFP, ids.heartFailure);
    const api = fakeApi({
      ...kfpSignedIn(),
      ...kfpCasesToSwap(),
    });
    renderApp('/admin/kfp-questions');
    const list = await screen.findByRole('list', { name: 'KFP cases' }, { timeout: 5000 });
    await within(list).findByRole('listitem', { name: caseB.caseName });

    const drag = dragCard(list, caseA.caseName, caseB.caseName);
    // Dragged down: the indicator is below the card it lands after.
    expect(drag.target.querySelector('[data-drop-indicator="after"]')).not.toBeNull();
    drag.drop();

    await waitFor(() => expect(api.callsTo(q.kfpCaseOrder)).toHaveLength(1));
    expect(api.callsTo(q.kfpCaseOrder)[0]?.body).toEqual({
      topicID: ids.heartFailure,
      kfpCaseIDs: [qids.kfpCaseB, qids.kfpCaseA],
    });
    await waitFor(() => expect(topLevel(list)).toEqual([caseB.caseName, caseA.caseName]));
    expect(list.querySelector('[data-drop-indicator]')).toBeNull();
  });

  it("KFP: dropping a question inside an open case persists with updateKFPCaseQuestionDisplayOrder and leaves the cases' order alone", async () => {
    window.localStorage.setItem(rememberedTopicKeys.KFP, ids.heartFailure);
    const q1 = kfpQuestion();
    const q2 = secondKfpQuestion();
    const loaded: KfpCaseDTO = { ...caseA, kfpCaseQuestions: [q1, q2], noOfQuestions: 2 };
    const api = fakeApi({
      ...kfpSignedIn(),
      [endpoints.chapterMenu]: ok(chapterMenu()),
      [q.kfpList]: ok([{ ...caseA, noOfQuestions: 2 }, caseB]),
      [q.kfpByID(qids.kfpCaseA)]: ok(loaded),
      [q.kfpQuestionOrder]: ok({ ...loaded, version: 4, kfpCaseQuestions: [q2, q1] }, Messages.successfullyUpdated),
    });
    const { user } = renderApp('/admin/kfp-questions');
    const card = await screen.findByRole('listitem', { name: caseA.caseName }, { timeout: 5000 });
    await user.click(within(card).getByRole('button', { expanded: false }));
    const questions = await within(card).findByRole('list', { name: `Questions of ${caseA.caseName}` });

    dragCard(questions, 'Question 2', 'Question 1').drop();

    await waitFor(() => expect(api.callsTo(q.kfpQuestionOrder)).toHaveLength(1));
    expect(api.callsTo(q.kfpQuestionOrder)[0]?.body).toEqual({
      kfpCaseID: qids.kfpCaseA,
      kfpCaseQuestionIDs: [qids.kfpQuestion2, qids.kfpQuestion1],
      version: 3,
    });
    expect(api.callsTo(q.kfpCaseOrder)).toHaveLength(0);
  });

  it('AKT: dropping reorders the cards on screen only, with no call to the server', async () => {
    window.localStorage.setItem(rememberedTopicKeys.AKT, ids.heartFailure);
    const first = aktQuestion({ aktAnswerType: 'MULTIPLE_CHOICE' });
    const second = aktQuestion({
      aktQuestionID: qids.emQuestion,
      questionName: 'Chronic heart failure drugs',
      displayOrder: 2,
    });
    const api = fakeApi({
      ...signedInAs(),
      ...aktTopic([first, second]),
    });
    renderApp('/admin/akt-questions');
    const list = await screen.findByRole('list', { name: 'AKT questions' }, { timeout: 5000 });
    await within(list).findByRole('listitem', { name: second.questionName });
    const callsBefore = api.calls.length;

    const drag = dragCard(list, second.questionName, first.questionName);
    expect(drag.target.querySelector('[data-drop-indicator="before"]')).not.toBeNull();
    drag.drop();

    await waitFor(() => expect(topLevel(list)).toEqual([second.questionName, first.questionName]));
    expect(api.calls.slice(callsBefore).filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
