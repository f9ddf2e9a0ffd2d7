import {
  Messages,
  type MockAttempt,
  type MockAttemptQuestion,
  type MockAttemptResult,
  type ReaderMockExam,
  type StartedMockAttempt,
  type SubAnswer,
} from '@notebook/contracts';
import {
  type Actor,
  type Clock,
  CommandExecutor,
  ConflictError,
  NotFoundError,
  SYSTEM_ACTOR,
  ValidationError,
} from '@notebook/kernel';
import { NOTHING_SEALED, SKIP_READ_MODELS } from '@notebook/practice';
import { type ReaderCaller, ReadingQueries, type Viewer, maySitMockExam } from '@notebook/reading';
import { mockAttemptCommands, mockAttemptIdOf } from './attempts/mock-attempt.decider';
import { MockAttemptEventTypes } from './attempts/mock-attempt.events';
import {
  type MockAttemptFound,
  attemptQuestionView,
  attemptView,
  isReleased,
  remainingSeconds,
} from './attempts/mock-attempt.views';
import { attemptResult } from './attempts/mock-attempt.result';
import { mockExamCommands } from './exams/mock-exam.decider';
import { MockExamEventTypes } from './exams/mock-exam.events';
import { type MockExamFound, stateOf } from './exams/mock-exam.views';
import { MockExamQueries } from './queries/mock-exam.queries';
import { UnreleasedMockQuestions } from './unreleased-mock-questions.service';

type AnswerInput = { mockAttemptID: string; questionID: string; answerIDs: string[]; subAnswers: SubAnswer[] };

/**
 * A reader sitting mock exams (issue 15). The attempt is read from its own stream (answers show at
 * once), the server's clock holds the deadline, and nothing of the marking leaves before the exam's
 * release rule allows (the views in attempts/ ask `isReleased`).
 */
