import {
  Messages,
  Privileges,
  type AdminLessonNotesResult,
  type AdminTopicLessonsResult,
  type ChapterGroupMenuItem,
  type NoteItem,
  type TopicMenuItem,
} from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok, type RecordedCall } from '@/testing/fake-api';
import {
  adminLesson,
  adminNote,
  adminNoteCalls,
  diagnosisAdminPage,
  diagnosisHolding,
  noteIDs,
} from '@/testing/admin-notes-fixtures';
import {
  chapterMenu,
  clinicalMedicineGroup,
  endpoints,
  ids,
  makeUser,
  signedInAs,
  superAdmin,
} from '@/testing/fixtures';
import { startDrag } from '@/testing/drag';
import { bodySentOnSave } from '@/testing/forms';
import { renderApp } from '@/testing/render-app';

const admin = {
  ...adminNoteCalls,
  lessonOrder: 'POST /api/adminChapter/updateLessonDisplayOrder',
  moveLesson: 'POST /api/adminChapter/moveLesson',
  moveNote: 'POST /api/adminChapter/moveNote',
} as const;

const hypertensionID = '0190a3b4-0000-7000-8000-0000000000f2';
const readerTopicID = '0190a3b4-0000-7000-8000-0000000000f3';
const lessonIDs = {
  diagnosis: ids.diagnosisLesson,
  management: '0190a3b4-0000-7000-8000-0000000001a2',
  readers: '0190a3b4-0000-7000-8000-0000000001a3',
  screening: '0190a3b4-0000-7000-8000-0000000001b1',
} as const;
const topic = (
  topicID: string,
  topicName: string,
  index: number | null,
  topicType: TopicMenuItem['topicType'] = 'AUTHOR',
): TopicMenuItem => ({
  topicID,
  topicName,
  chapterID: ids.cardiology,
  status: 'ACT',
  topicType,
  freeContent: true,
  index,
  displayOrder: index ?? 9,
});

/** Cardiology holds Heart failure, Hypertension and a reader's own topic (never a destination). */
function menuWithThreeTopics(): ChapterGroupMenuItem {
  const group = clinicalMedicineGroup();
  const [cardiology, ...others] = group.chapters;
  if (!cardiology) throw new Error('fixture without Cardiology');
  const topics = [
    topic(ids.heartFailure, 'Heart failure', 1),
    topic(hypertensionID, 'Hypertension', 2),
    topic(readerTopicID, 'My topic', null, 'READER'),
  ];
  return { ...group, chapters: [{ ...cardiology, topics }, ...others] };
}

const note = (index: number, noteHeader: string): NoteItem =>
  adminNote({ noteID: noteIDs[index], noteHeader, noteContent: `<p>${noteHeader}</p>`, displayOrder: index + 1 });

const lesson = (
  lessonID: string,
  lessonName: string,
  displayOrder: number,
  topicID: string = ids.heartFailure,
  lessonType: 'AUTHOR' | 'READER' = 'AUTHOR',
) => adminLesson({ lessonID, lessonName, displayOrder, topicID, lessonType });

/**
 * A tiny server: the lessons of both topics and the notes of Diagnosis, which the display-order
 * calls rewrite, so the refetch after a drop answers with the stored order as the real API does.
 */
