import { ApiPaths } from '@notebook/contracts';
import type {
  ChapterMenuItem,
  ReaderLessonItem,
  ReaderTopicItem,
  ReaderTopicResult,
  RegisteredPrimaryIndexResult,
  SecondaryIndexResult,
} from '@notebook/contracts';
import { firstError, TestApi, pathOf, type CallPath } from '../support/test-api';

/**
 * Reader-made topics and lessons over HTTP (spec sections 2, 6, 7): the subscription-or-trial gate,
 * ownership (another reader's item is 404, an author item 403), same-chapter move, removal, and the
 * registered primary index with the reader's topics and reading progress.
 */
let api: TestApi;
let admin: string;
type Reader = { token: string; userId: string };
let subscribed: Reader;
let trial: Reader;
let noPlan: Reader;
let other: Reader;
let chapterA: string;
let chapterB: string;
let authorTopicID: string;
let authorLessonIDs: string[];

const call = <T = unknown>(
  path: CallPath,
  token: string | undefined,
  body?: unknown,
  params?: Record<string, string>,
) => api.call<T>(path, { token, body, params, method: body === undefined ? 'GET' : 'POST' });
const result = <T>(path: CallPath, token: string, body?: unknown, params?: Record<string, string>) =>
  api.success<T>(path, { token, body, params, method: body === undefined ? 'GET' : 'POST' });
const addTopic = async (reader: Reader, topicName: string, chapterID = chapterA) =>
  (await result<ReaderTopicItem>(ApiPaths.reader.addTopicToChapter, reader.token, { chapterID, topicName })).result;
const addLesson = async (reader: Reader, topicID: string, lessonName: string) =>
  (await result<ReaderLessonItem>(ApiPaths.reader.addLessonToTopic, reader.token, { topicID, lessonName })).result;

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  let chapterGroupID: string;
  ({
    chapterGroupID,
    chapterID: chapterA,
    topicID: authorTopicID,
  } = await api.createTopic(admin, { chapterName: 'Cardiology', topicName: 'Hypertension' }));
  chapterB = (
    await api.ok<ChapterMenuItem>(ApiPaths.adminChapter.saveUpdateChapter, {
      token: admin,
      body: { chapterGroupID, chapterName: 'Respiratory' },
    })
  ).chapterID;
  authorLessonIDs = [];
  for (const name of ['Diagnosis', 'Treatment', 'Follow-up', 'Draft'])
    authorLessonIDs.push(await api.createLesson(admin, authorTopicID, name, { publish: name !== 'Draft' }));
  // The unsubscribed-trial state is a real free trial of a plan (it ends, so it is started, not set).
  const plan = await api.createPricingPlan(admin, []);
  [subscribed, trial, noPlan, other] = await Promise.all([
    api.signedInReader('ACTIVE'),
    api.readerOnPlanTrial(plan.pricingPlanID),
    api.signedInReader(),
    api.signedInReader('ACTIVE'),
  ]);
});
afterAll(() => api.stop());

