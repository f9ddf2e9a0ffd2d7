import {
  Messages,
  Privileges,
  type ChapterGroupMenuItem,
  type ChapterMenuItem,
  type TopicMenuItem,
} from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { chapterMenu, endpoints, makeUser, signedInAs } from '@/testing/fixtures';
import { startDrag } from '@/testing/drag';
import { bodySentOnSave } from '@/testing/forms';
import { renderApp } from '@/testing/render-app';
import { menuEdits } from '../api/chapter-menu-cache';

const calls = {
  groupOrder: 'POST /api/adminChapter/updateChapterGroupDisplayOrder',
  chapterOrder: endpoints.chapterOrder,
  topicOrder: 'POST /api/adminChapter/updateTopicDisplayOrder',
  moveTopic: 'POST /api/adminChapter/moveTopic',
};

const id = (suffix: string) => `0190a3b4-0000-7000-8000-${suffix.padStart(12, '0')}`;
const ids = {
  medicine: id('a1'),
  surgery: id('a2'),
  cardiology: id('c1'),
  respiratory: id('c2'),
  orthopaedics: id('c3'),
  heartFailure: id('f1'),
  hypertension: id('f2'),
  arrhythmia: id('f3'),
  asthma: id('f4'),
};

const topic = (topicID: string, topicName: string, chapterID: string, index: number): TopicMenuItem => ({
  topicID,
  topicName,
  chapterID,
  status: 'ACT',
  topicType: 'AUTHOR',
  freeContent: false,
  index,
  displayOrder: index,
});

const chapter = (
  chapterID: string,
  chapterName: string,
  chapterGroupID: string,
  topics: TopicMenuItem[],
): ChapterMenuItem => ({
  chapterID,
  chapterGroupID,
  chapterName,
  status: 'ACT',
  displayOrder: 1,
  topicStart: topics[0]?.index ?? null,
  topicEnd: topics.at(-1)?.index ?? null,
  topics,
});

const group = (
  chapterGroupID: string,
  chapterGroupName: string,
  chapters: ChapterMenuItem[],
): ChapterGroupMenuItem => ({
  chapterGroupID,
  chapterGroupName,
  status: 'ACT',
  displayOrder: 1,
  chapters,
});

/** Medicine (Cardiology: Heart failure, Hypertension, Arrhythmia; Respiratory: Asthma), Surgery (Orthopaedics). */
const catalog = () =>
  chapterMenu([
    group(ids.medicine, 'Medicine', [
      chapter(ids.cardiology, 'Cardiology', ids.medicine, [
        topic(ids.heartFailure, 'Heart failure', ids.cardiology, 1),
        topic(ids.hypertension, 'Hypertension', ids.cardiology, 2),
        topic(ids.arrhythmia, 'Arrhythmia', ids.cardiology, 3),
      ]),
      chapter(ids.respiratory, 'Respiratory', ids.medicine, [topic(ids.asthma, 'Asthma', ids.respiratory, 4)]),
    ]),
    group(ids.surgery, 'Surgery', [chapter(ids.orthopaedics, 'Orthopaedics', ids.surgery, [])]),
  ]);

/** Drags `source` by its grip "Drag <handle>" over `target`; `drop()` finishes the drag as a browser would. */
function dragBy(source: HTMLElement, handle: string, target: HTMLElement) {
  return startDrag(within(source).getByRole('img', { name: `Drag ${handle}` }), target);
}

/** Names of the list's own items (not of nested lists), in screen order. */
const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => document.getElementById(item.getAttribute('aria-labelledby') ?? '')?.textContent);

