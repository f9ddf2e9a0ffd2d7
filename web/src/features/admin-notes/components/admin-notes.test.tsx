import { Messages, Privileges, type NoteItem } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import {
  adminNote,
  adminNoteCalls,
  diagnosisAdminPage,
  diagnosisHolding,
  noteIDs,
} from '@/testing/admin-notes-fixtures';
import { clinicalMedicineGroup, ids, makeUser } from '@/testing/fixtures';
import { bodySentOnSave } from '@/testing/forms';
import { renderApp } from '@/testing/render-app';

const admin = {
  ...adminNoteCalls,
  saveLesson: 'POST /api/adminChapter/saveUpdateLesson',
  publishNote: 'POST /api/adminChapter/publishNote',
  draftNote: 'POST /api/adminChapter/draftNote',
} as const;

const lessonID = ids.diagnosisLesson;
const notes: NoteItem[] = [
  adminNote(),
  adminNote({
    noteID: noteIDs[1],
    noteHeader: 'Red flags',
    noteContent: '<p>Syncope</p>',
    status: 'INA',
    publishState: 'DRAFT',
    displayOrder: 2,
  }),
];

describe('admin notes', () => {
  it("picks a topic and a lesson and lists the lesson's notes with status and publish state", async () => {
    const api = fakeApi(diagnosisHolding(notes));
    const { user, location } = renderApp('/admin/chapter/notes');

    await user.selectOptions(await screen.findByLabelText('Topic'), '1. Heart failure');
    const lessons = await screen.findByRole('list', { name: 'Lessons of Heart failure' });
    expect(api.callsTo(admin.topicLessons)[0]?.body).toEqual({ topicID: ids.heartFailure });

    await user.click(within(lessons).getByRole('button', { name: 'Diagnosis' }));
    expect(location()).toBe(diagnosisAdminPage);
    const list = await screen.findByRole('list', { name: 'Notes of Diagnosis' });
    const classification = within(list).getByRole('listitem', { name: 'Classification' });
    expect(within(classification).getByRole('img', { name: 'Active' })).toBeTruthy();
    expect(
      within(classification).getByRole('switch', { name: 'Publish note Classification' }).getAttribute('aria-checked'),
    ).toBe('true');
    const redFlags = within(list).getByRole('listitem', { name: 'Red flags' });
    expect(within(redFlags).getByRole('img', { name: 'Inactive' })).toBeTruthy();
    expect(within(redFlags).getByRole('button', { name: 'Move note Red flags down' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('publishes a draft note and moves a published one back to draft, each through its own call', async () => {
    const api = fakeApi({
      ...diagnosisHolding(notes),
      [admin.publishNote]: ok(notes[1], Messages.successfullyUpdated),
      [admin.draftNote]: ok(notes[0], Messages.successfullyUpdated),
    });
    const { user } = renderApp(diagnosisAdminPage);

    await user.click(await screen.findByRole('switch', { name: 'Publish note Red flags' }));
    await waitFor(() => expect(api.callsTo(admin.publishNote)).toHaveLength(1));
    expect(api.callsTo(admin.publishNote)[0]?.body).toEqual({ noteID: noteIDs[1] });
    expect(api.callsTo(admin.draftNote)).toHaveLength(0);
    expect((await screen.findAllByText(Messages.successfullyUpdated)).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('switch', { name: 'Publish note Classification' }));
    await waitFor(() => expect(api.callsTo(admin.draftNote)).toHaveLength(1));
    expect(api.callsTo(admin.draftNote)[0]?.body).toEqual({ noteID: noteIDs[0] });
  });

  it('will not save a note without a header; with one it saves and shows the response message', async () => {
    const api = fakeApi({ ...diagnosisHolding(notes), [admin.saveNote]: ok(notes[0], Messages.successfullySaved) });
    const { user } = renderApp(diagnosisAdminPage);

    await user.click(await screen.findByRole('button', { name: 'Add note' }));
    const form = await screen.findByRole('form', { name: 'New note' });
    expect(within(form).getByRole('textbox', { name: 'Note content' })).toBeTruthy();
    expect(within(form).getByRole('toolbar', { name: 'Note content formatting' })).toBeTruthy();
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(within(form).getByText('Not ready to save: Note header is Required')).toBeTruthy();

    const header = within(form).getByLabelText('Note header');
    await user.type(header, '   ');
    await user.click(save);
    expect(await within(form).findByText(Messages.requiredWithLabel('Note header'))).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(api.callsTo(admin.saveNote)).toHaveLength(0);

    await user.clear(header);
    await user.type(header, ' Aetiology ');
    expect(await bodySentOnSave(user, form, api, admin.saveNote)).toEqual({
      lessonID,
      noteHeader: 'Aetiology',
      noteContent: '',
      status: 'ACT',
      // The source fields left empty: no source (issue 29).
      sourceTitle: null,
      sourceUrl: null,
      lastReviewedOn: null,
    });
    expect((await screen.findAllByText(Messages.successfullySaved)).length).toBeGreaterThan(0);
    expect(await screen.findByRole('list', { name: 'Notes of Diagnosis' })).toBeTruthy();
  });

  it('asks before unsaved changes to a note are lost, on Cancel and on leaving the page', async () => {
    fakeApi(diagnosisHolding(notes));
    const { user, location } = renderApp(diagnosisAdminPage);
    await user.click(await screen.findByRole('button', { name: 'Add note' }));
    let form = await screen.findByRole('form', { name: 'New note' });

    // Nothing typed: Cancel closes at once.
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'New note' })).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Add note' }));
    form = await screen.findByRole('form', { name: 'New note' });
    await user.type(within(form).getByLabelText('Note header'), 'Half written');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(ask.textContent).toContain('Your changes to this note are not saved. Leave and discard them?');
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect((within(form).getByLabelText('Note header') as HTMLInputElement).value).toBe('Half written');

    // Another page is held until the admin says Discard.
    await user.click(screen.getByRole('link', { name: 'Chapter Groups' }));
    ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(location()).toBe(diagnosisAdminPage);
    await user.click(within(ask).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(location()).toBe('/admin/chapter/groups'));
  });

  it('narrows the topic picker, grouped by chapter, to the topics whose names hold the words typed', async () => {
    const group = clinicalMedicineGroup();
    const cardiology = group.chapters[0]!;
    const topic = (index: number, topicName: string) => ({
      ...cardiology.topics[0]!,
      topicID: `0190a3b4-0000-7000-8000-0000000009${index}0`,
      topicName,
      index,
      displayOrder: index,
    });
    cardiology.topics = [cardiology.topics[0]!, topic(2, 'Atrial fibrillation'), topic(3, 'Heart murmurs')];
    fakeApi(diagnosisHolding(notes, { groups: [group] }));
    const { user } = renderApp('/admin/chapter/notes');
    const picker = (await screen.findByLabelText('Topic')) as HTMLSelectElement;
    const shown = () => [...picker.querySelectorAll('optgroup option')].map((option) => option.textContent);
    expect(picker.querySelector('optgroup')?.getAttribute('label')).toBe('Cardiology');
    expect(shown()).toHaveLength(3);

    await user.type(screen.getByRole('searchbox', { name: 'Find a topic' }), 'heart');
    expect(shown()).toEqual(['1. Heart failure', '3. Heart murmurs']);
    expect(picker.options[0]?.textContent).toBe('2 topic(s) match');
    await user.type(screen.getByRole('searchbox', { name: 'Find a topic' }), ' mur');
    expect(shown()).toEqual(['3. Heart murmurs']);
  });

  it('reorders notes with the move buttons', async () => {
    const api = fakeApi({
      ...diagnosisHolding(notes),
      [admin.noteOrder]: ok({ lessonID, notes }, Messages.successfullyUpdated),
    });
    const { user } = renderApp(diagnosisAdminPage);

    await user.click(await screen.findByRole('button', { name: 'Move note Classification down' }));
    await waitFor(() => expect(api.callsTo(admin.noteOrder)).toHaveLength(1));
    expect(api.callsTo(admin.noteOrder)[0]?.body).toEqual({ lessonID, noteIDs: [noteIDs[1], noteIDs[0]] });
  });

  it('adds a lesson through its dialog', async () => {
    const api = fakeApi({ ...diagnosisHolding(notes), [admin.saveLesson]: ok({}, Messages.successfullySaved) });
    const { user } = renderApp(diagnosisAdminPage);

    await user.click(await screen.findByRole('button', { name: 'Add lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add lesson' });
    await user.type(within(dialog).getByLabelText('Lesson name'), 'Management');
    expect(await bodySentOnSave(user, dialog, api, admin.saveLesson)).toEqual({
      topicID: ids.heartFailure,
      lessonName: 'Management',
      status: 'ACT',
    });
  });

  it('offers only the controls the admin holds privileges for', async () => {
    const user = makeUser('ADMIN', [Privileges.chapter.update, Privileges.note.publish]);
    fakeApi(diagnosisHolding(notes, { user }));
    renderApp(diagnosisAdminPage);

    const list = await screen.findByRole('list', { name: 'Notes of Diagnosis' });
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add lesson' })).toBeNull();
    expect(within(list).queryByRole('button', { name: /^(Edit|Move|Activate|Deactivate) / })).toBeNull();
    // Publishing is held, moving back to draft is not.
    expect(within(list).getByRole('switch', { name: 'Publish note Red flags' }).hasAttribute('disabled')).toBe(false);
    expect(within(list).getByRole('switch', { name: 'Publish note Classification' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
