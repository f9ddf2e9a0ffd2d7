import { ApiPaths, ErrorCodes, Messages, type PrimaryIndexResult } from '@notebook/contracts';
import { PrivateRedis } from '../support/private-redis';
import { TestApi, eventually } from '../support/test-api';

/**
 * Redis down (issue 30, faults): the API's own Redis is killed mid-run and started again. Meanwhile
 * reading goes on (public and signed in: the signed-in user is read from the database), and sign-in,
 * whose attempt limit lives in Redis, answers a clear 503 rather than skipping its limit. Once Redis
 * is back, sign-in works again without a restart.
 */
let redis: PrivateRedis;
let api: TestApi;
let reader: { token: string; email: string };

beforeAll(async () => {
  redis = await PrivateRedis.start();
  api = await TestApi.start({ env: { REDIS_URL: redis.url } });
  const admin = await api.adminToken();
  await api.createTopic(admin, { chapterName: 'Respiratory', topicName: 'Asthma', freeContent: true });
  const { email } = await api.createReader();
  reader = { email, token: (await api.login(email)).token };
}, 60_000);
afterAll(async () => {
  await redis.start(); // the API's job worker needs it to close
  await api.stop();
  await redis.kill();
});

const topicNames = async () =>
  (await api.ok<PrimaryIndexResult>(ApiPaths.public.getPrimaryIndex)).chapters.flatMap((chapter) =>
    chapter.topics.map((topic) => topic.topicName),
  );

test('with Redis killed, reading goes on and sign-in answers 503 "unavailable"; with Redis back, sign-in works', async () => {
  await redis.kill();

  expect(await topicNames()).toEqual(['Asthma']);
  const ownDetails = await api.call(ApiPaths.reader.getReaderSubscriptionDetails, {
    token: reader.token,
    method: 'GET',
  });
  expect(ownDetails.status).toBe(200);
  const signIn = await api.call(ApiPaths.auth.login, { body: { username: reader.email, password: 'Correct-Horse-1' } });
  expect(signIn.status).toBe(503);
  expect(signIn.body).toEqual({
    status: 'FAILED',
    appsErrorMessages: [{ errorCode: ErrorCodes.UNAVAILABLE, errorMessage: Messages.serviceBusy }],
  });

  await redis.start();
  await eventually(async () => expect((await api.login(reader.email)).token).toEqual(expect.any(String)), 20_000);
}, 60_000);
