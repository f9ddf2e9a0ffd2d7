import { ApiPaths, Messages } from '@notebook/contracts';
import type { SearchResponse } from '@notebook/contracts';
import {
  type LessonCreated,
  type NoteContentChanged,
  type NoteCreated,
  lessonStream,
  noteStream,
} from '@notebook/catalog';
import { newId } from '@notebook/kernel';
import { TestApi, firstError, type CallPath } from '../support/test-api';

/**
 * Who finds what. Every caller finds every visible note by its titles; a note's content matches (and
 * gives snippets) only for callers who may open it (free topic, active subscription, a topic eligible
 * for the caller's pricing plan, own READER items), so the search is no oracle for locked content.
 * Nobody finds drafts, inactive or hidden items, or another reader's notes. Locked content never
 * appears in a body, and 'Did you mean' draws only on author text the caller could find.
 */
let api: TestApi;
let admin: string;
let owner: { token: string; userId: string };
let subscribed: { token: string; userId: string };
let other: { token: string; userId: string };
let planHolder: { token: string; userId: string };

const WORD = 'quasar';
const PAID_SECRET = 'paidsecretmarker';
const OWN_SECRET = 'ownsecretmarker';
const OTHER_SECRET = 'othersecretmarker';
const PLAN_SECRET = 'plansecretmarker';
/** A sentence only in the paid note's content, and a word the paid note's title shares with nothing else. */
const PAID_SENTENCE = 'the nebula collapses into a neutron star';
const PAID_TITLE_WORD = 'magnetar';
const ids: Record<string, string> = {};
let chapterID: string;
let freeTopicID: string;
let freeLessonID: string;

const save = (path: CallPath, body: unknown) => api.ok(path, { token: admin, body });

async function topic(chapterID: string, topicName: string, freeContent: boolean) {
  const topicID = await api.addTopic(admin, chapterID, topicName, { freeContent });
  return { topicID, lessonID: await api.createLesson(admin, topicID, `${topicName} lesson`, { publish: true }) };
}

async function readerNote(topicID: string, ownerReaderID: string, noteHeader: string, secret: string): Promise<string> {
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
  const noteID = newId();
  await api.recordEvent(noteStream(noteID), {
    type: 'NoteCreated',
    data: {
      noteID,
      lessonID,
      noteHeader,
      noteContent: `<p>${WORD} ${secret}</p>`,
      status: 'ACT',
      noteType: 'READER',
      ownerReaderID,
      publishState: 'PUBLISHED',
    },
  } satisfies NoteCreated);
  return noteID;
}

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  const chapter = await api.createChapter(admin, { chapterName: 'Astronomy' });
  chapterID = chapter.chapterID;
  const free = await topic(chapter.chapterID, 'Free topic', true);
  freeTopicID = free.topicID;
  freeLessonID = free.lessonID;
  const paid = await topic(chapter.chapterID, 'Paid topic', false);
  const hidden = await topic(chapter.chapterID, 'Hidden topic', true);
  const eligible = await topic(chapter.chapterID, 'Plan topic', false);
  ids.plan = await api.createNote(admin, eligible.lessonID, 'Plan note', `<p>${WORD} ${PLAN_SECRET}</p>`, {
    publish: true,
  });
  planHolder = await api.readerOnPlanTrial((await api.createPricingPlan(admin, [eligible.topicID])).pricingPlanID);
  for (const [key, lessonID, header, content] of [
    ['free', free.lessonID, 'Free note', `<p>${WORD} freecontentmarker</p>`],
    [
      'paid',
      paid.lessonID,
      `Paid note on the ${PAID_TITLE_WORD}`,
      `<p>${WORD} ${PAID_SECRET}. When ${PAID_SENTENCE}, it glows.</p>`,
    ],
    ['hidden', hidden.lessonID, 'Hidden note', `<p>${WORD} hiddenmarker</p>`],
    ['inactive', paid.lessonID, 'Inactive note', `<p>${WORD} inactivemarker</p>`],
  ] as const) {
    ids[key] = await api.createNote(admin, lessonID, header, content, { publish: true });
  }
  ids.draft = await api.createNote(admin, paid.lessonID, 'Draft note', `<p>${WORD} draftonlyvocabulary</p>`);
  const draftLessonID = await api.createLesson(admin, free.topicID, 'Unpublished lesson');
  ids.draftLesson = await api.createNote(admin, draftLessonID, 'Note in a draft lesson', `<p>${WORD}</p>`, {
    publish: true,
  });
  await save(ApiPaths.adminChapter.updateNoteStatus, { noteID: ids.inactive, status: 'INA' });
  await save(ApiPaths.adminChapter.updateTopicStatus, { topicID: hidden.topicID, status: 'INA' });
  [owner, subscribed, other] = await Promise.all([
    api.signedInReader(),
    api.signedInReader('ACTIVE'),
    api.signedInReader('ACTIVE'),
  ]);
  ids.own = await readerNote(paid.topicID, owner.userId, 'Own note', OWN_SECRET);
  ids.others = await readerNote(paid.topicID, other.userId, 'Other reader note', OTHER_SECRET);
});
afterAll(() => api.stop());

