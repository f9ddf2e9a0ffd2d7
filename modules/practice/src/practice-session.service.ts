import { randomInt } from 'node:crypto';
import { type AktPracticeTopic, type FacedTotalAktQuestionCount, Messages, type Paged } from '@notebook/contracts';
import { CommandExecutor, ForbiddenError, NotFoundError, ValidationError, newId } from '@notebook/kernel';
import { PracticeQuestionQueries } from '@notebook/question-bank';
import { type ReaderCaller, ReadingQueries } from '@notebook/reading';
import type { AktTypes } from './akt-sessions/akt-session.kind';
import type { MsqTypes } from './msq-sessions/msq-session.kind';
import { PracticeSessionQueries } from './queries/practice-session.queries';
import { type SessionCommand, type SessionFound, sessionCommands } from './sessions/practice-session.decider';
import type { CreateSessionInput, KindTypes, QuestionRef, SessionKind } from './sessions/session-kind';
import { QuestionPool } from './shared/question-pool';
import { NOTHING_SEALED, type SealedQuestions } from './shared/sealed-questions';
import { SKIP_READ_MODELS, mayReveal } from './shared/session-rules';

type SubmitResult<T extends KindTypes> = Record<T['questionKey'], string> & { answered: boolean } & Partial<
    T['reveal']
  >;

/**
 * A reader's practice sessions of one kind (issue 14; the kind: akt-session.kind.ts, msq-session.kind.ts).
 * The reading-access rule decides which topics a reader may practise. Calls take and answer the
 * kind's contract shapes (its ids named `aktSessionID`, `msqQuestionID`, ...).
 */
export class PracticeSessionService<T extends KindTypes> {
  private readonly pool: QuestionPool;
  private readonly commands: ReturnType<typeof sessionCommands<T>>;

  constructor(
    private readonly kind: SessionKind<T>,
    /** What a session keeps of the settings when it starts (KFP(MSQ): the over-selection penalty). */
    private readonly settings: T['settings'],
    private readonly executor: CommandExecutor,
    private readonly sessions: PracticeSessionQueries<T>,
    private readonly questionBank: PracticeQuestionQueries,
    private readonly reading: ReadingQueries,
    /** The questions of the reader's unreleased mock attempts: never drawn, answered or shown here. */
    private readonly sealedQuestions: SealedQuestions,
    /** A whole number in [0, max): the draw (tests may fix it). */
    randomBelow: (max: number) => number = randomInt,
  ) {
    this.commands = sessionCommands(kind);
    // The history is read after the read models caught up with the reader's answers (which do not wait for them).
    const history = async (readerID: string) => {
      await executor.catchUpReadModels(kind.eventTypes);
      return sessions.history(readerID);
    };
    this.pool = new QuestionPool(kind.kind, questionBank, reading, history, sealedQuestions, randomBelow);
  }

  async create(
    input: CreateSessionInput,
    reader: ReaderCaller,
  ): Promise<Record<T['sessionKey'], string> & { noOfQuestions: number }> {
    const { topicIDs, questions } = await this.pool.draw(input, reader);
    const sessionID = newId();
    const { mode, filter } = input;
    const data = { sessionID, readerID: reader.readerID, mode, filter, topicIDs, settings: this.settings, questions };
    await this.commands.handle(this.executor, sessionID, { type: 'CreateSession', data }, reader.actor);
    return { ...this.named('sessionKey', sessionID), noOfQuestions: questions.length };
  }

  /**
   * A tutor-mode session of exactly these questions, in this order (a review session of due cards):
   * questions no longer in the bank, of topics the reader may not open, or sealed by an unreleased
   * mock attempt are left out; none left is 400.
   */
  async createFromQuestions(
    questionIDs: readonly string[],
    reader: ReaderCaller,
  ): Promise<Record<T['sessionKey'], string> & { noOfQuestions: number }> {
    const wanted = [...new Set(questionIDs)];
    const [found, sealed] = await Promise.all([
      this.questionBank.practiceQuestions(this.kind.kind, wanted),
      this.sealedQuestions.sealedFor(reader.readerID),
    ]);
    const access = await this.reading.topicAccess(reader.viewer, [...new Set(found.map((each) => each.topicID))]);
    const byID = new Map(found.map((question) => [question.questionID, question]));
    const questions = wanted
      .map((questionID) => byID.get(questionID))
      .filter((question) => question !== undefined)
      .filter((question) => !sealed.has(question.questionID) && access.get(question.topicID)?.access === 'open');
    if (questions.length === 0) throw new ValidationError(Messages.practiceNoQuestions, 'questionIDs');
    const sessionID = newId();
    const topicIDs = [...new Set(questions.map((question) => question.topicID))];
    const data = {
      sessionID,
      readerID: reader.readerID,
      mode: 'TUTOR' as const,
      filter: 'ALL' as const,
      topicIDs,
      settings: this.settings,
      questions,
    };
    await this.commands.handle(this.executor, sessionID, { type: 'CreateSession', data }, reader.actor);
    return { ...this.named('sessionKey', sessionID), noOfQuestions: questions.length };
  }

  async question(sessionID: string, questionNo: number, reader: ReaderCaller): Promise<T['question']> {
    const session = await this.found(sessionID, reader);
    if (questionNo > session.questions.length)
      throw new ValidationError(Messages.questionOutOfRange(session.questions.length), 'questionNo');
    return this.kind.views.question(session, questionNo, await this.sealedIn(session, reader));
  }

