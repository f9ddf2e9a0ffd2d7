import { Controller } from '@nestjs/common';
import {
  ApiPaths,
  Messages,
  saveWebinarCategoryRequest,
  updateWebinarCategoryStatusRequest,
} from '@notebook/contracts';
import { type Input, type AuthenticatedUser, CurrentUser, actorOf, ok, AdminCall, ValidBody } from '@notebook/kernel';
import { WebinarQueries } from '../queries/webinar.queries';
import { WebinarCategoriesService } from '../webinar-categories.service';

const paths = ApiPaths.adminWebinar;

/** /admin/webinar-category: webinar category routes need only the admin type (spec section 6). */
@Controller()
export class AdminWebinarCategoryController {
  constructor(
    private readonly categories: WebinarCategoriesService,
    private readonly queries: WebinarQueries,
  ) {}

  @AdminCall(paths.getWebinarCategories)
  async getWebinarCategories() {
    return ok(await this.queries.categories());
  }

  @AdminCall(paths.saveUpdateWebinarCategory)
  async saveUpdateWebinarCategory(
    @ValidBody(saveWebinarCategoryRequest) body: Input<typeof saveWebinarCategoryRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.categories.save(body, actorOf(user)), Messages.successfullySaved);
  }

  @AdminCall(paths.updateWebinarCategoryStatus)
  async updateWebinarCategoryStatus(
    @ValidBody(updateWebinarCategoryStatusRequest) body: Input<typeof updateWebinarCategoryStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    const category = await this.categories.changeStatus(body.webinarCategoryID, body.status, actorOf(user));
    return ok(category, Messages.successfullyUpdated);
  }
}
