import { ApiPaths, type StartedMockAttempt } from '@notebook/contracts';
import { START } from '@notebook/kernel';
import { TestApi, eventually } from '../support/test-api';
import { killHard } from '../support/app-process';
import { startWorkerProcess } from '../support/worker-process';

/**
 * Issue 15: the deadline's jobs run in the worker process (apps/worker), and a worker killed with
 * SIGKILL while they are due, then restarted, still submits every attempt exactly once.
 */
const READERS = 8;
let api: TestApi;

async function submittedEvents(): Promise<string[]> {
  const events = await api.database.eventStore.readAll(START, 100_000);
  return events
    .filter((event) => event.type === 'MockAttemptSubmitted')
    .map((event) => (event.data as { mockAttemptID: string }).mockAttemptID);
}

beforeAll(async () => {
  api = await TestApi.start({ jobWorker: false });
});
afterAll(() => api.stop());

test('a worker killed while attempts come due, then restarted, submits every attempt once', async () => {
  const admin = await api.adminToken();
  const windowEnd = Date.now() + 12_000;
  const mockExamID = await api.activeOneQuestionMockExam(admin, new Date(windowEnd));
  const attempts: string[] = [];
  for (let index = 0; index < READERS; index += 1) {
    const { token } = await api.signedInReader();
    attempts.push(
      (await api.ok<StartedMockAttempt>(ApiPaths.reader.startMockExamAttempt, { token, body: { mockExamID } }))
        .mockAttemptID,
    );
  }

  let worker = startWorkerProcess(api);
  // Killed the moment the first attempt is submitted, mid-way through the jobs that came due together.
  await eventually(async () => expect((await submittedEvents()).length).toBeGreaterThan(0), 40_000);
  await killHard(worker);

  worker = startWorkerProcess(api);
  try {
    await eventually(async () => expect(new Set(await submittedEvents())).toEqual(new Set(attempts)), 60_000);
    // Whatever was half-done when the first worker died: never a second submit.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await submittedEvents()).sort()).toEqual([...attempts].sort());
  } finally {
    worker.kill('SIGTERM');
    await new Promise((resolve) => worker.once('exit', resolve));
  }
}, 150_000);
