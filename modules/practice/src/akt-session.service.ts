import { randomInt } from 'node:crypto';
import {
  type AktPracticeTopic,
  type AktSession,
  type AktSessionFilter,
  type AktSessionListItem,
  type AktSessionQuestion,
  type CreateAktSessionRequest,
  type CreateAktSessionResult,
  type FacedTotalAktQuestionCount,
  Messages,
  type Paged,
  type SubAnswer,
  type SubmitAktAnswerResult,
} from '@notebook/contracts';
import { CommandExecutor, ForbiddenError, NotFoundError, ValidationError, newId } from '@notebook/kernel';
import { PracticeQuestionQueries } from '@notebook/question-bank';
import { type ReaderCaller, ReadingQueries } from '@notebook/reading';
import { aktSessionCommands } from './akt-sessions/akt-session.decider';
import { type AktSessionFound, questionView, revealOf, sessionView } from './akt-sessions/akt-session.views';
import { AktSessionQueries } from './queries/akt-session.queries';
import { QuestionPool } from './shared/question-pool';
import { NOTHING_SEALED, type SealedQuestions } from './shared/sealed-questions';
import { SKIP_READ_MODELS, mayReveal } from './shared/session-rules';
import { AktSessionEventTypes } from './akt-sessions/akt-session.events';

type CreateInput = Required<Pick<CreateAktSessionRequest, 'topicIDs' | 'noOfQuestions' | 'mode'>> & {
  filter: AktSessionFilter;
};
type AnswerInput = { aktSessionID: string; aktQuestionID: string; answerID?: string; subAnswers?: SubAnswer[] };

/** AKT practice sessions (issue 14): the reading-access rule decides which topics a reader may practise. */
export class AktSessionService {
  private readonly pool: QuestionPool;

  constructor(
    private readonly executor: CommandExecutor,
    private readonly sessions: AktSessionQueries,
    questions: PracticeQuestionQueries,
    reading: ReadingQueries,
    /** The questions of the reader's unreleased mock attempts: never drawn, answered or shown here. */
    private readonly sealedQuestions: SealedQuestions,
    /** A whole number in [0, max): the draw (tests may fix it). */
    randomBelow: (max: number) => number = randomInt,
  ) {
    // The history is read after the read models caught up with the reader's answers (which do not wait for them).
    const history = async (readerID: string) => {
      await executor.catchUpReadModels(AktSessionEventTypes);
      return sessions.history(readerID);
    };
    this.pool = new QuestionPool('AKT', questions, reading, history, sealedQuestions, randomBelow);
  }

  async create(input: CreateInput, reader: ReaderCaller): Promise<CreateAktSessionResult> {
    const { topicIDs, questions } = await this.pool.draw(input, reader);
    const aktSessionID = newId();
    await aktSessionCommands.handle(
      this.executor,
      aktSessionID,
      {
        type: 'CreateAktSession',
        data: { aktSessionID, readerID: reader.readerID, mode: input.mode, filter: input.filter, topicIDs, questions },
      },
      reader.actor,
    );
    return { aktSessionID, noOfQuestions: questions.length };
  }

  async question(aktSessionID: string, questionNo: number, reader: ReaderCaller): Promise<AktSessionQuestion> {
    const session = await this.found(aktSessionID, reader);
    if (questionNo > session.questions.length)
      throw new ValidationError(Messages.questionOutOfRange(session.questions.length), 'questionNo');
    return questionView(session, questionNo, await this.sealedIn(session, reader));
  }

  async questionByID(aktSessionID: string, aktQuestionID: string, reader: ReaderCaller): Promise<AktSessionQuestion> {
    const session = await this.found(aktSessionID, reader);
    const index = session.questions.findIndex((question) => question.questionID === aktQuestionID);
    if (index < 0) throw new NotFoundError(Messages.practiceQuestionNotInSession, 'aktQuestionID');
    return questionView(session, index + 1, await this.sealedIn(session, reader));
  }

