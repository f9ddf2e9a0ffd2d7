import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiPaths,
  Messages,
  Privileges,
  pricingPlanIdRequest,
  savePricingPlanRequest,
  updatePricingPlanStatusRequest,
} from '@notebook/contracts';
import { type Input, AdminAccess, type AuthenticatedUser, CurrentUser, ZodPipe, actorOf, ok } from '@notebook/kernel';
import { BillingService } from '../billing.service';
import { PricingPlanQueries } from '../queries/pricing-plan.queries';

const { pricing } = Privileges;

/** Spec section 6: "pricing plan and term: add-edit/view". Viewing needs either privilege. */
@Controller()
export class AdminPricingController {
  constructor(
    private readonly billing: BillingService,
    private readonly queries: PricingPlanQueries,
  ) {}

  @Post(ApiPaths.adminPricing.getPricingPlans)
  @HttpCode(200)
  @AdminAccess([pricing.view, pricing.addEdit])
  async getPricingPlans() {
    return ok(await this.queries.adminPlans());
  }

  @Post(ApiPaths.adminPricing.getPricingPlan)
  @HttpCode(200)
  @AdminAccess([pricing.view, pricing.addEdit])
  async getPricingPlan(@Body(new ZodPipe(pricingPlanIdRequest)) body: Input<typeof pricingPlanIdRequest>) {
    return ok(await this.billing.plan(body.pricingPlanID));
  }

  @Post(ApiPaths.adminPricing.saveUpdatePricingPlan)
  @HttpCode(200)
  @AdminAccess(pricing.addEdit)
  async saveUpdatePricingPlan(
    @Body(new ZodPipe(savePricingPlanRequest)) body: Input<typeof savePricingPlanRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.billing.savePlan(body, actorOf(user)), Messages.successfullySaved);
  }

  @Post(ApiPaths.adminPricing.updatePricingPlanStatus)
  @HttpCode(200)
  @AdminAccess(pricing.addEdit)
  async updatePricingPlanStatus(
    @Body(new ZodPipe(updatePricingPlanStatusRequest)) body: Input<typeof updatePricingPlanStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(
      await this.billing.changeStatus(body.pricingPlanID, body.status, actorOf(user)),
      Messages.successfullyUpdated,
    );
  }
}
