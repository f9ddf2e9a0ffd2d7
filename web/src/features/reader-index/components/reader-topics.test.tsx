import type { RegisteredPrimaryIndexResult } from '@notebook/contracts';
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { endpoints, ids, makeUser, primaryIndex, signedInAs } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const calls = {
  registeredIndex: 'GET /api/reader/getRegisteredUserPrimaryIndex',
  addTopic: 'POST /api/reader/addTopicToChapter',
  updateTopic: 'POST /api/reader/updateTopicOfChapter',
  moveTopic: 'POST /api/reader/moveTopicFromChapter',
} as const;
const ownTopicID = '0190a3b4-0000-7000-8000-0000000000f9';
const deleteOwnTopic = `GET /api/reader/deleteMyOwnTopic/${ownTopicID}`;

type IndexTopic = RegisteredPrimaryIndexResult['chapters'][number]['topics'][number];

const indexTopic = (topic: Pick<IndexTopic, 'topicID' | 'topicName' | 'index'> & Partial<IndexTopic>): IndexTopic => ({
  freeContent: false,
  topicType: 'AUTHOR',
  lessonCount: 4,
  lessonsRead: 0,
  readingProgress: 0,
  locked: false,
  ...topic,
});

/** The public index's Cardiology, as this reader sees it (with progress and an own topic), and an empty Respiratory. */
const registeredIndex = (): RegisteredPrimaryIndexResult => ({
  chapters: [
    {
      ...primaryIndex().chapters[0]!,
      topics: [
        indexTopic({
          topicID: ids.heartFailure,
          topicName: 'Heart failure',
          index: 1,
          lessonsRead: 1,
          readingProgress: 0.25,
        }),
        indexTopic({
          topicID: '0190a3b4-0000-7000-8000-0000000000f2',
          topicName: 'Hypertension',
          index: 2,
          locked: true,
        }),
        indexTopic({ topicID: ownTopicID, topicName: 'My murmurs', index: null, topicType: 'READER', lessonCount: 0 }),
      ],
    },
    {
      chapterID: ids.respiratory,
      chapterName: 'Respiratory',
      chapterGroupID: ids.group,
      chapterGroupName: 'Clinical medicine',
      topicStart: null,
      topicEnd: null,
      topics: [],
    },
  ],
});

const reader = (
  plan: { hasActiveSubscription?: boolean; unSubscribedPlan?: boolean } = { hasActiveSubscription: true },
) => ({
  ...signedInAs(makeUser('READER', [], plan)),
  [calls.registeredIndex]: ok(registeredIndex()),
});

/** The server's answer to moving the own topic to Respiratory. */
const movedToRespiratory = ok({
  topicID: ownTopicID,
  topicName: 'My murmurs',
  chapterID: ids.respiratory,
  topicType: 'READER',
});

async function openIndex() {
  const index = await screen.findByRole('navigation', { name: 'Primary index' });
  await within(index).findByRole('link', { name: 'My murmurs' });
  return index;
}

