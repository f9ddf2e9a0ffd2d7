import { ApiPaths, Messages } from '@notebook/contracts';
import type {
  LessonNotesResult,
  NoteResult,
  RegisteredPrimaryIndexResult,
  SecondaryIndexResult,
} from '@notebook/contracts';
import { type LessonCreated, type NoteCreated, lessonStream, noteStream } from '@notebook/catalog';
import { IdentityService } from '@notebook/identity';
import { SYSTEM_ACTOR, newId } from '@notebook/kernel';
import { TestApi, type CallPath } from '../support/test-api';

/**
 * The access matrix of the reading calls over HTTP: anonymous / unsubscribed / plan-holding (trial) /
 * lapsed plan holder / subscribed callers x free / paid / plan-eligible topics, a reader's own
 * READER-type lesson, and what is never shown (drafts, inactive items, hidden parents, another
 * reader's lesson). Locked content never appears in a response body.
 */
let api: TestApi;
let admin: string;
let unsubscribed: { token: string; userId: string };
let subscribed: { token: string; userId: string };
let other: { token: string; userId: string };
let planHolder: { token: string; userId: string };
let lapsedHolder: { token: string; userId: string };

const SECRET = 'PAID-CONTENT-MARKER';
type Fixture = {
  topicID: string;
  lessonID: string;
  noteIDs: string[];
  draftNoteID: string;
  inactiveNoteID: string;
  draftLessonID: string;
  inactiveLessonID: string;
};
let free: Fixture;
let paid: Fixture;
/** A paid topic the pricing plan makes eligible. */
let eligible: Fixture;
let hiddenTopicLessonID: string;
let hiddenTopicID: string;
let ownLessonID: string;
let ownNoteID: string;
let othersLessonID: string;

const save = (path: CallPath, body: unknown) => api.ok(path, { token: admin, body });

async function topicWithContent(chapterID: string, name: string, freeContent: boolean): Promise<Fixture> {
  const topicID = await api.addTopic(admin, chapterID, name, { freeContent });
  const lessonID = await api.createLesson(admin, topicID, `${name}: diagnosis`, { publish: true });
  const note = (noteHeader: string, noteContent: string, publish = true) =>
    api.createNote(admin, lessonID, noteHeader, noteContent, { publish });
  const first = await note('Thresholds', `<p>${SECRET} ${name} 140/90</p>`);
  const second = await note('Treatment', `<p>${SECRET} ${name} ACE inhibitor</p>`);
  const draftNoteID = await note('Draft note', `<p>${SECRET} draft</p>`, false);
  const inactiveNoteID = await note('Inactive note', `<p>${SECRET} inactive</p>`);
  await save(ApiPaths.adminChapter.updateNoteStatus, { noteID: inactiveNoteID, status: 'INA' });
  const draftLessonID = await api.createLesson(admin, topicID, 'Draft lesson');
  const inactiveLessonID = await api.createLesson(admin, topicID, 'Inactive lesson', { publish: true });
  await save(ApiPaths.adminChapter.updateLessonStatus, { lessonID: inactiveLessonID, status: 'INA' });
  return { topicID, lessonID, noteIDs: [first, second], draftNoteID, inactiveNoteID, draftLessonID, inactiveLessonID };
}

async function readerLesson(topicID: string, ownerReaderID: string): Promise<string> {
  const lessonID = newId();
  await api.recordEvent(lessonStream(lessonID), {
    type: 'LessonCreated',
    data: {
      lessonID,
      topicID,
      lessonName: 'My own lesson',
      status: 'ACT',
      lessonType: 'READER',
      ownerReaderID,
      publishState: 'PUBLISHED',
    },
  } satisfies LessonCreated);
  return lessonID;
}

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  const chapter = await api.createChapter(admin, { chapterName: 'Cardiology' });
  free = await topicWithContent(chapter.chapterID, 'Free topic', true);
  paid = await topicWithContent(chapter.chapterID, 'Paid topic', false);
  eligible = await topicWithContent(chapter.chapterID, 'Plan topic', false);
  const plan = await api.createPricingPlan(admin, [eligible.topicID]);
  [planHolder, lapsedHolder] = await Promise.all([
    api.readerOnPlanTrial(plan.pricingPlanID),
    api.readerOnPlanTrial(plan.pricingPlanID),
  ]);
  await api.app.get(IdentityService).changeSubscriptionStatus(lapsedHolder.userId, 'INACTIVE', SYSTEM_ACTOR);
  const hidden = await topicWithContent(chapter.chapterID, 'Hidden topic', true);
  await save(ApiPaths.adminChapter.updateTopicStatus, { topicID: hidden.topicID, status: 'INA' });
  hiddenTopicID = hidden.topicID;
  hiddenTopicLessonID = hidden.lessonID;
  [unsubscribed, subscribed, other] = await Promise.all([
    api.signedInReader(),
    api.signedInReader('ACTIVE'),
    api.signedInReader(),
  ]);
  ownLessonID = await readerLesson(paid.topicID, unsubscribed.userId);
  othersLessonID = await readerLesson(paid.topicID, other.userId);
  ownNoteID = newId();
  await api.recordEvent(noteStream(ownNoteID), {
    type: 'NoteCreated',
    data: {
      noteID: ownNoteID,
      lessonID: ownLessonID,
      noteHeader: 'Mine',
      noteContent: `<p>${SECRET} mine</p>`,
      status: 'ACT',
      noteType: 'READER',
      ownerReaderID: unsubscribed.userId,
      publishState: 'PUBLISHED',
    },
  } satisfies NoteCreated);
});
afterAll(() => api.stop());

