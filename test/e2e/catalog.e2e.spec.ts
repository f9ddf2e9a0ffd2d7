import type {
  ChapterGroupMenuItem,
  ChapterMenuItem,
  ChapterMenuResult,
  PrimaryIndexResult,
  TopicMenuItem,
} from '@notebook/contracts';
import { Privileges, ApiPaths } from '@notebook/contracts';
import { TestApi, type CallPath } from '../support/test-api';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await TestApi.start();
  token = await api.adminToken();
});
afterAll(() => api.stop());

const save = <T>(path: CallPath, body: unknown) => api.ok<T>(path, { token, body });
const newGroup = (name: string) =>
  save<ChapterGroupMenuItem>(ApiPaths.adminChapter.saveUpdateChapterGroup, { chapterGroupName: name });
const newChapter = (chapterGroupID: string, name: string) =>
  save<ChapterMenuItem>(ApiPaths.adminChapter.saveUpdateChapter, { chapterGroupID, chapterName: name });
const newTopic = (chapterID: string, name: string, extra: object = {}) =>
  save<TopicMenuItem>(ApiPaths.adminChapter.saveUpdateTopic, { chapterID, topicName: name, ...extra });

const primaryIndex = () => api.ok<PrimaryIndexResult>(ApiPaths.public.getPrimaryIndex);

async function chapterMenu(): Promise<ChapterMenuResult> {
  return save<ChapterMenuResult>(ApiPaths.adminChapter.getChapterMenu, {});
}

test('what an admin creates is in the menu and, numbered, in the public index at once', async () => {
  const group = await newGroup('  Clinical Medicine  ');
  expect(group).toMatchObject({ chapterGroupName: 'Clinical Medicine', status: 'ACT', displayOrder: 1 });
  const cardio = await newChapter(group.chapterGroupID, 'Cardiology');
  const resp = await newChapter(group.chapterGroupID, 'Respiratory');
  const response = await api.call(ApiPaths.adminChapter.saveUpdateTopic, {
    token,
    body: { chapterID: cardio.chapterID, topicName: 'Hypertension' },
  });
  expect(response.body).toMatchObject({
    status: 'SUCCESS',
    message: 'Successfully saved / updated',
    result: { topicName: 'Hypertension', index: 1, displayOrder: 1 },
  });
  await newTopic(cardio.chapterID, 'Atrial fibrillation');
  await newTopic(resp.chapterID, 'Asthma', { freeContent: true });

  const index = await primaryIndex();
  expect(
    index.chapters.map((chapter) => [
      chapter.chapterName,
      chapter.topicStart,
      chapter.topicEnd,
      chapter.topics.map((topic) => `${topic.index}. ${topic.topicName}`),
    ]),
  ).toEqual([
    ['Cardiology', 1, 2, ['1. Hypertension', '2. Atrial fibrillation']],
    ['Respiratory', 3, 3, ['3. Asthma']],
  ]);
  expect(index.chapters[1]!.topics[0]!.freeContent).toBe(true);
  const menu = await chapterMenu();
  expect(menu.chapterGroups[0]!.chapters.map((chapter) => chapter.chapterName)).toEqual(['Cardiology', 'Respiratory']);
});

test('hiding a topic or chapter takes it out of the public index and closes the numbering', async () => {
  const { chapterID, topicID: feverID } = await api.createTopic(token, {
    chapterGroupName: 'Women and children',
    chapterName: 'Paediatrics',
    topicName: 'The febrile child',
  });
  const growthID = await api.addTopic(token, chapterID, 'Growth');
  const before = (await primaryIndex()).chapters.find((c) => c.chapterID === chapterID)!;
  expect(before.topics.map((topic) => topic.topicName)).toEqual(['The febrile child', 'Growth']);

  await save(ApiPaths.adminChapter.updateTopicStatus, { topicID: feverID, status: 'INA' });
  const after = (await primaryIndex()).chapters.find((c) => c.chapterID === chapterID)!;
  expect(after.topics.map((topic) => topic.topicName)).toEqual(['Growth']);
  expect(after.topics[0]!.index).toBe(before.topics[0]!.index);
  // The admin still sees it, marked inactive and unnumbered.
  const menuTopic = (await chapterMenu()).chapterGroups
    .flatMap((g) => g.chapters)
    .flatMap((c) => c.topics)
    .find((t) => t.topicID === feverID);
  expect(menuTopic).toMatchObject({ status: 'INA', index: null });

  await save(ApiPaths.adminChapter.updateChapterStatus, { chapterID, status: 'INA' });
  expect((await primaryIndex()).chapters.find((c) => c.chapterID === chapterID)).toBeUndefined();
  expect(growthID).toBeDefined();
});

