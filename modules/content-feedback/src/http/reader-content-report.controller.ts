import { Controller } from '@nestjs/common';
import {
  ApiPaths,
  ContentFeedbackMessages,
  contentSourcesRequest,
  myContentReportsRequest,
  reportContentProblemRequest,
} from '@notebook/contracts';
import { type AuthenticatedUser, CurrentUser, type Input, ReaderCall, ValidBody, ok } from '@notebook/kernel';
import { readerCallerOf } from '@notebook/reading';
import { ContentFeedbackService } from '../content-feedback.service';
import { ContentReviewService } from '../content-review.service';
import { ContentReportQueries } from '../queries/content-report.queries';

const paths = ApiPaths.reader;

/** A reader's error reports (issue 29, designed): send one, and see their own with the editors' answers. */
@Controller()
export class ReaderContentReportController {
  constructor(
    private readonly contentFeedback: ContentFeedbackService,
    private readonly queries: ContentReportQueries,
    private readonly contentReview: ContentReviewService,
  ) {}

  @ReaderCall(paths.reportContentProblem)
  async reportContentProblem(
    @ValidBody(reportContentProblemRequest) body: Input<typeof reportContentProblemRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.contentFeedback.report(body, readerCallerOf(user)), ContentFeedbackMessages.reported);
  }

  @ReaderCall(paths.getMyContentReports)
  async getMyContentReports(
    @ValidBody(myContentReportsRequest) body: Input<typeof myContentReportsRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.queries.mine(user.userId, body));
  }

  /** The sources (and last reviews) of notes, questions or cases the reader may open, to show under them. */
  @ReaderCall(paths.getContentSources)
  async getContentSources(
    @ValidBody(contentSourcesRequest) body: Input<typeof contentSourcesRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.contentReview.sources(body, readerCallerOf(user)));
  }
}
