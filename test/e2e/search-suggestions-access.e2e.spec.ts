import { ApiPaths } from '@notebook/contracts';
import type { SearchResponse } from '@notebook/contracts';
import { TestApi } from '../support/test-api';

/**
 * 'Did you mean' draws only on text the caller could find (issue 24, item 3). A visitor searching
 * 'anginoid' is offered 'angina' (a free note's word); an admin then publishes "Anginoid pain." in a
 * paid topic and saves a draft with 'bradycardiac' in the free topic. Nothing a visitor or a trial
 * reader (whose plan opens another topic) is answered may change: neither the suggestion nor the
 * 'already a word' test may read the paid note's content or the draft. A subscribed reader, and a
 * trial reader whose plan opens the paid topic, do see the new word; nobody sees the draft's.
 */
let api: TestApi;
let admin: string;
let trial: { token: string };
let paidTopicTrial: { token: string };
let subscribed: { token: string };
let chapterID: string;
let paidTopicID: string;
let freeDraftID: string;

/**
 * Near misses of the paid note's new words ('anginoid', 'anginoids'), of the drafts' words and of the
 * trial's plan topic ('palpitations'); words only in the paid content ('pain'); a word found as it is.
 */
const SEARCHES = [
  'anginoid',
  'anginoi',
  'anginoidd',
  'anginoids',
  'bradycardiac',
  'anginoid bradycardiax',
  'palpitatoins',
  'palpitationz',
  'angina',
  'pain',
];

type Caller = 'anonymous' | 'trial' | 'trial on the public call' | 'paid-topic trial' | 'subscribed';
const CALLERS_WHO_CANNOT_READ_IT: Caller[] = ['anonymous', 'trial', 'trial on the public call'];

async function search(caller: Caller, searchKey: string): Promise<SearchResponse> {
  const token = {
    anonymous: undefined,
    trial: trial.token,
    'trial on the public call': trial.token,
    'paid-topic trial': paidTopicTrial.token,
    subscribed: subscribed.token,
  }[caller];
  const path =
    caller === 'anonymous' || caller === 'trial on the public call'
      ? ApiPaths.public.searchNotePublic
      : ApiPaths.reader.searchNote;
  const response = await api.call<SearchResponse>(path, { body: { searchKey, limit: 20 }, token });
  expect(response.status).toBe(200);
  return (response.body as { result: SearchResponse }).result;
}

/** Every search's whole answer (results, totals, highlights, suggestion) for each caller. */
async function answers(callers: Caller[]): Promise<Record<string, SearchResponse>> {
  const all: Record<string, SearchResponse> = {};
  for (const caller of callers) for (const key of SEARCHES) all[`${caller}: ${key}`] = await search(caller, key);
  return all;
}

async function topic(chapterID: string, topicName: string, freeContent: boolean) {
  const topicID = await api.addTopic(admin, chapterID, topicName, { freeContent });
  return { topicID, lessonID: await api.createLesson(admin, topicID, `${topicName} lesson`, { publish: true }) };
}

let before: Record<string, SearchResponse>;
let beforeOthers: Record<string, SearchResponse>;

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  ({ chapterID } = await api.createChapter(admin, { chapterName: 'Cardiology' }));
  const free = await topic(chapterID, 'Cardiology basics', true);
  const freeText =
    '<p>Stable angina presents with exertional chest tightness. Sinus bradycardia is common in athletes.</p>';
  await api.createNote(admin, free.lessonID, 'Stable disease', freeText, { publish: true });
  const paid = await topic(chapterID, 'Coronary syndromes', false);
  paidTopicID = paid.topicID;
  await api.createNote(admin, paid.lessonID, 'Troponin', '<p>Serial troponin measurements guide management.</p>', {
    publish: true,
  });
  const planned = await topic(chapterID, 'Arrhythmias', false);
  await api.createNote(
    admin,
    planned.lessonID,
    'Awareness of the heartbeat',
    '<p>Palpitations with syncope need an ECG.</p>',
    { publish: true },
  );
  trial = await api.readerOnPlanTrial((await api.createPricingPlan(admin, [planned.topicID])).pricingPlanID);
  paidTopicTrial = await api.readerOnPlanTrial((await api.createPricingPlan(admin, [paid.topicID])).pricingPlanID);
  subscribed = await api.signedInReader('ACTIVE');

  before = await answers(CALLERS_WHO_CANNOT_READ_IT);
  beforeOthers = await answers(['paid-topic trial', 'subscribed']);

  // A new word in a paid topic's content (its header shares nothing with the searches), and drafts
  // with new words in the free topic and in the paid one.
  await api.createNote(admin, paid.lessonID, 'Atypical presentations', '<p>Anginoid pain. Anginoids may mislead.</p>', {
    publish: true,
  });
  freeDraftID = await api.createNote(
    admin,
    free.lessonID,
    'Unfinished',
    '<p>Bradycardiac and palpitationz episodes.</p>',
  );
  await api.createNote(admin, paid.lessonID, 'Unfinished too', '<p>Bradycardiax and palpitatoins.</p>');
});
afterAll(() => api.stop());

