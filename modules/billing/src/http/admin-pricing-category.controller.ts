import { Controller } from '@nestjs/common';
import {
  ApiPaths,
  Messages,
  Privileges,
  pricingCategoryIdRequest,
  savePricingCategoryRequest,
  updatePricingCategoryDisplayOrderRequest,
  updatePricingCategoryStatusRequest,
} from '@notebook/contracts';
import { type Input, type AuthenticatedUser, CurrentUser, actorOf, ok, AdminCall, ValidBody } from '@notebook/kernel';
import { PricingCategories } from '../pricing-categories/pricing-categories.service';
import { PricingCategoryQueries } from '../queries/pricing-category.queries';

const { pricing } = Privileges;
const paths = ApiPaths.adminPricing;

/** /admin/pricing-category. The pricing privileges cover plans, categories and terms (spec section 6). */
@Controller()
export class AdminPricingCategoryController {
  constructor(
    private readonly categories: PricingCategories,
    private readonly queries: PricingCategoryQueries,
  ) {}

  @AdminCall(paths.getPricingCategories, [pricing.view, pricing.addEdit])
  async getPricingCategories() {
    return ok(await this.queries.adminCategories());
  }

  @AdminCall(paths.getPricingCategory, [pricing.view, pricing.addEdit])
  async getPricingCategory(@ValidBody(pricingCategoryIdRequest) body: Input<typeof pricingCategoryIdRequest>) {
    return ok(await this.categories.category(body.pricingCategoryID));
  }

  @AdminCall(paths.saveUpdatePricingCategory, pricing.addEdit)
  async saveUpdatePricingCategory(
    @ValidBody(savePricingCategoryRequest) body: Input<typeof savePricingCategoryRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.categories.save(body, actorOf(user)), Messages.successfullySaved);
  }

  @AdminCall(paths.updatePricingCategoryStatus, pricing.addEdit)
  async updatePricingCategoryStatus(
    @ValidBody(updatePricingCategoryStatusRequest) body: Input<typeof updatePricingCategoryStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(
      await this.categories.changeStatus(body.pricingCategoryID, body.status, actorOf(user)),
      Messages.successfullyUpdated,
    );
  }

  @AdminCall(paths.updatePricingCategoryDisplayOrder, pricing.addEdit)
  async updatePricingCategoryDisplayOrder(
    @ValidBody(updatePricingCategoryDisplayOrderRequest)
    body: Input<typeof updatePricingCategoryDisplayOrderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.categories.reorder(body.pricingCategoryIDs, actorOf(user)), Messages.successfullyUpdated);
  }
}
