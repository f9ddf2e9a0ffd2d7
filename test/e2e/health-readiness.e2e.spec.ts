import { ApiPaths, ErrorCodes, type ProjectionLagReport, type ReadinessReport } from '@notebook/contracts';
import { TestApi, eventually } from '../support/test-api';

/**
 * Readiness for a monitor (issue 30): `GET health/ready` answers 200 while the read models keep up
 * with the log, and 503 naming the ones that trail it by more than READ_MODELS_MAX_EVENTS_BEHIND
 * events (here 2), e.g. while the worker is down; liveness (`GET health`) stays up meanwhile.
 */
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await TestApi.start({ projectionWaitMs: 300, env: { READ_MODELS_MAX_EVENTS_BEHIND: '2' } });
  // Saves wait only 300 ms for the read models here: on a busy machine the new admin can sign in a moment later.
  const { email } = await api.createAdmin();
  admin = await eventually(async () => (await api.login(email)).token);
});
afterAll(() => api.stop());

const saveGroup = (name: string) =>
  api.call(ApiPaths.adminChapter.saveUpdateChapterGroup, { token: admin, body: { chapterGroupName: name } });

test('ready while the read models keep up; 503 naming the one behind once it trails by more than allowed; ready again after', async () => {
  await eventually(async () => {
    const ready = await api.call<ReadinessReport>(ApiPaths.health.ready);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'SUCCESS', result: { status: 'READY', maxEventsBehind: 0 } });
  });

  await api.pauseProjections();
  for (const name of ['Cardiology', 'Respiratory', 'Endocrinology']) await saveGroup(name);

  const behind = await eventually(async () => {
    const answer = await api.call(ApiPaths.health.ready);
    expect(answer.status).toBe(503);
    return answer;
  });
  expect(behind.body).toEqual({
    status: 'FAILED',
    appsErrorMessages: [
      {
        errorCode: ErrorCodes.UNAVAILABLE,
        errorMessage: expect.stringMatching(/^Read models are behind the event log: .*catalog \(3 events\)/),
      },
    ],
  });
  expect((await api.call(ApiPaths.health.status)).status).toBe(200);
  const lags = await api.ok<ProjectionLagReport[]>(ApiPaths.health.projections, { token: admin });
  expect(lags.find((lag) => lag.projection === 'catalog')).toMatchObject({
    eventsBehind: 3,
    servedEventsBehind: 3,
    lagging: true,
  });
  expect(lags.find((lag) => lag.projection === 'identity')).toMatchObject({ lagging: false });

  api.resumeProjections();
  await eventually(async () => expect((await api.call(ApiPaths.health.ready)).status).toBe(200));
  const after = await api.ok<ProjectionLagReport[]>(ApiPaths.health.projections, { token: admin });
  expect(after.every((lag) => !lag.lagging)).toBe(true);
});
