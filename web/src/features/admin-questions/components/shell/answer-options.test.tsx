import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { applicationProperties, endpoints, signedInAs } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { aktTopic, msqTopic, startNewQuestion } from '../../testing/question-fixtures';

const PROPERTIES = endpoints.applicationProperties;
const properties = (akt: number, msq: number) =>
  ok(applicationProperties({ aktAnswerOptions: akt, msqAnswerOptions: msq }));
const optionCount = (select: HTMLElement) => (select as HTMLSelectElement).options.length;

beforeEach(() => window.localStorage.clear());

describe('answer-count choices follow the application properties', () => {
  it('MSQ offers msqAnswerOptions answers (20 here), and loads the properties once', async () => {
    const api = fakeApi({
      ...signedInAs(),
      [PROPERTIES]: properties(15, 20),
      ...msqTopic(),
    });
    const { user } = renderApp('/admin/kfp-msq-questions');
    await startNewQuestion(user, 'KFP(MSQ)');
    const form = await screen.findByRole('form', { name: 'KFP(MSQ) question' });
    await waitFor(() => expect(optionCount(within(form).getByLabelText('Number of answers'))).toBe(20));
    await user.selectOptions(within(form).getByLabelText('Answer type'), 'EXTENDED_MATCH');
    const em = await screen.findByRole('form', { name: 'KFP(MSQ) question' });
    expect(optionCount(within(em).getByLabelText('Number of answers'))).toBe(20);
    expect(api.callsTo(PROPERTIES)).toHaveLength(1);
  });

  it('AKT offers aktAnswerOptions answers (10 here)', async () => {
    fakeApi({
      ...signedInAs(),
      [PROPERTIES]: properties(10, 24),
      ...aktTopic(),
    });
    const { user } = renderApp('/admin/akt-questions');
    await startNewQuestion(user, 'AKT');
    const form = await screen.findByRole('form', { name: 'AKT question' });
    await waitFor(() => expect(optionCount(within(form).getByLabelText('Number of answers'))).toBe(10));
  });

  it('falls back to 24 (MSQ) while the properties are not available', async () => {
    fakeApi({
      ...signedInAs(),
      ...msqTopic(),
    });
    const { user } = renderApp('/admin/kfp-msq-questions');
    await startNewQuestion(user, 'KFP(MSQ)');
    const form = await screen.findByRole('form', { name: 'KFP(MSQ) question' });
    expect(optionCount(within(form).getByLabelText('Number of answers'))).toBe(24);
  });
});
