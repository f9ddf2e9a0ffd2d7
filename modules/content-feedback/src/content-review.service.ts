import {
  type ContentNeedingReview,
  type ContentNeedingReviewRequest,
  type ContentReportContentType,
  type ContentSourceItem,
  type Paged,
  sydneyToday,
} from '@notebook/contracts';
import type { Clock } from '@notebook/kernel';
import type { PracticeQuestionQueries } from '@notebook/question-bank';
import type { ReaderCaller, ReadingQueries } from '@notebook/reading';
import type { ContentReviewQueries } from './queries/content-review.queries';

type ReviewPage = { page: number; rows: number } & Pick<ContentNeedingReviewRequest, 'contentType' | 'reason'>;

/**
 * Content that shows its source (issue 29): the sources readers see under what they may open (the one
 * reading-access policy), and the editors' list of content due for review, by Sydney's date today.
 */
export class ContentReviewService {
  constructor(
    private readonly queries: ContentReviewQueries,
    private readonly reading: ReadingQueries,
    private readonly questions: PracticeQuestionQueries,
    private readonly clock: Clock,
  ) {}

  async needingReview(
    request: ReviewPage,
    kinds: readonly ContentReportContentType[],
  ): Promise<Paged<ContentNeedingReview>> {
    return this.queries.needingReview(request, kinds, sydneyToday(this.clock.now()));
  }

  /** The sources of the contents the reader may open; others (locked, hidden, missing) are left out. */
  async sources(
    input: { contentType: ContentReportContentType; contentIDs: string[] },
    reader: ReaderCaller,
  ): Promise<ContentSourceItem[]> {
    const contentIDs = [...new Set(input.contentIDs)];
    const open = await this.openContents(input.contentType, contentIDs, reader);
    return this.queries.sources(input.contentType, open);
  }

  private async openContents(
    contentType: ContentReportContentType,
    contentIDs: string[],
    reader: ReaderCaller,
  ): Promise<string[]> {
    if (contentType === 'NOTE') {
      const notes = await Promise.all(contentIDs.map((noteID) => this.reading.note(noteID, reader.viewer)));
      return contentIDs.filter((_, index) => notes[index] && !notes[index].locked);
    }
    const topics: Array<{ contentID: string; topicID: string }> =
      contentType === 'KFP'
        ? (await Promise.all(contentIDs.map((kfpCaseID) => this.questions.kfpCase(kfpCaseID))))
            .filter((kfpCase) => kfpCase !== null)
            .map((kfpCase) => ({ contentID: kfpCase.kfpCaseID, topicID: kfpCase.topicID }))
        : (await this.questions.practiceQuestions(contentType, contentIDs)).map((question) => ({
            contentID: question.questionID,
            topicID: question.topicID,
          }));
    const access = await this.reading.topicAccess(reader.viewer, [...new Set(topics.map((each) => each.topicID))]);
    return topics.filter((each) => access.get(each.topicID)?.access === 'open').map((each) => each.contentID);
  }
}
