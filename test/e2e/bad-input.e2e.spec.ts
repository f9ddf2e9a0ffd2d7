import { ApiPaths } from '@notebook/contracts';
import type { ChapterGroupMenuItem } from '@notebook/contracts';
import { START } from '@notebook/kernel';
import { TestApi, type CallPath } from '../support/test-api';

/**
 * Every write endpoint refuses malformed input with a 400 envelope naming the field, and nothing
 * is written: the event log is exactly as long afterwards.
 */
let api: TestApi;
let token: string;
let ids: { chapterGroupID: string; chapterID: string; topicID: string };
const UNKNOWN_ID = '0190a0b0-0000-7000-8000-0000000000ff';

beforeAll(async () => {
  api = await TestApi.start();
  token = await api.adminToken();
  ids = await api.createTopic(token, { chapterGroupName: 'G', chapterName: 'C', topicName: 'T' });
});
afterAll(() => api.stop());

type Case = { name: string; path: CallPath; body: () => unknown; field?: string; status?: number; message?: string };

const long = (n: number) => 'x'.repeat(n);
const cases: Case[] = [
  {
    name: 'login without password',
    path: ApiPaths.auth.login,
    body: () => ({ username: 'a@b.c' }),
    field: 'password',
    message: 'Required',
  },
  {
    name: 'login with a 300-character username',
    path: ApiPaths.auth.login,
    body: () => ({ username: long(300), password: 'x' }),
    field: 'username',
    message: 'Max length is 255',
  },
  {
    name: 'login with a number as password',
    path: ApiPaths.auth.login,
    body: () => ({ username: 'a@b.c', password: 42 }),
    field: 'password',
  },
  {
    name: 'change password: new password too long',
    path: ApiPaths.auth.changeAdminUserPassword,
    body: () => ({ oldPassword: 'x', newPassword: long(101), newPasswordConfirm: long(101) }),
    field: 'newPassword',
    message: 'Max length is 100',
  },
  {
    name: 'chapter group: blank name',
    path: ApiPaths.adminChapter.saveUpdateChapterGroup,
    body: () => ({ chapterGroupName: '   ' }),
    field: 'chapterGroupName',
    message: 'Required',
  },
  {
    name: 'chapter group: name too long',
    path: ApiPaths.adminChapter.saveUpdateChapterGroup,
    body: () => ({ chapterGroupName: long(201) }),
    field: 'chapterGroupName',
    message: 'Max length is 200',
  },
  {
    name: 'chapter group: unknown status',
    path: ApiPaths.adminChapter.saveUpdateChapterGroup,
    body: () => ({ chapterGroupName: 'G2', status: 'DELETED' }),
    field: 'status',
  },
  {
    name: 'chapter group: id that is not a uuid',
    path: ApiPaths.adminChapter.saveUpdateChapterGroup,
    body: () => ({ chapterGroupID: "1' OR '1'='1", chapterGroupName: 'G2' }),
    field: 'chapterGroupID',
  },
  {
    name: 'chapter group: unknown id',
    path: ApiPaths.adminChapter.saveUpdateChapterGroup,
    body: () => ({ chapterGroupID: UNKNOWN_ID, chapterGroupName: 'G2' }),
    status: 404,
  },
  {
    name: 'chapter: missing group',
    path: ApiPaths.adminChapter.saveUpdateChapter,
    body: () => ({ chapterName: 'C2' }),
    field: 'chapterGroupID',
  },
  {
    name: 'chapter: group that does not exist',
    path: ApiPaths.adminChapter.saveUpdateChapter,
    body: () => ({ chapterGroupID: UNKNOWN_ID, chapterName: 'C2' }),
    status: 404,
    field: 'chapterGroupID',
  },
  {
    name: 'chapter: name as an array',
    path: ApiPaths.adminChapter.saveUpdateChapter,
    body: () => ({ chapterGroupID: ids.chapterGroupID, chapterName: ['C'] }),
    field: 'chapterName',
  },
  {
    name: 'topic: name too long',
    path: ApiPaths.adminChapter.saveUpdateTopic,
    body: () => ({ chapterID: ids.chapterID, topicName: long(201) }),
    field: 'topicName',
    message: 'Max length is 200',
  },
  {
    name: 'topic: freeContent not a boolean',
    path: ApiPaths.adminChapter.saveUpdateTopic,
    body: () => ({ chapterID: ids.chapterID, topicName: 'T2', freeContent: 'yes' }),
    field: 'freeContent',
    message: 'Invalid entry',
  },
  {
    name: 'topic: chapter that does not exist',
    path: ApiPaths.adminChapter.saveUpdateTopic,
    body: () => ({ chapterID: UNKNOWN_ID, topicName: 'T2' }),
    status: 404,
  },
  {
    name: 'topic status: unknown value',
    path: ApiPaths.adminChapter.updateTopicStatus,
    body: () => ({ topicID: ids.topicID, status: 'act' }),
    field: 'status',
  },
  {
    name: 'topic status: unknown topic',
    path: ApiPaths.adminChapter.updateTopicStatus,
    body: () => ({ topicID: UNKNOWN_ID, status: 'INA' }),
    status: 404,
  },
  {
    name: 'chapter status: missing id',
    path: ApiPaths.adminChapter.updateChapterStatus,
    body: () => ({ status: 'INA' }),
    field: 'chapterID',
  },
  {
    name: 'group status: wrong id type',
    path: ApiPaths.adminChapter.updateChapterGroupStatus,
    body: () => ({ chapterGroupID: 7, status: 'INA' }),
    field: 'chapterGroupID',
  },
  {
    name: 'group order: empty list',
    path: ApiPaths.adminChapter.updateChapterGroupDisplayOrder,
    body: () => ({ chapterGroupIDs: [] }),
    field: 'chapterGroupIDs',
    message: 'Required',
  },
  {
    name: 'group order: not every group',
    path: ApiPaths.adminChapter.updateChapterGroupDisplayOrder,
    body: () => ({ chapterGroupIDs: [UNKNOWN_ID] }),
    field: 'chapterGroupIDs',
  },
  {
    name: 'chapter order: id not a uuid',
    path: ApiPaths.adminChapter.updateChapterDisplayOrder,
    body: () => ({ chapterGroupID: ids.chapterGroupID, chapterIDs: ['nope'] }),
    field: 'chapterIDs.0',
  },
  {
    name: 'topic order: duplicates',
    path: ApiPaths.adminChapter.updateTopicDisplayOrder,
    body: () => ({ chapterID: ids.chapterID, topicIDs: [ids.topicID, ids.topicID] }),
    field: 'topicIDs',
  },
  {
    name: 'move topic: chapter that does not exist',
    path: ApiPaths.adminChapter.moveTopic,
    body: () => ({ topicID: ids.topicID, chapterID: UNKNOWN_ID }),
    status: 404,
  },
];

