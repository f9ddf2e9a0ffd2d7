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
import { CommandExecutor, NotFoundError, ValidationError, newId } from '@notebook/kernel';
import { type PracticeQuestion, PracticeQuestionQueries, type PracticeQuestionRef } from '@notebook/question-bank';
import { type ReaderCaller, ReadingQueries } from '@notebook/reading';
import { aktSessionCommands } from './akt-sessions/akt-session.decider';
import { type AktSessionFound, questionView, revealOf, sessionView } from './akt-sessions/akt-session.views';
import { type AktHistory, AktSessionQueries } from './queries/akt-session.queries';
import { requireOpenTopics } from './shared/topic-access';

type CreateInput = Required<Pick<CreateAktSessionRequest, 'topicIDs' | 'noOfQuestions' | 'mode'>> & { filter: AktSessionFilter };
type AnswerInput = { aktSessionID: string; aktQuestionID: string; answerID?: string; subAnswers?: SubAnswer[] };

/** AKT practice sessions (issue 14): the reading-access rule decides which topics a reader may practise. */
export class AktSessionService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly sessions: AktSessionQueries,
    private readonly questions: PracticeQuestionQueries,
    private readonly reading: ReadingQueries,
    /** A whole number in [0, max): the draw (tests may fix it). */
    private readonly randomBelow: (max: number) => number = randomInt,
  ) {}

  async create(input: CreateInput, reader: ReaderCaller): Promise<CreateAktSessionResult> {
    const topicIDs = [...new Set(input.topicIDs)];
    await requireOpenTopics(this.reading, reader.viewer, topicIDs, 'topicIDs');
    const pool = await this.questions.activeAktQuestions(topicIDs);
    const candidates = input.filter === 'ALL' ? pool : matching(pool, input.filter, await this.sessions.history(reader.readerID));
    const drawn = await this.draw(candidates, input.noOfQuestions);
    const aktSessionID = newId();
    await aktSessionCommands.handle(
      this.executor,
      aktSessionID,
      {
        type: 'CreateAktSession',
        data: { aktSessionID, readerID: reader.readerID, mode: input.mode, filter: input.filter, topicIDs, questions: drawn },
      },
      reader.actor,
    );
    return { aktSessionID, noOfQuestions: drawn.length };
  }

  async question(aktSessionID: string, questionNo: number, reader: ReaderCaller): Promise<AktSessionQuestion> {
    const { session } = await this.found(aktSessionID, reader);
    if (questionNo > session.questions.length) throw new ValidationError(Messages.questionOutOfRange(session.questions.length), 'questionNo');
    return questionView(session, questionNo);
  }

  async questionByID(aktSessionID: string, aktQuestionID: string, reader: ReaderCaller): Promise<AktSessionQuestion> {
    const { session } = await this.found(aktSessionID, reader);
    const index = session.questions.findIndex((question) => question.questionID === aktQuestionID);
    if (index < 0) throw new NotFoundError(Messages.practiceQuestionNotInSession, 'aktQuestionID');
    return questionView(session, index + 1);
  }

  async submit(input: AnswerInput, reader: ReaderCaller): Promise<SubmitAktAnswerResult> {
    const { state } = await aktSessionCommands.handle(
      this.executor,
      input.aktSessionID,
      {
        type: 'SubmitAktAnswer',
        data: { readerID: reader.readerID, aktQuestionID: input.aktQuestionID, answerID: input.answerID, subAnswers: input.subAnswers },
      },
      reader.actor,
    );
    const session = state as AktSessionFound;
    const question = session.questions.find((each) => each.questionID === input.aktQuestionID)!;
    return { aktQuestionID: input.aktQuestionID, answered: true, ...(revealOf(session, question) ?? {}) };
  }

  async flag(input: { aktSessionID: string; aktQuestionID: string; flagged: boolean }, reader: ReaderCaller): Promise<AktSessionQuestion> {
    await aktSessionCommands.handle(
      this.executor,
      input.aktSessionID,
      { type: 'FlagAktQuestion', data: { readerID: reader.readerID, aktQuestionID: input.aktQuestionID, flagged: input.flagged } },
      reader.actor,
    );
    return this.questionByID(input.aktSessionID, input.aktQuestionID, reader);
  }

  async strike(input: { aktSessionID: string; aktQuestionID: string; answerID: string; struck: boolean }, reader: ReaderCaller): Promise<AktSessionQuestion> {
    await aktSessionCommands.handle(
      this.executor,
      input.aktSessionID,
      {
        type: 'StrikeAktAnswer',
        data: { readerID: reader.readerID, aktQuestionID: input.aktQuestionID, answerID: input.answerID, struck: input.struck },
      },
      reader.actor,
    );
    return this.questionByID(input.aktSessionID, input.aktQuestionID, reader);
  }

  async end(aktSessionID: string, reader: ReaderCaller): Promise<AktSession> {
    await aktSessionCommands.handle(this.executor, aktSessionID, { type: 'EndAktSession', data: { readerID: reader.readerID } }, reader.actor);
    return this.session(aktSessionID, reader);
  }

  async session(aktSessionID: string, reader: ReaderCaller): Promise<AktSession> {
    const { session, times } = await this.found(aktSessionID, reader);
    return sessionView(session, times);
  }

  page(page: number, rows: number, reader: ReaderCaller): Promise<Paged<AktSessionListItem>> {
    return this.sessions.page(reader.readerID, page, rows);
  }

  /** Topics the reader can see that hold active AKT questions, with their count; a locked one says so. */
  async topics(reader: ReaderCaller): Promise<AktPracticeTopic[]> {
    const all = await this.reading.topicAccess(reader.viewer);
    const pool = await this.questions.activeAktQuestions([...all].filter(([, topic]) => topic.access !== 'hidden').map(([topicID]) => topicID));
    const counts = new Map<string, number>();
    for (const question of pool) counts.set(question.topicID, (counts.get(question.topicID) ?? 0) + 1);
    return [...all]
      .filter(([topicID]) => counts.has(topicID))
      .map(([topicID, topic]) => ({
        topicID,
        topicName: topic.topicName,
        chapterName: topic.chapterName,
        noOfQuestions: counts.get(topicID)!,
        locked: topic.access === 'locked',
      }));
  }

  /** Questions met in any session, of the active questions in every topic the reader may open. */
  async facedTotal(reader: ReaderCaller): Promise<FacedTotalAktQuestionCount> {
    const access = await this.reading.topicAccess(reader.viewer);
    const open = [...access].filter(([, topic]) => topic.access === 'open').map(([topicID]) => topicID);
    const [pool, history] = await Promise.all([this.questions.activeAktQuestions(open), this.sessions.history(reader.readerID)]);
    return { faced: pool.filter((question) => history.seen.has(question.questionID)).length, total: pool.length };
  }

  private async found(aktSessionID: string, reader: ReaderCaller) {
    const found = await this.sessions.session(aktSessionID, reader.readerID);
    if (!found) throw new NotFoundError(Messages.practiceSessionNotFound, 'aktSessionID');
    return found;
  }

  /** `count` questions at random from the candidates, each one that can be practised (an unservable one is replaced). */
  private async draw(candidates: PracticeQuestionRef[], count: number): Promise<PracticeQuestion[]> {
    if (candidates.length === 0) throw new ValidationError(Messages.practiceNoQuestions, 'noOfQuestions');
    const order = shuffled(
      candidates.map((candidate) => candidate.questionID),
      this.randomBelow,
    );
    const drawn: PracticeQuestion[] = [];
    for (let from = 0; drawn.length < count && from < order.length;) {
      const chunk = order.slice(from, from + (count - drawn.length));
      from += chunk.length;
      drawn.push(...(await this.questions.aktPracticeQuestions(chunk)));
    }
    if (drawn.length < count) throw new ValidationError(Messages.practiceTooManyQuestions(drawn.length), 'noOfQuestions');
    return drawn;
  }
}

function matching(pool: PracticeQuestionRef[], filter: Exclude<AktSessionFilter, 'ALL'>, history: AktHistory): PracticeQuestionRef[] {
  const keep = {
    UNSEEN: (id: string) => !history.seen.has(id),
    INCORRECT: (id: string) => history.incorrect.has(id),
    FLAGGED: (id: string) => history.flagged.has(id),
  }[filter];
  return pool.filter((question) => keep(question.questionID));
}

/** Fisher–Yates. */
function shuffled<T>(items: T[], randomBelow: (max: number) => number): T[] {
  const out = [...items];
  for (let index = out.length - 1; index > 0; index -= 1) {
    const other = randomBelow(index + 1);
    [out[index], out[other]] = [out[other]!, out[index]!];
  }
  return out;
}
