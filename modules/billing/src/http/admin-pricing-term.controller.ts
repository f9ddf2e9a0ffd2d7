import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiPaths,
  Messages,
  Privileges,
  pricingTermIdRequest,
  savePricingTermRequest,
  updatePricingTermDisplayOrderRequest,
  updatePricingTermStatusRequest,
} from '@notebook/contracts';
import { type Input, AdminAccess, type AuthenticatedUser, CurrentUser, ZodPipe, actorOf, ok } from '@notebook/kernel';
import { PricingTerms } from '../pricing-terms/pricing-terms.service';
import { PricingTermQueries } from '../queries/pricing-term.queries';

const { pricing } = Privileges;
const paths = ApiPaths.adminPricing;

/** /admin/pricing-term. The pricing privileges cover plans, categories and terms (spec section 6). */
@Controller()
export class AdminPricingTermController {
  constructor(
    private readonly terms: PricingTerms,
    private readonly queries: PricingTermQueries,
  ) {}

  @Post(paths.getPricingTerms)
  @HttpCode(200)
  @AdminAccess([pricing.view, pricing.addEdit])
  async getPricingTerms() {
    return ok(await this.queries.adminTerms());
  }

  @Post(paths.getPricingTerm)
  @HttpCode(200)
  @AdminAccess([pricing.view, pricing.addEdit])
  async getPricingTerm(@Body(new ZodPipe(pricingTermIdRequest)) body: Input<typeof pricingTermIdRequest>) {
    return ok(await this.terms.term(body.pricingTermID));
  }

  @Post(paths.saveUpdatePricingTerm)
  @HttpCode(200)
  @AdminAccess(pricing.addEdit)
  async saveUpdatePricingTerm(
    @Body(new ZodPipe(savePricingTermRequest)) body: Input<typeof savePricingTermRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.terms.save(body, actorOf(user)), Messages.successfullySaved);
  }

  @Post(paths.updatePricingTermStatus)
  @HttpCode(200)
  @AdminAccess(pricing.addEdit)
  async updatePricingTermStatus(
    @Body(new ZodPipe(updatePricingTermStatusRequest)) body: Input<typeof updatePricingTermStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(
      await this.terms.changeStatus(body.pricingTermID, body.status, actorOf(user)),
      Messages.successfullyUpdated,
    );
  }

  @Post(paths.updatePricingTermDisplayOrder)
  @HttpCode(200)
  @AdminAccess(pricing.addEdit)
  async updatePricingTermDisplayOrder(
    @Body(new ZodPipe(updatePricingTermDisplayOrderRequest)) body: Input<typeof updatePricingTermDisplayOrderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.terms.reorder(body.pricingTermIDs, actorOf(user)), Messages.successfullyUpdated);
  }
}
