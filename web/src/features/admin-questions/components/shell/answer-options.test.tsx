import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { applicationProperties, chapterMenu, endpoints, loginResult, superAdmin } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { questionEndpoints as q } from '../../testing/question-fixtures';

const signedIn = () => ({ [endpoints.refresh]: ok(loginResult(superAdmin())) });
const PROPERTIES = endpoints.applicationProperties;
const properties = (akt: number, msq: number) =>
  ok(applicationProperties({ aktAnswerOptions: akt, msqAnswerOptions: msq }));
const optionCount = (select: HTMLElement) => (select as HTMLSelectElement).options.length;

beforeEach(() => window.localStorage.clear());

describe('answer-count choices follow the application properties', () => {
  it('MSQ offers msqAnswerOptions answers (20 here), and loads the properties once', async () => {
    const api = fakeApi({
      ...signedIn(),
      [PROPERTIES]: properties(15, 20),
      [endpoints.chapterMenu]: ok(chapterMenu()),
      [q.msqList]: ok([]),
      [q.msqMockCount]: ok({ mockQuestionCount: 0 }),
    });
    const { user } = renderApp('/admin/kfp-msq-questions');
    await user.click(await screen.findByRole('button', { name: 'Heart failure' }));
    await user.click(await screen.findByRole('button', { name: 'New KFP(MSQ) question' }));
    const form = await screen.findByRole('form', { name: 'KFP(MSQ) question' });
    await waitFor(() => expect(optionCount(within(form).getByLabelText('Number of answers'))).toBe(20));
    await user.selectOptions(within(form).getByLabelText('Answer type'), 'EXTENDED_MATCH');
    const em = await screen.findByRole('form', { name: 'KFP(MSQ) question' });
    expect(optionCount(within(em).getByLabelText('Number of answers'))).toBe(20);
    expect(api.callsTo(PROPERTIES)).toHaveLength(1);
  });

  it('AKT offers aktAnswerOptions answers (10 here)', async () => {
    fakeApi({
      ...signedIn(),
      [PROPERTIES]: properties(10, 24),
      [endpoints.chapterMenu]: ok(chapterMenu()),
      [q.aktList]: ok([]),
      [q.aktMockCount]: ok({ mockQuestionCount: 0 }),
    });
    const { user } = renderApp('/admin/akt-questions');
    await user.click(await screen.findByRole('button', { name: 'Heart failure' }));
    await user.click(await screen.findByRole('button', { name: 'New AKT question' }));
    const form = await screen.findByRole('form', { name: 'AKT question' });
    await waitFor(() => expect(optionCount(within(form).getByLabelText('Number of answers'))).toBe(10));
  });

  it('falls back to 24 (MSQ) while the properties are not available', async () => {
    fakeApi({
      ...signedIn(),
      [endpoints.chapterMenu]: ok(chapterMenu()),
      [q.msqList]: ok([]),
      [q.msqMockCount]: ok({ mockQuestionCount: 0 }),
    });
    const { user } = renderApp('/admin/kfp-msq-questions');
    await user.click(await screen.findByRole('button', { name: 'Heart failure' }));
    await user.click(await screen.findByRole('button', { name: 'New KFP(MSQ) question' }));
    const form = await screen.findByRole('form', { name: 'KFP(MSQ) question' });
    expect(optionCount(within(form).getByLabelText('Number of answers'))).toBe(24);
  });
});
