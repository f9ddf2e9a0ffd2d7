import { type Clock, CommandExecutor, type JobProcessor, type JobQueue, SYSTEM_ACTOR } from '@notebook/kernel';
import type { Projection, Recorded } from '@notebook/read-models';
import { mockAttemptCommands } from '../attempts/mock-attempt.decider';
import type { MockAttemptStarted } from '../attempts/mock-attempt.events';
import { mockExamCommands } from '../exams/mock-exam.decider';
import type { MockExamActivated } from '../exams/mock-exam.events';

/** The jobs of mock exams, by name: what the worker's processors are registered under. */
export const MockExamJobs = { open: 'mockExam.open', close: 'mockExam.close', submit: 'mockAttempt.submit' } as const;

type Scheduling = MockExamActivated | MockAttemptStarted;

/**
 * Schedules the jobs of mock exams from the log (a reactor, run by the projection runner like a read
 * model, with its own checkpoint): an exam made ACTIVE is opened at its window's start and closed at
 * its end; an attempt is submitted at its deadline. Each job's id is the triggering event's id, so a
 * batch delivered again schedules nothing twice; and a command that triggers one waits for this
 * reactor as for a read model, so 'Mock Exam will be scheduled momentarily.' is true when said.
 */
export function mockExamJobScheduler(jobs: JobQueue): Projection<Scheduling> {
  return {
    name: 'mock-exam-jobs',
    version: 1,
    canHandle: ['MockExamActivated', 'MockAttemptStarted'],
    tables: [],
    async handle(events) {
      for (const event of events) await schedule(jobs, event);
    },
  };
}

async function schedule(jobs: JobQueue, event: Recorded<Scheduling>): Promise<void> {
  if (event.type === 'MockExamActivated') {
    const { mockExamID, windowStart, windowEnd } = event.data;
    await jobs.schedule({
      name: MockExamJobs.open,
      jobId: `${event.eventId}-open`,
      runAt: new Date(windowStart),
      data: { mockExamID },
    });
    await jobs.schedule({
      name: MockExamJobs.close,
      jobId: `${event.eventId}-close`,
      runAt: new Date(windowEnd),
      data: { mockExamID },
    });
    return;
  }
  const { mockAttemptID, deadline } = event.data;
  await jobs.schedule({
    name: MockExamJobs.submit,
    jobId: `${event.eventId}-submit`,
    runAt: new Date(deadline),
    data: { mockAttemptID },
  });
}

/**
 * What the worker runs for each job: record the opening, the closing or the automatic submit with
 * the time of the application's clock. The deciders record each once and only when due, so a job
 * delivered twice (a retry, a worker killed mid-job) or early changes nothing.
 */
export function mockExamJobProcessors(executor: CommandExecutor, clock: Clock): Record<string, JobProcessor> {
  const onExam = async (mockExamID: string | undefined, type: 'OpenMockExam' | 'CloseMockExam') => {
    await mockExamCommands.handle(executor, mockExamID!, { type, data: { now: clock.now() } }, SYSTEM_ACTOR);
  };
  return {
    [MockExamJobs.open]: ({ mockExamID }) => onExam(mockExamID, 'OpenMockExam'),
    [MockExamJobs.close]: ({ mockExamID }) => onExam(mockExamID, 'CloseMockExam'),
    [MockExamJobs.submit]: async ({ mockAttemptID }) => {
      const command = { type: 'SubmitMockAttempt', data: { readerID: null, now: clock.now() } } as const;
      await mockAttemptCommands.handle(executor, mockAttemptID!, command, SYSTEM_ACTOR);
    },
  };
}
