import {
  type AdminContentReport,
  ContentFeedbackMessages,
  type ContentReportContentType,
  type ContentReportReceipt,
  type ReportContentProblemRequest,
  type AnswerContentReportRequest,
} from '@notebook/contracts';
import {
  type Actor,
  CommandExecutor,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  RateLimiter,
  type RateRule,
  newId,
} from '@notebook/kernel';
import type { PracticeQuestionQueries } from '@notebook/question-bank';
import type { ReaderCaller, ReadingQueries } from '@notebook/reading';
import { contentReportCommands } from './reports/content-report.decider';
import type { ContentReportQueries } from './queries/content-report.queries';

/** What a report names of its content, found through the owning modules' exported queries. */
type ReportedContent = { contentName: string; topicID: string; lessonID: string | null };

/**
 * Error reports: a reader reports a problem on content they may read (the one reading-access
 * policy), once while it is open, up to a daily limit; the content's editors answer it.
 */
export class ContentFeedbackService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly limiter: RateLimiter,
    /** Reports one reader may send in a window. */
    private readonly perReader: RateRule,
    private readonly queries: ContentReportQueries,
    private readonly reading: ReadingQueries,
    private readonly questions: PracticeQuestionQueries,
  ) {}

  async report(input: ReportContentProblemRequest, reader: ReaderCaller): Promise<ContentReportReceipt> {
    const { contentType, contentID, reason, text } = input;
    const content = await this.readableContent(contentType, contentID, reader);
    if (await this.queries.hasOpenReport(reader.readerID, contentType, contentID))
      throw new ConflictError(ContentFeedbackMessages.alreadyReported, 'contentID');
    const admitted = await this.limiter.hit('content-report', reader.readerID, this.perReader);
    if (!admitted.allowed)
      throw new RateLimitedError(ContentFeedbackMessages.tooManyReports, admitted.retryAfterSeconds);
    const contentReportID = newId();
    await contentReportCommands.handle(
      this.executor,
      contentReportID,
      {
        type: 'ReportContentProblem',
        data: { contentReportID, readerID: reader.readerID, contentType, contentID, reason, text, ...content },
      },
      reader.actor,
    );
    return { reportID: contentReportID };
  }

  /** `kinds`: what the admin may triage (their privileges); another kind is refused (403), nothing written. */
  async answer(
    input: AnswerContentReportRequest,
    kinds: readonly ContentReportContentType[],
    admin: Actor,
  ): Promise<AdminContentReport> {
    const { contentReportID, status } = input;
    const before = await this.queries.byID(contentReportID);
    if (!before) throw new NotFoundError(ContentFeedbackMessages.reportNotFound, 'contentReportID');
    if (!kinds.includes(before.contentType)) throw new ForbiddenError(ContentFeedbackMessages.notYourKind);
    await contentReportCommands.handle(
      this.executor,
      contentReportID,
      { type: 'AnswerContentReport', data: { contentReportID, status, reply: input.reply ?? null } },
      admin,
    );
    const after = await this.queries.byID(contentReportID);
    if (!after) throw new NotFoundError(ContentFeedbackMessages.reportNotFound, 'contentReportID');
    return after;
  }

  /** 404 when the content does not exist or the reader may not even see it; 403 when it is locked to them. */
  private async readableContent(
    contentType: ContentReportContentType,
    contentID: string,
    reader: ReaderCaller,
  ): Promise<ReportedContent> {
    const notFound = () => new NotFoundError(ContentFeedbackMessages.contentNotFound, 'contentID');
    if (contentType === 'NOTE') {
      const note = await this.reading.note(contentID, reader.viewer);
      if (!note) throw notFound();
      if (note.locked) throw new ForbiddenError(ContentFeedbackMessages.contentNotOpen);
      return { contentName: note.noteHeader, topicID: note.topicID, lessonID: note.lessonID };
    }
    const found =
      contentType === 'KFP'
        ? await this.questions
            .kfpCase(contentID)
            .then((kfpCase) => kfpCase && { contentName: kfpCase.caseName, topicID: kfpCase.topicID })
        : await this.questions
            .practiceQuestions(contentType, [contentID])
            .then(([question]) => question && { contentName: question.questionName, topicID: question.topicID });
    if (!found) throw notFound();
    const access = (await this.reading.topicAccess(reader.viewer, [found.topicID])).get(found.topicID)?.access;
    if (!access || access === 'hidden') throw notFound();
    if (access !== 'open') throw new ForbiddenError(ContentFeedbackMessages.contentNotOpen);
    return { ...found, lessonID: null };
  }
}