describe('who may add', () => {
  test('a subscribed reader adds a topic to a chapter, with the spec message', async () => {
    const added = await result<ReaderTopicItem>(ApiPaths.reader.addTopicToChapter, subscribed.token, {
      chapterID: chapterA,
      topicName: '  My cardio revision  ',
    });
    expect(added.message).toBe('Topic added');
    expect(added.result).toMatchObject({ topicName: 'My cardio revision', chapterID: chapterA, topicType: 'READER' });
  });

  test('a reader in the unsubscribed-trial state may add', async () => {
    const topic = await addTopic(trial, 'Trial topic');
    const lesson = await result<ReaderLessonItem>(ApiPaths.reader.addLessonToTopic, trial.token, {
      topicID: topic.topicID,
      lessonName: 'Trial lesson',
    });
    expect(lesson.message).toBe('Lesson added');
  });

  test('a reader with no plan is refused (403); anonymous 401; admin 403', async () => {
    for (const [path, body] of [
      [ApiPaths.reader.addTopicToChapter, { chapterID: chapterA, topicName: 'x' }],
      [ApiPaths.reader.addLessonToTopic, { topicID: authorTopicID, lessonName: 'x' }],
    ] as const) {
      const refused = await call(path, noPlan.token, body);
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).toContain('Your own topics and lessons need a subscription or a free trial');
      expect((await call(path, undefined, body)).status).toBe(401);
      expect((await call(path, admin, body)).status).toBe(403);
    }
    const index = await result<RegisteredPrimaryIndexResult>(
      ApiPaths.reader.getRegisteredUserPrimaryIndex,
      noPlan.token,
    );
    expect(index.result.chapters.flatMap((c) => c.topics).filter((t) => t.topicType === 'READER')).toEqual([]);
  });

  test('bad input is a 400 naming the field, and nothing is written', async () => {
    const before = await result<RegisteredPrimaryIndexResult>(
      ApiPaths.reader.getRegisteredUserPrimaryIndex,
      subscribed.token,
    );
    const cases: Array<[CallPath, unknown, string]> = [
      [ApiPaths.reader.addTopicToChapter, { chapterID: chapterA, topicName: '   ' }, 'topicName'],
      [ApiPaths.reader.addTopicToChapter, { chapterID: chapterA, topicName: 'x'.repeat(201) }, 'topicName'],
      [ApiPaths.reader.addTopicToChapter, { chapterID: 'nope', topicName: 'x' }, 'chapterID'],
      [ApiPaths.reader.addLessonToTopic, { topicID: authorTopicID, lessonName: 'x'.repeat(201) }, 'lessonName'],
      [ApiPaths.reader.updateTopicOfChapter, { topicID: authorTopicID }, 'topicName'],
      [ApiPaths.reader.updateLessonOfTopic, { lessonName: 'x' }, 'lessonID'],
      [ApiPaths.reader.moveTopicFromChapter, { topicID: authorTopicID }, 'chapterID'],
      [ApiPaths.reader.loadReaderTopic, {}, 'topicID'],
    ];
    for (const [path, body, field] of cases) {
      const response = await call(path, subscribed.token, body);
      expect([path, response.status, firstError(response.body)?.field]).toEqual([path, 400, field]);
    }
    const bad = await api.call(pathOf(ApiPaths.reader.deleteMyOwnTopic, { id: 'not-a-uuid' }), {
      token: subscribed.token,
    });
    expect([bad.status, firstError(bad.body)?.field]).toEqual([400, 'id']);
    expect(await result(ApiPaths.reader.getRegisteredUserPrimaryIndex, subscribed.token)).toEqual(before);
  });

  test('an unknown or hidden chapter is a 404', async () => {
    expect(
      (
        await call(ApiPaths.reader.addTopicToChapter, subscribed.token, {
          chapterID: '0190a0a0-0000-7000-8000-000000000000',
          topicName: 'x',
        })
      ).status,
    ).toBe(404);
  });
});

