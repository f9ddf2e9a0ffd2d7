import { Messages } from '@notebook/contracts';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { chapterMenu, endpoints, ids, signedInAs } from '@/testing/fixtures';
import { bodySentOnSave } from '@/testing/forms';
import { renderApp } from '@/testing/render-app';
import { fillRichText } from '@/testing/rich-text';
import { kfpCase, kfpEditor, questionEndpoints as q } from '../../testing/question-fixtures';
import { rememberedTopicKeys } from './remembered-topic';

const topicLessons = 'POST /api/adminChapter/getTopicLessons';
const SPIROMETRY = '0190a0b0-0000-7000-8000-00000000a001';
const caseA = kfpCase();

beforeEach(() => window.localStorage.clear());

describe('the Lesson select (issue 29)', () => {
  it("lists the topic's lessons after 'No lesson' and sends the chosen one with the case", async () => {
    window.localStorage.setItem(rememberedTopicKeys.KFP, ids.heartFailure);
    const api = fakeApi({
      ...signedInAs(kfpEditor()),
      [endpoints.chapterMenu]: ok(chapterMenu()),
      [q.kfpList]: [ok([]), ok([caseA])],
      [q.saveKfpCase]: ok(caseA, Messages.successfullySaved),
      [topicLessons]: ok({
        topicID: ids.heartFailure,
        lessons: [{ lessonID: SPIROMETRY, lessonName: 'Spirometry', topicID: ids.heartFailure, notes: [] }],
      }),
    });
    const { user } = renderApp('/admin/kfp-questions');
    await user.click(await screen.findByRole('button', { name: 'New KFP case' }));
    const form = await screen.findByRole('form', { name: 'KFP case' });
    const lesson = within(form).getByLabelText('Lesson');
    await within(form).findByRole('option', { name: 'Spirometry' });
    expect(
      within(lesson)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No lesson', 'Spirometry']);
    await user.selectOptions(lesson, 'Spirometry');
    await user.type(within(form).getByLabelText('Case name'), caseA.caseName);
    act(() => fillRichText(within(form).getByRole('textbox', { name: 'Case description' }), caseA.caseDescription));
    expect(await bodySentOnSave(user, form, api, q.saveKfpCase)).toMatchObject({ lessonID: SPIROMETRY });
  });
});
