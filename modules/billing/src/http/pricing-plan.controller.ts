import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import { ApiPaths, activateUnsubscriptionRequest, Messages } from '@notebook/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  PublicAccess,
  ReaderAccess,
  ZodPipe,
  actorOf,
  ok,
} from '@notebook/kernel';
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

  @Get(ApiPaths.public.getAllPricingPlans)
  @PublicAccess()
  async getAllPricingPlans() {
    return ok(await this.queries.publicPlans());
  }

  /** The terms a reader accepts before paying, shown on the payment pages, each with its version. */
  @Get(ApiPaths.public.getPricingTerms)
  @PublicAccess()
  async getPricingTerms() {
    return ok(await this.terms.activeTerms());
  }

  @Post(ApiPaths.reader.activateUnsubscription)
  @HttpCode(200)
  @ReaderAccess()
  async activateUnsubscription(
    @Body(new ZodPipe(activateUnsubscriptionRequest)) body: z.output<typeof activateUnsubscriptionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.billing.startTrial(body.pricingPlanID, actorOf(user)), Messages.planActivated);
  }
}