type Caller = 'anonymous' | 'unsubscribed owner' | 'plan holder' | 'subscribed' | 'admin on the public call';
async function searchAs(caller: Caller, searchKey: string, path?: CallPath) {
  const tokens = {
    anonymous: undefined,
    subscribed: subscribed.token,
    'unsubscribed owner': owner.token,
    'plan holder': planHolder.token,
    'admin on the public call': admin,
  };
  const token = tokens[caller];
  const route =
    path ??
    (caller === 'anonymous' || caller === 'admin on the public call'
      ? ApiPaths.public.searchNotePublic
      : ApiPaths.reader.searchNote);
  const response = await api.call<SearchResponse>(route, { body: { searchKey, limit: 500 }, token });
  expect(response.status).toBe(200);
  const result = (response.body as { result: SearchResponse }).result;
  const byNote = new Map(result.results.map((r) => [r.noteID, r]));
  const hasSnippet = (noteID: string) => !!byNote.get(noteID)?.highlights.some((h) => h.path === 'noteContent');
  return {
    result,
    raw: JSON.stringify(response.body),
    found: (key: string) => byNote.has(ids[key]!),
    snippet: (key: string) => hasSnippet(ids[key]!),
  };
}

// caller, [found by content, with a snippet], [found by titles only]
const cells: Array<[Caller, string[], string[]]> = [
  ['anonymous', ['free'], ['paid', 'plan']],
  ['admin on the public call', ['free'], ['paid', 'plan']],
  ['unsubscribed owner', ['free', 'own'], ['paid', 'plan']],
  ['plan holder', ['free', 'plan'], ['paid']],
  ['subscribed', ['free', 'paid', 'plan'], []],
];

describe.each(cells)('%s', (caller, withSnippet, titleOnly) => {
  test(`finds ${[...withSnippet, ...titleOnly].join(', ')} by their titles and nothing else`, async () => {
    const { result, found } = await searchAs(caller, 'lesson');
    const expected = [...withSnippet, ...titleOnly].map((key) => ids[key]).sort();
    expect(result.results.map((r) => r.noteID).sort()).toEqual(expected);
    // Those found by their titles only are the locked ones (shown with a lock).
    expect(
      result.results
        .filter((r) => r.locked)
        .map((r) => r.noteID)
        .sort(),
    ).toEqual(titleOnly.map((key) => ids[key]).sort());
    for (const never of ['hidden', 'inactive', 'draft', ApiPaths.adminChapter.draftLesson, 'others'])
      expect(found(never)).toBe(false);
    if (caller !== 'unsubscribed owner') expect(found('own')).toBe(false);
  });

  test(`finds ${withSnippet.join(', ')} by their content, with snippets, and nothing else`, async () => {
    const { result, snippet, raw } = await searchAs(caller, WORD);
    expect(result.results.map((r) => r.noteID).sort()).toEqual(withSnippet.map((key) => ids[key]).sort());
    for (const key of withSnippet) expect(snippet(key)).toBe(true);
    if (!withSnippet.includes('paid')) expect(raw).not.toContain(PAID_SECRET);
    if (!withSnippet.includes('plan')) expect(raw).not.toContain(PLAN_SECRET);
    for (const secret of ['hiddenmarker', 'inactivemarker', 'draftonlyvocabulary', OTHER_SECRET])
      expect(raw).not.toContain(secret);
    if (caller !== 'unsubscribed owner') expect(raw).not.toContain(OWN_SECRET);
  });

  test('a word only in content the caller may not open finds nothing', async () => {
    const { result } = await searchAs(caller, OTHER_SECRET);
    expect(result.results).toEqual([]);
    expect((await searchAs(caller, 'hiddenmarker')).result.results).toEqual([]);
  });
});

test("a word or a quoted sentence only in locked content finds nothing; the note's titles still find it", async () => {
  for (const caller of ['anonymous', 'unsubscribed owner', 'plan holder', 'admin on the public call'] as const) {
    for (const key of [PAID_SECRET, `"${PAID_SENTENCE}"`, 'nebula neutron']) {
      const { result, raw } = await searchAs(caller, key);
      expect({ caller, key, found: result.results.map((r) => r.noteID), total: result.totalNoOfRecords }).toEqual({
        caller,
        key,
        found: [],
        total: 0,
      });
      expect(raw).not.toContain(PAID_SECRET);
    }
    const byTitle = await searchAs(caller, PAID_TITLE_WORD);
    expect({ caller, found: byTitle.result.results.map((r) => r.noteID) }).toEqual({ caller, found: [ids.paid] });
    expect(byTitle.snippet('paid')).toBe(false);
  }
  const subscribedSees = await searchAs('subscribed', `"${PAID_SENTENCE}"`);
  expect(subscribedSees.result.results.map((r) => r.noteID)).toEqual([ids.paid]);
  expect(subscribedSees.snippet('paid')).toBe(true);
  expect((await searchAs('plan holder', PLAN_SECRET)).found('plan')).toBe(true);
});