test('reordering topics is persisted; a wrong list is refused and changes nothing', async () => {
  const { chapterID, topicID: a } = await api.createTopic(token, {
    chapterGroupName: 'Reorder group',
    chapterName: 'Reorder chapter',
    topicName: 'A',
  });
  const [b, c] = [await api.addTopic(token, chapterID, 'B'), await api.addTopic(token, chapterID, 'C')];
  await save(ApiPaths.adminChapter.updateTopicDisplayOrder, { chapterID, topicIDs: [c, a, b] });
  const names = async () =>
    (await chapterMenu()).chapterGroups
      .flatMap((g) => g.chapters)
      .find((x) => x.chapterID === chapterID)!
      .topics.map((t) => t.topicName);
  expect(await names()).toEqual(['C', 'A', 'B']);

  const wrong = await api.call(ApiPaths.adminChapter.updateTopicDisplayOrder, {
    token,
    body: { chapterID, topicIDs: [a, b] },
  });
  expect(wrong.status).toBe(400);
  expect(wrong.body).toMatchObject({ status: 'FAILED', appsErrorMessages: [{ field: 'topicIDs' }] });
  expect(await names()).toEqual(['C', 'A', 'B']);
});

test('moving a topic puts it at the end of the other chapter', async () => {
  const from = await api.createChapter(token, { chapterGroupName: 'Move group', chapterName: 'From' });
  const to = await newChapter(from.chapterGroupID, 'To');
  await newTopic(to.chapterID, 'Already there');
  const moving = await newTopic(from.chapterID, 'Moving');
  const moved = await save<TopicMenuItem>(ApiPaths.adminChapter.moveTopic, {
    topicID: moving.topicID,
    chapterID: to.chapterID,
  });
  expect(moved).toMatchObject({ chapterID: to.chapterID, displayOrder: 2 });
});

test('an admin with update but not add privilege can rename but not create', async () => {
  const group = await newGroup('Privileged');
  const updater = await api.adminToken([Privileges.chapterGroup.update]);
  const rename = await api.call(ApiPaths.adminChapter.saveUpdateChapterGroup, {
    token: updater,
    body: { chapterGroupID: group.chapterGroupID, chapterGroupName: 'Renamed' },
  });
  expect(rename.body).toMatchObject({ status: 'SUCCESS', result: { chapterGroupName: 'Renamed' } });
  const create = await api.call(ApiPaths.adminChapter.saveUpdateChapterGroup, {
    token: updater,
    body: { chapterGroupName: 'New one' },
  });
  expect(create.status).toBe(403);
});

test('concurrent saves of one topic both land, one after the other, with nothing lost', async () => {
  const { chapterID, topicID } = await api.createTopic(token, {
    chapterGroupName: 'Concurrency',
    chapterName: 'Concurrent',
    topicName: 'Original',
  });
  const [first, second] = await Promise.all([
    api.call(ApiPaths.adminChapter.saveUpdateTopic, { token, body: { topicID, chapterID, topicName: 'Renamed' } }),
    api.call(ApiPaths.adminChapter.saveUpdateTopic, {
      token,
      body: { topicID, chapterID, topicName: 'Original', freeContent: true },
    }),
  ]);
  expect([first.status, second.status].every((status) => status === 200 || status === 409)).toBe(true);
  const events = await api.database.eventStore.readStream(`topic-${topicID}`);
  expect(events.map((event) => Number(event.revision))).toEqual(events.map((_, position) => position));
});