function fakeCatalog(user = superAdmin()) {
  let notes = [note(0, 'Classification'), note(1, 'Red flags'), note(2, 'Imaging')];
  let heartFailureLessons = [
    lesson(lessonIDs.diagnosis, 'Diagnosis', 1),
    lesson(lessonIDs.readers, 'My own lesson', 2, ids.heartFailure, 'READER'),
    lesson(lessonIDs.management, 'Management', 3),
  ];
  const topicLessons = (call: RecordedCall) => {
    const { topicID } = call.body as { topicID: string };
    const lessons =
      topicID === hypertensionID ? [lesson(lessonIDs.screening, 'Screening', 1, hypertensionID)] : heartFailureLessons;
    return ok({ topicID, lessons } satisfies AdminTopicLessonsResult);
  };
  const lessonNotes = () => ok({ lessonID: lessonIDs.diagnosis, notes } satisfies AdminLessonNotesResult);
  const api = fakeApi({
    ...signedInAs(user),
    [endpoints.chapterMenu]: ok(chapterMenu([menuWithThreeTopics()])),
    [admin.topicLessons]: topicLessons,
    [admin.lessonNotes]: lessonNotes,
    [admin.noteOrder]: (call) => {
      const order = (call.body as { noteIDs: string[] }).noteIDs;
      notes = order.map((id, index) => ({
        ...(notes.find((item) => item.noteID === id) as NoteItem),
        displayOrder: index + 1,
      }));
      return ok({ lessonID: lessonIDs.diagnosis, notes }, Messages.successfullyUpdated);
    },
    [admin.lessonOrder]: (call) => {
      const order = (call.body as { lessonIDs: string[] }).lessonIDs;
      // The reader's lesson keeps its slot (2); the author lessons share slots 1 and 3.
      heartFailureLessons = heartFailureLessons.map((item) =>
        order.includes(item.lessonID) ? { ...item, displayOrder: order.indexOf(item.lessonID) * 2 + 1 } : item,
      );
      return ok({ topicID: ids.heartFailure, lessons: heartFailureLessons }, Messages.successfullyUpdated);
    },
    [admin.moveLesson]: ok(lesson(lessonIDs.diagnosis, 'Diagnosis', 2, hypertensionID), Messages.successfullyUpdated),
    [admin.moveNote]: ok({ ...note(0, 'Classification'), lessonID: lessonIDs.screening }, Messages.successfullyUpdated),
  });
  return api;
}

/** Drags the row named `from` by its grip ("Drag <kind> <from>") over the row named `to`; `drop()` lets go. */
function dragRow(list: HTMLElement, kind: 'lesson' | 'note', from: string, to: string) {
  const grip = within(within(list).getByRole('listitem', { name: from })).getByRole('img', {
    name: `Drag ${kind} ${from}`,
  });
  return startDrag(grip, within(list).getByRole('listitem', { name: to }));
}

const rowNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const noteNames = (list: HTMLElement) =>
  rowNames(list).map((text) => ['Classification', 'Red flags', 'Imaging'].find((name) => text?.includes(name)));