test('before the admin writes, the visitor and the trial reader are offered the words they may read', () => {
  for (const caller of ['anonymous', 'trial'] as const) {
    expect(before[`${caller}: anginoid`]!.didYouMean).toBe('angina');
    expect(before[`${caller}: anginoi`]!.didYouMean).toBe('angina');
    expect(before[`${caller}: bradycardiac`]!.didYouMean).toBe('bradycardia');
  }
  // The trial's plan topic is open to them: its content's words are theirs, not the visitor's.
  expect(before['trial: palpitationz']!.didYouMean).toBe('palpitations');
  expect(before['anonymous: palpitationz']!.didYouMean).toBeNull();
});

test('a word added to a paid note or to a draft changes no answer to a visitor or to a trial reader whose plan does not open it', async () => {
  expect(await answers(CALLERS_WHO_CANNOT_READ_IT)).toEqual(before);
});

test('a subscribed reader, and a trial reader whose plan opens the paid topic, see the new word; the drafts feed nobody', async () => {
  const after = await answers(['paid-topic trial', 'subscribed']);
  for (const caller of ['paid-topic trial', 'subscribed'] as const) {
    expect({ caller, before: beforeOthers[`${caller}: anginoidd`]!.didYouMean }).toEqual({ caller, before: 'angina' });
    expect({ caller, after: after[`${caller}: anginoidd`]!.didYouMean }).toEqual({ caller, after: 'anginoid' });
    // 'anginoid' is a word of a note they may open: found, nothing to suggest.
    expect(after[`${caller}: anginoid`]).toMatchObject({ didYouMean: null, totalNoOfRecords: 1 });
    // The drafts' words are no one's: still corrected to the published spelling.
    expect({ caller, draft: after[`${caller}: bradycardiac`]!.didYouMean }).toEqual({ caller, draft: 'bradycardia' });
    expect({ caller, draft: after[`${caller}: palpitationz`]!.didYouMean }).toEqual({
      caller,
      draft: beforeOthers[`${caller}: palpitationz`]!.didYouMean,
    });
  }
  expect(after['subscribed: palpitationz']!.didYouMean).toBe('palpitations');
});

test('a draft’s word feeds suggestions once published, and stops when it is a draft again', async () => {
  const key = 'anonymous: bradycardiac';
  await api.ok(ApiPaths.adminChapter.publishNote, { token: admin, body: { noteID: freeDraftID } });
  const published = await search('anonymous', 'bradycardiac');
  expect(published).toMatchObject({ didYouMean: null, totalNoOfRecords: 1 });
  await api.ok(ApiPaths.adminChapter.draftNote, { token: admin, body: { noteID: freeDraftID } });
  expect(await search('anonymous', 'bradycardiac')).toEqual(before[key]);
  expect(await answers(CALLERS_WHO_CANNOT_READ_IT)).toEqual(before);
});

test('a paid topic made free lends its words to everyone, and takes them back when paid again', async () => {
  await api.ok(ApiPaths.adminChapter.saveUpdateTopic, {
    token: admin,
    body: { topicID: paidTopicID, chapterID, topicName: 'Coronary syndromes', freeContent: true },
  });
  expect((await search('anonymous', 'anginoidd')).didYouMean).toBe('anginoid');
  await api.ok(ApiPaths.adminChapter.saveUpdateTopic, {
    token: admin,
    body: { topicID: paidTopicID, chapterID, topicName: 'Coronary syndromes', freeContent: false },
  });
  expect(await answers(CALLERS_WHO_CANNOT_READ_IT)).toEqual(before);
});