  async questionByID(sessionID: string, questionID: string, reader: ReaderCaller): Promise<T['question']> {
    const session = await this.found(sessionID, reader);
    const index = session.questions.findIndex((question) => question.questionID === questionID);
    if (index < 0) throw new NotFoundError(Messages.practiceQuestionNotInSession, this.kind.storage.questionKey);
    return this.kind.views.question(session, index + 1, await this.sealedIn(session, reader));
  }

  async submit(input: QuestionRef<T> & T['answerInput'], reader: ReaderCaller): Promise<SubmitResult<T>> {
    const { sessionID, questionID } = this.idsOf(input);
    // A sealed question takes no answer: tutor mode would show its marking at once, and an exam's
    // score and readiness would tell it once the session ended.
    const sealed = await this.sealedQuestions.sealedFor(reader.readerID);
    if (sealed.has(questionID)) throw new ForbiddenError(Messages.questionInOpenMockExam);
    const answer = this.kind.answerOf(input);
    const { state } = await this.commands.handle(
      this.executor,
      sessionID,
      { type: 'SubmitAnswer', data: { readerID: reader.readerID, questionID, answer } },
      reader.actor,
      SKIP_READ_MODELS,
    );
    const session = state as SessionFound<T>;
    const question = session.questions.find((each) => each.questionID === questionID)!;
    const reveal = this.kind.views.reveal(session, question, sealed);
    const answered = questionID in session.answers;
    return { ...this.named('questionKey', questionID), answered, ...reveal } as SubmitResult<T>;
  }

  async flag(input: QuestionRef<T> & { flagged: boolean }, reader: ReaderCaller): Promise<T['question']> {
    const { sessionID, questionID } = this.idsOf(input);
    const data = { readerID: reader.readerID, questionID, flagged: input.flagged };
    return this.markQuestion(sessionID, questionID, { type: 'FlagQuestion', data }, reader);
  }

  async strike(
    input: QuestionRef<T> & { answerID: string; struck: boolean },
    reader: ReaderCaller,
  ): Promise<T['question']> {
    const { sessionID, questionID } = this.idsOf(input);
    const data = { readerID: reader.readerID, questionID, answerID: input.answerID, struck: input.struck };
    return this.markQuestion(sessionID, questionID, { type: 'StrikeAnswer', data }, reader);
  }

  async end(sessionID: string, reader: ReaderCaller): Promise<T['session']> {
    const command = { type: 'EndSession' as const, data: { readerID: reader.readerID } };
    await this.commands.handle(this.executor, sessionID, command, reader.actor);
    return this.session(sessionID, reader);
  }

  async session(sessionID: string, reader: ReaderCaller): Promise<T['session']> {
    const [session, times] = await Promise.all([this.found(sessionID, reader), this.sessions.times(sessionID)]);
    if (!times) throw new NotFoundError(Messages.practiceSessionNotFound, this.kind.storage.sessionKey);
    return this.kind.views.session(session, times, await this.sealedIn(session, reader));
  }

  async page(page: number, rows: number, reader: ReaderCaller): Promise<Paged<T['listItem']>> {
    await this.executor.catchUpReadModels(this.kind.eventTypes);
    return this.sessions.page(reader.readerID, page, rows);
  }

  /** Topics the reader can see that hold active questions of the kind, with their count; a locked one says so. */
  topics(reader: ReaderCaller): Promise<AktPracticeTopic[]> {
    return this.pool.topics(reader);
  }

  /** Questions met in any session, of the active questions in every topic the reader may open. */
  facedTotal(reader: ReaderCaller): Promise<FacedTotalAktQuestionCount> {
    return this.pool.facedTotal(reader);
  }

  /** A flag or a strike: recorded without waiting for the read models; answers the question as it now stands. */
  private async markQuestion(
    sessionID: string,
    questionID: string,
    command: SessionCommand<T>,
    reader: ReaderCaller,
  ): Promise<T['question']> {
    await this.commands.handle(this.executor, sessionID, command, reader.actor, SKIP_READ_MODELS);
    return this.questionByID(sessionID, questionID, reader);
  }

  private idsOf(input: QuestionRef<T>): { sessionID: string; questionID: string } {
    const { sessionKey, questionKey } = this.kind.storage;
    return { sessionID: input[sessionKey], questionID: input[questionKey] };
  }

  /** `{ aktSessionID: id }` and the like: an id under the kind's name for it. */
  private named<K extends 'sessionKey' | 'questionKey'>(key: K, id: string): Record<T[K], string> {
    return { [this.kind.storage[key]]: id } as Record<T[K], string>;
  }

  /** The reader's sealed questions, asked only when the session could show a marking. */
  private sealedIn(session: SessionFound<T>, reader: ReaderCaller): Promise<ReadonlySet<string>> {
    return mayReveal(session) ? this.sealedQuestions.sealedFor(reader.readerID) : Promise.resolve(NOTHING_SEALED);
  }

  /**
   * The reader's own session, folded from its stream: its screens read their own writes at once, so
   * answers, flags and struck options answer without waiting for the read models.
   */
  private async found(sessionID: string, reader: ReaderCaller): Promise<SessionFound<T>> {
    const state = await this.commands.load(this.executor, sessionID);
    if (!state.exists || state.readerID !== reader.readerID)
      throw new NotFoundError(Messages.practiceSessionNotFound, this.kind.storage.sessionKey);
    return state;
  }
}

/** AKT practice sessions: the token the API and the practice bench reach them by. */
export class AktSessionService extends PracticeSessionService<AktTypes> {}
/** KFP(MSQ) practice sessions. */
export class MsqSessionService extends PracticeSessionService<MsqTypes> {}
