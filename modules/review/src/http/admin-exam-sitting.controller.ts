import { Controller } from '@nestjs/common';
import { ApiPaths, Messages, Privileges, examSittingRequest, saveExamSittingRequest } from '@notebook/contracts';
import { type AuthenticatedUser, type Input, AdminCall, CurrentUser, ValidBody, actorOf, ok } from '@notebook/kernel';
import { ExamSittingsService } from '../exam-sittings.service';

const paths = ApiPaths.adminReview;
const { seo } = Privileges;

/**
 * /admin/config/exam-sittings (issue 29): the RACGP exam sittings, entered from the RACGP's published
 * calendar. Like the footer's terms and privacy pages they are words the public side shows and the spec
 * gives them no code of their own: kept under the SEO codes (view reads, add/edit saves and removes).
 */
@Controller()
export class AdminExamSittingController {
  constructor(private readonly sittings: ExamSittingsService) {}

  @AdminCall(paths.getExamSittings, [seo.view, seo.addEdit])
  async getExamSittings() {
    return ok(await this.sittings.all());
  }

  @AdminCall(paths.saveExamSitting, seo.addEdit)
  async saveExamSitting(
    @ValidBody(saveExamSittingRequest) body: Input<typeof saveExamSittingRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sittings.save(body, actorOf(user)), Messages.successfullySaved);
  }

  @AdminCall(paths.removeExamSitting, seo.addEdit)
  async removeExamSitting(
    @ValidBody(examSittingRequest) body: Input<typeof examSittingRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sittings.remove(body.sittingID, actorOf(user)), Messages.successfullyRemoved);
  }
}
