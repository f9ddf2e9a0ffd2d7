import { type DomainEvent, type JobProcessor, type JobQueue, occurredAt } from '@notebook/kernel';
import type { Projection, Recorded } from '@notebook/read-models';
import type { ReviewCardsService } from '../review-cards.service';

/**
 * The practice and mock exams events this reads, by the few fields it uses (declared here: a module
 * reads another's events, never its internals). A miss is an answer short of full marks.
 */
type Marked = { marks: number; outOf: number };
type OfAkt = { readerID: string; aktSessionID: string };
type OfMsq = { readerID: string; msqSessionID: string };
type Mode = { mode: 'TUTOR' | 'EXAM' };
export type MissSignal =
  | DomainEvent<'AktSessionCreated', OfAkt & Mode>
  | DomainEvent<'MsqSessionCreated', OfMsq & Mode>
  | DomainEvent<'AktAnswerSubmitted', Marked & OfAkt & { aktQuestionID: string }>
  | DomainEvent<'MsqAnswerSubmitted', Marked & OfMsq & { msqQuestionID: string; penalty: number }>
  | DomainEvent<'AktAnswerCleared', OfAkt & { aktQuestionID: string }>
  | DomainEvent<'MsqAnswerCleared', OfMsq & { msqQuestionID: string }>
  | DomainEvent<'AktSessionEnded', OfAkt>
  | DomainEvent<'MsqSessionEnded', OfMsq>
  | DomainEvent<
      'KfpAnswerSubmitted',
      { readerID: string; kfpAttemptID: string; answerStatus: 'CORRECT' | 'INCORRECT' | null }
    >
  | DomainEvent<'KfpAnswerSelfMarked', { readerID: string; kfpAttemptID: string; correct: boolean }>
  | DomainEvent<'MockAttemptSubmitted', { readerID: string; mockAttemptID: string }>;

export const ReviewJobs = {
  practiceMiss: 'review.addPracticeMiss',
  kfpMiss: 'review.addKfpMiss',
  mockMisses: 'review.addMockMisses',
} as const;

/**
 * Turns misses into review-card jobs (a reactor with its own checkpoint): an AKT or MSQ answer short
 * of full marks, a KFP answer marked wrong (by the key or by the reader), and every handed-in mock
 * attempt (its misses are offered once its result is released). In an exam-mode session a choice may
 * change until the end, so its last answers are kept (review_exam_answer) and its misses scheduled
 * when it ends. Each job's id comes from its event, so a batch delivered again schedules nothing
 * twice; the card's id is the reader's and the question's, so a job run twice adds one card.
 */
export function reviewCardScheduler(jobs: JobQueue): Projection<MissSignal> {
  const schedule = (event: Recorded<MissSignal>, job: MissJob, idSuffix = '') =>
    jobs.schedule({
      name: job.name,
      jobId: `${event.eventId}-review${idSuffix}`,
      runAt: occurredAt(event),
      data: { ...job.data, readerID: event.data.readerID, at: occurredAt(event).toISOString() },
    });
  return {
    name: 'review-card-jobs',
    version: 2,
    canHandle: [
      'AktSessionCreated',
      'MsqSessionCreated',
      'AktAnswerSubmitted',
      'MsqAnswerSubmitted',
      'AktAnswerCleared',
      'MsqAnswerCleared',
      'AktSessionEnded',
      'MsqSessionEnded',
      'KfpAnswerSubmitted',
      'KfpAnswerSelfMarked',
      'MockAttemptSubmitted',
    ],
    tables: ['review_exam_answer', 'review_exam_session'],
    async handle(events, trx) {
      for (const event of events) {
        const session = examSessionEvent(event);
        if (session) {
          await followExamSession(trx, event, session, schedule);
          continue;
        }
        const job = jobOf(event);
        const examSessionID = sessionOfAnswer(event);
        if (examSessionID && (await isExamSession(trx, examSessionID)))
          await keepExamAnswer(trx, examSessionID, questionOf(event)!, job !== null);
        else if (job) await schedule(event, job);
      }
    },
  };
}

type MissJob = { name: string; data: Record<string, string> };
type Schedule = (event: Recorded<MissSignal>, job: MissJob, idSuffix?: string) => Promise<unknown>;
type Trx = Parameters<Projection<MissSignal>['handle']>[1];

function sessionOfAnswer(event: Recorded<MissSignal>): string | null {
  if (event.type === 'AktAnswerSubmitted') return event.data.aktSessionID;
  if (event.type === 'MsqAnswerSubmitted') return event.data.msqSessionID;
  return null;
}

function questionOf(event: Recorded<MissSignal>): string | null {
  if (event.type === 'AktAnswerSubmitted') return event.data.aktQuestionID;
  if (event.type === 'MsqAnswerSubmitted') return event.data.msqQuestionID;
  return null;
}

async function isExamSession(trx: Trx, sessionID: string | null): Promise<boolean> {
  if (!sessionID) return false;
  const row = await trx
    .selectFrom('review_exam_session')
    .select('session_id')
    .where('session_id', '=', sessionID)
    .executeTakeFirst();
  return row !== undefined;
}