describe('admin catalog drag and drop', () => {
  it('drops a topic on the first one: the whole new order is persisted and shown, the chapters stay put', async () => {
    const reordered = menuEdits.topicOrder(ids.cardiology, [ids.arrhythmia, ids.heartFailure, ids.hypertension])(
      catalog(),
    );
    const api = fakeApi({
      ...signedInAs(),
      [endpoints.chapterMenu]: [ok(catalog()), ok(reordered)],
      [calls.topicOrder]: ok(null),
    });
    renderApp('/admin/chapter/groups');
    const topics = await screen.findByRole('list', { name: 'Topics of Cardiology' });
    const arrhythmia = within(topics).getByRole('listitem', { name: 'Arrhythmia' });
    const heartFailure = within(topics).getByRole('listitem', { name: 'Heart failure' });

    const drag = dragBy(arrhythmia, 'topic Arrhythmia', heartFailure);
    // Dragged up: the line is above the topic it lands before.
    expect(heartFailure.querySelector('[data-drop-indicator="before"]')).not.toBeNull();
    expect(arrhythmia.hasAttribute('data-dragging')).toBe(true);
    drag.drop();

    await waitFor(() => expect(api.callsTo(calls.topicOrder)).toHaveLength(1));
    expect(api.callsTo(calls.topicOrder)[0]?.body).toEqual({
      chapterID: ids.cardiology,
      topicIDs: [ids.arrhythmia, ids.heartFailure, ids.hypertension],
    });
    expect(namesIn(topics)).toEqual(['Arrhythmia', 'Heart failure', 'Hypertension']);
    expect(namesIn(screen.getByRole('list', { name: 'Chapters of Medicine' }))).toEqual(['Cardiology', 'Respiratory']);
    expect(api.callsTo(calls.chapterOrder)).toHaveLength(0);
    expect(document.querySelector('[data-drop-indicator]')).toBeNull();
  });

  it('drops a chapter after the next one within its group', async () => {
    const reordered = menuEdits.chapterOrder(ids.medicine, [ids.respiratory, ids.cardiology])(catalog());
    const api = fakeApi({
      ...signedInAs(),
      [endpoints.chapterMenu]: [ok(catalog()), ok(reordered)],
      [calls.chapterOrder]: ok(null),
    });
    renderApp('/admin/chapter/groups');
    const chapters = await screen.findByRole('list', { name: 'Chapters of Medicine' });
    const respiratory = within(chapters).getByRole('listitem', { name: 'Respiratory' });

    const drag = dragBy(
      within(chapters).getByRole('listitem', { name: 'Cardiology' }),
      'chapter Cardiology',
      respiratory,
    );
    expect(respiratory.querySelector(':scope > [data-drop-indicator="after"]')).not.toBeNull();
    drag.drop();

    await waitFor(() => expect(api.callsTo(calls.chapterOrder)).toHaveLength(1));
    expect(api.callsTo(calls.chapterOrder)[0]?.body).toEqual({
      chapterGroupID: ids.medicine,
      chapterIDs: [ids.respiratory, ids.cardiology],
    });
    expect(namesIn(chapters)).toEqual(['Respiratory', 'Cardiology']);
  });

  it('drops a chapter group before the first one', async () => {
    const reordered = menuEdits.groupOrder([ids.surgery, ids.medicine])(catalog());
    const api = fakeApi({
      ...signedInAs(),
      [endpoints.chapterMenu]: [ok(catalog()), ok(reordered)],
      [calls.groupOrder]: ok(null),
    });
    renderApp('/admin/chapter/groups');
    const groups = await screen.findByRole('list', { name: 'Chapter groups' });

    dragBy(
      within(groups).getByRole('listitem', { name: 'Surgery' }),
      'chapter group Surgery',
      within(groups).getByRole('listitem', { name: 'Medicine' }),
    ).drop();

    await waitFor(() => expect(api.callsTo(calls.groupOrder)).toHaveLength(1));
    expect(api.callsTo(calls.groupOrder)[0]?.body).toEqual({ chapterGroupIDs: [ids.surgery, ids.medicine] });
    expect(namesIn(groups)).toEqual(['Surgery', 'Medicine']);
  });

  it('ignores a topic dropped in another chapter, on that chapter or on one of its topics', async () => {
    const api = fakeApi({ ...signedInAs(), [endpoints.chapterMenu]: ok(catalog()) });
    renderApp('/admin/chapter/groups');
    const cardiology = await screen.findByRole('listitem', { name: 'Cardiology' });
    const respiratory = screen.getByRole('listitem', { name: 'Respiratory' });
    const heartFailure = within(cardiology).getByRole('listitem', { name: 'Heart failure' });

    dragBy(heartFailure, 'topic Heart failure', within(respiratory).getByRole('listitem', { name: 'Asthma' })).drop();
    dragBy(heartFailure, 'topic Heart failure', respiratory).drop();

    expect(document.querySelector('[data-drop-indicator]')).toBeNull();
    expect(api.calls.filter((call) => /DisplayOrder$/.test(call.url))).toHaveLength(0);
    expect(namesIn(screen.getByRole('list', { name: 'Chapters of Medicine' }))).toEqual(['Cardiology', 'Respiratory']);
  });

  it('shows the grips only for what the admin may reorder, the up/down buttons alongside', async () => {
    fakeApi({
      ...signedInAs(makeUser('ADMIN', [Privileges.chapterGroup.view, Privileges.topic.move])),
      [endpoints.chapterMenu]: ok(catalog()),
    });
    renderApp('/admin/chapter/groups');

    expect(await screen.findByRole('img', { name: 'Drag topic Heart failure' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move topic Heart failure down' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Drag chapter / })).toBeNull();
    expect(screen.queryByRole('img', { name: /^Drag chapter group / })).toBeNull();
  });
});

describe('moving a topic to another chapter', () => {
  it('offers the other chapters by group and persists the move with moveTopic', async () => {
    const moved = menuEdits.moveTopic(ids.hypertension, ids.orthopaedics)(catalog());
    const hypertension = topic(ids.hypertension, 'Hypertension', ids.orthopaedics, 4);
    const api = fakeApi({
      ...signedInAs(),
      [endpoints.chapterMenu]: [ok(catalog()), ok(moved)],
      [calls.moveTopic]: ok(hypertension, Messages.successfullyUpdated),
    });
    const { user } = renderApp('/admin/chapter/groups');

    await user.click(await screen.findByRole('button', { name: 'Move topic Hypertension to another chapter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move topic' });
    const select = within(dialog).getByLabelText('Chapter');
    const groupsOffered = within(select)
      .getAllByRole('group')
      .map((optgroup) => optgroup.getAttribute('label'));
    expect(groupsOffered).toEqual(['Medicine', 'Surgery']);
    expect(within(select).queryByRole('option', { name: 'Cardiology' })).toBeNull();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.selectOptions(select, 'Orthopaedics');
    expect(await bodySentOnSave(user, dialog, api, calls.moveTopic)).toEqual({
      topicID: ids.hypertension,
      chapterID: ids.orthopaedics,
    });
    expect((await screen.findAllByText(Messages.successfullyUpdated)).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const orthopaedics = screen.getByRole('listitem', { name: 'Orthopaedics' });
    expect(within(orthopaedics).getByRole('listitem', { name: 'Hypertension' })).toBeTruthy();
    expect(namesIn(screen.getByRole('list', { name: 'Topics of Cardiology' }))).toEqual([
      'Heart failure',
      'Arrhythmia',
    ]);
  });

  it('is offered only with the privilege the server checks for moveTopic', async () => {
    fakeApi({
      ...signedInAs(makeUser('ADMIN', [Privileges.chapterGroup.view, Privileges.topic.update])),
      [endpoints.chapterMenu]: ok(catalog()),
    });
    renderApp('/admin/chapter/groups');

    expect(await screen.findByRole('button', { name: 'Edit topic Hypertension' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /to another chapter$/ })).toBeNull();
  });
});
