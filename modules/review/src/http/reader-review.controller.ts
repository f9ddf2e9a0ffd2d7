import { Controller } from '@nestjs/common';
import {
  ApiPaths,
  ReviewMessages,
  addReviewCardRequest,
  gradeReviewCardRequest,
  reviewQueueRequest,
  saveExamPlanRequest,
  saveReviewSettingsRequest,
  startReviewSessionRequest,
} from '@notebook/contracts';
import { type AuthenticatedUser, CurrentUser, type Input, ReaderCall, ValidBody, ok } from '@notebook/kernel';
import { readerCallerOf } from '@notebook/reading';
import { ExamSittingsService } from '../exam-sittings.service';
import { ReviewService } from '../review.service';

const paths = ApiPaths.reader;

/**
 * A reader's spaced review (issue 29): the due queue, grading, review sessions, the forecast, the exam
 * plan and the RACGP sittings it offers.
 */
@Controller()
export class ReaderReviewController {
  constructor(
    private readonly review: ReviewService,
    private readonly sittings: ExamSittingsService,
  ) {}

  @ReaderCall(paths.getReviewQueue)
  async getReviewQueue(
    @ValidBody(reviewQueueRequest) body: Input<typeof reviewQueueRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.review.queue(body.limit, readerCallerOf(user)));
  }

  @ReaderCall(paths.gradeReviewCard)
  async gradeReviewCard(
    @ValidBody(gradeReviewCardRequest) body: Input<typeof gradeReviewCardRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.review.grade(body, readerCallerOf(user)), ReviewMessages.graded);
  }

  @ReaderCall(paths.addReviewCard)
  async addReviewCard(
    @ValidBody(addReviewCardRequest) body: Input<typeof addReviewCardRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.review.add(body, readerCallerOf(user)));
  }

  @ReaderCall(paths.startReviewSession)
  async startReviewSession(
    @ValidBody(startReviewSessionRequest) body: Input<typeof startReviewSessionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.review.session(body.kind, readerCallerOf(user)));
  }

  @ReaderCall(paths.getReviewSummary)
  async getReviewSummary(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.review.summary(readerCallerOf(user)));
  }

  @ReaderCall(paths.getReviewForecast)
  async getReviewForecast(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.review.forecast(readerCallerOf(user)));
  }

  @ReaderCall(paths.saveReviewSettings)
  async saveReviewSettings(
    @ValidBody(saveReviewSettingsRequest) body: Input<typeof saveReviewSettingsRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.review.saveSettings(body.dailyLimit, readerCallerOf(user)), ReviewMessages.settingsSaved);
  }

  @ReaderCall(paths.getExamPlan)
  async getExamPlan(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.review.examPlan(readerCallerOf(user)));
  }

  @ReaderCall(paths.saveExamPlan)
  async saveExamPlan(
    @ValidBody(saveExamPlanRequest) body: Input<typeof saveExamPlanRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.review.saveExamPlan(body, readerCallerOf(user)), ReviewMessages.examPlanSaved);
  }

  /** The RACGP sittings from today (Sydney) on, by date: the exam plan's choices. */
  @ReaderCall(paths.getExamSittings)
  async getExamSittings() {
    return ok(await this.sittings.upcoming());
  }
}
