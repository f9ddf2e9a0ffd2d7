import {
  type KfpAttempt,
  type KfpCaseTopic,
  Messages,
  type ReaderKfpCase,
  type ReaderKfpCaseItem,
} from '@notebook/contracts';
import { CommandExecutor, NotFoundError, newId } from '@notebook/kernel';
import { type PracticeKfpCase, PracticeQuestionQueries } from '@notebook/question-bank';
import { type ReaderCaller, ReadingQueries, type Viewer } from '@notebook/reading';
import { kfpAttemptCommands } from './kfp-attempts/kfp-attempt.decider';
import { type KfpAttemptFound, attemptView, caseView } from './kfp-attempts/kfp-attempt.views';
import { KfpAttemptQueries } from './queries/kfp-attempt.queries';
import { requireOpenTopics } from './shared/topic-access';

type AnswerInput = { kfpAttemptID: string; kfpCaseQuestionID: string; answerIDs?: string[]; text?: string };

/** KFP case practice (issue 14): topics with cases, a case, attempts answered one question at a time. */
export class KfpPracticeService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly attempts: KfpAttemptQueries,
    private readonly questions: PracticeQuestionQueries,
    private readonly reading: ReadingQueries,
  ) {}

  /** Topics the viewer can see that hold active cases, in reading order; a locked one says so. */
  async topics(viewer: Viewer): Promise<KfpCaseTopic[]> {
    const cases = await this.questions.activeKfpCases();
    const counts = new Map<string, number>();
    for (const kfpCase of cases) counts.set(kfpCase.topicID, (counts.get(kfpCase.topicID) ?? 0) + 1);
    const access = await this.reading.topicAccess(viewer, [...counts.keys()]);
    return [...access]
      .filter(([, topic]) => topic.access !== 'hidden')
      .map(([topicID, topic]) => ({
        topicID,
        topicName: topic.topicName,
        chapterName: topic.chapterName,
        noOfCases: counts.get(topicID)!,
        locked: topic.access === 'locked',
      }));
  }

  async casesForTopic(topicID: string, reader: ReaderCaller): Promise<ReaderKfpCaseItem[]> {
    await requireOpenTopics(this.reading, reader.viewer, [topicID], 'topicID');
    const cases = await this.questions.activeKfpCases([topicID]);
    const attempts = await this.attempts.attemptsByCase(
      reader.readerID,
      cases.map((kfpCase) => kfpCase.kfpCaseID),
    );
    return cases.map((kfpCase) => ({
      kfpCaseID: kfpCase.kfpCaseID,
      caseName: kfpCase.caseName,
      noOfQuestions: kfpCase.questions.length,
      lastAttempt: attempts.get(kfpCase.kfpCaseID)?.[0] ?? null,
    }));
  }

  async details(kfpCaseID: string, reader: ReaderCaller): Promise<ReaderKfpCase> {
    const kfpCase = await this.openCase(kfpCaseID, reader);
    const attempts = await this.attempts.attemptsByCase(reader.readerID, [kfpCaseID]);
    return caseView(kfpCase, attempts.get(kfpCaseID) ?? []);
  }

  async start(kfpCaseID: string, reader: ReaderCaller): Promise<KfpAttempt> {
    const kfpCase = await this.openCase(kfpCaseID, reader);
    const kfpAttemptID = newId();
    await kfpAttemptCommands.handle(
      this.executor,
      kfpAttemptID,
      { type: 'StartKfpAttempt', data: { kfpAttemptID, readerID: reader.readerID, kfpCase } },
      reader.actor,
    );
    return this.attempt(kfpAttemptID, reader);
  }

  async submit(input: AnswerInput, reader: ReaderCaller): Promise<KfpAttempt> {
    const { state } = await kfpAttemptCommands.handle(
      this.executor,
      input.kfpAttemptID,
      {
        type: 'SubmitKfpAnswer',
        data: {
          readerID: reader.readerID,
          kfpCaseQuestionID: input.kfpCaseQuestionID,
          answerIDs: input.answerIDs,
          text: input.text,
        },
      },
      reader.actor,
    );
    return this.answered(state as KfpAttemptFound, reader);
  }

  async mark(
    input: { kfpAttemptID: string; kfpCaseQuestionID: string; correct: boolean },
    reader: ReaderCaller,
  ): Promise<KfpAttempt> {
    const { state } = await kfpAttemptCommands.handle(
      this.executor,
      input.kfpAttemptID,
      {
        type: 'MarkKfpAnswer',
        data: { readerID: reader.readerID, kfpCaseQuestionID: input.kfpCaseQuestionID, correct: input.correct },
      },
      reader.actor,
    );
    return this.answered(state as KfpAttemptFound, reader);
  }

  async attempt(kfpAttemptID: string, reader: ReaderCaller): Promise<KfpAttempt> {
    const found = await this.attempts.attempt(kfpAttemptID, reader.readerID);
    if (!found) throw new NotFoundError(Messages.kfpAttemptNotFound, 'kfpAttemptID');
    return attemptView(found.attempt, found.startedAt);
  }

  /** The attempt as the command left it (its start time from the read model, which the command waited for). */
  private async answered(state: KfpAttemptFound, reader: ReaderCaller): Promise<KfpAttempt> {
    const found = await this.attempts.attempt(state.kfpAttemptID, reader.readerID);
    return attemptView(state, found?.startedAt ?? new Date());
  }

  /** An active case of a topic the reader may open (the topic's reading-access rule). */
  private async openCase(kfpCaseID: string, reader: ReaderCaller): Promise<PracticeKfpCase> {
    const kfpCase = await this.questions.kfpCase(kfpCaseID);
    if (!kfpCase) throw new NotFoundError(Messages.kfpCaseNotFound, 'kfpCaseID');
    await requireOpenTopics(this.reading, reader.viewer, [kfpCase.topicID], 'kfpCaseID');
    return kfpCase;
  }
}
