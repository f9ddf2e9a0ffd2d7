import { randomInt } from 'node:crypto';
import {
  Messages,
  type MockExam,
  type MockExamResults,
  type MockExamStatus,
  type MockExamType,
  type MockExamPoolQuestion,
  type Paged,
  type SaveMockExamRequest,
  msqPenaltyPoints,
} from '@notebook/contracts';
import { type Actor, CommandExecutor, NotFoundError, ValidationError, newId } from '@notebook/kernel';
import { shuffled } from '@notebook/practice';
import type { PracticeQuestion, PracticeQuestionQueries } from '@notebook/question-bank';
import { type MockExamCommand, mockExamCommands } from './exams/mock-exam.decider';
import { type MockExamDefinition, MockExamEventTypes } from './exams/mock-exam.events';
import { mockExamView } from './exams/mock-exam.views';
import { MockAttemptEventTypes } from './attempts/mock-attempt.events';
import { MockExamQueries } from './queries/mock-exam.queries';
import { examResults, resultsCsv } from './exams/mock-exam.results';
import type { Clock } from '@notebook/kernel';

type SaveInput = Omit<SaveMockExamRequest, 'resultRelease' | 'audience'> &
  Required<Pick<SaveMockExamRequest, 'resultRelease' | 'audience'>>;
export type MockExamSettings = { overselectionPenaltyPercent: number };

/**
 * Admins' mock exams (issue 15): define a paper and its window, make it ACTIVE (the paper is drawn
 * and copied then, and the jobs that open and close it are scheduled from the event), cancel,
 * delete a draft, and read the results.
 */
