import { Controller } from '@nestjs/common';
import type { z } from 'zod';
import { ApiPaths, Messages, Privileges, adminReaderPaymentsRequest, refundPaymentRequest } from '@notebook/contracts';
import { type AuthenticatedUser, CurrentUser, actorOf, ok, AdminCall, ValidBody } from '@notebook/kernel';
import { PaymentRefunds } from '../refunds/payment-refunds.service';

/** The billing part of an admin's reader page: the reader's payments and refunds (spec section 6: reader view, add-edit). */
@Controller()
export class AdminReaderBillingController {
  constructor(private readonly refunds: PaymentRefunds) {}

  @AdminCall(ApiPaths.adminReader.getReaderPayments, [Privileges.reader.view, Privileges.reader.addEdit])
  async getReaderPayments(@ValidBody(adminReaderPaymentsRequest) body: z.output<typeof adminReaderPaymentsRequest>) {
    return ok(await this.refunds.readerPayments(body.readerID));
  }

  @AdminCall(ApiPaths.adminReader.refundReaderPayment, Privileges.reader.addEdit)
  async refundReaderPayment(
    @ValidBody(refundPaymentRequest) body: z.output<typeof refundPaymentRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.refunds.request(body, actorOf(user)), Messages.refundRequested);
  }
}