test.each(cases)('$name', async ({ path, body, field, status = 400, message }) => {
  const before = await api.eventCount();
  const response = await api.call(path, { token, body: body() });
  expect(response.status).toBe(status);
  expect(response.body.status).toBe('FAILED');
  if (response.body.status !== 'FAILED') return;
  const first = response.body.appsErrorMessages[0]!;
  if (field) expect(first.field).toBe(field);
  if (message) expect(first.errorMessage).toBe(message);
  // The product's words, never the validation library's English.
  expect(first.errorMessage).not.toMatch(
    /Invalid input|expected (a |an )?(number|string|boolean|array|object)|Too (big|small)/i,
  );
  expect(await api.eventCount()).toBe(before);
});

test('a body that is not JSON is a 400 envelope', async () => {
  const response = await api.call(ApiPaths.adminChapter.saveUpdateTopic, { token, rawBody: '{"topicName": ' });
  expect(response.status).toBe(400);
  expect(response.body).toMatchObject({ status: 'FAILED', appsErrorMessages: [{ errorCode: 'VALIDATION' }] });
});

test('an unknown API path is a 404 envelope', async () => {
  const response = await api.callUnlisted('adminChapter/noSuchCall', { token, body: {} });
  expect(response.status).toBe(404);
  expect(response.body.status).toBe('FAILED');
});

test('unknown fields are ignored, not stored', async () => {
  const response = await api.call<ChapterGroupMenuItem>(ApiPaths.adminChapter.saveUpdateChapterGroup, {
    token,
    body: { chapterGroupName: 'Extra', displayOrder: -5, hacked: true },
  });
  expect(response.body).toMatchObject({ status: 'SUCCESS', result: { chapterGroupName: 'Extra' } });
  const events = await api.database.eventStore.readAll(START, 100_000);
  expect(events[events.length - 1]!.data).toEqual({
    chapterGroupID: expect.any(String),
    chapterGroupName: 'Extra',
    status: 'ACT',
  });
});