  async submit(input: AnswerInput, reader: ReaderCaller): Promise<SubmitAktAnswerResult> {
    // A sealed question takes no answer: tutor mode would show its marking at once, and an exam's
    // score and readiness would tell it once the session ended.
    const sealed = await this.sealedQuestions.sealedFor(reader.readerID);
    if (sealed.has(input.aktQuestionID)) throw new ForbiddenError(Messages.questionInOpenMockExam);
    const { state } = await aktSessionCommands.handle(
      this.executor,
      input.aktSessionID,
      {
        type: 'SubmitAktAnswer',
        data: {
          readerID: reader.readerID,
          aktQuestionID: input.aktQuestionID,
          answerID: input.answerID,
          subAnswers: input.subAnswers,
        },
      },
      reader.actor,
      SKIP_READ_MODELS,
    );
    const session = state as AktSessionFound;
    const question = session.questions.find((each) => each.questionID === input.aktQuestionID)!;
    return { aktQuestionID: input.aktQuestionID, answered: true, ...(revealOf(session, question, sealed) ?? {}) };
  }

  async flag(
    input: { aktSessionID: string; aktQuestionID: string; flagged: boolean },
    reader: ReaderCaller,
  ): Promise<AktSessionQuestion> {
    await aktSessionCommands.handle(
      this.executor,
      input.aktSessionID,
      {
        type: 'FlagAktQuestion',
        data: { readerID: reader.readerID, aktQuestionID: input.aktQuestionID, flagged: input.flagged },
      },
      reader.actor,
      SKIP_READ_MODELS,
    );
    return this.questionByID(input.aktSessionID, input.aktQuestionID, reader);
  }

  async strike(
    input: { aktSessionID: string; aktQuestionID: string; answerID: string; struck: boolean },
    reader: ReaderCaller,
  ): Promise<AktSessionQuestion> {
    await aktSessionCommands.handle(
      this.executor,
      input.aktSessionID,
      {
        type: 'StrikeAktAnswer',
        data: {
          readerID: reader.readerID,
          aktQuestionID: input.aktQuestionID,
          answerID: input.answerID,
          struck: input.struck,
        },
      },
      reader.actor,
      SKIP_READ_MODELS,
    );
    return this.questionByID(input.aktSessionID, input.aktQuestionID, reader);
  }

  async end(aktSessionID: string, reader: ReaderCaller): Promise<AktSession> {
    await aktSessionCommands.handle(
      this.executor,
      aktSessionID,
      { type: 'EndAktSession', data: { readerID: reader.readerID } },
      reader.actor,
    );
    return this.session(aktSessionID, reader);
  }

  async session(aktSessionID: string, reader: ReaderCaller): Promise<AktSession> {
    const [session, times] = await Promise.all([this.found(aktSessionID, reader), this.sessions.times(aktSessionID)]);
    if (!times) throw new NotFoundError(Messages.practiceSessionNotFound, 'aktSessionID');
    return sessionView(session, times, await this.sealedIn(session, reader));
  }

  async page(page: number, rows: number, reader: ReaderCaller): Promise<Paged<AktSessionListItem>> {
    await this.executor.catchUpReadModels(AktSessionEventTypes);
    return this.sessions.page(reader.readerID, page, rows);
  }

  /** Topics the reader can see that hold active AKT questions, with their count; a locked one says so. */
  topics(reader: ReaderCaller): Promise<AktPracticeTopic[]> {
    return this.pool.topics(reader);
  }

  /** Questions met in any session, of the active questions in every topic the reader may open. */
  facedTotal(reader: ReaderCaller): Promise<FacedTotalAktQuestionCount> {
    return this.pool.facedTotal(reader);
  }

  /** The reader's sealed questions, asked only when the session could show a marking. */
  private sealedIn(session: AktSessionFound, reader: ReaderCaller): Promise<ReadonlySet<string>> {
    return mayReveal(session) ? this.sealedQuestions.sealedFor(reader.readerID) : Promise.resolve(NOTHING_SEALED);
  }

  /**
   * The reader's own session, folded from its stream: its screens read their own writes at once, so
   * answers, flags and struck options answer without waiting for the read models.
   */
  private async found(aktSessionID: string, reader: ReaderCaller): Promise<AktSessionFound> {
    const state = await aktSessionCommands.load(this.executor, aktSessionID);
    if (!state.exists || state.readerID !== reader.readerID)
      throw new NotFoundError(Messages.practiceSessionNotFound, 'aktSessionID');
    return state;
  }
}
