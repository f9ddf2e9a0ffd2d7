import { ApiPaths } from '@notebook/contracts';
import type { SearchResponse } from '@notebook/contracts';
import { TestApi } from '../support/test-api';

/**
 * The search over HTTP: ranking by field weight, highlights in the spec's shape, prefix matching for
 * search-as-you-type, 'Did you mean', paging, and hostile input that must never be an error.
 */
let api: TestApi;
let admin: string;
let thyroxineTopicID: string;
let contentOnlyNoteID: string;

const publishedNote = (lessonID: string, noteHeader: string, noteContent: string) =>
  api.createNote(admin, lessonID, noteHeader, noteContent, { publish: true });

async function topicWithLesson(
  chapterID: string,
  topicName: string,
  lessonName: string,
): Promise<{ topicID: string; lessonID: string }> {
  const topicID = await api.addTopic(admin, chapterID, topicName, { freeContent: true });
  return { topicID, lessonID: await api.createLesson(admin, topicID, lessonName, { publish: true }) };
}

async function search(searchKey: unknown, extra: Record<string, unknown> = {}) {
  const response = await api.call<SearchResponse>(ApiPaths.public.searchNotePublic, { body: { searchKey, ...extra } });
  return { status: response.status, body: response.body, result: (response.body as { result: SearchResponse }).result };
}

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  const chapter = await api.createChapter(admin, { chapterName: 'Endocrinology' });
  // Created first, so that creation order cannot explain the ranking.
  const misc = await topicWithLesson(chapter.chapterID, 'Endocrine miscellany', 'Odds and ends');
  contentOnlyNoteID = await publishedNote(
    misc.lessonID,
    'Replacement doses',
    '<p>Start <b>thyroxine</b> at 25 micrograms in the elderly; thyroxine absorption falls with iron.</p>',
  );
  await publishedNote(misc.lessonID, 'Heart failure', '<p>Loop diuretics for congestion in chronic heart failure.</p>');
  const thyroid = await topicWithLesson(chapter.chapterID, 'Thyroxine disorders', 'Hypothyroidism');
  thyroxineTopicID = thyroid.topicID;
  await publishedNote(
    thyroid.lessonID,
    'Presentation',
    '<p>Tiredness, weight gain and cold intolerance. Thereafter check the TSH.</p>',
  );
  const cardio = await topicWithLesson(chapter.chapterID, 'Cardiology basics', 'Murmurs');
  await publishedNote(
    cardio.lessonID,
    'Aortic stenosis',
    '<p>An ejection systolic murmur radiating to the carotids.</p>',
  );
  for (let i = 0; i < 7; i++)
    await publishedNote(cardio.lessonID, `Pagination case ${i}`, `<p>paginationword number ${i}</p>`);
});
afterAll(() => api.stop());

