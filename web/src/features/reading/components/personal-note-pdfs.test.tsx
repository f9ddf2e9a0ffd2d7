import { NOTE_PDF_MAX_BYTES, type NoteResource, type ReaderNoteItem } from '@notebook/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { ids } from '@/testing/fixtures';
import {
  diagnosisNotes,
  diagnosisNotesHref,
  keyPointsNote,
  readingCalls,
  subscribedReaderOnHeartFailure,
} from '@/testing/reading-fixtures';
import { renderApp } from '@/testing/render-app';

const lessonID = ids.diagnosisLesson;
const ownNoteID = '0190a3b4-0000-7000-8000-0000000002b9';
const uploadPath = `/api/reader/uploadNotePdf?noteID=${ownNoteID}&fileName=mnemonic.pdf`;
const calls = {
  notes: readingCalls.lessonNotes,
  pdfs: 'POST /api/public/getNoteResources',
  upload: `POST ${uploadPath}`,
  download: 'POST /api/reader/getRegisteredReadingNoteResourcePDF',
} as const;

const personalNote: ReaderNoteItem = {
  noteID: ownNoteID,
  noteHeader: 'Mnemonic',
  noteContent: '<p>FACES</p>',
  lessonID,
  lessonName: 'Diagnosis',
  topicID: ids.heartFailure,
  topicName: 'Heart failure',
  status: 'ACT',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

const lessonNotes = () =>
  diagnosisNotes(
    [
      keyPointsNote('<p>BNP first.</p>'),
      {
        noteID: ownNoteID,
        lessonID,
        noteHeader: 'Mnemonic',
        displayOrder: 2,
        locked: false,
        noteContent: '<p>FACES</p>',
      },
    ],
    [personalNote],
  );

const attached: NoteResource = {
  resourceName: '0a6f3c2e-8b1d-4c5e-9f00-1234567890ab.pdf',
  noteID: ownNoteID,
  originalName: 'mnemonic.pdf',
  sizeBytes: 2048,
  sha256: 'f'.repeat(64),
  uploadedAt: '2026-01-03T10:00:00.000Z',
};

const reader = (pdfLists: NoteResource[][]) => ({
  ...subscribedReaderOnHeartFailure(),
  [readingCalls.annotations]: ok([]),
  [calls.notes]: ok(lessonNotes()),
  [calls.pdfs]: pdfLists.map((list) => ok(list)),
});

const pdfFile = () => new File(['%PDF-1.4\n%%EOF\n'], 'mnemonic.pdf', { type: 'application/pdf' });

/** The init of the one fetch sent to `path` (the fake API records bodies only when they are JSON). */
function sentTo(path: string): RequestInit | undefined {
  return vi.mocked(fetch).mock.calls.find(([url]) => url === path)?.[1];
}

async function ownNote() {
  return screen.findByRole('region', { name: 'Mnemonic' });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('PDFs on a personal note', () => {
  it('offers "Attach PDF" on the reader\'s own note only', async () => {
    fakeApi(reader([[]]));
    renderApp(diagnosisNotesHref);

    expect(await within(await ownNote()).findByRole('button', { name: 'Attach PDF to Mnemonic' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Key points' })).queryByRole('button', { name: /Attach PDF/ }),
    ).toBeNull();
  });

  it('sends the raw file with its type, the note and the name in the query, then lists it', async () => {
    const api = fakeApi({ ...reader([[], [attached]]), [calls.upload]: ok(attached, 'Successfully uploaded') });
    const { user } = renderApp(diagnosisNotesHref);
    const note = await ownNote();
    const file = pdfFile();

    await user.upload(within(note).getByLabelText('PDF file for Mnemonic'), file);

    expect(await screen.findByText('Successfully uploaded')).toBeTruthy();
    const init = sentTo(uploadPath);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(file);
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/pdf');
    expect(headers.get('Authorization')).toBe('Bearer access-token-1');
    const list = await within(note).findByRole('list', { name: 'PDFs of Mnemonic' });
    expect(within(list).getByText('mnemonic.pdf')).toBeTruthy();
    expect(within(list).getByText('(2 KB)')).toBeTruthy();
    expect(api.callsTo(calls.pdfs)[0]?.body).toEqual({ noteID: ownNoteID });
  });

  it('is disabled and says "Uploading…" until the server answers', async () => {
    fakeApi({ ...reader([[]]), [calls.upload]: ok(attached, 'Successfully uploaded') });
    const answerUpload = holdCallsTo(uploadPath);
    const { user } = renderApp(diagnosisNotesHref);
    const note = await ownNote();

    await user.upload(within(note).getByLabelText('PDF file for Mnemonic'), pdfFile());

    const button = within(note).getByRole('button', { name: 'Attach PDF to Mnemonic' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(button.textContent).toBe('Uploading…');
    expect(button.getAttribute('aria-busy')).toBe('true');
    answerUpload();
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(button.textContent).toBe('Attach PDF');
  });

  it('refuses a file that is not a PDF with a message, sending nothing', async () => {
    fakeApi(reader([[]]));
    renderApp(diagnosisNotesHref);
    const note = await ownNote();

    // fireEvent rather than user.upload: the picker's accept filter would drop the file first.
    fireEvent.change(within(note).getByLabelText('PDF file for Mnemonic'), {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });

    expect((await within(note).findByRole('alert')).textContent).toBe('The file is not a PDF');
    expect(sentTo(uploadPath)).toBeUndefined();
  });

  it('refuses a PDF over 20 MiB with a message, sending nothing', async () => {
    fakeApi(reader([[]]));
    const { user } = renderApp(diagnosisNotesHref);
    const note = await ownNote();
    const large = pdfFile();
    Object.defineProperty(large, 'size', { value: NOTE_PDF_MAX_BYTES + 1 });

    await user.upload(within(note).getByLabelText('PDF file for Mnemonic'), large);

    expect((await within(note).findByRole('alert')).textContent).toBe('The PDF is larger than 20 MiB');
    expect(sentTo(uploadPath)).toBeUndefined();
  });

  it("shows the server's refusal as a toast", async () => {
    fakeApi({ ...reader([[]]), [calls.upload]: failed(400, 'The file is not a PDF') });
    const { user } = renderApp(diagnosisNotesHref);
    const note = await ownNote();

    await user.upload(within(note).getByLabelText('PDF file for Mnemonic'), pdfFile());

    expect(await screen.findByText('The file is not a PDF')).toBeTruthy();
    expect(within(note).queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(within(note).getByRole('button', { name: 'Attach PDF to Mnemonic' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('downloads an attached PDF through the reader call, under its uploaded name', async () => {
    const api = fakeApi({ ...reader([[attached]]), [calls.download]: ok(null) });
    // jsdom has no object URLs.
    URL.createObjectURL = () => 'blob:pdf';
    URL.revokeObjectURL = () => undefined;
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = renderApp(diagnosisNotesHref);

    await user.click(await within(await ownNote()).findByRole('button', { name: 'Download mnemonic.pdf' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(api.callsTo(calls.download)[0]?.body).toEqual({ resourceName: attached.resourceName });
    expect(clicked[0]?.download).toBe('mnemonic.pdf');
    expect(clicked[0]?.href).toBe('blob:pdf');
  });
});

/** Holds the fake API's answer to `path` until the returned function is called. */
function holdCallsTo(path: string): () => void {
  const answer = vi.mocked(fetch);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = answer.getMockImplementation()!;
  answer.mockImplementation(async (input, init) => {
    if (input === path) await released;
    return held(input, init);
  });
  return release;
}
