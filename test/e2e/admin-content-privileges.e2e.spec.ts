import { ApiPaths, Privileges, ResourcePaths, type NoteResource } from '@notebook/contracts';
import { TestApi } from '../support/test-api';

/**
 * The admin editors' reads of the catalog need a content privilege (spec section 6: chapter group
 * view, chapter view), not just the admin type: an admin who may only read Contact Us messages must
 * not read paid and draft notes.
 */
let api: TestApi;
let admin: string;
let topicID: string;
let lessonID: string;
let noteID: string;
let resourceName: string;
const DRAFT_SECRET = 'draftpaidsecretphrase';

const pdf = Buffer.from('%PDF-1.7\n% privileges\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  ({ topicID } = await api.createTopic(admin, { topicName: 'Paid topic' }));
  lessonID = await api.createLesson(admin, topicID, 'Draft lesson');
  noteID = await api.createNote(admin, lessonID, 'Draft note', `<p>${DRAFT_SECRET}</p>`);
  const response = await fetch(
    `${api.baseUrl}/api/${ResourcePaths.uploadNoteResourcePDF}?noteID=${noteID}&fileName=notes.pdf`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/pdf' },
      body: pdf,
    },
  );
  resourceName = ((await response.json()) as { result: NoteResource }).result.resourceName;
});
afterAll(() => api.stop());

const reads = () =>
  [
    [ApiPaths.adminChapter.getChapterMenu, undefined],
    [ApiPaths.adminChapter.getTopicMenu, 'GET'],
    [ApiPaths.adminChapter.getTopicLessons, { topicID }],
    [ApiPaths.adminChapter.getLessonNotes, { lessonID }],
    [ResourcePaths.getAdminNoteResources, { noteID }],
    [ResourcePaths.getAdminNoteResourcePDF, { resourceName }],
  ] as const;

async function read(path: string, input: unknown, token: string) {
  const response =
    input === 'GET'
      ? await fetch(`${api.baseUrl}/api/${path}`, { headers: { authorization: `Bearer ${token}` } })
      : await fetch(`${api.baseUrl}/api/${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(input ?? {}),
        });
  return { status: response.status, text: await response.text() };
}

test('an admin holding only Contact Us view reads none of them (403) and sees no draft text', async () => {
  const contactOnly = await api.adminToken([Privileges.contactUs.view]);
  for (const [path, input] of reads()) {
    const { status, text } = await read(path, input, contactOnly);
    expect({ path, status }).toEqual({ path, status: 403 });
    expect(text).not.toContain(DRAFT_SECRET);
  }
});

test('an admin holding only the chapter view code reads every one', async () => {
  const viewer = await api.adminToken([Privileges.chapter.view]);
  for (const [path, input] of reads())
    expect({ path, status: (await read(path, input, viewer)).status }).toEqual({ path, status: 200 });
  expect((await read(ApiPaths.adminChapter.getLessonNotes, { lessonID }, viewer)).text).toContain(DRAFT_SECRET);
});

test('the menus open to the screens that pick a topic (chapter group view, question editors, pricing), the notes only to content editors', async () => {
  for (const code of [
    Privileges.chapterGroup.view,
    Privileges.aktQuestion.view,
    Privileges.msqQuestion.view,
    Privileges.pricing.view,
  ]) {
    const token = await api.adminToken([code]);
    expect({ code, status: (await read(ApiPaths.adminChapter.getChapterMenu, undefined, token)).status }).toEqual({
      code,
      status: 200,
    });
    expect({ code, status: (await read(ApiPaths.adminChapter.getTopicMenu, 'GET', token)).status }).toEqual({
      code,
      status: 200,
    });
    expect({ code, status: (await read(ApiPaths.adminChapter.getLessonNotes, { lessonID }, token)).status }).toEqual({
      code,
      status: 403,
    });
  }
  for (const code of [Privileges.note.publish, Privileges.lesson.add, Privileges.topic.update]) {
    const token = await api.adminToken([code]);
    expect({ code, status: (await read(ApiPaths.adminChapter.getLessonNotes, { lessonID }, token)).status }).toEqual({
      code,
      status: 200,
    });
  }
});