type Caller = 'anonymous' | 'unsubscribed' | 'plan holder' | 'lapsed plan holder' | 'subscribed';
function tokenOf(caller: Caller): string | undefined {
  const readers = { unsubscribed, 'plan holder': planHolder, 'lapsed plan holder': lapsedHolder, subscribed };
  return caller === 'anonymous' ? undefined : readers[caller].token;
}
/** The public calls serve everyone (a token identifies the reader); the registered calls need a reader. */
function paths(caller: Caller) {
  return caller === 'anonymous'
    ? {
        index: ApiPaths.public.getSecondaryIndex,
        notes: ApiPaths.public.getNotesPublic,
        note: ApiPaths.public.getNotePublic,
      }
    : {
        index: ApiPaths.reader.getRegisteredUserSecondaryIndex,
        notes: ApiPaths.reader.getRegisteredReadingSectionLessonNotes,
        note: ApiPaths.reader.getRegisteredReadingSectionNote,
      };
}

async function read<T>(
  path: CallPath,
  body: unknown,
  token?: string,
): Promise<{ status: number; result: T; raw: string }> {
  const response = await api.call<T>(path, { body, token });
  return {
    status: response.status,
    result: (response.body as { result: T }).result,
    raw: JSON.stringify(response.body),
  };
}

type Kind = 'free' | 'paid' | 'plan-eligible';
const matrix: Array<[Caller, Kind, boolean]> = [
  ['anonymous', 'free', true],
  ['anonymous', 'paid', false],
  ['anonymous', 'plan-eligible', false],
  ['unsubscribed', 'free', true],
  ['unsubscribed', 'paid', false],
  ['unsubscribed', 'plan-eligible', false],
  ['plan holder', 'free', true],
  ['plan holder', 'paid', false],
  ['plan holder', 'plan-eligible', true],
  ['lapsed plan holder', 'free', true],
  ['lapsed plan holder', 'paid', false],
  ['lapsed plan holder', 'plan-eligible', false],
  ['subscribed', 'free', true],
  ['subscribed', 'paid', true],
  ['subscribed', 'plan-eligible', true],
];

const fixtureOf = (kind: Kind): Fixture => ({ free, paid, 'plan-eligible': eligible })[kind];

describe.each(matrix)('%s caller, %s topic', (caller, kind, open) => {
  const fixture = () => fixtureOf(kind);

  test(`the secondary index lists published, active lessons and note titles, ${open ? 'open' : 'locked'}`, async () => {
    const { status, result, raw } = await read<SecondaryIndexResult>(
      paths(caller).index,
      { topicID: fixture().topicID },
      tokenOf(caller),
    );
    expect(status).toBe(200);
    expect(result.locked).toBe(!open);
    const main = result.lessons.find((l) => l.lessonID === fixture().lessonID)!;
    expect(main).toMatchObject({ locked: !open, notes: [{ noteHeader: 'Thresholds' }, { noteHeader: 'Treatment' }] });
    const ids = result.lessons.map((l) => l.lessonID);
    expect(ids).not.toContain(fixture().draftLessonID);
    expect(ids).not.toContain(fixture().inactiveLessonID);
    expect(ids).not.toContain(othersLessonID);
    expect(raw).not.toContain(SECRET);
    expect(raw).not.toMatch(/Draft note|Inactive note/);
  });

  test(`a lesson's notes come ${open ? 'with' : 'without'} their content`, async () => {
    const { status, result, raw } = await read<LessonNotesResult>(
      paths(caller).notes,
      { lessonID: fixture().lessonID },
      tokenOf(caller),
    );
    expect(status).toBe(200);
    expect(result.locked).toBe(!open);
    expect(result.notes.map((n) => n.noteHeader)).toEqual(['Thresholds', 'Treatment']);
    for (const n of result.notes) {
      expect(n.locked).toBe(!open);
      if (open) expect(n.noteContent).toContain(SECRET);
      else expect(n.noteContent).toBeNull();
    }
    if (!open) expect(raw).not.toContain(SECRET);
  });

  test(`one note comes ${open ? 'with' : 'without'} its content`, async () => {
    const { status, result, raw } = await read<NoteResult>(
      paths(caller).note,
      { noteID: fixture().noteIDs[0] },
      tokenOf(caller),
    );
    expect(status).toBe(200);
    expect(result).toMatchObject({
      noteHeader: 'Thresholds',
      locked: !open,
      lessonID: fixture().lessonID,
      topicID: fixture().topicID,
    });
    if (open) expect(result.noteContent).toContain(SECRET);
    else {
      expect(result.noteContent).toBeNull();
      expect(raw).not.toContain(SECRET);
    }
  });

  test('drafts and inactive notes are not found', async () => {
    for (const noteID of [fixture().draftNoteID, fixture().inactiveNoteID]) {
      expect((await read(paths(caller).note, { noteID }, tokenOf(caller))).status).toBe(404);
    }
    for (const lessonID of [fixture().draftLessonID, fixture().inactiveLessonID]) {
      expect((await read(paths(caller).notes, { lessonID }, tokenOf(caller))).status).toBe(404);
    }
  });
});