describe('only the owner changes a reader topic or lesson', () => {
  let topic: ReaderTopicItem;
  let lesson: ReaderLessonItem;
  beforeAll(async () => {
    topic = await addTopic(subscribed, 'Owned topic');
    lesson = await addLesson(subscribed, topic.topicID, 'Owned lesson');
  });

  test('the owner renames both, with the spec messages', async () => {
    const renamed = await result<ReaderTopicItem>(ApiPaths.reader.updateTopicOfChapter, subscribed.token, {
      topicID: topic.topicID,
      topicName: 'Renamed topic',
    });
    expect(renamed).toMatchObject({ message: 'Topic updated', result: { topicName: 'Renamed topic' } });
    const renamedLesson = await result<ReaderLessonItem>(ApiPaths.reader.updateLessonOfTopic, subscribed.token, {
      lessonID: lesson.lessonID,
      lessonName: 'Renamed lesson',
    });
    expect(renamedLesson).toMatchObject({
      message: 'Lesson updated',
      result: { lessonName: 'Renamed lesson', lessonType: 'READER' },
    });
  });

  test("another reader gets 404 for every call on the owner's items", async () => {
    expect(
      (await call(ApiPaths.reader.updateTopicOfChapter, other.token, { topicID: topic.topicID, topicName: 'x' }))
        .status,
    ).toBe(404);
    expect(
      (await call(ApiPaths.reader.moveTopicFromChapter, other.token, { topicID: topic.topicID, chapterID: chapterB }))
        .status,
    ).toBe(404);
    expect(
      (await call(ApiPaths.reader.addLessonToTopic, other.token, { topicID: topic.topicID, lessonName: 'x' })).status,
    ).toBe(404);
    expect(
      (await call(ApiPaths.reader.updateLessonOfTopic, other.token, { lessonID: lesson.lessonID, lessonName: 'x' }))
        .status,
    ).toBe(404);
    expect((await call(ApiPaths.reader.loadReaderTopic, other.token, { topicID: topic.topicID })).status).toBe(404);
    expect(
      (await api.call(pathOf(ApiPaths.reader.deleteMyOwnTopic, { id: topic.topicID }), { token: other.token })).status,
    ).toBe(404);
    expect(
      (await api.call(pathOf(ApiPaths.reader.deleteMyOwnLessson, { id: lesson.lessonID }), { token: other.token }))
        .status,
    ).toBe(404);
    const mine = await result<ReaderTopicResult>(ApiPaths.reader.loadReaderTopic, subscribed.token, {
      topicID: topic.topicID,
    });
    expect(mine.result).toMatchObject({
      topicName: 'Renamed topic',
      editable: true,
      lessons: [{ lessonName: 'Renamed lesson', editable: true }],
    });
  });

  test('author topics and lessons are refused (403)', async () => {
    expect(
      (await call(ApiPaths.reader.updateTopicOfChapter, subscribed.token, { topicID: authorTopicID, topicName: 'x' }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(ApiPaths.reader.moveTopicFromChapter, subscribed.token, {
          topicID: authorTopicID,
          chapterID: chapterB,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(ApiPaths.reader.updateLessonOfTopic, subscribed.token, {
          lessonID: authorLessonIDs[0],
          lessonName: 'x',
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.call(pathOf(ApiPaths.reader.deleteMyOwnTopic, { id: authorTopicID }), { token: subscribed.token }))
        .status,
    ).toBe(403);
    expect(
      (
        await api.call(pathOf(ApiPaths.reader.deleteMyOwnLessson, { id: authorLessonIDs[0] }), {
          token: subscribed.token,
        })
      ).status,
    ).toBe(403);
  });

  test('a reader with no plan cannot rename (403); anonymous 401; admin 403', async () => {
    const body = { topicID: topic.topicID, topicName: 'x' };
    expect((await call(ApiPaths.reader.updateTopicOfChapter, noPlan.token, body)).status).toBe(403);
    expect((await call(ApiPaths.reader.updateTopicOfChapter, undefined, body)).status).toBe(401);
    expect((await call(ApiPaths.reader.updateTopicOfChapter, admin, body)).status).toBe(403);
    expect(
      (await api.call(pathOf(ApiPaths.reader.deleteMyOwnTopic, { id: topic.topicID }), { token: admin })).status,
    ).toBe(403);
    expect((await api.call(pathOf(ApiPaths.reader.deleteMyOwnTopic, { id: topic.topicID }), {})).status).toBe(401);
  });
});

describe('moving a reader topic', () => {
  test('drag to another chapter moves it; the same chapter does nothing', async () => {
    const topic = await addTopic(subscribed, 'Movable');
    const same = await result<ReaderTopicItem>(ApiPaths.reader.moveTopicFromChapter, subscribed.token, {
      topicID: topic.topicID,
      chapterID: chapterA,
    });
    expect(same.result.chapterID).toBe(chapterA);
    const moved = await result<ReaderTopicItem>(ApiPaths.reader.moveTopicFromChapter, subscribed.token, {
      topicID: topic.topicID,
      chapterID: chapterB,
    });
    expect(moved).toMatchObject({ message: 'Successfully updated', result: { chapterID: chapterB } });
    const index = await result<RegisteredPrimaryIndexResult>(
      ApiPaths.reader.getRegisteredUserPrimaryIndex,
      subscribed.token,
    );
    const chapter = index.result.chapters.find((c) => c.chapterID === chapterB)!;
    expect(chapter.topics.map((t) => t.topicID)).toContain(topic.topicID);
  });
});

describe('removing', () => {
  test('the owner removes a lesson and a topic; they disappear for the owner', async () => {
    const topic = await addTopic(subscribed, 'To remove');
    const lesson = await addLesson(subscribed, topic.topicID, 'Lesson to remove');
    const keep = await addLesson(subscribed, authorTopicID, 'My lesson in an author topic');
    const removed = await api.call<{ lessonID: string }>(
      pathOf(ApiPaths.reader.deleteMyOwnLessson, { id: keep.lessonID }),
      { token: subscribed.token },
    );
    expect([removed.status, removed.body]).toEqual([200, expect.objectContaining({ message: 'Successfully removed' })]);
    const secondary = await result<SecondaryIndexResult>(
      ApiPaths.reader.getRegisteredUserSecondaryIndex,
      subscribed.token,
      { topicID: authorTopicID },
    );
    expect(secondary.result.lessons.map((l) => l.lessonID)).not.toContain(keep.lessonID);
    expect(
      (await api.call(pathOf(ApiPaths.reader.deleteMyOwnLessson, { id: keep.lessonID }), { token: subscribed.token }))
        .status,
    ).toBe(404);

    const removedTopic = await api.call(pathOf(ApiPaths.reader.deleteMyOwnTopic, { id: topic.topicID }), {
      token: subscribed.token,
    });
    expect([removedTopic.status, removedTopic.body]).toEqual([
      200,
      expect.objectContaining({ message: 'Successfully removed' }),
    ]);
    expect((await call(ApiPaths.reader.loadReaderTopic, subscribed.token, { topicID: topic.topicID })).status).toBe(
      404,
    );
    expect(
      (
        await call(ApiPaths.reader.getRegisteredReadingSectionLessonNotes, subscribed.token, {
          lessonID: lesson.lessonID,
        })
      ).status,
    ).toBe(404);
    const index = await result<RegisteredPrimaryIndexResult>(
      ApiPaths.reader.getRegisteredUserPrimaryIndex,
      subscribed.token,
    );
    expect(index.result.chapters.flatMap((c) => c.topics).map((t) => t.topicID)).not.toContain(topic.topicID);
  });
});

describe('the registered primary index', () => {
  test("shows author topics numbered, the reader's own topics unnumbered, and nobody else's", async () => {
    const mine = await addTopic(other, 'Other readers topic');
    const index = await result<RegisteredPrimaryIndexResult>(
      ApiPaths.reader.getRegisteredUserPrimaryIndex,
      subscribed.token,
    );
    const topics = index.result.chapters.flatMap((c) => c.topics);
    expect(topics.find((t) => t.topicID === authorTopicID)).toMatchObject({
      index: 1,
      topicType: 'AUTHOR',
      lessonCount: 3,
    });
    expect(topics.filter((t) => t.topicType === 'READER').every((t) => t.index === null)).toBe(true);
    expect(topics.map((t) => t.topicID)).not.toContain(mine.topicID);
    const publicIndex = await api.call<{ chapters: Array<{ topics: Array<{ topicID: string }> }> }>(
      ApiPaths.public.getPrimaryIndex,
    );
    const publicTopics =
      publicIndex.body.status === 'SUCCESS'
        ? publicIndex.body.result.chapters.flatMap((c) => c.topics.map((t) => t.topicID))
        : [];
    expect(publicTopics).toEqual([authorTopicID]);
  });

  test('reading progress is the share of lessons read', async () => {
    const reader = await api.signedInReader('ACTIVE');
    await result(ApiPaths.reader.updateLessonReading, reader.token, {
      lessonID: authorLessonIDs[0],
      lessonReading: 'FIRST',
    });
    await result(ApiPaths.reader.updateLessonReading, reader.token, {
      lessonID: authorLessonIDs[1],
      lessonReading: 'THIRD_READING',
    });
    const index = await result<RegisteredPrimaryIndexResult>(
      ApiPaths.reader.getRegisteredUserPrimaryIndex,
      reader.token,
    );
    const topic = index.result.chapters.flatMap((c) => c.topics).find((t) => t.topicID === authorTopicID)!;
    expect(topic).toMatchObject({ lessonCount: 3, lessonsRead: 2 });
    expect(topic.readingProgress).toBeCloseTo(2 / 3);
    const loaded = await result<ReaderTopicResult>(ApiPaths.reader.loadReaderTopic, reader.token, {
      topicID: authorTopicID,
    });
    expect(loaded.result).toMatchObject({ editable: false });
    expect(loaded.result.lessons.map((l) => l.lessonReading)).toEqual(['FIRST', 'THIRD_READING', null]);
  });
});
