import { randomUUID } from 'node:crypto';
import { reactorSpec } from '../../../../test/support/reactor-spec';
import { type MissSignal, ReviewJobs, reviewCardScheduler } from './review-card.jobs';

const readerID = randomUUID();
const aktSessionID = randomUUID();
const msqSessionID = randomUUID();
const kfpAttemptID = randomUUID();
const mockAttemptID = randomUUID();
const [missedAkt, rightAkt, missedMsq, penalisedMsq] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];

const akt = (aktQuestionID: string, marks: number): MissSignal =>
  ({
    type: 'AktAnswerSubmitted',
    data: { readerID, aktSessionID, aktQuestionID, marks, outOf: 2 },
  }) as MissSignal;
const msq = (msqQuestionID: string, marks: number, penalty: number): MissSignal =>
  ({
    type: 'MsqAnswerSubmitted',
    data: { readerID, msqSessionID, msqQuestionID, marks, penalty, outOf: 2 },
  }) as MissSignal;

describe('review card jobs (reactor)', () => {
  const spec = reactorSpec((jobs) => reviewCardScheduler(jobs));

  it('schedules a card job for each miss (short of full marks), once however often the batch comes; full marks schedule nothing', async () => {
    const batch = await spec.given(
      akt(missedAkt, 1),
      akt(rightAkt, 2),
      msq(missedMsq, 1, 0),
      msq(penalisedMsq, 2, 0.5),
      msq(randomUUID(), 2, 0),
      { type: 'KfpAnswerSubmitted', data: { readerID, kfpAttemptID, answerStatus: 'INCORRECT' } } as MissSignal,
      { type: 'KfpAnswerSubmitted', data: { readerID, kfpAttemptID, answerStatus: null } } as MissSignal,
      { type: 'KfpAnswerSelfMarked', data: { readerID, kfpAttemptID, correct: false } } as MissSignal,
      { type: 'KfpAnswerSelfMarked', data: { readerID, kfpAttemptID, correct: true } } as MissSignal,
      { type: 'MockAttemptSubmitted', data: { readerID, mockAttemptID } } as MissSignal,
    );
    await spec.redeliver(...batch);

    const at = (index: number) => batch[index]!.createdAt.toISOString();
    const job = (index: number, name: string, data: Record<string, string>) => ({
      queue: 'notebook-jobs',
      name,
      jobId: `${batch[index]!.eventId}-review`,
      runAt: at(index),
      data: { ...data, readerID, at: at(index) },
    });
    expect(await spec.jobs()).toEqual([
      job(0, ReviewJobs.practiceMiss, { kind: 'AKT', questionID: missedAkt }),
      job(2, ReviewJobs.practiceMiss, { kind: 'MSQ', questionID: missedMsq }),
      job(3, ReviewJobs.practiceMiss, { kind: 'MSQ', questionID: penalisedMsq }),
      job(5, ReviewJobs.kfpMiss, { kfpAttemptID }),
      job(7, ReviewJobs.kfpMiss, { kfpAttemptID }),
      job(9, ReviewJobs.mockMisses, { mockAttemptID }),
    ]);
  });

  it("schedules an exam-mode session's misses when it ends, by each question's last answer (a corrected or cleared miss makes no card)", async () => {
    const examSessionID = randomUUID();
    const [corrected, stillWrong, cleared, rightThenWrong] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const answer = (aktQuestionID: string, marks: number): MissSignal =>
      ({
        type: 'AktAnswerSubmitted',
        data: { readerID, aktSessionID: examSessionID, aktQuestionID, marks, outOf: 1 },
      }) as MissSignal;
    const during = await spec.given(
      { type: 'AktSessionCreated', data: { readerID, aktSessionID: examSessionID, mode: 'EXAM' } } as MissSignal,
      answer(corrected, 0),
      answer(corrected, 1),
      answer(stillWrong, 0),
      answer(cleared, 0),
      {
        type: 'AktAnswerCleared',
        data: { readerID, aktSessionID: examSessionID, aktQuestionID: cleared },
      } as MissSignal,
      answer(rightThenWrong, 1),
      answer(rightThenWrong, 0),
    );
    expect(await spec.jobs()).toEqual([]);

    const [ended] = await spec.given({
      type: 'AktSessionEnded',
      data: { readerID, aktSessionID: examSessionID },
    } as MissSignal);
    await spec.redeliver(...during, ended!);
    const at = ended!.createdAt.toISOString();
    const job = (questionID: string) => ({
      queue: 'notebook-jobs',
      name: ReviewJobs.practiceMiss,
      jobId: `${ended!.eventId}-review-${questionID}`,
      runAt: at,
      data: { kind: 'AKT', questionID, readerID, at },
    });
    const byJobId = (a: { jobId: string }, b: { jobId: string }) => a.jobId.localeCompare(b.jobId);
    expect((await spec.jobs()).sort(byJobId)).toEqual([stillWrong, rightThenWrong].map(job).sort(byJobId));
  });
});
