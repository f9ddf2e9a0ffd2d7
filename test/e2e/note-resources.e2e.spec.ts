import { ResourcePaths, ApiPaths, Messages } from '@notebook/contracts';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Envelope, NoteResource, ReaderNoteItem } from '@notebook/contracts';
import { TestApi, eventually, firstError } from '../support/test-api';

/**
 * PDFs on notes over HTTP: admin and reader uploads (raw body), the magic-bytes check, the size
 * limit (413), stored names, downloads as attachments under the access rule, path traversal refused.
 */
let api: TestApi;
let uploadDir: string;
let admin: string;
type Reader = { token: string; userId: string };
let subscribed: Reader;
let unsubscribed: Reader;
let freeNoteID: string;
let paidNoteID: string;
let paidLessonID: string;
let draftNoteID: string;
const MISSING = '0190a0a0-0000-7000-8000-000000000000';
const pdf = (text: string) =>
  Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`, 'latin1');

async function upload(
  path: string,
  token: string | undefined,
  query: Record<string, string>,
  body: Buffer | string,
  contentType = 'application/pdf',
) {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${api.baseUrl}/api/${path}?${new URLSearchParams(query).toString()}`, {
    method: 'POST',
    headers,
    body,
  });
  return { status: response.status, body: (await response.json()) as Envelope<NoteResource> };
}
const adminUpload = (noteID: string, body: Buffer | string, fileName = 'BP guideline.pdf', contentType?: string) =>
  upload(ResourcePaths.uploadNoteResourcePDF, admin, { noteID, fileName }, body, contentType);
async function uploaded(response: { status: number; body: Envelope<NoteResource> }): Promise<NoteResource> {
  if (response.body.status !== 'SUCCESS')
    throw new Error(`upload: ${response.status} ${JSON.stringify(response.body)}`);
  expect(response.body.message).toBe('Successfully uploaded');
  return response.body.result;
}
async function download(path: string, token: string | undefined, body: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${api.baseUrl}/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}
const storedFiles = () => readdirSync(join(uploadDir, 'note-resources'));

