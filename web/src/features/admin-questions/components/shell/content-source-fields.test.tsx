import { ContentSourceMessages, Messages } from '@notebook/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { chapterMenu, endpoints, ids, signedInAs, superAdmin } from '@/testing/fixtures';
import { bodySentOnSave } from '@/testing/forms';
import { renderApp } from '@/testing/render-app';
import {
  aktQuestion,
  aktTopic,
  editListedQuestion,
  emResponse,
  kfpCase,
  kfpEditor,
  msqEmResponse,
  qids,
  questionEndpoints as q,
  savedMsqEm,
} from '../../testing/question-fixtures';
import { rememberedTopicKeys } from './remembered-topic';

const topicLessons = 'POST /api/adminChapter/getTopicLessons';
const noLessons = ok({ topicID: ids.heartFailure, lessons: [] });
const recorded = {
  sourceTitle: 'Heart Foundation heart failure guideline',
  sourceUrl: 'https://www.heartfoundation.org.au/',
  lastReviewedOn: '2025-04-02',
};

beforeEach(() => window.localStorage.clear());

/** The three source fields of a form, as the editor shows them. */
function sourceFields(form: HTMLElement) {
  return {
    title: within(form).getByLabelText(/^Source/, { selector: 'input:not([type=url])' }) as HTMLInputElement,
    url: within(form).getByLabelText('Source link') as HTMLInputElement,
    reviewedOn: within(form).getByLabelText('Last reviewed') as HTMLInputElement,
  };
}

describe('the source fields of the question editors (issue 29)', () => {
  it('a KFP case shows its recorded source; a new review date goes with the save', async () => {
    window.localStorage.setItem(rememberedTopicKeys.KFP, ids.heartFailure);
    const sourced = kfpCase(recorded);
    const api = fakeApi({
      ...signedInAs(kfpEditor()),
      [endpoints.chapterMenu]: ok(chapterMenu()),
      [q.kfpList]: ok([sourced]),
      [q.kfpByID(qids.kfpCaseA)]: ok(sourced),
      [q.saveKfpCase]: ok(sourced, Messages.successfullySaved),
      [topicLessons]: noLessons,
    });
    const { user } = renderApp('/admin/kfp-questions');
    const card = await screen.findByRole('listitem', { name: sourced.caseName });
    await user.click(within(card).getByRole('button', { name: `Edit ${sourced.caseName}` }));
    const form = await screen.findByRole('form', { name: 'KFP case' });
    const fields = sourceFields(form);
    expect([fields.title.value, fields.url.value, fields.reviewedOn.value]).toEqual([
      recorded.sourceTitle,
      recorded.sourceUrl,
      recorded.lastReviewedOn,
    ]);
    fireEvent.change(fields.reviewedOn, { target: { value: '2026-11-02' } });
    expect(await bodySentOnSave(user, form, api, q.saveKfpCase)).toMatchObject({
      ...recorded,
      lastReviewedOn: '2026-11-02',
    });
  });

  it('an AKT question refuses a link that is not https and sends the title and link once it is', async () => {
    window.localStorage.setItem(rememberedTopicKeys.AKT, ids.heartFailure);
    const detail = emResponse();
    const api = fakeApi({
      ...signedInAs(superAdmin()),
      ...aktTopic([aktQuestion()]),
      [q.aktByID(qids.aktQuestion)]: ok(detail),
      [q.saveAktEmAnswers]: ok(detail.aktemAnswerListDTO, Messages.successfullySaved),
      [topicLessons]: noLessons,
    });
    const { user } = renderApp('/admin/akt-questions');
    const form = await editListedQuestion(user, 'AKT', aktQuestion().questionName);
    const fields = sourceFields(form);
    expect(fields.title.value).toBe('');
    await user.type(fields.title, 'Therapeutic Guidelines: Cardiovascular');
    await user.type(fields.url, 'http://www.tg.org.au/');
    expect(await within(form).findByText(ContentSourceMessages.httpsLink)).toBeTruthy();
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.clear(fields.url);
    await user.type(fields.url, 'https://www.tg.org.au/');
    expect(await bodySentOnSave(user, form, api, q.saveAktEmAnswers)).toMatchObject({
      aktQuestionDTO: {
        aktQuestionID: qids.aktQuestion,
        sourceTitle: 'Therapeutic Guidelines: Cardiovascular',
        sourceUrl: 'https://www.tg.org.au/',
        lastReviewedOn: null,
      },
    });
  });

  it('a KFP(MSQ) question shows its recorded source and sends it unchanged with its answers', async () => {
    window.localStorage.setItem(rememberedTopicKeys.MSQ, ids.heartFailure);
    const loaded = msqEmResponse();
    loaded.msqemAnswerListDTO.msqQuestionDTO = { ...loaded.msqemAnswerListDTO.msqQuestionDTO, ...recorded };
    const { listed, routes } = savedMsqEm(loaded);
    const api = fakeApi({
      ...routes,
      [topicLessons]: noLessons,
    });
    const { user } = renderApp('/admin/kfp-msq-questions');
    const form = await editListedQuestion(user, 'KFP(MSQ)', listed.questionName);
    const fields = sourceFields(form);
    expect([fields.title.value, fields.url.value, fields.reviewedOn.value]).toEqual([
      recorded.sourceTitle,
      recorded.sourceUrl,
      recorded.lastReviewedOn,
    ]);
    await user.type(within(form).getByLabelText('Question name'), ' (reviewed)');
    expect(await bodySentOnSave(user, form, api, q.saveMsqEmAnswers)).toMatchObject({ msqQuestionDTO: recorded });
  });
});