/** Picks `action` in the own topic's actions menu. */
async function chooseOwnTopicAction(user: UserEvent, index: HTMLElement, action: string) {
  await user.click(within(index).getByRole('button', { name: 'Actions for My murmurs' }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('primary index for a signed-in reader', () => {
  it('shows own topics unnumbered and marked, and reading progress per topic, from the registered call', async () => {
    const api = fakeApi(reader());
    renderApp('/public');
    const index = await openIndex();

    expect(within(index).getByRole('link', { name: '1. Heart failure' })).toBeTruthy();
    expect(within(index).getByRole('img', { name: 'Your topic' })).toBeTruthy();
    const progress = within(index).getByRole('progressbar', { name: 'Reading progress of Heart failure' });
    expect(progress.getAttribute('aria-valuenow')).toBe('25');
    expect(progress.getAttribute('aria-valuetext')).toBe('1 of 4 lessons read');
    expect(api.callsTo(calls.registeredIndex)[0]?.authorization).toBe('Bearer access-token-1');
    expect(api.callsTo(endpoints.primaryIndex)).toHaveLength(0);
  });

  it("marks the topics the server says are locked for this reader, and only those (a plan's eligible topics open)", async () => {
    fakeApi(reader({ unSubscribedPlan: true }));
    renderApp('/public');
    const index = await openIndex();

    expect(within(index).getByRole('img', { name: 'Hypertension is locked' })).toBeTruthy();
    expect(within(index).queryByRole('img', { name: 'Heart failure is locked' })).toBeNull();
    expect(within(index).queryByRole('img', { name: 'My murmurs is locked' })).toBeNull();
  });

  it("adds a topic to a chapter with 'Topic added' and refetches the index", async () => {
    const api = fakeApi({
      ...reader({ unSubscribedPlan: true }),
      [calls.addTopic]: ok(
        { topicID: ownTopicID, topicName: 'Valves', chapterID: ids.respiratory, topicType: 'READER' },
        'Topic added',
      ),
    });
    const { user } = renderApp('/public');
    const index = await openIndex();

    await user.click(within(index).getByRole('button', { name: 'Add topic to Respiratory' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add topic' });
    await user.type(within(dialog).getByLabelText('Topic name'), 'Valves');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Topic added')).toBeTruthy();
    expect(api.callsTo(calls.addTopic)[0]?.body).toEqual({ chapterID: ids.respiratory, topicName: 'Valves' });
    await waitFor(() => expect(api.callsTo(calls.registeredIndex).length).toBeGreaterThan(1));
  });

  it('offers no add, edit or move without a plan or trial, but still lets the reader remove their own topic', async () => {
    fakeApi(reader({}));
    const { user } = renderApp('/public');
    const index = await openIndex();

    expect(within(index).queryByRole('button', { name: /Add topic to/ })).toBeNull();
    await user.click(within(index).getByRole('button', { name: 'Actions for My murmurs' }));
    expect(await screen.findByRole('menuitem', { name: 'Remove topic' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Edit topic' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Move to chapter' })).toBeNull();
  });

  it("renames an own topic with 'Topic updated'", async () => {
    const api = fakeApi({
      ...reader(),
      [calls.updateTopic]: ok(
        { topicID: ownTopicID, topicName: 'Heart sounds', chapterID: ids.cardiology, topicType: 'READER' },
        'Topic updated',
      ),
    });
    const { user } = renderApp('/public');
    const index = await openIndex();

    await chooseOwnTopicAction(user, index, 'Edit topic');
    const dialog = await screen.findByRole('dialog', { name: 'Edit topic' });
    const field = within(dialog).getByLabelText('Topic name');
    await user.clear(field);
    await user.type(field, 'Heart sounds');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Topic updated')).toBeTruthy();
    expect(api.callsTo(calls.updateTopic)[0]?.body).toEqual({ topicID: ownTopicID, topicName: 'Heart sounds' });
  });

  it('moves an own topic by dragging it to another chapter; dropping in its own chapter does nothing', async () => {
    const api = fakeApi({
      ...reader(),
      [calls.moveTopic]: movedToRespiratory,
    });
    renderApp('/public');
    const index = await openIndex();
    const item = within(index).getByRole('link', { name: 'My murmurs' }).closest('li')!;
    const author = within(index).getByRole('link', { name: '1. Heart failure' }).closest('li')!;
    expect(item.getAttribute('draggable')).toBe('true');
    expect(author.getAttribute('draggable')).toBeNull();
    const cardiology = within(index).getByRole('region', { name: 'Cardiology' });
    const respiratory = within(index).getByRole('region', { name: 'Respiratory' });
    const dataTransfer = {
      setData: () => undefined,
      getData: () => ownTopicID,
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    const drag = (target: Element, type: 'dragStart' | 'dragOver' | 'drop') => {
      const event = createEvent[type](target);
      Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
      fireEvent(target, event);
    };

    drag(item, 'dragStart');
    drag(cardiology, 'dragOver');
    drag(cardiology, 'drop');
    expect(api.callsTo(calls.moveTopic)).toHaveLength(0);

    drag(item, 'dragStart');
    drag(respiratory, 'dragOver');
    drag(respiratory, 'drop');
    await waitFor(() =>
      expect(api.callsTo(calls.moveTopic)[0]?.body).toEqual({ topicID: ownTopicID, chapterID: ids.respiratory }),
    );
  });

  it('moves an own topic with the "Move to chapter" menu alternative', async () => {
    const api = fakeApi({
      ...reader(),
      [calls.moveTopic]: movedToRespiratory,
    });
    const { user } = renderApp('/public');
    const index = await openIndex();

    await chooseOwnTopicAction(user, index, 'Move to chapter');
    const dialog = await screen.findByRole('dialog', { name: 'Move to chapter' });
    await user.selectOptions(within(dialog).getByLabelText('Chapter'), 'Respiratory');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo(calls.moveTopic)[0]?.body).toEqual({ topicID: ownTopicID, chapterID: ids.respiratory }),
    );
  });

  it('removes an own topic after confirmation, then opens the public page', async () => {
    const api = fakeApi({ ...reader(), [deleteOwnTopic]: ok({ topicID: ownTopicID }) });
    const { user, location } = renderApp(`/public/lessons?topicID=${ownTopicID}`);
    const index = await openIndex();

    await chooseOwnTopicAction(user, index, 'Remove topic');
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove topic' });
    expect(confirm.textContent).toContain('Are you sure to remove the topic My murmurs?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(location()).toBe('/public'));
    expect(api.callsTo(deleteOwnTopic)).toHaveLength(1);
  });
});