describe('admin notes: drag to reorder', () => {
  it('dropping a note on a later one persists the whole new order and shows it', async () => {
    const api = fakeCatalog();
    renderApp(diagnosisAdminPage);
    const list = await screen.findByRole('list', { name: 'Notes of Diagnosis' });

    const drag = dragRow(list, 'note', 'Classification', 'Red flags');
    // Dragged down: it lands after the row under the pointer, and the line says so.
    expect(drag.target.querySelector('[data-drop-indicator="after"]')).not.toBeNull();
    expect(within(list).getByRole('listitem', { name: 'Classification' }).hasAttribute('data-dragging')).toBe(true);
    drag.drop();

    await waitFor(() => expect(api.callsTo(admin.noteOrder)).toHaveLength(1));
    expect(api.callsTo(admin.noteOrder)[0]?.body).toEqual({
      lessonID: lessonIDs.diagnosis,
      noteIDs: [noteIDs[1], noteIDs[0], noteIDs[2]],
    });
    expect(noteNames(list)).toEqual(['Red flags', 'Classification', 'Imaging']);
    expect(list.querySelector('[data-drop-indicator]')).toBeNull();
    expect((await screen.findAllByText(Messages.successfullyUpdated)).length).toBeGreaterThan(0);
    // The refetch after the save answers with the stored order: nothing jumps back.
    await waitFor(() => expect(api.callsTo(admin.lessonNotes).length).toBeGreaterThan(1));
    expect(noteNames(list)).toEqual(['Red flags', 'Classification', 'Imaging']);
  });

  it('dropping the last note on the first puts it first', async () => {
    const api = fakeCatalog();
    renderApp(diagnosisAdminPage);
    const list = await screen.findByRole('list', { name: 'Notes of Diagnosis' });

    const drag = dragRow(list, 'note', 'Imaging', 'Classification');
    expect(drag.target.querySelector('[data-drop-indicator="before"]')).not.toBeNull();
    drag.drop();

    await waitFor(() => expect(api.callsTo(admin.noteOrder)).toHaveLength(1));
    expect(api.callsTo(admin.noteOrder)[0]?.body).toEqual({
      lessonID: lessonIDs.diagnosis,
      noteIDs: [noteIDs[2], noteIDs[0], noteIDs[1]],
    });
    await waitFor(() => expect(noteNames(list)).toEqual(['Imaging', 'Classification', 'Red flags']));
  });

  it('a refused drop puts the stored order back', async () => {
    const api = fakeApi({
      ...diagnosisHolding([note(0, 'Classification'), note(1, 'Red flags'), note(2, 'Imaging')], {
        groups: [menuWithThreeTopics()],
      }),
      [admin.noteOrder]: failed(400, 'noteIDs must list every note of the lesson once'),
    });
    renderApp(diagnosisAdminPage);
    const list = await screen.findByRole('list', { name: 'Notes of Diagnosis' });

    dragRow(list, 'note', 'Classification', 'Imaging').drop();

    await waitFor(() => expect(api.callsTo(admin.noteOrder)).toHaveLength(1));
    expect(await screen.findByText('noteIDs must list every note of the lesson once')).toBeTruthy();
    await waitFor(() => expect(noteNames(list)).toEqual(['Classification', 'Red flags', 'Imaging']));
  });

  it("dropping a lesson sends the topic's author lessons only, in the new order", async () => {
    const api = fakeCatalog();
    renderApp(diagnosisAdminPage);
    const list = await screen.findByRole('list', { name: 'Lessons of Heart failure' });
    // A reader's lesson is its owner's: no grip, not a drop target.
    expect(
      within(within(list).getByRole('listitem', { name: 'My own lesson' })).queryByRole('img', { name: /^Drag / }),
    ).toBeNull();

    const drag = dragRow(list, 'lesson', 'Management', 'Diagnosis');
    expect(drag.target.querySelector('[data-drop-indicator="before"]')).not.toBeNull();
    drag.drop();

    await waitFor(() => expect(api.callsTo(admin.lessonOrder)).toHaveLength(1));
    expect(api.callsTo(admin.lessonOrder)[0]?.body).toEqual({
      topicID: ids.heartFailure,
      lessonIDs: [lessonIDs.management, lessonIDs.diagnosis],
    });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.querySelector('button[id^="lesson-name-"]')?.textContent),
      ).toEqual(['Management', 'My own lesson', 'Diagnosis']),
    );
  });

  it('without the move privileges there are no grips and no move actions', async () => {
    fakeCatalog(makeUser('ADMIN', [Privileges.lesson.update, Privileges.note.update, Privileges.note.status]));
    renderApp(diagnosisAdminPage);
    const notes = await screen.findByRole('list', { name: 'Notes of Diagnosis' });
    const lessons = screen.getByRole('list', { name: 'Lessons of Heart failure' });

    for (const list of [notes, lessons]) {
      expect(within(list).queryByRole('img', { name: /^Drag / })).toBeNull();
      expect(within(list).queryByRole('button', { name: /^Move / })).toBeNull();
    }
    expect(within(notes).getByRole('button', { name: 'Edit note Classification' })).toBeTruthy();
  });

  it('holding only the note move privilege offers note grips, not lesson ones', async () => {
    fakeCatalog(makeUser('ADMIN', [Privileges.note.move]));
    renderApp(diagnosisAdminPage);
    const notes = await screen.findByRole('list', { name: 'Notes of Diagnosis' });

    expect(within(notes).getAllByRole('img', { name: /^Drag note / })).toHaveLength(3);
    expect(within(notes).getByRole('button', { name: 'Move note Classification to another lesson' })).toBeTruthy();
    const lessons = screen.getByRole('list', { name: 'Lessons of Heart failure' });
    expect(within(lessons).queryByRole('img', { name: /^Drag / })).toBeNull();
    expect(within(lessons).queryByRole('button', { name: /to another topic$/ })).toBeNull();
  });
});

