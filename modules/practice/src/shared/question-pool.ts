import type { AktPracticeTopic, AktSessionFilter, FacedTotalAktQuestionCount } from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import { ValidationError } from '@notebook/kernel';
import type {
  ChoiceQuestionKind,
  PracticeQuestion,
  PracticeQuestionQueries,
  PracticeQuestionRef,
} from '@notebook/question-bank';
import type { ReaderCaller, ReadingQueries } from '@notebook/reading';
import type { PracticeHistory } from '../queries/practice-history';
import type { SealedQuestions } from './sealed-questions';
import { requireOpenTopics } from './topic-access';

export type DrawInput = { topicIDs: string[]; filter: AktSessionFilter; noOfQuestions: number };

/**
 * The questions of one bank (AKT or KFP(MSQ)) a reader may practise: which topics offer them, how
 * many the reader has met, and the draw of a new session. Topics follow the reading-access rule.
 */
export class QuestionPool {
  constructor(
    private readonly kind: ChoiceQuestionKind,
    private readonly questions: PracticeQuestionQueries,
    private readonly reading: ReadingQueries,
    private readonly historyOf: (readerID: string) => Promise<PracticeHistory>,
    private readonly sealed: SealedQuestions,
    /** A whole number in [0, max): the draw (tests may fix it). */
    private readonly randomBelow: (max: number) => number,
  ) {}

  /**
   * `noOfQuestions` at random from the active questions of the topics that pass the filter: every
   * topic must be open to the reader (unknown or hidden 404, locked 403, naming `topicIDs`); the
   * questions sealed for the reader (in a mock attempt of theirs not yet released) are left out; a
   * question that cannot be practised is replaced; asking for more than there are is 400.
   */
  async draw(input: DrawInput, reader: ReaderCaller): Promise<{ topicIDs: string[]; questions: PracticeQuestion[] }> {
    const topicIDs = [...new Set(input.topicIDs)];
    await requireOpenTopics(this.reading, reader.viewer, topicIDs, 'topicIDs');
    const [active, sealed] = await Promise.all([
      this.questions.activeQuestions(this.kind, topicIDs),
      this.sealed.sealedFor(reader.readerID),
    ]);
    const pool = active.filter((question) => !sealed.has(question.questionID));
    const candidates =
      input.filter === 'ALL' ? pool : matching(pool, input.filter, await this.historyOf(reader.readerID));
    return { topicIDs, questions: await this.copies(candidates, input.noOfQuestions) };
  }

  /**
   * Topics the reader can see that hold active questions, with their count; a locked one says so.
   * Each also says how many a new session could draw under each filter (`draw`'s pool: sealed ones out).
   */
  async topics(reader: ReaderCaller): Promise<AktPracticeTopic[]> {
    const all = await this.reading.topicAccess(reader.viewer);
    const visible = [...all].filter(([, topic]) => topic.access !== 'hidden').map(([topicID]) => topicID);
    const [active, sealed, history] = await Promise.all([
      this.questions.activeQuestions(this.kind, visible),
      this.sealed.sealedFor(reader.readerID),
      this.historyOf(reader.readerID),
    ]);
    const counts = new Map<string, number>();
    for (const question of active) counts.set(question.topicID, (counts.get(question.topicID) ?? 0) + 1);
    const drawable = active.filter((question) => !sealed.has(question.questionID));
    const byFilter = (topicID: string): Record<AktSessionFilter, number> => {
      const pool = drawable.filter((question) => question.topicID === topicID);
      return {
        ALL: pool.length,
        UNSEEN: matching(pool, 'UNSEEN', history).length,
        INCORRECT: matching(pool, 'INCORRECT', history).length,
        FLAGGED: matching(pool, 'FLAGGED', history).length,
      };
    };
    return [...all]
      .filter(([topicID]) => counts.has(topicID))
      .map(([topicID, topic]) => ({
        topicID,
        topicName: topic.topicName,
        chapterName: topic.chapterName,
        noOfQuestions: counts.get(topicID)!,
        locked: topic.access === 'locked',
        noOfQuestionsByFilter: byFilter(topicID),
      }));
  }

  /** Questions met in any session, of the active questions in every topic the reader may open. */
  async facedTotal(reader: ReaderCaller): Promise<FacedTotalAktQuestionCount> {
    const access = await this.reading.topicAccess(reader.viewer);
    const open = [...access].filter(([, topic]) => topic.access === 'open').map(([topicID]) => topicID);
    const [pool, history] = await Promise.all([
      this.questions.activeQuestions(this.kind, open),
      this.historyOf(reader.readerID),
    ]);
    return { faced: pool.filter((question) => history.seen.has(question.questionID)).length, total: pool.length };
  }

  private async copies(candidates: PracticeQuestionRef[], count: number): Promise<PracticeQuestion[]> {
    if (candidates.length === 0) throw new ValidationError(Messages.practiceNoQuestions, 'noOfQuestions');
    const order = shuffled(
      candidates.map((candidate) => candidate.questionID),
      this.randomBelow,
    );
    const drawn: PracticeQuestion[] = [];
    for (let from = 0; drawn.length < count && from < order.length;) {
      const chunk = order.slice(from, from + (count - drawn.length));
      from += chunk.length;
      drawn.push(...(await this.questions.practiceQuestions(this.kind, chunk)));
    }
    if (drawn.length < count)
      throw new ValidationError(Messages.practiceTooManyQuestions(drawn.length), 'noOfQuestions');
    return drawn;
  }
}

function matching(
  pool: PracticeQuestionRef[],
  filter: Exclude<AktSessionFilter, 'ALL'>,
  history: PracticeHistory,
): PracticeQuestionRef[] {
  const keep = {
    UNSEEN: (id: string) => !history.seen.has(id),
    INCORRECT: (id: string) => history.incorrect.has(id),
    FLAGGED: (id: string) => history.flagged.has(id),
  }[filter];
  return pool.filter((question) => keep(question.questionID));
}

/** Fisher–Yates: the items in a random order (`randomBelow`: a whole number in [0, max)). */
export function shuffled<T>(items: T[], randomBelow: (max: number) => number): T[] {
  const out = [...items];
  for (let index = out.length - 1; index > 0; index -= 1) {
    const other = randomBelow(index + 1);
    [out[index], out[other]] = [out[other]!, out[index]!];
  }
  return out;
}
