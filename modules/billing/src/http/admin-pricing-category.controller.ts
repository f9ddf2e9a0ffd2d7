import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiPaths,
  Messages,
  Privileges,
  pricingCategoryIdRequest,
  savePricingCategoryRequest,
  updatePricingCategoryDisplayOrderRequest,
  updatePricingCategoryStatusRequest,
} from '@notebook/contracts';
import { type Input, AdminAccess, type AuthenticatedUser, CurrentUser, ZodPipe, actorOf, ok } from '@notebook/kernel';
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

  @Post(paths.getPricingCategories)
  @HttpCode(200)
  @AdminAccess([pricing.view, pricing.addEdit])
  async getPricingCategories() {
    return ok(await this.queries.adminCategories());
  }

  @Post(paths.getPricingCategory)
  @HttpCode(200)
  @AdminAccess([pricing.view, pricing.addEdit])
  async getPricingCategory(@Body(new ZodPipe(pricingCategoryIdRequest)) body: Input<typeof pricingCategoryIdRequest>) {
    return ok(await this.categories.category(body.pricingCategoryID));
  }

  @Post(paths.saveUpdatePricingCategory)
  @HttpCode(200)
  @AdminAccess(pricing.addEdit)
  async saveUpdatePricingCategory(
    @Body(new ZodPipe(savePricingCategoryRequest)) body: Input<typeof savePricingCategoryRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.categories.save(body, actorOf(user)), Messages.successfullySaved);
  }

  @Post(paths.updatePricingCategoryStatus)
  @HttpCode(200)
  @AdminAccess(pricing.addEdit)
  async updatePricingCategoryStatus(
    @Body(new ZodPipe(updatePricingCategoryStatusRequest)) body: Input<typeof updatePricingCategoryStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(
      await this.categories.changeStatus(body.pricingCategoryID, body.status, actorOf(user)),
      Messages.successfullyUpdated,
    );
  }

  @Post(paths.updatePricingCategoryDisplayOrder)
  @HttpCode(200)
  @AdminAccess(pricing.addEdit)
  async updatePricingCategoryDisplayOrder(
    @Body(new ZodPipe(updatePricingCategoryDisplayOrderRequest))
    body: Input<typeof updatePricingCategoryDisplayOrderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.categories.reorder(body.pricingCategoryIDs, actorOf(user)), Messages.successfullyUpdated);
  }
}