test('a locked note found by its titles shows no content snippet', async () => {
  const { result, raw } = await searchAs('anonymous', `"${PAID_TITLE_WORD}"`);
  expect(result.results.map((r) => r.noteID)).toEqual([ids.paid]);
  expect(result.results[0]!.highlights.map((h) => h.path)).toEqual(['noteHeader']);
  expect(raw).not.toContain(PAID_SENTENCE);
});

test('the owner finds their own note by its content, with the snippet', async () => {
  const { result } = await searchAs('unsubscribed owner', OWN_SECRET);
  expect(result.results.map((r) => r.noteID)).toEqual([ids.own]);
  expect(result.results[0]!.highlights.find((h) => h.path === 'noteContent')!.texts).toContainEqual({
    type: 'hit',
    value: OWN_SECRET,
  });
});

test('a public call with a reader token is answered for that reader', async () => {
  const { found } = await searchAs('unsubscribed owner', WORD, ApiPaths.public.searchNotePublic);
  expect(found('own')).toBe(true);
});

test('the reader call needs a reader', async () => {
  expect((await api.call(ApiPaths.reader.searchNote, { body: { searchKey: WORD } })).status).toBe(401);
  expect((await api.call(ApiPaths.reader.searchNote, { body: { searchKey: WORD }, token: admin })).status).toBe(403);
});

test('did-you-mean never suggests a word from notes the caller cannot find', async () => {
  const { result } = await searchAs('subscribed', 'draftonlyvocabulari');
  expect(result.results).toEqual([]);
  expect(result.didYouMean).toBeNull();
  expect((await searchAs('subscribed', 'quasr')).result.didYouMean).toBe('quasar');
});

test('did-you-mean offers a word of locked content only to callers who may open it', async () => {
  expect((await searchAs('anonymous', 'paidsecretmarkr')).result.didYouMean).toBeNull();
  // The plan holder is answered as if the paid word did not exist: the closest word they may read (issue 24).
  expect((await searchAs('plan holder', 'paidsecretmarkr')).result.didYouMean).toBe(PLAN_SECRET);
  expect((await searchAs('subscribed', 'paidsecretmarkr')).result.didYouMean).toBe(PAID_SECRET);
});

test("did-you-mean never draws on a reader's private words, even when their stem finds an author note", async () => {
  // 'supernovae' is the reader's own spelling, closer to the typo than the author's 'supernova', and
  // its stem finds the free note.
  await save(ApiPaths.adminChapter.saveUpdateNote, {
    noteID: ids.free,
    lessonID: freeLessonID,
    noteHeader: 'Free note',
    noteContent: `<p>${WORD} freecontentmarker supernova</p>`,
  });
  await api.recordEvent(noteStream(ids.own!), {
    type: 'NoteContentChanged',
    data: { noteID: ids.own!, noteContent: `<p>${WORD} ${OWN_SECRET} supernovae</p>` },
  } satisfies NoteContentChanged);
  for (const caller of ['anonymous', 'subscribed'] as const) {
    const { result, raw } = await searchAs(caller, 'supernovaeq');
    expect({ caller, didYouMean: result.didYouMean }).toEqual({ caller, didYouMean: 'supernova' });
    expect(raw).not.toContain('supernovae');
  }
});

test('publishing, renaming and hiding reach the search at once', async () => {
  await save(ApiPaths.adminChapter.publishNote, { noteID: ids.draft });
  expect((await searchAs('subscribed', 'draftonlyvocabulary')).found('draft')).toBe(true);
  await save(ApiPaths.adminChapter.draftNote, { noteID: ids.draft });
  expect((await searchAs('subscribed', 'draftonlyvocabulary')).found('draft')).toBe(false);
  expect((await searchAs('anonymous', 'hidden')).found('hidden')).toBe(false);
  await save(ApiPaths.adminChapter.saveUpdateTopic, {
    topicID: freeTopicID,
    chapterID,
    topicName: 'Pulsar basics',
    freeContent: true,
  });
  const renamed = await searchAs('anonymous', 'pulsar');
  expect(renamed.found('free')).toBe(true);
  expect(renamed.result.results[0]!.topicName).toBe('Pulsar basics');
  await save(ApiPaths.adminChapter.saveUpdateTopic, {
    topicID: freeTopicID,
    chapterID,
    topicName: 'Pulsar basics',
    freeContent: false,
  });
  expect((await searchAs('anonymous', WORD)).snippet('free')).toBe(false);
});

describe('one address may search only so many times a minute', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await TestApi.start({ env: { SEARCHES_PER_MINUTE: '3', TRUST_PROXY: '1' } });
  });
  afterAll(() => limited.stop());

  test('the fourth search in a minute from one address is a 429 with Retry-After and the reason; another address still searches', async () => {
    const search = (ip: string) =>
      limited.call(ApiPaths.public.searchNotePublic, {
        body: { searchKey: 'asthma' },
        headers: { 'x-forwarded-for': ip },
      });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await search('198.51.100.5')).status).toBe(200);
    const refused = await search('198.51.100.5');
    expect(refused.status).toBe(429);
    expect(firstError(refused.body)?.errorMessage).toBe(Messages.tooManySearches);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await search('198.51.100.6')).status).toBe(200);
  });
});