/** The last answer to a question of an exam-mode session: a miss or not (its card waits for the end). */
async function keepExamAnswer(trx: Trx, sessionID: string, questionID: string, missed: boolean) {
  await trx
    .insertInto('review_exam_answer')
    .values({ session_id: sessionID, question_id: questionID, missed })
    .onConflict((conflict) => conflict.columns(['session_id', 'question_id']).doUpdateSet({ missed }))
    .execute();
}

type ExamSessionEvent =
  | { step: 'created'; sessionID: string; kind: 'AKT' | 'MSQ'; exam: boolean }
  | { step: 'cleared'; sessionID: string; questionID: string }
  | { step: 'ended'; sessionID: string; kind: 'AKT' | 'MSQ' };

function examSessionEvent(event: Recorded<MissSignal>): ExamSessionEvent | null {
  switch (event.type) {
    case 'AktSessionCreated':
      return { step: 'created', sessionID: event.data.aktSessionID, kind: 'AKT', exam: event.data.mode === 'EXAM' };
    case 'MsqSessionCreated':
      return { step: 'created', sessionID: event.data.msqSessionID, kind: 'MSQ', exam: event.data.mode === 'EXAM' };
    case 'AktAnswerCleared':
      return { step: 'cleared', sessionID: event.data.aktSessionID, questionID: event.data.aktQuestionID };
    case 'MsqAnswerCleared':
      return { step: 'cleared', sessionID: event.data.msqSessionID, questionID: event.data.msqQuestionID };
    case 'AktSessionEnded':
      return { step: 'ended', sessionID: event.data.aktSessionID, kind: 'AKT' };
    case 'MsqSessionEnded':
      return { step: 'ended', sessionID: event.data.msqSessionID, kind: 'MSQ' };
    default:
      return null;
  }
}

/** An exam-mode session: opened, an answer un-chosen, and at its end one card job per last answer missed. */
async function followExamSession(
  trx: Trx,
  event: Recorded<MissSignal>,
  session: ExamSessionEvent,
  schedule: Schedule,
): Promise<void> {
  if (session.step === 'created') {
    if (session.exam)
      await trx
        .insertInto('review_exam_session')
        .values({ session_id: session.sessionID, reader_id: event.data.readerID, kind: session.kind })
        .onConflict((conflict) => conflict.column('session_id').doNothing())
        .execute();
    return;
  }
  if (session.step === 'cleared') {
    await trx
      .deleteFrom('review_exam_answer')
      .where('session_id', '=', session.sessionID)
      .where('question_id', '=', session.questionID)
      .execute();
    return;
  }
  const missed = await trx
    .selectFrom('review_exam_answer')
    .select('question_id')
    .where('session_id', '=', session.sessionID)
    .where('missed', '=', true)
    .orderBy('question_id')
    .execute();
  for (const { question_id } of missed)
    await schedule(
      event,
      { name: ReviewJobs.practiceMiss, data: { kind: session.kind, questionID: question_id } },
      `-${question_id}`,
    );
  await trx.deleteFrom('review_exam_session').where('session_id', '=', session.sessionID).execute();
}

function jobOf(event: Recorded<MissSignal>): MissJob | null {
  switch (event.type) {
    case 'AktAnswerSubmitted':
      return event.data.marks < event.data.outOf
        ? { name: ReviewJobs.practiceMiss, data: { kind: 'AKT', questionID: event.data.aktQuestionID } }
        : null;
    case 'MsqAnswerSubmitted':
      return event.data.marks - event.data.penalty < event.data.outOf
        ? { name: ReviewJobs.practiceMiss, data: { kind: 'MSQ', questionID: event.data.msqQuestionID } }
        : null;
    case 'KfpAnswerSubmitted':
      return event.data.answerStatus === 'INCORRECT'
        ? { name: ReviewJobs.kfpMiss, data: { kfpAttemptID: event.data.kfpAttemptID } }
        : null;
    case 'KfpAnswerSelfMarked':
      return event.data.correct ? null : { name: ReviewJobs.kfpMiss, data: { kfpAttemptID: event.data.kfpAttemptID } };
    case 'MockAttemptSubmitted':
      return { name: ReviewJobs.mockMisses, data: { mockAttemptID: event.data.mockAttemptID } };
    default:
      return null;
  }
}

/** Runs the review-card jobs (safe to run twice: a card the reader has records nothing). */
export function reviewJobProcessors(cards: ReviewCardsService): Record<string, JobProcessor> {
  return {
    [ReviewJobs.practiceMiss]: (data) =>
      cards.addPracticeMiss(data.readerID!, data.kind === 'MSQ' ? 'MSQ' : 'AKT', data.questionID!, new Date(data.at!)),
    [ReviewJobs.kfpMiss]: (data) => cards.addKfpMiss(data.readerID!, data.kfpAttemptID!, new Date(data.at!)),
    [ReviewJobs.mockMisses]: (data) => cards.addMockMisses(data.mockAttemptID!),
  };
}
