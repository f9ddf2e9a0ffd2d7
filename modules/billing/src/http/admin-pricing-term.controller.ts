import { Controller } from '@nestjs/common';
import {
  ApiPaths,
  Messages,
  Privileges,
  pricingTermIdRequest,
  savePricingTermRequest,
  updatePricingTermDisplayOrderRequest,
  updatePricingTermStatusRequest,
} from '@notebook/contracts';
import { type Input, type AuthenticatedUser, CurrentUser, actorOf, ok, AdminCall, ValidBody } from '@notebook/kernel';
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

  @AdminCall(paths.getPricingTerms, [pricing.view, pricing.addEdit])
  async getPricingTerms() {
    return ok(await this.queries.adminTerms());
  }

  @AdminCall(paths.getPricingTerm, [pricing.view, pricing.addEdit])
  async getPricingTerm(@ValidBody(pricingTermIdRequest) body: Input<typeof pricingTermIdRequest>) {
    return ok(await this.terms.term(body.pricingTermID));
  }

  @AdminCall(paths.saveUpdatePricingTerm, pricing.addEdit)
  async saveUpdatePricingTerm(
    @ValidBody(savePricingTermRequest) body: Input<typeof savePricingTermRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.terms.save(body, actorOf(user)), Messages.successfullySaved);
  }

  @AdminCall(paths.updatePricingTermStatus, pricing.addEdit)
  async updatePricingTermStatus(
    @ValidBody(updatePricingTermStatusRequest) body: Input<typeof updatePricingTermStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(
      await this.terms.changeStatus(body.pricingTermID, body.status, actorOf(user)),
      Messages.successfullyUpdated,
    );
  }

  @AdminCall(paths.updatePricingTermDisplayOrder, pricing.addEdit)
  async updatePricingTermDisplayOrder(
    @ValidBody(updatePricingTermDisplayOrderRequest) body: Input<typeof updatePricingTermDisplayOrderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.terms.reorder(body.pricingTermIDs, actorOf(user)), Messages.successfullyUpdated);
  }
}
