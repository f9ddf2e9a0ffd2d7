import { Messages, type NoteResource } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { adminNote, adminNoteCalls, diagnosisAdminPage, diagnosisHolding } from '@/testing/admin-notes-fixtures';
import { bodySentOnSave } from '@/testing/forms';
import { renderApp } from '@/testing/render-app';

const note = adminNote({ publishState: 'DRAFT' });
const noteID = note.noteID;
const resource = (originalName: string, resourceName: string): NoteResource => ({
  resourceName,
  noteID,
  originalName,
  sizeBytes: 2048,
  sha256: 'x',
  uploadedAt: '2026-11-22T03:00:00.000Z',
});

const calls = {
  saveNote: adminNoteCalls.saveNote,
  uploadImage: 'POST /api/adminChapter/uploadEditorImage',
  resources: 'POST /api/adminChapter/getNoteResources',
  uploadPdf: `POST /api/adminChapter/uploadNoteResourcePDF?noteID=${noteID}&fileName=guide.pdf`,
} as const;

// jsdom has no layout: tiptap scrolls the inserted image into view, which asks for rectangles.
beforeAll(() => {
  const noRects = function (this: unknown) {
    return Object.assign([], { item: () => null }) as unknown as DOMRectList;
  };
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  for (const proto of [Element.prototype, Range.prototype, Text.prototype] as Array<{
    getClientRects?: unknown;
    getBoundingClientRect?: unknown;
  }>) {
    proto.getClientRects ??= noRects;
    proto.getBoundingClientRect ??= emptyRect;
  }
  document.elementFromPoint ??= () => null;
});

describe('admin note files', () => {
  it('uploads a picture from the file picker and puts the returned address in the note', async () => {
    const api = fakeApi({
      ...diagnosisHolding([note]),
      [calls.resources]: ok([]),
      [calls.uploadImage]: ok(
        { url: '/uploads/images/0190a3b4-0000-7000-8000-00000000beef.png' },
        Messages.successfullyUploaded,
      ),
      [calls.saveNote]: ok(note, Messages.successfullySaved),
    });
    const { user } = renderApp(diagnosisAdminPage);

    await user.click(await screen.findByRole('button', { name: 'Edit note Classification' }));
    const form = await screen.findByRole('form', { name: 'Edit note' });
    expect(within(form).getByRole('button', { name: 'Image by URL' })).toBeTruthy();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ecg.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Note content: image file'), png);

    await waitFor(() => expect(api.callsTo(calls.uploadImage)).toHaveLength(1));
    const upload = api.callsTo(calls.uploadImage)[0]!;
    expect(upload.authorization).toMatch(/^Bearer /);
    const sent = (await bodySentOnSave(user, form, api, calls.saveNote)) as { noteContent: string };
    expect(sent.noteContent).toContain(
      '<img src="/uploads/images/0190a3b4-0000-7000-8000-00000000beef.png" alt="ecg">',
    );
  });

  it("lists the note's PDFs, uploads one from the file picker and refreshes the list", async () => {
    const api = fakeApi({
      ...diagnosisHolding([note]),
      [calls.resources]: [
        ok([resource('BP.pdf', '0190a3b4-0000-7000-8000-0000000000f1.pdf')]),
        ok([
          resource('BP.pdf', '0190a3b4-0000-7000-8000-0000000000f1.pdf'),
          resource('guide.pdf', '0190a3b4-0000-7000-8000-0000000000f2.pdf'),
        ]),
      ],
      [calls.uploadPdf]: ok(
        resource('guide.pdf', '0190a3b4-0000-7000-8000-0000000000f2.pdf'),
        Messages.successfullyUploaded,
      ),
    });
    const { user } = renderApp(diagnosisAdminPage);

    await user.click(await screen.findByRole('button', { name: 'Edit note Classification' }));
    const list = await screen.findByRole('list', { name: 'PDFs of Classification' });
    expect(within(list).getByRole('button', { name: 'Download BP.pdf' })).toBeTruthy();
    expect(api.callsTo(calls.resources)[0]?.body).toEqual({ noteID });

    await user.upload(
      screen.getByLabelText('PDF file'),
      new File(['%PDF-1.7'], 'guide.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(api.callsTo(calls.uploadPdf)).toHaveLength(1));
    expect((await screen.findAllByText(Messages.successfullyUploaded)).length).toBeGreaterThan(0);
    expect(await within(list).findByRole('button', { name: 'Download guide.pdf' })).toBeTruthy();
  });
});
