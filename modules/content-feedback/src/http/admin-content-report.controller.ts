import { Controller } from '@nestjs/common';
import {
  ApiPaths,
  CONTENT_REPORT_PRIVILEGES,
  Messages,
  answerContentReportRequest,
  contentNeedingReviewRequest,
  contentReportKindsFor,
  contentReportsPageRequest,
} from '@notebook/contracts';
import { type AuthenticatedUser, AdminCall, CurrentUser, type Input, ValidBody, actorOf, ok } from '@notebook/kernel';
import { ContentFeedbackService } from '../content-feedback.service';
import { ContentReviewService } from '../content-review.service';
import { ContentReportQueries } from '../queries/content-report.queries';

const paths = ApiPaths.adminContentReport;

/**
 * /admin/content-reports: the content editors' queue. Any editor's privilege opens it (notes: note
 * update; AKT, MSQ, KFP: the question add/edit codes); each sees and answers only their kinds.
 */
@Controller()
export class AdminContentReportController {
  constructor(
    private readonly contentFeedback: ContentFeedbackService,
    private readonly queries: ContentReportQueries,
    private readonly contentReview: ContentReviewService,
  ) {}

  @AdminCall(paths.getPagedContentReports, CONTENT_REPORT_PRIVILEGES)
  async getPagedContentReports(
    @ValidBody(contentReportsPageRequest) body: Input<typeof contentReportsPageRequest>,
    @CurrentUser() admin: AuthenticatedUser,
  ) {
    return ok(await this.queries.page(body, contentReportKindsFor(admin.privileges)));
  }

  @AdminCall(paths.answerContentReport, CONTENT_REPORT_PRIVILEGES)
  async answerContentReport(
    @ValidBody(answerContentReportRequest) body: Input<typeof answerContentReportRequest>,
    @CurrentUser() admin: AuthenticatedUser,
  ) {
    return ok(
      await this.contentFeedback.answer(body, contentReportKindsFor(admin.privileges), actorOf(admin)),
      Messages.successfullyUpdated,
    );
  }

  /** /admin/content-review: content not reviewed for 12 months (or never) or with open reports, of the admin's kinds. */
  @AdminCall(paths.getContentNeedingReview, CONTENT_REPORT_PRIVILEGES)
  async getContentNeedingReview(
    @ValidBody(contentNeedingReviewRequest) body: Input<typeof contentNeedingReviewRequest>,
    @CurrentUser() admin: AuthenticatedUser,
  ) {
    return ok(await this.contentReview.needingReview(body, contentReportKindsFor(admin.privileges)));
  }
}
