import { randomInt } from 'node:crypto';
import {
  type AktPracticeTopic,
  type AktSessionFilter,
  type CreateMsqSessionRequest,
  type CreateMsqSessionResult,
  type FacedTotalAktQuestionCount,
  Messages,
  type MsqSession,
  type MsqSessionListItem,
  type MsqSessionQuestion,
  type Paged,
  type SubAnswer,
  type SubmitMsqAnswerResult,
  msqPenaltyPoints,
} from '@notebook/contracts';
import { CommandExecutor, ForbiddenError, NotFoundError, ValidationError, newId } from '@notebook/kernel';
import { PracticeQuestionQueries } from '@notebook/question-bank';
import { type ReaderCaller, ReadingQueries } from '@notebook/reading';
import { msqSessionCommands } from './msq-sessions/msq-session.decider';
import { type MsqSessionFound, msqQuestionView, msqRevealOf, msqSessionView } from './msq-sessions/msq-session.views';
import { MsqSessionQueries } from './queries/msq-session.queries';
import { QuestionPool } from './shared/question-pool';
import { NOTHING_SEALED, type SealedQuestions } from './shared/sealed-questions';
import { SKIP_READ_MODELS, mayReveal } from './shared/session-rules';
import { MsqSessionEventTypes } from './msq-sessions/msq-session.events';

type CreateInput = Required<Pick<CreateMsqSessionRequest, 'topicIDs' | 'noOfQuestions' | 'mode'>> & {
  filter: AktSessionFilter;
};
type AnswerInput = { msqSessionID: string; msqQuestionID: string; answerIDs?: string[]; subAnswers?: SubAnswer[] };
export type MsqPracticeSettings = { overselectionPenaltyPercent: number };

/** KFP(MSQ) practice sessions (issue 14): AKT's session life with the KFP paper's marking. */
export class MsqSessionService {
  private readonly pool: QuestionPool;

  constructor(
    private readonly executor: CommandExecutor,
    private readonly sessions: MsqSessionQueries,
    questions: PracticeQuestionQueries,
    reading: ReadingQueries,
    private readonly settings: MsqPracticeSettings,
    /** The questions of the reader's unreleased mock attempts: never drawn, answered or shown here. */
    private readonly sealedQuestions: SealedQuestions,
    randomBelow: (max: number) => number = randomInt,
  ) {
    // The history is read after the read models caught up with the reader's answers (which do not wait for them).
    const history = async (readerID: string) => {
      await executor.catchUpReadModels(MsqSessionEventTypes);
      return sessions.history(readerID);
    };
    this.pool = new QuestionPool('MSQ', questions, reading, history, sealedQuestions, randomBelow);
  }

  async create(input: CreateInput, reader: ReaderCaller): Promise<CreateMsqSessionResult> {
    const { topicIDs, questions } = await this.pool.draw(input, reader);
    const msqSessionID = newId();
    const penaltyPoints = msqPenaltyPoints(this.settings.overselectionPenaltyPercent);
    await msqSessionCommands.handle(
      this.executor,
      msqSessionID,
      {
        type: 'CreateMsqSession',
        data: {
          msqSessionID,
          readerID: reader.readerID,
          mode: input.mode,
          filter: input.filter,
          topicIDs,
          penaltyPoints,
          questions,
        },
      },
      reader.actor,
    );
    return { msqSessionID, noOfQuestions: questions.length };
  }

  async question(msqSessionID: string, questionNo: number, reader: ReaderCaller): Promise<MsqSessionQuestion> {
    const session = await this.found(msqSessionID, reader);
    if (questionNo > session.questions.length)
      throw new ValidationError(Messages.questionOutOfRange(session.questions.length), 'questionNo');
    return msqQuestionView(session, questionNo, await this.sealedIn(session, reader));
  }

  async questionByID(msqSessionID: string, msqQuestionID: string, reader: ReaderCaller): Promise<MsqSessionQuestion> {
    const session = await this.found(msqSessionID, reader);
    const index = session.questions.findIndex((question) => question.questionID === msqQuestionID);
    if (index < 0) throw new NotFoundError(Messages.practiceQuestionNotInSession, 'msqQuestionID');
    return msqQuestionView(session, index + 1, await this.sealedIn(session, reader));
  }