describe('ranking and highlights', () => {
  test('a topic-name hit outranks a content-only hit', async () => {
    const { status, result } = await search('thyroxine');
    expect(status).toBe(200);
    expect(result.results.length).toBe(2);
    expect(result.results[0]!.topicID).toBe(thyroxineTopicID);
    expect(result.results[1]!.noteID).toBe(contentOnlyNoteID);
  });

  test('highlights carry the path and hit/plain texts, only for fields that matched', async () => {
    const { result } = await search('thyroxine');
    const [topicHit, contentHit] = result.results;
    expect(topicHit).toMatchObject({
      topicName: 'Thyroxine disorders',
      lessonName: 'Hypothyroidism',
      noteHeader: 'Presentation',
    });
    expect(topicHit!.highlights).toEqual([
      {
        path: 'topicName',
        texts: [
          { type: 'hit', value: 'Thyroxine' },
          { type: 'plain', value: ' disorders' },
        ],
      },
    ]);
    expect(contentHit!.highlights.map((h) => h.path)).toEqual(['noteContent']);
    const content = contentHit!.highlights[0]!.texts;
    expect(content.filter((t) => t.type === 'hit').map((t) => t.value)).toEqual(['thyroxine', 'thyroxine']);
    expect(content.map((t) => t.value).join('')).toContain('Start thyroxine at 25 micrograms');
    const joined = content.map((t) => t.value).join('');
    for (const forbidden of ['<b>', '\u0002', '\u0003']) expect(joined).not.toContain(forbidden);
  });

  test('a lesson-name and a header hit are highlighted on their paths', async () => {
    const { result } = await search('murmurs');
    expect(result.results[0]!.highlights.map((h) => h.path)).toEqual(
      expect.arrayContaining(['lessonName', 'noteContent']),
    );
    const { result: header } = await search('aortic');
    expect(header.results[0]!.highlights[0]).toEqual({
      path: 'noteHeader',
      texts: [
        { type: 'hit', value: 'Aortic' },
        { type: 'plain', value: ' stenosis' },
      ],
    });
  });

  test('a content snippet keeps its sentence from its first word', async () => {
    await publishedNote(
      (
        await topicWithLesson(
          (await api.createChapter(admin, { chapterName: 'Spine' })).chapterID,
          'Back pain',
          'Assessment',
        )
      ).lessonID,
      'Warning signs',
      '<p>Most back pain settles within six weeks with simple analgesia and staying active at work and at home.</p><p>Red flags in back pain include fever, weight loss and saddle anaesthesia. Refer urgently when cauda equina syndrome is suspected.</p>',
    );
    const { result } = await search('anaesthesia');
    const snippet = result.results[0]!.highlights.find((h) => h.path === 'noteContent')!
      .texts.map((t) => t.value)
      .join('');
    expect(snippet).toContain('Red flags in back pain include fever, weight loss and saddle anaesthesia.');
  });

  test('every word of a multi-word search must match', async () => {
    const { result } = await search('heart failure');
    expect(result.results.map((r) => r.noteHeader)).toEqual(['Heart failure']);
    expect(result.partialMatch).toBe(false);
  });

  test('words that never meet in one note fall back to the notes holding some of them, marked as such', async () => {
    const { result } = await search('heart thyroxine');
    expect(result.partialMatch).toBe(true);
    expect(result.results.map((r) => r.noteHeader).sort()).toEqual([
      'Heart failure',
      'Presentation',
      'Replacement doses',
    ]);
    expect(result.totalNoOfRecords).toBe(3);
    const hits = result.results.flatMap((r) =>
      r.highlights.flatMap((h) => h.texts.filter((t) => t.type === 'hit').map((t) => t.value.toLowerCase())),
    );
    expect(new Set(hits)).toEqual(new Set(['heart', 'thyroxine']));
    // A negated word is not brought back by the fallback, and one word alone has nothing to fall back to.
    expect((await search('heart -failure')).result).toMatchObject({ results: [], partialMatch: false });
    expect((await search('qqqqzzzz')).result).toMatchObject({ results: [], partialMatch: false });
  });
});

describe('search as you type', () => {
  test('the last word matches as a prefix', async () => {
    expect((await search('thyrox')).result.results.length).toBe(2);
    expect((await search('heart fail')).result.results.map((r) => r.noteHeader)).toEqual(['Heart failure']);
    const { result } = await search('stenos');
    expect(result.results[0]!.highlights[0]!.texts).toContainEqual({ type: 'hit', value: 'stenosis' });
  });

  test('a stop word being typed still finds longer words', async () => {
    expect((await search('the')).result.results.map((r) => r.noteHeader)).toContain('Presentation');
  });
});