describe('admin notes: move to another topic or lesson', () => {
  it('moves a lesson to another author topic through the "Move lesson" dialog', async () => {
    const api = fakeCatalog();
    const { user } = renderApp(diagnosisAdminPage);
    const lessons = await screen.findByRole('list', { name: 'Lessons of Heart failure' });
    expect(within(lessons).queryByRole('button', { name: 'Move lesson My own lesson to another topic' })).toBeNull();

    await user.click(within(lessons).getByRole('button', { name: 'Move lesson Diagnosis to another topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move lesson' });
    const destination = within(dialog).getByLabelText('To topic');
    // Its own topic and reader topics are not destinations; topics are grouped by chapter.
    expect(
      within(destination)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a topic…', '2. Hypertension']);
    expect(within(destination).getByRole('group', { name: 'Cardiology' })).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.selectOptions(destination, '2. Hypertension');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    const lessonCallsBefore = api.callsTo(admin.topicLessons).length;
    await user.click(save);

    await waitFor(() => expect(api.callsTo(admin.moveLesson)).toHaveLength(1));
    expect(api.callsTo(admin.moveLesson)[0]?.body).toEqual({ lessonID: lessonIDs.diagnosis, topicID: hypertensionID });
    expect((await screen.findAllByText(Messages.successfullyUpdated)).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move lesson' })).toBeNull());
    await waitFor(() => expect(api.callsTo(admin.topicLessons).length).toBeGreaterThan(lessonCallsBefore));
  });

  it("moves a note to another lesson of the same topic; the topic's own lesson is not offered", async () => {
    const api = fakeCatalog();
    const { user } = renderApp(diagnosisAdminPage);
    const notes = await screen.findByRole('list', { name: 'Notes of Diagnosis' });

    await user.click(within(notes).getByRole('button', { name: 'Move note Red flags to another lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move note' });
    expect((within(dialog).getByLabelText('In topic') as HTMLSelectElement).value).toBe(ids.heartFailure);
    const destination = within(dialog).getByLabelText('To lesson');
    // Diagnosis holds the note; a reader's lesson never takes an author note.
    expect(
      within(destination)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a lesson…', 'Management']);

    await user.selectOptions(destination, 'Management');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    const noteCallsBefore = api.callsTo(admin.lessonNotes).length;
    await user.click(save);

    await waitFor(() => expect(api.callsTo(admin.moveNote)).toHaveLength(1));
    expect(api.callsTo(admin.moveNote)[0]?.body).toEqual({ noteID: noteIDs[1], lessonID: lessonIDs.management });
    expect((await screen.findAllByText(Messages.successfullyUpdated)).length).toBeGreaterThan(0);
    await waitFor(() => expect(api.callsTo(admin.lessonNotes).length).toBeGreaterThan(noteCallsBefore));
  });

  it("reaches another topic's lessons through the dialog's topic picker", async () => {
    const api = fakeCatalog();
    const { user } = renderApp(diagnosisAdminPage);
    const notes = await screen.findByRole('list', { name: 'Notes of Diagnosis' });

    await user.click(within(notes).getByRole('button', { name: 'Move note Classification to another lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move note' });
    const topicPicker = within(dialog).getByLabelText('In topic');
    expect(
      within(topicPicker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1. Heart failure', '2. Hypertension']);
    await user.selectOptions(within(dialog).getByLabelText('To lesson'), 'Management');

    await user.selectOptions(topicPicker, '2. Hypertension');
    await waitFor(() =>
      expect(
        api.callsTo(admin.topicLessons).some((call) => (call.body as { topicID: string }).topicID === hypertensionID),
      ).toBe(true),
    );
    const destination = within(dialog).getByLabelText('To lesson') as HTMLSelectElement;
    await within(destination).findByRole('option', { name: 'Screening' });
    // The lesson chosen in the other topic is forgotten, so Save waits for a new choice.
    expect(destination.value).toBe('');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));

    await user.selectOptions(destination, 'Screening');
    expect(await bodySentOnSave(user, dialog, api, admin.moveNote)).toEqual({
      noteID: noteIDs[0],
      lessonID: lessonIDs.screening,
    });
  });
});
