import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ApiPaths,
  Privileges,
  type EditorImageUpload,
  type Envelope,
  type NoteResource,
  ImagePaths,
  ResourcePaths,
} from '@notebook/contracts';
import { ImageUrlSigner } from '@notebook/kernel';
import { TestApi, firstError } from '../support/test-api';

/**
 * The note editor's image upload (raw body, magic bytes, 5 MiB, early token check) and the read-only
 * `/uploads/images/*` route (content type, nosniff, only stored names, only signed URLs).
 */
let api: TestApi;
let uploadDir: string;
let admin: string;

/** A 1x1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

async function upload(token: string | undefined, body: Buffer | string, contentType = 'image/png') {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${api.baseUrl}/api/adminChapter/uploadEditorImage`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as Envelope<EditorImageUpload> };
}
const storedImages = () => readdirSync(join(uploadDir, 'images')).filter((name) => !name.startsWith('.'));

/** A GET with the path sent verbatim (fetch would resolve `..` before sending). */
function rawGet(path: string): Promise<number> {
  const url = new URL(api.baseUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET' }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'notebook-images-'));
  api = await TestApi.start({ env: { UPLOAD_DIR: uploadDir } });
  admin = await api.adminToken();
});
afterAll(async () => {
  await api.stop();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe(ImagePaths.uploadEditorImage, () => {
  it('stores a PNG under a generated name and serves it back read-only', async () => {
    const response = await upload(admin, PNG);
    expect(response.status).toBe(200);
    if (response.body.status !== 'SUCCESS') throw new Error(JSON.stringify(response.body));
    expect(response.body.message).toBe('Successfully uploaded');
    const { url } = response.body.result;
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.png\?exp=\d+&sig=[0-9a-f]{64}$/);
    expect(storedImages()).toContain(url.split('?')[0]!.split('/').pop());

    const fetched = await fetch(`${api.baseUrl}${url}`);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/png');
    expect(fetched.headers.get('x-content-type-options')).toBe('nosniff');
    // Cached privately until the signed URL expires (one to two hours).
    const maxAge = Number(/private, max-age=(\d+)/.exec(fetched.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(3600 - 5);
    expect(maxAge).toBeLessThanOrEqual(7200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('decides the type by the magic bytes, not the Content-Type', async () => {
    const response = await upload(admin, GIF, 'application/octet-stream');
    if (response.body.status !== 'SUCCESS') throw new Error(JSON.stringify(response.body));
    expect(response.body.result.url).toMatch(/\.gif\?exp=/);
    const fetched = await fetch(`${api.baseUrl}${response.body.result.url}`);
    expect(fetched.headers.get('content-type')).toBe('image/gif');
  });

  it('refuses a file whose magic bytes are not an image: 400 on file, nothing stored', async () => {
    const before = storedImages().length;
    const response = await upload(
      admin,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/png',
    );
    expect(response.status).toBe(400);
    expect(firstError(response.body)).toEqual(
      expect.objectContaining({ field: 'file', errorMessage: 'The file is not a PNG, JPEG, GIF or WebP image' }),
    );
    expect(storedImages()).toHaveLength(before);
  });

  it('refuses an image over 5 MiB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(admin, big);
    expect(response.status).toBe(413);
    expect(firstError(response.body)?.errorMessage).toBe('The image is larger than 5 MiB');
  });

  it('is refused without a token (401) and for a reader (403)', async () => {
    expect((await upload(undefined, PNG)).status).toBe(401);
    const reader = await api.createReader({ subscribed: true });
    const token = (await api.login(reader.email)).token;
    expect((await upload(token, PNG)).status).toBe(403);
  });

  it('needs a privilege to write rich text that holds images: note add or update, or a question bank add/edit', async () => {
    const withoutNote = await api.adminToken([Privileges.lesson.add]);
    expect((await upload(withoutNote, PNG)).status).toBe(403);
    const addOnly = await api.adminToken([Privileges.note.add]);
    expect((await upload(addOnly, PNG)).status).toBe(200);
    for (const privilege of [
      Privileges.aktQuestion.addEdit,
      Privileges.kfpQuestion.addEdit,
      Privileges.msqQuestion.addEdit,
    ]) {
      expect([privilege, (await upload(await api.adminToken([privilege]), PNG)).status]).toEqual([privilege, 200]);
    }
  });

  it('refuses an image body on another route with 415', async () => {
    const response = await fetch(`${api.baseUrl}/api/adminChapter/saveUpdateNote`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${admin}` },
      body: PNG,
    });
    expect(response.status).toBe(415);
  });
});

describe('/uploads/images/*', () => {
  it('serves only stored names: traversal, other files and unknown names are 404', async () => {
    expect(await rawGet('/uploads/images/../../../../etc/passwd')).toBe(404);
    expect(await rawGet('/uploads/images/..%2f..%2f..%2fetc%2fpasswd')).toBe(404);
    expect(await rawGet('/uploads/images/%2e%2e/note-resources')).toBe(404);
    expect(await rawGet('/uploads/images/0190a0a0-0000-7000-8000-000000000000.png')).toBe(404);
    expect(await rawGet('/uploads/images/')).toBe(404);
    expect((await fetch(`${api.baseUrl}/uploads/images/0190a0a0-0000-7000-8000-000000000000.svg`)).status).toBe(404);
  });
});

describe('images of paid notes', () => {
  it('load only by a URL the server signed for a caller who may read the note, for a while', async () => {
    const uploaded = await upload(admin, PNG);
    if (uploaded.body.status !== 'SUCCESS') throw new Error(JSON.stringify(uploaded.body));
    const signedUrl = uploaded.body.result.url;
    const bare = signedUrl.split('?')[0]!;
    const { topicID } = await api.createTopic(admin, { chapterName: 'Imaging', topicName: 'Chest X-ray' }); // paid
    const { noteID, lessonID } = await api.noteInNewLesson(admin, topicID, 'Film', {
      content: `<p>Look:</p><img src="${signedUrl}" alt="film">`,
    });

    // Stored with the bare URL: a signature given out once never lives on in the content.
    const stored = await api.resources.db
      .selectFrom('note')
      .select('note_content')
      .where('note_id', '=', noteID)
      .executeTakeFirstOrThrow();
    expect(stored.note_content).toContain(`src="${bare}"`);

    // The bare URL, a tampered signature and an expired one are all 404.
    expect((await fetch(`${api.baseUrl}${bare}`)).status).toBe(404);
    expect(
      (
        await fetch(
          `${api.baseUrl}${signedUrl.replace(/sig=[0-9a-f]/, (match) => (match.endsWith('0') ? 'sig=1' : 'sig=0'))}`,
        )
      ).status,
    ).toBe(404);
    const expired = new ImageUrlSigner(api.resources.config.jwtSecret).signAll(
      bare,
      new Date(Date.now() - 3 * 3600 * 1000),
    );
    expect((await fetch(`${api.baseUrl}${expired}`)).status).toBe(404);

    // A subscriber reading the note gets a URL that loads; a visitor gets no content, so no URL.
    const subscriber = await api.signedInReader('ACTIVE');
    const read = await api.call(ApiPaths.reader.getRegisteredReadingSectionLessonNotes, {
      token: subscriber.token,
      body: { lessonID },
    });
    const url = /src="([^"]+)"/.exec(JSON.stringify(read.body).replaceAll('\\"', '"'))?.[1];
    expect(url).toMatch(/\?exp=\d+&sig=/);
    expect((await fetch(`${api.baseUrl}${url}`)).status).toBe(200);
    const visitor = await api.call(ApiPaths.public.getNotesPublic, { body: { lessonID } });
    expect(JSON.stringify(visitor.body)).not.toContain('/uploads/images/');
  });
});

/**
 * Issue 24 (7): image URLs are signed only inside the author content a content route released, so a
 * reader cannot get a paid image signed by writing its path into text of their own.
 */
describe('a paid image path written by a reader', () => {
  it('comes back unsigned from their name, their own note and their annotation, and the image route answers 404', async () => {
    const uploaded = await upload(admin, PNG);
    if (uploaded.body.status !== 'SUCCESS') throw new Error(JSON.stringify(uploaded.body));
    const path = uploaded.body.result.url.split('?')[0]!;
    const { topicID: paidTopicID, chapterID } = await api.createTopic(admin, {
      chapterName: 'Radiology',
      topicName: 'CT',
    });
    const paid = await api.noteInNewLesson(admin, paidTopicID, 'Scan', { content: `<img src="${path}" alt="scan">` });
    const freeTopicID = await api.addTopic(admin, chapterID, 'Free radiology', { freeContent: true });
    const free = await api.noteInNewLesson(admin, freeTopicID, 'Basics', { content: '<p>Basics of imaging</p>' });
    // On the trial of a plan that does not open the paid topic: may write notes, may not read the scan.
    const reader = await api.readerOnPlanTrial((await api.createPricingPlan(admin, [freeTopicID])).pricingPlanID);
    const token = reader.token;
    const smuggled = `<p><img src="${path}"></p>`;

    await api.ok(ApiPaths.auth.updateSocialReaderInfo, {
      token,
      body: { title: 'DR', firstName: path, lastName: 'Smuggler' },
    });
    const { noteID } = await api.ok<{ noteID: string }>(ApiPaths.reader.addNoteToLesson, {
      token,
      body: { lessonID: free.lessonID, noteHeader: 'Mine', noteContent: smuggled },
    });
    const annotation = {
      noteID: free.noteID,
      startOffset: 0,
      endOffset: 6,
      quote: 'Basics',
      prefix: '',
      suffix: ' of imaging',
      colour: 'yellow',
      comment: path,
    };
    await api.ok(ApiPaths.reader.addReaderNoteAnnotation, { token, body: annotation });

    const answers = {
      'current user': await api.call(ApiPaths.auth.currentUser, { token }),
      'lesson notes': await api.call(ApiPaths.reader.getRegisteredReadingSectionLessonNotes, {
        token,
        body: { lessonID: free.lessonID },
      }),
      'lesson notes (public call)': await api.call(ApiPaths.public.getNotesPublic, {
        token,
        body: { lessonID: free.lessonID },
      }),
      'own note': await api.call(ApiPaths.reader.getRegisteredReadingSectionNote, { token, body: { noteID } }),
      'own notes list': await api.call(ApiPaths.reader.getPagedReaderNotesByReaderID, { token, body: {} }),
      annotations: await api.call(ApiPaths.reader.getReaderNoteAnnotations, { token, body: { noteID: free.noteID } }),
    };
    for (const [what, answer] of Object.entries(answers)) {
      const text = JSON.stringify(answer.body);
      expect([what, text.includes(path), /\?exp=\d+(&|\\u0026)sig=/.test(text)]).toEqual([what, true, false]);
    }
    expect((await fetch(`${api.baseUrl}${path}`)).status).toBe(404);
    // The paid note itself stays locked to this reader: no URL at all.
    const locked = await api.call(ApiPaths.reader.getRegisteredReadingSectionNote, {
      token,
      body: { noteID: paid.noteID },
    });
    expect(JSON.stringify(locked.body)).not.toContain(path);

    // A subscriber reading the paid note still gets a URL that loads.
    const subscriber = await api.signedInReader('ACTIVE');
    const read = await api.call(ApiPaths.reader.getRegisteredReadingSectionNote, {
      token: subscriber.token,
      body: { noteID: paid.noteID },
    });
    const url = /src="([^"]+)"/.exec(JSON.stringify(read.body).replaceAll('\\"', '"'))?.[1];
    expect(url).toMatch(/\?exp=\d+&sig=/);
    expect((await fetch(`${api.baseUrl}${url}`)).status).toBe(200);
  });
});

/** The admin note screen's PDF panel: its list and download of an author note's PDFs, drafts included. */
describe('adminChapter/getNoteResources and getNoteResourcePDF', () => {
  const pdf = Buffer.from('%PDF-1.7\n% draft\ntrailer\n<<>>\n%%EOF\n', 'latin1');

  it('lists and downloads the PDFs of a draft note for an admin, not for a reader', async () => {
    const { topicID } = await api.createTopic(admin, {
      chapterGroupName: 'Images',
      chapterName: 'Pictures',
      topicName: 'Drafts',
    });
    const lessonID = await api.createLesson(admin, topicID, 'Draft lesson');
    const noteID = await api.createNote(admin, lessonID, 'Draft', '<p>x</p>');
    const uploaded = await fetch(
      `${api.baseUrl}/api/adminChapter/uploadNoteResourcePDF?noteID=${noteID}&fileName=guide.pdf`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/pdf', authorization: `Bearer ${admin}` },
        body: pdf,
      },
    );
    const resource = ((await uploaded.json()) as Envelope<NoteResource> & { result: NoteResource }).result;

    const listed = await api.ok<NoteResource[]>(ResourcePaths.getAdminNoteResources, {
      token: admin,
      body: { noteID },
    });
    expect(listed.map((item) => item.originalName)).toEqual(['guide.pdf']);

    const download = await fetch(`${api.baseUrl}/api/adminChapter/getNoteResourcePDF`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ resourceName: resource.resourceName }),
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="guide.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    const reader = await api.createReader({ subscribed: true });
    const token = (await api.login(reader.email)).token;
    expect((await api.call(ResourcePaths.getAdminNoteResources, { token, body: { noteID } })).status).toBe(403);
    expect(
      (
        await api.call(ResourcePaths.getAdminNoteResources, {
          token: admin,
          body: { noteID: '0190a0a0-0000-7000-8000-000000000000' },
        })
      ).status,
    ).toBe(404);
  });
});
