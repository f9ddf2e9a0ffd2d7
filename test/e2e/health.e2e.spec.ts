import { ApiPaths, Privileges } from '@notebook/contracts';
import type { ProjectionLag } from '@notebook/read-models';
import { TestApi } from '../support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(() => api.stop());

test('the API reports itself up to anyone', async () => {
  expect((await api.call('health')).body).toEqual({ status: 'SUCCESS', result: { status: 'UP' } });
});

test('admins with the web audit privilege see every read model caught up after their own write; readers and other admins may not look', async () => {
  const token = await api.adminToken();
  await api.call(ApiPaths.adminChapter.saveUpdateChapterGroup, { token, body: { chapterGroupName: 'Lag check' } });
  const response = await api.call<ProjectionLag[]>(ApiPaths.health.projections, { token });
  if (response.body.status !== 'SUCCESS') throw new Error('expected success');
  const byName = Object.fromEntries(response.body.result.map((lag) => [lag.projection, lag]));
  expect(Object.keys(byName).sort()).toEqual(expect.arrayContaining(['catalog', 'identity']));
  expect(byName.catalog).toMatchObject({ eventsBehind: 0, owner: expect.any(String) });

  const { email } = await api.createReader();
  const reader = await api.login(email);
  expect((await api.call(ApiPaths.health.projections, { token: reader.token })).status).toBe(403);

  const contentEditor = await api.createAdmin([Privileges.note.update]);
  const editorToken = (await api.login(contentEditor.email)).token;
  expect((await api.call(ApiPaths.health.projections, { token: editorToken })).status).toBe(403);
  const operator = await api.createAdmin([Privileges.webAudit.view]);
  expect((await api.call(ApiPaths.health.projections, { token: (await api.login(operator.email)).token })).status).toBe(
    200,
  );
});
