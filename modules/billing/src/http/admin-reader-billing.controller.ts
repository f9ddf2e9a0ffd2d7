import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import { ApiPaths, Messages, Privileges, adminReaderPaymentsRequest, refundPaymentRequest } from '@notebook/contracts';
import { AdminAccess, type AuthenticatedUser, CurrentUser, ZodPipe, actorOf, ok } from '@notebook/kernel';
import { PaymentRefunds } from '../refunds/payment-refunds.service';

/** The billing part of an admin's reader page: the reader's payments and refunds (spec section 6: reader view, add-edit). */
@Controller()
export class AdminReaderBillingController {
  constructor(private readonly refunds: PaymentRefunds) {}

  @Post(ApiPaths.adminReader.getReaderPayments)
  @HttpCode(200)
  @AdminAccess([Privileges.reader.view, Privileges.reader.addEdit])
  async getReaderPayments(
    @Body(new ZodPipe(adminReaderPaymentsRequest)) body: z.output<typeof adminReaderPaymentsRequest>,
  ) {
    return ok(await this.refunds.readerPayments(body.readerID));
  }

  @Post(ApiPaths.adminReader.refundReaderPayment)
  @HttpCode(200)
  @AdminAccess(Privileges.reader.addEdit)
  async refundReaderPayment(
    @Body(new ZodPipe(refundPaymentRequest)) body: z.output<typeof refundPaymentRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.refunds.request(body, actorOf(user)), Messages.refundRequested);
  }
}