describe('limit, offset and totals', () => {
  test('the dropdown gets 5, the page gets the rest with the total', async () => {
    const first = await search('paginationword');
    expect(first.result.results).toHaveLength(5);
    expect(first.result.totalNoOfRecords).toBe(7);
    const second = await search('paginationword', { limit: 20, offset: 5 });
    expect(second.result.results).toHaveLength(2);
    const all = [...first.result.results, ...second.result.results].map((r) => r.noteID);
    expect(new Set(all).size).toBe(7);
    expect((await search('paginationword', { offset: 50 })).result).toMatchObject({ results: [], totalNoOfRecords: 7 });
  });

  test('a limit outside 1..500 is refused with the spec message', async () => {
    const over = await search('x', { limit: 501 });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toContain('Max Value is 500');
    const zero = await search('x', { limit: 0 });
    expect(zero.status).toBe(400);
    expect(JSON.stringify(zero.body)).toContain('Min Value is 1');
  });
});

describe('did you mean', () => {
  test('a misspelt word that matches nothing gets a suggestion', async () => {
    const { result } = await search('thyroxin disordrs');
    expect(result.didYouMean).toBe('thyroxine disorders');
    // Meanwhile the notes holding some of the words are shown, marked as a partial match.
    expect(result.results.every(() => result.partialMatch)).toBe(true);
    expect((await search(result.didYouMean)).result.results.length).toBeGreaterThan(0);
  });

  test('nothing is suggested when the results are there or no word is close', async () => {
    expect((await search('thyroxine')).result.didYouMean).toBeNull();
    expect((await search('qqqqzzzz')).result.didYouMean).toBeNull();
  });
});

describe('hostile input is an empty list or results, never an error', () => {
  const inputs: unknown[] = [
    '"',
    '""',
    "'",
    "''",
    '"thyroxine',
    "thyroxine'",
    '\\',
    '\\\\"',
    '&',
    '|',
    '!',
    ':*',
    '<->',
    '<2>',
    'a & b',
    'thyroxine & !',
    'thyroxine | | heart',
    '!!thyroxine',
    '(thyroxine',
    'thyroxine)',
    '((()))',
    'thyroxine:*',
    'thyrox:*A',
    'heart <-> failure',
    'heart <0> failure',
    '-',
    '--',
    '-thyroxine',
    'or',
    'OR OR OR',
    'and',
    'not',
    "'; DROP TABLE search_document; --",
    "1' OR '1'='1",
    '1; SELECT pg_sleep(5)',
    '$1',
    '%',
    '_',
    '%thyroxine%',
    '*',
    '?',
    'null',
    'undefined',
    'x'.repeat(10_240),
    'thyroxine '.repeat(1_024),
    '😀',
    '😀 thyroxine 😀',
    '👩‍⚕️🫀',
    'Ärztin für Schilddrüse',
    '東京 甲状腺',
    'مرحبا',
    'naïve café',
    '\u0000',
    'thyroxine\u0000',
    '\u200b',
    '\ud800',
    '\t\n\r',
    '   ',
    '',
    '<script>alert(1)</script>',
    '${jndi:ldap://x}',
    '{{7*7}}',
  ];

  test.each(inputs.map((input) => [JSON.stringify(input).slice(0, 40), input]))('%s', async (_, input) => {
    const { status, body, result } = await search(input, { limit: 20 });
    expect(status).toBe(200);
    expect(body.status).toBe('SUCCESS');
    expect(Array.isArray(result.results)).toBe(true);
  });

  test('a 10 KB paste of a note is cut, not refused, and finds that note', async () => {
    const pasted = 'Start thyroxine at 25 micrograms in the elderly; thyroxine absorption falls with iron. '.repeat(
      120,
    );
    expect(pasted.length).toBeGreaterThan(10_000);
    const { status, result } = await search(pasted);
    expect(status).toBe(200);
    expect(result.results.map((r) => r.noteID)).toEqual([contentOnlyNoteID]);
  });

  test('a missing search key is an empty list; a non-text key is a 400', async () => {
    const missing = await api.call<SearchResponse>(ApiPaths.public.searchNotePublic, { body: {} });
    expect(missing.status).toBe(200);
    expect((await search(42)).status).toBe(400);
    const raw = await api.call(ApiPaths.public.searchNotePublic, { rawBody: '{"searchKey": ' });
    expect(raw.status).toBe(400);
  });
});
