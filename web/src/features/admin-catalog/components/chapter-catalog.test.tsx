import { Messages, Privileges } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { chapterMenu, clinicalMedicineGroup, endpoints, ids, makeUser, signedInAs } from '@/testing/fixtures';
import { bodySentOnSave, saveOnceEnabled } from '@/testing/forms';
import { renderApp } from '@/testing/render-app';

describe('admin chapter groups', () => {
  it('shows the tree of chapter groups, chapters and topics with their status', async () => {
    fakeApi({ ...signedInAs(), [endpoints.chapterMenu]: ok(chapterMenu()) });
    renderApp('/admin/chapter/groups');

    const group = await screen.findByRole('listitem', { name: 'Clinical medicine' });
    const cardiology = within(group).getByRole('listitem', { name: 'Cardiology' });
    expect(within(cardiology).getByRole('listitem', { name: 'Heart failure' })).toBeTruthy();
    expect(within(cardiology).getAllByRole('img', { name: 'Active' }).length).toBe(2);

    const respiratory = within(group).getByRole('listitem', { name: 'Respiratory' });
    expect(within(respiratory).getByText(Messages.noTopics)).toBeTruthy();
    expect(within(respiratory).getByRole('img', { name: 'Inactive' })).toBeTruthy();
  });

  it("says 'No chapter(s) found' when there is nothing yet", async () => {
    fakeApi({ ...signedInAs(), [endpoints.chapterMenu]: ok(chapterMenu([])) });
    renderApp('/admin/chapter/groups');

    expect(await screen.findByText(Messages.noChaptersFound)).toBeTruthy();
  });

  it('adds a chapter group through the dialog, Save enabled only once valid', async () => {
    const created = {
      ...clinicalMedicineGroup(),
      chapterGroupID: '0190a3b4-0000-7000-8000-0000000000a2',
      chapterGroupName: 'Women’s health',
      chapters: [],
    };
    const api = fakeApi({
      ...signedInAs(),
      [endpoints.chapterMenu]: [ok(chapterMenu()), ok(chapterMenu([clinicalMedicineGroup(), created]))],
      [endpoints.saveChapterGroup]: ok(created, Messages.successfullySaved),
    });
    const { user } = renderApp('/admin/chapter/groups');

    await user.click(await screen.findByRole('button', { name: 'New chapter group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New chapter group' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));

    await user.type(within(dialog).getByLabelText('Chapter group name'), '  Women’s health ');
    await saveOnceEnabled(user, dialog);

    expect((await screen.findAllByText(Messages.successfullySaved)).length).toBeGreaterThan(0);
    expect(api.callsTo(endpoints.saveChapterGroup)[0]?.body).toEqual({
      chapterGroupName: 'Women’s health',
      status: 'ACT',
    });
    expect(await screen.findByRole('listitem', { name: 'Women’s health' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds a topic to a chapter as free content', async () => {
    const api = fakeApi({
      ...signedInAs(),
      [endpoints.chapterMenu]: ok(chapterMenu()),
      [endpoints.saveTopic]: ok({}, Messages.successfullySaved),
    });
    const { user } = renderApp('/admin/chapter/groups');

    const respiratory = await screen.findByRole('listitem', { name: 'Respiratory' });
    await user.click(within(respiratory).getByRole('button', { name: 'Add topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add topic' });
    await user.type(within(dialog).getByLabelText('Topic name'), 'Asthma');
    await user.click(within(dialog).getByLabelText('Free content'));
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Inactive');
    expect(await bodySentOnSave(user, dialog, api, endpoints.saveTopic)).toEqual({
      chapterID: ids.respiratory,
      topicName: 'Asthma',
      status: 'INA',
      freeContent: true,
    });
  });

  it('edits a chapter with its current values filled in', async () => {
    const api = fakeApi({
      ...signedInAs(),
      [endpoints.chapterMenu]: ok(chapterMenu()),
      [endpoints.saveChapter]: ok({}, Messages.successfullySaved),
    });
    const { user } = renderApp('/admin/chapter/groups');

    await user.click(await screen.findByRole('button', { name: 'Edit chapter Cardiology' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit chapter' });
    const name = within(dialog).getByLabelText<HTMLInputElement>('Chapter name');
    expect(name.value).toBe('Cardiology');
    await user.clear(name);
    await user.type(name, 'Cardiovascular');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo(endpoints.saveChapter)).toHaveLength(1));
    expect(api.callsTo(endpoints.saveChapter)[0]?.body).toEqual({
      chapterID: ids.cardiology,
      chapterGroupID: ids.group,
      chapterName: 'Cardiovascular',
      status: 'ACT',
    });
  });

  it('moves a chapter down and toggles its status, persisting both', async () => {
    const api = fakeApi({
      ...signedInAs(),
      [endpoints.chapterMenu]: ok(chapterMenu()),
      [endpoints.chapterOrder]: ok(null),
      [endpoints.chapterStatus]: ok(null, Messages.successfullyUpdated),
    });
    const { user } = renderApp('/admin/chapter/groups');

    await user.click(await screen.findByRole('button', { name: 'Move chapter Cardiology down' }));
    await waitFor(() => expect(api.callsTo(endpoints.chapterOrder)).toHaveLength(1));
    expect(api.callsTo(endpoints.chapterOrder)[0]?.body).toEqual({
      chapterGroupID: ids.group,
      chapterIDs: [ids.respiratory, ids.cardiology],
    });
    expect(screen.getByRole('button', { name: 'Move chapter Cardiology up' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Activate chapter Respiratory' }));
    await waitFor(() => expect(api.callsTo(endpoints.chapterStatus)).toHaveLength(1));
    expect(api.callsTo(endpoints.chapterStatus)[0]?.body).toEqual({ chapterID: ids.respiratory, status: 'ACT' });
  });

  it('offers only the controls the admin holds privileges for', async () => {
    fakeApi({
      ...signedInAs(makeUser('ADMIN', [Privileges.chapterGroup.view, Privileges.topic.add])),
      [endpoints.chapterMenu]: ok(chapterMenu()),
    });
    renderApp('/admin/chapter/groups');

    await screen.findByRole('listitem', { name: 'Clinical medicine' });
    expect(screen.queryByRole('button', { name: 'New chapter group' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add chapter' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Add topic' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });
});
