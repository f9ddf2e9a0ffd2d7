import { ErrorCodes, Messages, type AktPracticeTopic } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { subscribedReader } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const create = 'POST /api/reader/createReaderAKTSession';
const openTopic: AktPracticeTopic = {
  topicID: '0190a3b4-0000-7000-8000-0000000000f1',
  topicName: 'Hypertension',
  chapterName: 'Cardiology',
  noOfQuestions: 4,
  locked: false,
  noOfQuestionsByFilter: { ALL: 4, UNSEEN: 2, INCORRECT: 1, FLAGGED: 0 },
};
const lockedTopic: AktPracticeTopic = {
  topicID: '0190a3b4-0000-7000-8000-0000000000f2',
  topicName: 'Asthma',
  chapterName: 'Respiratory',
  noOfQuestions: 7,
  locked: true,
};

function reader(createReply: ReturnType<typeof ok>) {
  return {
    ...subscribedReader(),
    'GET /api/reader/getAKTPracticeTopics': ok([openTopic, lockedTopic]),
    [create]: createReply,
  };
}

async function start(createReply: ReturnType<typeof ok>, count = '3') {
  const api = fakeApi(reader(createReply));
  const { user, location } = renderApp('/public/akt-questions/new');
  await user.click(await screen.findByRole('checkbox', { name: /Hypertension/ }));
  await user.clear(screen.getByLabelText('Number of questions'));
  await user.type(screen.getByLabelText('Number of questions'), count);
  await user.click(screen.getByRole('button', { name: 'Start session' }));
  return { api, location };
}

describe('new AKT session form', { timeout: 60_000 }, () => {
  it('groups topics by chapter and shows a locked topic disabled with a lock', async () => {
    fakeApi(reader(ok({})));
    renderApp('/public/akt-questions/new');
    // The first test of a run waits for the lazily loaded page, which a loaded machine takes seconds to serve.
    const respiratory = await screen.findByRole('group', { name: 'Respiratory' }, { timeout: 20_000 });
    expect((within(respiratory).getByRole('checkbox', { name: /Asthma/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(respiratory).getByLabelText('Locked: subscribe to practise')).toBeTruthy();
    expect(
      (
        within(screen.getByRole('group', { name: 'Cardiology' })).getByRole('checkbox', {
          name: /Hypertension/,
        }) as HTMLInputElement
      ).disabled,
    ).toBe(false);
  });

  it('starts the session with the chosen values and opens its first question', async () => {
    const aktSessionID = '0190a3b4-0000-7000-8000-00000000a001';
    const { api, location } = await start(ok({ aktSessionID, noOfQuestions: 3 }));
    await waitFor(
      () => expect(location()).toBe(`/public/akt-questions/session?aktSessionID=${aktSessionID}&questionNo=1`),
      { timeout: 3000 },
    );
    expect(api.callsTo(create)[0]?.body).toEqual({
      topicIDs: [openTopic.topicID],
      noOfQuestions: 3,
      mode: 'TUTOR',
      filter: 'ALL',
    });
  });

  it('shows a refusal naming the number of questions under that field', async () => {
    await start(
      failed(400, Messages.practiceTooManyQuestions(2), { errorCode: ErrorCodes.VALIDATION, field: 'noOfQuestions' }),
    );
    const field = await screen.findByText(Messages.practiceTooManyQuestions(2), {}, { timeout: 3000 });
    expect(field.id).toBe(screen.getByLabelText('Number of questions').getAttribute('aria-describedby'));
  });

  it("shows the server's message for the topics, not the client's", async () => {
    await start(failed(404, Messages.topicNotFound, { field: 'topicIDs' }));
    const topics = screen.getByRole('group', { name: 'Topics' });
    expect(await within(topics).findByText(Messages.topicNotFound, {}, { timeout: 3000 })).toBeTruthy();
    expect(within(topics).queryByText('Choose at least one topic')).toBeNull();
  });

  it('shows a refusal that names no field under the form (the AKT calls show no toast)', async () => {
    await start(failed(403, Messages.practiceTopicLocked));
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(Messages.practiceTopicLocked);
  });

  it('keeps the count within what the chosen topics and filter hold, so Start never meets "Only N match" (issue 28)', async () => {
    const api = fakeApi(reader(ok({})));
    const { user } = renderApp('/public/akt-questions/new');
    const count = (await screen.findByLabelText('Number of questions', {}, { timeout: 20_000 })) as HTMLInputElement;
    expect(screen.getByText('Choose one or more topics first')).toBeTruthy();
    expect(screen.queryByText('1 to 1')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /Hypertension/ }));
    await waitFor(() => expect(count.value).toBe('4'));
    expect(screen.getByText('1 to 4')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Questions'), 'Questions I have not met yet');
    await waitFor(() => expect(count.value).toBe('2'));
    await user.clear(count);
    await user.type(count, '3');
    expect(screen.getByText(Messages.practiceTooManyQuestions(2))).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Start session' }) as HTMLButtonElement).disabled).toBe(true);

    await user.selectOptions(screen.getByLabelText('Questions'), 'Questions I flagged');
    expect(await screen.findByText(Messages.practiceNoQuestions)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Start session' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo(create)).toHaveLength(0);
  });
});