  async submit(input: AnswerInput, reader: ReaderCaller): Promise<SubmitMsqAnswerResult> {
    // A sealed question takes no answer: tutor mode would show its marking at once, and an exam's
    // score and readiness would tell it once the session ended.
    const sealed = await this.sealedQuestions.sealedFor(reader.readerID);
    if (sealed.has(input.msqQuestionID)) throw new ForbiddenError(Messages.questionInOpenMockExam);
    const { state } = await msqSessionCommands.handle(
      this.executor,
      input.msqSessionID,
      {
        type: 'SubmitMsqAnswer',
        data: {
          readerID: reader.readerID,
          msqQuestionID: input.msqQuestionID,
          answerIDs: input.answerIDs,
          subAnswers: input.subAnswers,
        },
      },
      reader.actor,
      SKIP_READ_MODELS,
    );
    const session = state as MsqSessionFound;
    const question = session.questions.find((each) => each.questionID === input.msqQuestionID)!;
    return { msqQuestionID: input.msqQuestionID, answered: true, ...(msqRevealOf(session, question, sealed) ?? {}) };
  }

  async flag(
    input: { msqSessionID: string; msqQuestionID: string; flagged: boolean },
    reader: ReaderCaller,
  ): Promise<MsqSessionQuestion> {
    const { msqSessionID, msqQuestionID, flagged } = input;
    await msqSessionCommands.handle(
      this.executor,
      msqSessionID,
      { type: 'FlagMsqQuestion', data: { readerID: reader.readerID, msqQuestionID, flagged } },
      reader.actor,
      SKIP_READ_MODELS,
    );
    return this.questionByID(msqSessionID, msqQuestionID, reader);
  }

  async strike(
    input: { msqSessionID: string; msqQuestionID: string; answerID: string; struck: boolean },
    reader: ReaderCaller,
  ): Promise<MsqSessionQuestion> {
    const { msqSessionID, msqQuestionID, answerID, struck } = input;
    await msqSessionCommands.handle(
      this.executor,
      msqSessionID,
      { type: 'StrikeMsqAnswer', data: { readerID: reader.readerID, msqQuestionID, answerID, struck } },
      reader.actor,
      SKIP_READ_MODELS,
    );
    return this.questionByID(msqSessionID, msqQuestionID, reader);
  }

  async end(msqSessionID: string, reader: ReaderCaller): Promise<MsqSession> {
    await msqSessionCommands.handle(
      this.executor,
      msqSessionID,
      { type: 'EndMsqSession', data: { readerID: reader.readerID } },
      reader.actor,
    );
    return this.session(msqSessionID, reader);
  }

  async session(msqSessionID: string, reader: ReaderCaller): Promise<MsqSession> {
    const [session, times] = await Promise.all([this.found(msqSessionID, reader), this.sessions.times(msqSessionID)]);
    if (!times) throw new NotFoundError(Messages.practiceSessionNotFound, 'msqSessionID');
    return msqSessionView(session, times, await this.sealedIn(session, reader));
  }

  async page(page: number, rows: number, reader: ReaderCaller): Promise<Paged<MsqSessionListItem>> {
    await this.executor.catchUpReadModels(MsqSessionEventTypes);
    return this.sessions.page(reader.readerID, page, rows);
  }

  topics(reader: ReaderCaller): Promise<AktPracticeTopic[]> {
    return this.pool.topics(reader);
  }

  facedTotal(reader: ReaderCaller): Promise<FacedTotalAktQuestionCount> {
    return this.pool.facedTotal(reader);
  }

  /** The reader's sealed questions, asked only when the session could show a marking. */
  private sealedIn(session: MsqSessionFound, reader: ReaderCaller): Promise<ReadonlySet<string>> {
    return mayReveal(session) ? this.sealedQuestions.sealedFor(reader.readerID) : Promise.resolve(NOTHING_SEALED);
  }

  /**
   * The reader's own session, folded from its stream: its screens read their own writes at once, so
   * answers, flags and struck options answer without waiting for the read models.
   */
  private async found(msqSessionID: string, reader: ReaderCaller): Promise<MsqSessionFound> {
    const state = await msqSessionCommands.load(this.executor, msqSessionID);
    if (!state.exists || state.readerID !== reader.readerID)
      throw new NotFoundError(Messages.practiceSessionNotFound, 'msqSessionID');
    return state;
  }
}