export class MockExamService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly exams: MockExamQueries,
    private readonly questions: PracticeQuestionQueries,
    private readonly clock: Clock,
    private readonly settings: MockExamSettings,
    private readonly randomBelow: (max: number) => number = randomInt,
  ) {}

  async page(
    mockExamType: MockExamType,
    status: MockExamStatus | undefined,
    page: number,
    rows: number,
  ): Promise<Paged<MockExam>> {
    const found = await this.exams.page(mockExamType, status, page, rows);
    const now = this.clock.now();
    return {
      pageData: found.rows.map((row) => mockExamView(row.exam, row.attempts, now)),
      totalNoOfRecords: found.total,
    };
  }

  async exam(mockExamID: string): Promise<MockExam> {
    const row = await this.exams.exam(mockExamID);
    if (!row) throw new NotFoundError(Messages.mockExamNotFound, 'mockExamID');
    return mockExamView(row.exam, row.attempts, this.clock.now());
  }

  async save(input: SaveInput & { version?: number }, actor: Actor): Promise<{ mockExamID: string }> {
    const mockExamID = input.mockExamID ?? newId();
    const definition = definitionOf(input);
    await this.checkQuestions(definition);
    const current = await mockExamCommands.load(this.executor, mockExamID);
    if (input.mockExamID && (!current.exists || current.deleted))
      throw new NotFoundError(Messages.mockExamNotFound, 'mockExamID');
    // An ACTIVE exam edited before anyone started it gets its paper drawn again.
    const paper = current.exists && current.status === 'ACTIVE' ? await this.drawPaper(definition) : undefined;
    await mockExamCommands.handle(
      this.executor,
      mockExamID,
      {
        type: 'SaveMockExam',
        data: { mockExamID, definition, expectedVersion: input.version, paper, penaltyPoints: this.penaltyPoints },
      },
      actor,
    );
    return { mockExamID };
  }

  /** ACTIVE draws and copies the paper; its jobs are scheduled from the event before this answers. */
  async changeStatus(mockExamID: string, status: MockExamStatus, actor: Actor): Promise<MockExam> {
    const command: MockExamCommand =
      status === 'ACTIVE' ? await this.activation(mockExamID) : { type: 'ChangeMockExamStatus', data: { status } };
    await mockExamCommands.handle(this.executor, mockExamID, command, actor);
    return this.exam(mockExamID);
  }

  async delete(mockExamID: string, actor: Actor): Promise<void> {
    await mockExamCommands.handle(this.executor, mockExamID, { type: 'DeleteMockExam', data: {} }, actor);
  }

  async results(mockExamID: string): Promise<MockExamResults> {
    const row = await this.caughtUpExam(mockExamID);
    return examResults(row.exam, row.attempts, await this.exams.submittedAttempts(mockExamID));
  }

  /** The submitted attempts as CSV: one line per reader, with the score and each question's marks. */
  async resultsCsv(mockExamID: string): Promise<{ fileName: string; csv: string }> {
    const row = await this.caughtUpExam(mockExamID);
    const attempts = await this.exams.submittedAttempts(mockExamID);
    const readers = await this.exams.readerNames(attempts.map((attempt) => attempt.readerID));
    const slug = row.exam.definition.mockExamName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'mock-exam';
    return { fileName: `${slug}-results.csv`, csv: resultsCsv(row.exam, attempts, readers) };
  }

  /** The exam as the read model holds it once every exam and attempt event so far is in. */
  private async caughtUpExam(mockExamID: string) {
    await this.executor.catchUpReadModels([...MockExamEventTypes, ...MockAttemptEventTypes]);
    const row = await this.exams.exam(mockExamID);
    if (!row) throw new NotFoundError(Messages.mockExamNotFound, 'mockExamID');
    return row;
  }

  /** Activating keeps the paper of an exam already ACTIVE, else draws one. */
  private async activation(mockExamID: string): Promise<MockExamCommand> {
    const current = await mockExamCommands.load(this.executor, mockExamID);
    if (!current.exists || current.deleted) throw new NotFoundError(Messages.mockExamNotFound, 'mockExamID');
    const paper = current.status === 'ACTIVE' ? current.paper : await this.drawPaper(current.definition);
    return { type: 'ActivateMockExam', data: { paper, penaltyPoints: this.penaltyPoints } };
  }

  private get penaltyPoints(): number {
    return msqPenaltyPoints(this.settings.overselectionPenaltyPercent);
  }

  /** Chosen questions must all be active questions of the exam's kind. */
  private async checkQuestions(definition: MockExamDefinition): Promise<void> {
    if (definition.questionIDs.length === 0) return;
    const found = await this.questions.practiceQuestions(definition.mockExamType, definition.questionIDs);
    if (found.length !== new Set(definition.questionIDs).size)
      throw new ValidationError(Messages.mockExamUnknownQuestion, 'questionIDs');
  }

  /** The paper as readers will sit it: the chosen questions in their order, or N drawn at random from the flagged pool. */
  private async drawPaper(definition: MockExamDefinition): Promise<PracticeQuestion[]> {
    const kind = definition.mockExamType;
    if (definition.randomQuestionCount === null) {
      const paper = await this.questions.practiceQuestions(kind, definition.questionIDs);
      if (paper.length !== definition.questionIDs.length)
        throw new ValidationError(Messages.mockExamUnknownQuestion, 'questionIDs');
      return paper;
    }
    const pool = await this.exams.questionPool(kind);
    const drawn =
      definition.randomByChapter.length === 0
        ? this.draw(pool, definition.randomQuestionCount)
        : this.drawPerChapter(pool, definition.randomByChapter);
    return this.questions.practiceQuestions(
      kind,
      drawn.map((question) => question.questionID),
    );
  }

  private draw(pool: MockExamPoolQuestion[], count: number): MockExamPoolQuestion[] {
    if (pool.length < count)
      throw new ValidationError(Messages.mockExamPoolTooSmall(pool.length), 'randomQuestionCount');
    return shuffled(pool, this.randomBelow).slice(0, count);
  }

  /** `count` from each chapter, the chapters in the admin's order. */
  private drawPerChapter(
    pool: MockExamPoolQuestion[],
    counts: MockExamDefinition['randomByChapter'],
  ): MockExamPoolQuestion[] {
    return counts.flatMap(({ chapterID, count }) => {
      const ofChapter = pool.filter((question) => question.chapterID === chapterID);
      if (ofChapter.length < count) {
        const name =
          ofChapter[0]?.chapterName ??
          pool.find((question) => question.chapterID === chapterID)?.chapterName ??
          'this chapter';
        throw new ValidationError(Messages.mockExamChapterPoolTooSmall(name, ofChapter.length), 'randomByChapter');
      }
      return shuffled(ofChapter, this.randomBelow).slice(0, count);
    });
  }
}

function definitionOf(input: SaveInput): MockExamDefinition {
  const byChapter = input.randomByChapter ?? [];
  const random = input.randomQuestionCount !== undefined || byChapter.length > 0;
  return {
    mockExamType: input.mockExamType,
    mockExamName: input.mockExamName,
    instructions: input.instructions ?? null,
    questionIDs: random ? [] : [...new Set(input.questionIDs ?? [])],
    randomQuestionCount: random
      ? (input.randomQuestionCount ?? byChapter.reduce((sum, chapter) => sum + chapter.count, 0))
      : null,
    randomByChapter: byChapter,
    durationMinutes: input.durationMinutes,
    windowStart: new Date(input.windowStart).toISOString(),
    windowEnd: new Date(input.windowEnd).toISOString(),
    resultRelease: input.resultRelease,
    audience: input.audience,
    passMark: input.passMark ?? null,
  };
}
