import { Controller } from '@nestjs/common';
import {
  ApiPaths,
  Messages,
  Privileges,
  pricingPlanIdRequest,
  savePricingPlanRequest,
  updatePricingPlanStatusRequest,
} from '@notebook/contracts';
import { type Input, type AuthenticatedUser, CurrentUser, actorOf, ok, AdminCall, ValidBody } from '@notebook/kernel';
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

  @AdminCall(ApiPaths.adminPricing.getPricingPlans, [pricing.view, pricing.addEdit])
  async getPricingPlans() {
    return ok(await this.queries.adminPlans());
  }

  @AdminCall(ApiPaths.adminPricing.getPricingPlan, [pricing.view, pricing.addEdit])
  async getPricingPlan(@ValidBody(pricingPlanIdRequest) body: Input<typeof pricingPlanIdRequest>) {
    return ok(await this.billing.plan(body.pricingPlanID));
  }

  @AdminCall(ApiPaths.adminPricing.saveUpdatePricingPlan, pricing.addEdit)
  async saveUpdatePricingPlan(
    @ValidBody(savePricingPlanRequest) body: Input<typeof savePricingPlanRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.billing.savePlan(body, actorOf(user)), Messages.successfullySaved);
  }

  @AdminCall(ApiPaths.adminPricing.updatePricingPlanStatus, pricing.addEdit)
  async updatePricingPlanStatus(
    @ValidBody(updatePricingPlanStatusRequest) body: Input<typeof updatePricingPlanStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(
      await this.billing.changeStatus(body.pricingPlanID, body.status, actorOf(user)),
      Messages.successfullyUpdated,
    );
  }
}
