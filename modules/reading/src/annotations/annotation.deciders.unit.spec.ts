import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import { PdfTooLargeError, type StagedPdf, checkPdfUpload, isPdf, safeOriginalName } from '../resources/pdf-store';
import { noteResourceDecider } from '../resources/note-resource.decider';
import type { NoteResourceAttached } from '../resources/note-resource.events';
import { type NoteStanding, noteDecider } from '@notebook/catalog';
import { authorNote, personalNote, trashed } from '../reading.fixtures';
import { annotationDecider } from './annotation.decider';
import type { NoteAnnotationAdded } from './annotation.events';

const added: NoteAnnotationAdded = {
  type: 'NoteAnnotationAdded',
  data: {
    annotationID: 'a1',
    noteID: 'n1',
    readerID: 'r1',
    startOffset: 10,
    endOffset: 24,
    quote: 'blood pressure',
    prefix: 'raised ',
    suffix: ' above',
    colour: 'yellow',
    comment: null,
  },
};
const body = {
  startOffset: 10,
  endOffset: 24,
  quote: 'blood pressure',
  prefix: 'raised ',
  suffix: ' above',
  colour: 'yellow' as const,
  comment: null,
};

describe('annotations', () => {
  test('a reader adds a highlight; adding the same annotation twice is a conflict', () => {
    given(annotationDecider).when({ type: 'AddNoteAnnotation', data: added.data }).then([added]);
    given(annotationDecider, [added]).when({ type: 'AddNoteAnnotation', data: added.data }).thenThrows(ConflictError);
  });

  test('the owner changes colour and comment; the event carries the whole highlight', () => {
    given(annotationDecider, [added])
      .when({
        type: 'UpdateNoteAnnotation',
        data: { readerID: 'r1', changes: { colour: 'pink', comment: 'check Heart Foundation 2016' } },
      })
      .then([
        {
          type: 'NoteAnnotationUpdated',
          data: {
            annotationID: 'a1',
            noteID: 'n1',
            readerID: 'r1',
            ...body,
            colour: 'pink',
            comment: 'check Heart Foundation 2016',
          },
        },
      ]);
  });

  test('an update that changes nothing records nothing; a null comment clears it', () => {
    given(annotationDecider, [added])
      .when({ type: 'UpdateNoteAnnotation', data: { readerID: 'r1', changes: { colour: 'yellow' } } })
      .thenNothingHappened();
    const commented = { ...added, data: { ...added.data, comment: 'x' } };
    given(annotationDecider, [commented])
      .when({ type: 'UpdateNoteAnnotation', data: { readerID: 'r1', changes: { comment: null } } })
      .then([{ type: 'NoteAnnotationUpdated', data: { ...added.data } }]);
  });

  test('re-anchoring moves the range; an end before the start is refused', () => {
    given(annotationDecider, [added])
      .when({
        type: 'UpdateNoteAnnotation',
        data: { readerID: 'r1', changes: { startOffset: 40, endOffset: 54, quote: 'blood pressure' } },
      })
      .then([{ type: 'NoteAnnotationUpdated', data: { ...added.data, startOffset: 40, endOffset: 54 } }]);
    given(annotationDecider, [added])
      .when({ type: 'UpdateNoteAnnotation', data: { readerID: 'r1', changes: { startOffset: 30 } } })
      .thenThrows(BusinessRuleError);
  });

  test("another reader's annotation, an unknown one and a deleted one do not exist (404)", () => {
    given(annotationDecider, [added])
      .when({ type: 'UpdateNoteAnnotation', data: { readerID: 'r2', changes: { colour: 'blue' } } })
      .thenThrows(NotFoundError);
    given(annotationDecider, [added])
      .when({ type: 'DeleteNoteAnnotation', data: { readerID: 'r2' } })
      .thenThrows(NotFoundError);
    given(annotationDecider)
      .when({ type: 'UpdateNoteAnnotation', data: { readerID: 'r1', changes: { colour: 'blue' } } })
      .thenThrows(NotFoundError);
    const deleted = {
      type: 'NoteAnnotationDeleted' as const,
      data: { annotationID: 'a1', noteID: 'n1', readerID: 'r1' },
    };
    given(annotationDecider, [added])
      .when({ type: 'DeleteNoteAnnotation', data: { readerID: 'r1' } })
      .then([deleted]);
    given(annotationDecider, [added, deleted])
      .when({ type: 'DeleteNoteAnnotation', data: { readerID: 'r1' } })
      .thenThrows(NotFoundError);
    given(annotationDecider, [added, deleted])
      .when({ type: 'UpdateNoteAnnotation', data: { readerID: 'r1', changes: { colour: 'blue' } } })
      .thenThrows(NotFoundError);
  });
});

const stateOf = (...events: Parameters<typeof noteDecider.evolve>[1][]): NoteStanding =>
  events.reduce(noteDecider.evolve, noteDecider.initialState());
