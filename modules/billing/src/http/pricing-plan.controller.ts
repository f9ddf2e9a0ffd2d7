import { Controller } from '@nestjs/common';
import type { z } from 'zod';
import { ApiPaths, activateUnsubscriptionRequest, Messages } from '@notebook/contracts';
import { type AuthenticatedUser, CurrentUser, actorOf, ok, PublicCall, ReaderCall, ValidBody } from '@notebook/kernel';
import { BillingService } from '../billing.service';
import { PricingPlanQueries } from '../queries/pricing-plan.queries';
import { PricingTermAcceptance } from '../pricing-terms/pricing-term-acceptance.service';

/** The plans as visitors and readers see them, and a reader's own plan. */
@Controller()
export class PricingPlanController {
  constructor(
    private readonly billing: BillingService,
    private readonly queries: PricingPlanQueries,
    private readonly terms: PricingTermAcceptance,
  ) {}

  @PublicCall(ApiPaths.public.getAllPricingPlans)
  async getAllPricingPlans() {
    return ok(await this.queries.publicPlans());
  }

  /** The terms a reader accepts before paying, shown on the payment pages, each with its version. */
  @PublicCall(ApiPaths.public.getPricingTerms)
  async getPricingTerms() {
    return ok(await this.terms.activeTerms());
  }

  @ReaderCall(ApiPaths.reader.activateUnsubscription)
  async activateUnsubscription(
    @ValidBody(activateUnsubscriptionRequest) body: z.output<typeof activateUnsubscriptionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.billing.startTrial(body.pricingPlanID, actorOf(user)), Messages.planActivated);
  }
}