describe('the registered primary index marks each topic locked by the same rule', () => {
  const readers: Caller[] = ['unsubscribed', 'plan holder', 'lapsed plan holder', 'subscribed'];
  test.each(readers)('%s reader', async (caller) => {
    const { result } = await read<RegisteredPrimaryIndexResult>(
      ApiPaths.reader.getRegisteredUserPrimaryIndex,
      undefined,
      tokenOf(caller),
    );
    const topics = new Map(result.chapters.flatMap((chapter) => chapter.topics).map((topic) => [topic.topicID, topic]));
    for (const [row, kind, open] of matrix) {
      if (row === caller) expect([kind, topics.get(fixtureOf(kind).topicID)?.locked]).toEqual([kind, !open]);
    }
  });
});

describe('reading marks and bookmarks follow the same rule: a locked lesson refuses them', () => {
  const readers: Caller[] = ['unsubscribed', 'plan holder', 'lapsed plan holder', 'subscribed'];
  const marks = (lessonID: string) =>
    [
      [ApiPaths.reader.updateLessonReading, { lessonID, lessonReading: 'FIRST' }],
      [ApiPaths.reader.updateReaderLessonBookMark, { lessonID, bookmarked: true }],
    ] as const;
  const marksOf = async (token: string) => {
    const reads = await read<{ pageData: Array<{ lessonID: string }> }>(
      ApiPaths.reader.getPagedReaderReadsByReaderID,
      { page: 0, rows: 50 },
      token,
    );
    const bookmarks = await read<{ pageData: Array<{ lessonID: string }> }>(
      ApiPaths.reader.getPagedBookMarksByReaderID,
      { page: 0, rows: 50 },
      token,
    );
    return [...reads.result.pageData, ...bookmarks.result.pageData].map((item) => item.lessonID);
  };

  test.each(readers)('%s reader', async (caller) => {
    const token = tokenOf(caller)!;
    for (const [row, kind, open] of matrix) {
      if (row !== caller) continue;
      const lessonID = fixtureOf(kind).lessonID;
      for (const [path, body] of marks(lessonID)) {
        const response = await api.call(path, { body, token });
        if (open) expect([kind, path, response.status]).toEqual([kind, path, 200]);
        else {
          expect([kind, path, response.status]).toEqual([kind, path, 403]);
          expect(response.body).toMatchObject({
            status: 'FAILED',
            appsErrorMessages: [{ errorMessage: Messages.lessonLocked }],
          });
        }
      }
      const marked = await marksOf(token);
      expect([kind, marked.includes(lessonID)]).toEqual([kind, open]);
    }
  });

  test("a reader marks their own lesson in a paid topic; another reader's, hidden and unknown lessons are 404", async () => {
    for (const [path, body] of marks(ownLessonID)) {
      expect((await api.call(path, { body, token: unsubscribed.token })).status).toBe(200);
    }
    const unknown = '0190a0b0-0000-7000-8000-0000000000fe';
    for (const lessonID of [othersLessonID, hiddenTopicLessonID, paid.draftLessonID, unknown]) {
      for (const [path, body] of marks(lessonID)) {
        const response = await api.call(path, { body, token: subscribed.token });
        expect([lessonID, response.status]).toEqual([lessonID, 404]);
      }
    }
  });
});

