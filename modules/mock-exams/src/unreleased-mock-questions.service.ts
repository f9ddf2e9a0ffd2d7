import type { Clock, CommandExecutor } from '@notebook/kernel';
import type { SealedQuestions } from '@notebook/practice';
import { mockAttemptCommands, mockAttemptIdOf } from './attempts/mock-attempt.decider';
import { isReleased } from './attempts/mock-attempt.views';
import { mockExamCommands } from './exams/mock-exam.decider';
import { MockExamQueries } from './queries/mock-exam.queries';

/**
 * The questions of a reader's mock exam attempts whose result is not released yet (`isReleased`):
 * no other call may show that reader their correct answers or explanation meanwhile (docs/mock-exams.md,
 * "Sealed until released"). Practice asks it as its `SealedQuestions` (handed in by the application);
 * a released attempt's review asks it too, since two papers may share a question.
 *
 * The exams come from the read model (an exam is there long before anyone sits it); each attempt is
 * folded from its own stream, so an attempt seals its questions from the moment it starts, and
 * until its release, whatever the read models' lag.
 */
export class UnreleasedMockQuestions implements SealedQuestions {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly exams: MockExamQueries,
    private readonly clock: Clock,
  ) {}

  async sealedFor(readerID: string): Promise<ReadonlySet<string>> {
    const now = this.clock.now();
    const sealed = new Set<string>();
    const examIDs = await this.exams.examsOfPossiblyUnreleasedAttempts(readerID, now);
    await Promise.all(
      examIDs.map(async (mockExamID) => {
        const attempt = await mockAttemptCommands.load(this.executor, mockAttemptIdOf(mockExamID, readerID));
        if (!attempt.exists) return;
        if (attempt.status !== 'IN_PROGRESS') {
          const exam = await mockExamCommands.load(this.executor, mockExamID);
          if (exam.exists && isReleased(attempt, exam, now)) return;
        }
        for (const question of attempt.questions) sealed.add(question.questionID);
      }),
    );
    return sealed;
  }
}
