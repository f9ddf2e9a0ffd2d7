import { Controller } from '@nestjs/common';
import { ApiPaths } from '@notebook/contracts';
import { type AuthenticatedUser, CurrentUser, ReaderCall, ok } from '@notebook/kernel';
import { readerCallerOf } from '@notebook/reading';
import { StudyPlanService } from '../study-plan.service';

/** The reader's plan for today (issue 29, designed): the subscriber's home shows it. */
@Controller()
export class ReaderStudyPlanController {
  constructor(private readonly plans: StudyPlanService) {}

  @ReaderCall(ApiPaths.reader.getDayPlan)
  async getDayPlan(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.plans.dayPlan(readerCallerOf(user)));
  }
}