const publishedNote = (topicID: string, header: string, publish = true) =>
  api.noteInNewLesson(admin, topicID, header, { publish });

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'notebook-uploads-'));
  api = await TestApi.start({ env: { UPLOAD_DIR: uploadDir } });
  admin = await api.adminToken();
  const { chapterID, topicID: freeTopicID } = await api.createTopic(admin, {
    chapterName: 'Cardiology',
    topicName: 'Free',
    freeContent: true,
  });
  const paidTopicID = await api.addTopic(admin, chapterID, 'Paid');
  freeNoteID = (await publishedNote(freeTopicID, 'Free note')).noteID;
  ({ noteID: paidNoteID, lessonID: paidLessonID } = await publishedNote(paidTopicID, 'Paid note'));
  draftNoteID = (await publishedNote(freeTopicID, 'Draft note', false)).noteID;
  [subscribed, unsubscribed] = await Promise.all([api.signedInReader('ACTIVE'), api.signedInReader()]);
});
afterAll(async () => {
  await api.stop();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('admin upload and public download', () => {
  test('an admin uploads a PDF to a free note; anyone downloads it as an attachment', async () => {
    const bytes = pdf('free guideline');
    const resource = await uploaded(
      await adminUpload(freeNoteID, bytes, '../../Hypertension "Heart Foundation" 2016.pdf'),
    );
    expect(resource).toMatchObject({
      noteID: freeNoteID,
      originalName: 'Hypertension _Heart Foundation_ 2016.pdf',
      sizeBytes: bytes.length,
    });
    expect(resource.resourceName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(resource.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(storedFiles()).toContain(resource.resourceName);

    const response = await download(ApiPaths.public.getFreeContentPDF, undefined, {
      resourceName: resource.resourceName,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Hypertension _Heart Foundation_ 2016.pdf"',
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.bytes.equals(bytes)).toBe(true);

    const listed = await api.call<NoteResource[]>(ResourcePaths.getNoteResources, { body: { noteID: freeNoteID } });
    expect(listed.body.status === 'SUCCESS' && listed.body.result.map((r) => r.resourceName)).toEqual([
      resource.resourceName,
    ]);
  });

  test('the same file twice is kept once', async () => {
    const bytes = pdf('twice');
    const first = await uploaded(await adminUpload(freeNoteID, bytes));
    const files = storedFiles().length;
    const second = await uploaded(await adminUpload(freeNoteID, bytes, 'again.pdf', 'application/octet-stream'));
    expect(second.resourceName).toBe(first.resourceName);
    expect(storedFiles()).toHaveLength(files);
  });

  test('a fake PDF (wrong magic bytes) is refused and nothing is stored', async () => {
    const files = storedFiles().length;
    const fake = await adminUpload(freeNoteID, '<html><script>alert(1)</script></html>', 'evil.pdf');
    expect(fake.status).toBe(400);
    expect(firstError(fake.body)).toMatchObject({ field: 'file', errorMessage: 'The file is not a PDF' });
    const empty = await adminUpload(freeNoteID, '', 'empty.pdf');
    expect(empty.status).toBe(400);
    expect(storedFiles()).toHaveLength(files);
  });

  test('an upload above 20 MiB is refused with 413 and a clear message', async () => {
    const files = storedFiles().length;
    const big = Buffer.concat([pdf('big'), Buffer.alloc(20 * 1024 * 1024)]);
    const response = await adminUpload(freeNoteID, big);
    expect(response.status).toBe(413);
    expect(firstError(response.body)?.errorMessage).toBe('The PDF is larger than 20 MiB');
    expect(storedFiles()).toHaveLength(files);
    // Exactly at the limit still passes the size check (and, being a PDF, is stored).
    const atLimit = Buffer.concat([pdf('limit'), Buffer.alloc(20 * 1024 * 1024 - pdf('limit').length)]);
    expect((await adminUpload(paidNoteID, atLimit)).status).toBe(200);
  });

  test('without a valid token an upload is refused before its body is read: 401 even for a huge body', async () => {
    const big = Buffer.concat([pdf('big'), Buffer.alloc(21 * 1024 * 1024)]);
    expect((await upload(ApiPaths.reader.uploadNotePdf, undefined, { noteID: freeNoteID }, big)).status).toBe(401);
    expect((await upload(ApiPaths.reader.uploadNotePdf, 'not-a-token', { noteID: freeNoteID }, big)).status).toBe(401);
  });

  test('a PDF body on a call that takes none is refused (415); JSON on the upload call is 400', async () => {
    const response = await fetch(`${api.baseUrl}/api/public/getNotePublic`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: pdf('x'),
    });
    expect(response.status).toBe(415);
    const json = await api.call(ResourcePaths.uploadNoteResourcePDF, {
      token: admin,
      query: { noteID: freeNoteID },
      body: { file: 'x' },
    });
    expect([json.status, firstError(json.body)?.field]).toEqual([400, 'file']);
  });

  test('bad ids are 400 naming the field; unknown and reader notes are 404; privileges are checked', async () => {
    const badId = await adminUpload('nope', pdf('x'));
    expect([badId.status, firstError(badId.body)?.field]).toEqual([400, 'noteID']);
    expect((await adminUpload(MISSING, pdf('missing'))).status).toBe(404);
    const personal = await readerNote(unsubscribed);
    expect((await adminUpload(personal, pdf('admin on reader note'))).status).toBe(404);
    const noPrivilege = await api.adminToken([]);
    expect(
      (await upload(ResourcePaths.uploadNoteResourcePDF, noPrivilege, { noteID: freeNoteID }, pdf('np'))).status,
    ).toBe(403);
    expect(
      (await upload(ResourcePaths.uploadNoteResourcePDF, undefined, { noteID: freeNoteID }, pdf('anon'))).status,
    ).toBe(401);
    expect(
      (await upload(ResourcePaths.uploadNoteResourcePDF, subscribed.token, { noteID: freeNoteID }, pdf('reader')))
        .status,
    ).toBe(403);
  });

  test('public downloads only for published notes of free-content topics; else 404', async () => {
    const paid = await uploaded(await adminUpload(paidNoteID, pdf('paid')));
    const draft = await uploaded(await adminUpload(draftNoteID, pdf('draft')));
    for (const resource of [paid, draft]) {
      expect(
        (await download(ApiPaths.public.getFreeContentPDF, undefined, { resourceName: resource.resourceName })).status,
      ).toBe(404);
      expect(
        (await download(ApiPaths.public.getFreeContentPDF, subscribed.token, { resourceName: resource.resourceName }))
          .status,
      ).toBe(404);
    }
    expect(
      (await download(ApiPaths.public.getFreeContentPDF, undefined, { resourceName: `${MISSING}.pdf` })).status,
    ).toBe(404);
  });

  test('a path-traversal resourceName is refused and reads no file', async () => {
    for (const resourceName of [
      '../../etc/passwd',
      '..%2F..%2Fetc%2Fpasswd',
      '/etc/passwd',
      `../${MISSING}.pdf`,
      `${MISSING}.pdf/../../x`,
    ]) {
      const response = await download(ApiPaths.public.getFreeContentPDF, undefined, { resourceName });
      expect([resourceName, response.status]).toEqual([resourceName, 400]);
      expect(response.bytes.toString()).not.toContain('root:');
      const registered = await download(ApiPaths.reader.getRegisteredReadingNoteResourcePDF, subscribed.token, {
        resourceName,
      });
      expect(registered.status).toBe(400);
    }
  });
});

async function readerNote(reader: Reader): Promise<string> {
  return (
    await api.ok<ReaderNoteItem>(ApiPaths.reader.addNoteToLesson, {
      token: reader.token,
      body: { lessonID: paidLessonID, noteHeader: 'Mine', noteContent: '<p>mine</p>' },
    })
  ).noteID;
}

describe('registered download and reader upload', () => {
  test('a subscribed reader downloads a paid note PDF (by name or by note); unsubscribed gets 404; anonymous 401', async () => {
    const bytes = pdf('paid download');
    const resource = await uploaded(await adminUpload(paidNoteID, bytes, 'Paid.pdf'));
    const byName = await download(ApiPaths.reader.getRegisteredReadingNoteResourcePDF, subscribed.token, {
      resourceName: resource.resourceName,
    });
    expect(byName.status).toBe(200);
    expect(byName.headers.get('content-disposition')).toBe('attachment; filename="Paid.pdf"');
    expect(byName.headers.get('x-content-type-options')).toBe('nosniff');
    expect(byName.bytes.equals(bytes)).toBe(true);
    const byNote = await download(ApiPaths.reader.getRegisteredReadingNoteResourcePDF, subscribed.token, {
      noteID: paidNoteID,
    });
    expect(byNote.bytes.equals(bytes)).toBe(true);

    expect(
      (
        await download(ApiPaths.reader.getRegisteredReadingNoteResourcePDF, unsubscribed.token, {
          resourceName: resource.resourceName,
        })
      ).status,
    ).toBe(404);
    expect(
      (await download(ApiPaths.reader.getRegisteredReadingNoteResourcePDF, unsubscribed.token, { noteID: paidNoteID }))
        .status,
    ).toBe(404);
    expect(
      (
        await download(ApiPaths.reader.getRegisteredReadingNoteResourcePDF, undefined, {
          resourceName: resource.resourceName,
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await download(ApiPaths.reader.getRegisteredReadingNoteResourcePDF, admin, {
          resourceName: resource.resourceName,
        })
      ).status,
    ).toBe(403);
    const none = await download(ApiPaths.reader.getRegisteredReadingNoteResourcePDF, subscribed.token, {});
    expect(none.status).toBe(400);
  });

  test('a reader uploads a PDF to their own personal note and downloads it; nobody else can', async () => {
    const noteID = await readerNote(unsubscribed);
    const bytes = pdf('my summary');
    const resource = await uploaded(
      await upload(ApiPaths.reader.uploadNotePdf, unsubscribed.token, { noteID, fileName: 'my summary.pdf' }, bytes),
    );
    expect(resource).toMatchObject({ noteID, originalName: 'my summary.pdf' });
    const mine = await download(ApiPaths.reader.getRegisteredReadingNoteResourcePDF, unsubscribed.token, { noteID });
    expect([mine.status, mine.bytes.equals(bytes)]).toEqual([200, true]);

    const other = await api.signedInReader('ACTIVE');
    expect(
      (
        await download(ApiPaths.reader.getRegisteredReadingNoteResourcePDF, other.token, {
          resourceName: resource.resourceName,
        })
      ).status,
    ).toBe(404);
    expect((await upload(ApiPaths.reader.uploadNotePdf, other.token, { noteID }, pdf('intruder'))).status).toBe(404);
    expect(
      (await download(ApiPaths.public.getFreeContentPDF, undefined, { resourceName: resource.resourceName })).status,
    ).toBe(404);
  });

  test('a reader cannot upload to an author note (403), an unknown note (404), or anonymously (401); a fake PDF is 400', async () => {
    expect(
      (await upload(ApiPaths.reader.uploadNotePdf, subscribed.token, { noteID: freeNoteID }, pdf('author'))).status,
    ).toBe(403);
    expect(
      (await upload(ApiPaths.reader.uploadNotePdf, subscribed.token, { noteID: MISSING }, pdf('missing'))).status,
    ).toBe(404);
    expect((await upload(ApiPaths.reader.uploadNotePdf, undefined, { noteID: freeNoteID }, pdf('anon'))).status).toBe(
      401,
    );
    expect((await upload(ApiPaths.reader.uploadNotePdf, admin, { noteID: freeNoteID }, pdf('admin'))).status).toBe(403);
    const noteID = await readerNote(subscribed);
    const fake = await upload(ApiPaths.reader.uploadNotePdf, subscribed.token, { noteID }, 'GIF89a not a pdf');
    expect([fake.status, firstError(fake.body)?.field]).toEqual([400, 'file']);
  });
});

describe('uploads are streamed to disk and limited', () => {
  let limited: TestApi;
  let limitedDir: string;
  beforeAll(async () => {
    limitedDir = mkdtempSync(join(tmpdir(), 'notebook-uploads-'));
    limited = await TestApi.start({
      env: { UPLOAD_DIR: limitedDir, READER_UPLOAD_MAX_FILES: '2', READER_UPLOAD_MAX_MIB: '1' },
    });
  });
  afterAll(async () => {
    await limited.stop();
    rmSync(limitedDir, { recursive: true, force: true });
  });
  const limitedFiles = () => readdirSync(join(limitedDir, 'note-resources'));
  const send = async (token: string, noteID: string, body: Buffer | string) => {
    const response = await fetch(
      `${limited.baseUrl}/api/${ApiPaths.reader.uploadNotePdf}?${new URLSearchParams({ noteID })}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/pdf', authorization: `Bearer ${token}` },
        body,
      },
    );
    return { status: response.status, body: (await response.json()) as Envelope<NoteResource> };
  };
  /** A personal note of the reader's, in an author lesson. */
  const personalNote = async (reader: { token: string }) => {
    const admin = await limited.adminToken();
    const { topicID } = await limited.createTopic(admin, {
      chapterName: `Chapter ${randomUUID()}`,
      topicName: 'Topic',
      freeContent: true,
    });
    const lessonID = await limited.createLesson(admin, topicID, 'Lesson', { publish: true });
    const note = await limited.ok<ReaderNoteItem>(ApiPaths.reader.addNoteToLesson, {
      token: reader.token,
      body: { lessonID, noteHeader: 'Mine', noteContent: '<p>mine</p>' },
    });
    return note.noteID;
  };

  test('a reader keeps at most so many files and bytes; a refused upload leaves no file behind', async () => {
    const reader = await limited.signedInReader('ACTIVE');
    const noteID = await personalNote(reader);
    expect((await send(reader.token, noteID, pdf('one'))).status).toBe(200);
    const big = Buffer.concat([pdf('big'), Buffer.alloc(1024 * 1024)]);
    const tooBig = await send(reader.token, noteID, big);
    expect([tooBig.status, firstError(tooBig.body)?.errorMessage]).toEqual([400, Messages.uploadBytesQuota(1)]);
    expect((await send(reader.token, noteID, pdf('two'))).status).toBe(200);
    const third = await send(reader.token, noteID, pdf('three'));
    expect([third.status, firstError(third.body)?.errorMessage, firstError(third.body)?.field]).toEqual([
      400,
      Messages.uploadFilesQuota(2),
      'file',
    ]);
    // Two kept; the refused ones (and one refused by the access rule before the handler) left nothing staged.
    expect((await send(await limited.adminToken(), noteID, pdf('admin'))).status).toBe(403);
    await eventually(async () => expect(limitedFiles().sort()).toHaveLength(2));
    expect(limitedFiles().some((name) => name.startsWith('.upload-'))).toBe(false);
  });

  test('one user sends at most two uploads at once; a third waits its turn (429)', async () => {
    const reader = await limited.signedInReader('ACTIVE');
    const noteID = await personalNote(reader);
    // Two uploads whose bodies are still arriving hold the user's two places.
    const slow = [0, 1].map((index) => {
      let feed!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void (feed = controller) });
      feed.enqueue(new TextEncoder().encode('%PDF-1.7\n'));
      const response = fetch(
        `${limited.baseUrl}/api/${ApiPaths.reader.uploadNotePdf}?${new URLSearchParams({ noteID })}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/pdf', authorization: `Bearer ${reader.token}` },
          body,
          duplex: 'half',
        } as RequestInit,
      );
      const finish = () => {
        feed.enqueue(new TextEncoder().encode(`% slow ${index}\n%%EOF\n`));
        feed.close();
        return response;
      };
      return { finish };
    });
    await eventually(async () => {
      const third = await send(reader.token, noteID, pdf('third'));
      expect([third.status, firstError(third.body)?.errorMessage]).toEqual([429, Messages.uploadInProgress]);
    });
    expect((await Promise.all(slow.map((each) => each.finish()))).map((response) => response.status)).toEqual([
      200, 200,
    ]);
    // Both arrived: the places are free again (and the reader's quota of two files is now full).
    const later = await send(reader.token, noteID, pdf('later'));
    expect(firstError(later.body)?.errorMessage).toBe(Messages.uploadFilesQuota(2));
  });
});