describe("a reader's own READER-type lesson in a paid topic", () => {
  test('is open to its owner without a subscription, listed in the index', async () => {
    const index = await read<SecondaryIndexResult>(
      ApiPaths.reader.getRegisteredUserSecondaryIndex,
      { topicID: paid.topicID },
      unsubscribed.token,
    );
    expect(index.result.locked).toBe(true);
    expect(index.result.lessons.find((l) => l.lessonID === ownLessonID)).toMatchObject({
      lessonType: 'READER',
      locked: false,
    });
    const notes = await read<LessonNotesResult>(
      ApiPaths.reader.getRegisteredReadingSectionLessonNotes,
      { lessonID: ownLessonID },
      unsubscribed.token,
    );
    expect(notes.result).toMatchObject({ locked: false, notes: [{ noteHeader: 'Mine', locked: false }] });
    expect(notes.result.notes[0]!.noteContent).toContain(SECRET);
    const one = await read<NoteResult>(ApiPaths.public.getNotePublic, { noteID: ownNoteID }, unsubscribed.token);
    expect(one.result.noteContent).toContain(SECRET);
  });

  test('is invisible to everyone else, even subscribed', async () => {
    for (const token of [other.token, subscribed.token, undefined]) {
      const index = await read<SecondaryIndexResult>(
        ApiPaths.public.getSecondaryIndex,
        { topicID: paid.topicID },
        token,
      );
      expect(index.result.lessons.map((l) => l.lessonID)).not.toContain(ownLessonID);
      expect((await read(ApiPaths.public.getNotesPublic, { lessonID: ownLessonID }, token)).status).toBe(404);
      expect((await read(ApiPaths.public.getNotePublic, { noteID: ownNoteID }, token)).status).toBe(404);
    }
  });
});

describe('what is never shown', () => {
  test('a topic made inactive hides its lessons and notes, even free ones', async () => {
    expect((await read(ApiPaths.public.getSecondaryIndex, { topicID: hiddenTopicID })).status).toBe(404);
    expect((await read(ApiPaths.public.getNotesPublic, { lessonID: hiddenTopicLessonID })).status).toBe(404);
    expect(
      (await read(ApiPaths.reader.getRegisteredUserSecondaryIndex, { topicID: hiddenTopicID }, subscribed.token))
        .status,
    ).toBe(404);
  });

  test('unknown ids are 404 naming the field', async () => {
    const unknown = '0190a0b0-0000-7000-8000-0000000000ff';
    for (const [path, body, field] of [
      [ApiPaths.public.getSecondaryIndex, { topicID: unknown }, 'topicID'],
      [ApiPaths.public.getNotesPublic, { lessonID: unknown }, 'lessonID'],
      [ApiPaths.public.getNotePublic, { noteID: unknown }, 'noteID'],
    ] as const) {
      const response = await api.call(path, { body });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ status: 'FAILED', appsErrorMessages: [{ field }] });
    }
  });

  test('bad input is a 400 naming the field', async () => {
    for (const [path, body, field] of [
      [ApiPaths.public.getSecondaryIndex, {}, 'topicID'],
      [ApiPaths.public.getNotesPublic, { lessonID: "1' OR '1'='1" }, 'lessonID'],
      [ApiPaths.reader.getRegisteredReadingSectionNote, { noteID: 42 }, 'noteID'],
    ] as const) {
      const response = await api.call(path, { body, token: subscribed.token });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ status: 'FAILED', appsErrorMessages: [{ field }] });
    }
  });

  test('the registered calls need a reader: 401 without a token, 403 for an admin', async () => {
    expect(
      (await api.call(ApiPaths.reader.getRegisteredUserSecondaryIndex, { body: { topicID: free.topicID } })).status,
    ).toBe(401);
    expect(
      (
        await api.call(ApiPaths.reader.getRegisteredReadingSectionLessonNotes, {
          body: { lessonID: free.lessonID },
          token: admin,
        })
      ).status,
    ).toBe(403);
  });

  test("a public call with a subscribed reader's token reads as that reader", async () => {
    const { result } = await read<NoteResult>(
      ApiPaths.public.getNotePublic,
      { noteID: paid.noteIDs[0] },
      subscribed.token,
    );
    expect(result.noteContent).toContain(SECRET);
  });

  test('an admin calling the public pages reads as a visitor: paid content stays locked', async () => {
    const { result, raw } = await read<LessonNotesResult>(
      ApiPaths.public.getNotesPublic,
      { lessonID: paid.lessonID },
      admin,
    );
    expect(result.locked).toBe(true);
    expect(raw).not.toContain(SECRET);
  });

  test('a drafted note disappears from readers at once', async () => {
    await save(ApiPaths.adminChapter.draftNote, { noteID: free.noteIDs[1] });
    const { result } = await read<LessonNotesResult>(ApiPaths.public.getNotesPublic, { lessonID: free.lessonID });
    expect(result.notes.map((n) => n.noteHeader)).toEqual(['Thresholds']);
    await save(ApiPaths.adminChapter.publishNote, { noteID: free.noteIDs[1] });
  });
});