const file = {
  resourceName: '0190a0a0-0000-7000-8000-000000000001.pdf',
  originalName: 'guideline.pdf',
  sizeBytes: 1234,
  sha256: 'aa'.repeat(32),
};
const attached = (
  noteID: string,
  uploaderType: 'ADMIN' | 'READER',
  uploaderID: string,
  resource = file,
): NoteResourceAttached => ({
  type: 'NoteResourceAttached',
  data: { noteID, ...resource, uploaderType, uploaderID },
});
const admin = { kind: 'ADMIN' as const, adminID: 'admin-1' };
const reader = (readerID: string) => ({ kind: 'READER' as const, readerID });
const attach = (note: NoteStanding, uploader: ReturnType<typeof reader> | typeof admin, resource = file) => ({
  type: 'AttachNoteResource' as const,
  data: { note, uploader, resource },
});

describe('PDF resources on notes', () => {
  test('an admin attaches a PDF to an author note', () => {
    given(noteResourceDecider)
      .when(attach(stateOf(authorNote), admin))
      .then([attached('n1', 'ADMIN', 'admin-1')]);
  });

  test("an admin does not touch a reader's personal note, nor an unknown one (404)", () => {
    given(noteResourceDecider)
      .when(attach(stateOf(personalNote), admin))
      .thenThrows(NotFoundError);
    given(noteResourceDecider).when(attach(stateOf(), admin)).thenThrows(NotFoundError);
  });

  test('a reader attaches only to their own personal note: author note 403, another reader 404, trash 400', () => {
    given(noteResourceDecider)
      .when(attach(stateOf(personalNote), reader('r1')))
      .then([attached('n2', 'READER', 'r1')]);
    given(noteResourceDecider)
      .when(attach(stateOf(authorNote), reader('r1')))
      .thenThrows(ForbiddenError);
    given(noteResourceDecider)
      .when(attach(stateOf(personalNote), reader('r2')))
      .thenThrows(NotFoundError);
    given(noteResourceDecider)
      .when(attach(stateOf(personalNote, trashed), reader('r1')))
      .thenThrows(BusinessRuleError);
    const deleted = { type: 'NoteDeleted' as const, data: { noteID: 'n2', lessonID: 'l1' } };
    given(noteResourceDecider)
      .when(attach(stateOf(personalNote, trashed, deleted), reader('r1')))
      .thenThrows(NotFoundError);
  });

  test('the same file twice records nothing; a note holds at most 20 PDFs', () => {
    given(noteResourceDecider, [attached('n1', 'ADMIN', 'admin-1')])
      .when(attach(stateOf(authorNote), admin, { ...file, resourceName: 'other.pdf' }))
      .thenNothingHappened();
    const twenty = Array.from({ length: 20 }, (_, i) =>
      attached('n1', 'ADMIN', 'admin-1', { ...file, resourceName: `${i}.pdf`, sha256: String(i) }),
    );
    given(noteResourceDecider, twenty)
      .when(attach(stateOf(authorNote), admin))
      .thenThrows(BusinessRuleError);
  });
});

describe('PDF uploads', () => {
  /** An upload as the parser hands it over: on disk, with its first bytes. */
  const staged = (bytes: Buffer): StagedPdf => ({
    kind: 'staged-pdf',
    path: '/nowhere',
    sizeBytes: bytes.length,
    sha256: '',
    head: bytes.subarray(0, 16),
  });
  const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');

  test('only bytes starting with %PDF- are a PDF, whatever the name or type claims', () => {
    expect(isPdf(pdf)).toBe(true);
    expect(isPdf(Buffer.from('<html><script>alert(1)</script></html>'))).toBe(false);
    expect(isPdf(Buffer.from('%PDF'))).toBe(false);
    expect(() => checkPdfUpload(staged(Buffer.from('MZ\x90\x00 not a pdf')))).toThrow(BusinessRuleError);
    expect(() => checkPdfUpload(staged(Buffer.alloc(0)))).toThrow(BusinessRuleError);
    expect(checkPdfUpload(staged(pdf)).sizeBytes).toBe(pdf.length);
  });

  test('above 20 MiB is too large (413)', () => {
    expect(() => checkPdfUpload({ ...staged(pdf), sizeBytes: 20 * 1024 * 1024 + 1 })).toThrow(PdfTooLargeError);
    expect(new PdfTooLargeError().httpStatus).toBe(413);
  });

  test("the uploader's file name is only a safe download name: no path, no quotes, ends in .pdf", () => {
    expect(safeOriginalName('../../etc/passwd')).toBe('passwd.pdf');
    expect(safeOriginalName('C:\\Users\\me\\BP guideline 2024.PDF')).toBe('BP guideline 2024.pdf');
    expect(safeOriginalName('a"b;\r\nc.pdf')).toBe('a_b_c.pdf');
    expect(safeOriginalName(undefined)).toBe('document.pdf');
    expect(safeOriginalName('...')).toBe('document.pdf');
    expect(safeOriginalName(`${'x'.repeat(300)}.pdf`)).toHaveLength(100);
  });
});