export class MockAttemptService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly exams: MockExamQueries,
    private readonly reading: ReadingQueries,
    private readonly clock: Clock,
    private readonly unreleased: UnreleasedMockQuestions,
  ) {}

  /** The ACTIVE exams the reader may sit: upcoming, open, and closed ones with their attempt. */
  async list(reader: ReaderCaller): Promise<ReaderMockExam[]> {
    await this.executor.catchUpReadModels([...MockExamEventTypes, ...MockAttemptEventTypes]);
    const [exams, attempts] = await Promise.all([this.exams.activeExams(), this.exams.attemptsOf(reader.readerID)]);
    const now = this.clock.now();
    return exams
      .filter((exam) => maySitMockExam(reader.viewer, exam.definition.audience))
      .map((exam) => {
        const attempt = attempts.get(exam.mockExamID);
        const state = stateOf(exam, now);
        const released =
          attempt &&
          attempt.status !== 'IN_PROGRESS' &&
          (exam.definition.resultRelease === 'ON_SUBMIT' || state === 'CLOSED');
        return {
          mockExamID: exam.mockExamID,
          mockExamName: exam.definition.mockExamName,
          mockExamType: exam.definition.mockExamType,
          instructions: exam.definition.instructions,
          state,
          windowStart: exam.definition.windowStart,
          windowEnd: exam.definition.windowEnd,
          durationMinutes: exam.definition.durationMinutes,
          noOfQuestions: exam.paper.length,
          ...(attempt && {
            attempt: {
              mockAttemptID: attempt.mockAttemptID,
              status: attempt.status,
              deadline: attempt.deadline.toISOString(),
              score: released ? attempt.score : null,
            },
          }),
        };
      });
  }

  /**
   * Starts the reader's attempt, or answers the one they started (on any device). The clock runs
   * from now for the exam's duration, but never past the end of its window.
   */
  async start(mockExamID: string, reader: ReaderCaller): Promise<StartedMockAttempt> {
    const mockAttemptID = mockAttemptIdOf(mockExamID, reader.readerID);
    const started = await mockAttemptCommands.load(this.executor, mockAttemptID);
    if (started.exists) return { mockAttemptID, deadline: started.deadline, noOfQuestions: started.questions.length };
    const exam = await this.examFor(mockExamID, reader.viewer);
    const now = this.clock.now();
    if (stateOf(exam, now) !== 'OPEN') throw new ConflictError(Messages.mockExamNotOpen, 'mockExamID');
    await mockExamCommands.handle(this.executor, mockExamID, { type: 'FreezeMockExamPaper', data: {} }, reader.actor);
    const windowEnd = new Date(exam.definition.windowEnd).getTime();
    const deadline = new Date(Math.min(now.getTime() + exam.definition.durationMinutes * 60_000, windowEnd));
    const { state } = await mockAttemptCommands.handle(
      this.executor,
      mockAttemptID,
      {
        type: 'StartMockAttempt',
        data: {
          mockAttemptID,
          readerID: reader.readerID,
          mockExamID,
          mockExamType: exam.definition.mockExamType,
          questions: exam.paper,
          penaltyPoints: exam.penaltyPoints,
          resultRelease: exam.definition.resultRelease,
          passMark: exam.definition.passMark,
          now,
          deadline,
        },
      },
      reader.actor,
    );
    const attempt = state as MockAttemptFound;
    return { mockAttemptID, deadline: attempt.deadline, noOfQuestions: attempt.questions.length };
  }

  async attempt(mockAttemptID: string, reader: ReaderCaller): Promise<MockAttempt> {
    const { attempt, exam } = await this.found(mockAttemptID, reader);
    return attemptView(attempt, exam, this.clock.now());
  }

  async question(mockAttemptID: string, questionNo: number, reader: ReaderCaller): Promise<MockAttemptQuestion> {
    const { attempt, exam } = await this.found(mockAttemptID, reader);
    if (questionNo > attempt.questions.length)
      throw new ValidationError(Messages.questionOutOfRange(attempt.questions.length), 'questionNo');
    const now = this.clock.now();
    return attemptQuestionView(attempt, exam, questionNo, now, await this.sealedElsewhere(attempt, exam, now));
  }

  /** Autosave: an event per answer, answered as soon as it is recorded. */
  async save(
    input: AnswerInput,
    reader: ReaderCaller,
  ): Promise<{ questionID: string; saved: true; remainingSeconds: number }> {
    const { state } = await mockAttemptCommands.handle(
      this.executor,
      input.mockAttemptID,
      {
        type: 'SaveMockAnswer',
        data: {
          readerID: reader.readerID,
          questionID: input.questionID,
          answerIDs: input.answerIDs,
          subAnswers: input.subAnswers,
          now: this.clock.now(),
        },
      },
      reader.actor,
      SKIP_READ_MODELS,
    );
    return {
      questionID: input.questionID,
      saved: true,
      remainingSeconds: remainingSeconds(state as MockAttemptFound, this.clock.now()),
    };
  }

  async flag(
    input: { mockAttemptID: string; questionID: string; flagged: boolean },
    reader: ReaderCaller,
  ): Promise<MockAttemptQuestion> {
    const { mockAttemptID, questionID, flagged } = input;
    await mockAttemptCommands.handle(
      this.executor,
      mockAttemptID,
      { type: 'FlagMockQuestion', data: { readerID: reader.readerID, questionID, flagged, now: this.clock.now() } },
      reader.actor,
      SKIP_READ_MODELS,
    );
    return this.questionByID(mockAttemptID, questionID, reader);
  }

  async strike(
    input: { mockAttemptID: string; questionID: string; answerID: string; struck: boolean },
    reader: ReaderCaller,
  ): Promise<MockAttemptQuestion> {
    const { mockAttemptID, questionID, answerID, struck } = input;
    await mockAttemptCommands.handle(
      this.executor,
      mockAttemptID,
      {
        type: 'StrikeMockAnswer',
        data: { readerID: reader.readerID, questionID, answerID, struck, now: this.clock.now() },
      },
      reader.actor,
      SKIP_READ_MODELS,
    );
    return this.questionByID(mockAttemptID, questionID, reader);
  }

  /** The reader hands the paper in; after the deadline this records what the job would have (an automatic submit). */
  async submit(mockAttemptID: string, reader: ReaderCaller): Promise<MockAttemptResult> {
    await mockAttemptCommands.handle(
      this.executor,
      mockAttemptID,
      { type: 'SubmitMockAttempt', data: { readerID: reader.readerID, now: this.clock.now() } },
      reader.actor,
    );
    return this.result(mockAttemptID, reader);
  }

  async result(mockAttemptID: string, reader: ReaderCaller): Promise<MockAttemptResult> {
    const { attempt, exam } = await this.found(mockAttemptID, reader);
    const now = this.clock.now();
    if (!isReleased(attempt, exam, now)) return attemptResult(attempt, exam, now, null);
    const closed = stateOf(exam, now) === 'CLOSED';
    const topics = await this.reading.topicAccess(reader.viewer, [
      ...new Set(attempt.questions.map((question) => question.topicID)),
    ]);
    if (closed) await this.executor.catchUpReadModels(MockAttemptEventTypes);
    const percentile =
      closed && attempt.totals ? await this.exams.percentile(attempt.mockExamID, attempt.totals.score) : null;
    return attemptResult(attempt, exam, now, {
      chapterOf: (topicID) => topics.get(topicID)?.chapterName ?? 'Other',
      percentile,
      sealedElsewhere: await this.sealedElsewhere(attempt, exam, now),
    });
  }

  /** The deadline's job: submits an attempt still running once its time is up (a repeat or an early delivery records nothing). */
  async submitAtDeadline(mockAttemptID: string, actor: Actor = SYSTEM_ACTOR): Promise<void> {
    await mockAttemptCommands.handle(
      this.executor,
      mockAttemptID,
      { type: 'SubmitMockAttempt', data: { readerID: null, now: this.clock.now() } },
      actor,
    );
  }

  private async questionByID(
    mockAttemptID: string,
    questionID: string,
    reader: ReaderCaller,
  ): Promise<MockAttemptQuestion> {
    const { attempt, exam } = await this.found(mockAttemptID, reader);
    const index = attempt.questions.findIndex((question) => question.questionID === questionID);
    const now = this.clock.now();
    return attemptQuestionView(attempt, exam, index + 1, now, await this.sealedElsewhere(attempt, exam, now));
  }

  /**
   * A released attempt's review keeps back the questions the reader's other attempts still seal (two
   * papers may share a question); a running one shows no review, so it asks nothing.
   */
  private sealedElsewhere(attempt: MockAttemptFound, exam: MockExamFound, now: Date): Promise<ReadonlySet<string>> {
    return isReleased(attempt, exam, now)
      ? this.unreleased.sealedFor(attempt.readerID)
      : Promise.resolve(NOTHING_SEALED);
  }

  /** An ACTIVE exam the reader may sit (the reading-access policy decides); anything else is not found for them. */
  private async examFor(mockExamID: string, viewer: Viewer): Promise<MockExamFound> {
    const exam = await mockExamCommands.load(this.executor, mockExamID);
    if (!exam.exists || exam.deleted || exam.status !== 'ACTIVE' || !maySitMockExam(viewer, exam.definition.audience))
      throw new NotFoundError(Messages.mockExamNotFound, 'mockExamID');
    return exam;
  }

  /** The reader's own attempt folded from its stream, with its exam; another reader's is not found. */
  private async found(
    mockAttemptID: string,
    reader: ReaderCaller,
  ): Promise<{ attempt: MockAttemptFound; exam: MockExamFound }> {
    const attempt = await mockAttemptCommands.load(this.executor, mockAttemptID);
    if (!attempt.exists || attempt.readerID !== reader.readerID)
      throw new NotFoundError(Messages.mockAttemptNotFound, 'mockAttemptID');
    const exam = await mockExamCommands.load(this.executor, attempt.mockExamID);
    if (!exam.exists) throw new NotFoundError(Messages.mockExamNotFound, 'mockExamID');
    return { attempt, exam };
  }
}
