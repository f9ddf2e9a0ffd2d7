import { randomUUID } from 'node:crypto';
import { reactorSpec } from '../../../../test/support/reactor-spec';
import { attemptStarted, examActivated } from '../mock-exams.fixtures';
import { MockExamJobs, mockExamJobScheduler } from './mock-exam.jobs';

const spec = reactorSpec((jobs) => mockExamJobScheduler(jobs));

const activated = (mockExamID: string, windowStart: string, windowEnd: string) =>
  examActivated(mockExamID, [], { windowStart, windowEnd });
const started = (mockAttemptID: string, deadline: string) =>
  attemptStarted(mockAttemptID, { questions: [], startedAt: '2026-02-01T09:05:00.000Z', deadline });

describe('mock exam jobs (reactor)', () => {
  it('an exam made active is opened at its window start and closed at its end', async () => {
    const mockExamID = randomUUID();
    const [event] = await spec.given(activated(mockExamID, '2026-02-01T09:00:00.000Z', '2026-02-01T17:00:00.000Z'));

    expect(await spec.jobs()).toEqual([
      {
        queue: 'notebook-jobs',
        name: MockExamJobs.open,
        jobId: `${event!.eventId}-open`,
        runAt: '2026-02-01T09:00:00.000Z',
        data: { mockExamID },
      },
      {
        queue: 'notebook-jobs',
        name: MockExamJobs.close,
        jobId: `${event!.eventId}-close`,
        runAt: '2026-02-01T17:00:00.000Z',
        data: { mockExamID },
      },
    ]);
  });

  it('an attempt is submitted at its deadline', async () => {
    const mockAttemptID = randomUUID();
    const [event] = await spec.given(started(mockAttemptID, '2026-02-01T12:05:00.000Z'));

    expect(await spec.jobs()).toEqual([
      {
        queue: 'notebook-jobs',
        name: MockExamJobs.submit,
        jobId: `${event!.eventId}-submit`,
        runAt: '2026-02-01T12:05:00.000Z',
        data: { mockAttemptID },
      },
    ]);
  });

  it('a batch delivered again schedules nothing twice', async () => {
    const batch = await spec.given(
      activated(randomUUID(), '2026-02-01T09:00:00.000Z', '2026-02-01T17:00:00.000Z'),
      started(randomUUID(), '2026-02-01T12:05:00.000Z'),
    );
    await spec.redeliver(...batch);

    expect((await spec.jobs()).map((job) => job.name)).toEqual([
      MockExamJobs.open,
      MockExamJobs.submit,
      MockExamJobs.close,
    ]);
  });

  it('an exam activated again (edited while active) gets jobs at its new window, beside the old ones', async () => {
    const mockExamID = randomUUID();
    await spec.given(activated(mockExamID, '2026-02-01T09:00:00.000Z', '2026-02-01T17:00:00.000Z'));
    await spec.given(activated(mockExamID, '2026-02-02T09:00:00.000Z', '2026-02-02T17:00:00.000Z'));

    // The old window's jobs still run: the decider records an opening only when due by the exam's current window.
    expect((await spec.jobs()).map((job) => `${job.name}@${job.runAt}`)).toEqual([
      'mockExam.open@2026-02-01T09:00:00.000Z',
      'mockExam.close@2026-02-01T17:00:00.000Z',
      'mockExam.open@2026-02-02T09:00:00.000Z',
      'mockExam.close@2026-02-02T17:00:00.000Z',
    ]);
  });
});
