import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiPaths,
  Messages,
  confirmEmailRequest,
  passwordResetRequest,
  registerRequest,
  resetPasswordRequest,
  updateReferralRequest,
} from '@notebook/contracts';
import {
  type Input,
  type AuthenticatedUser,
  CurrentUser,
  PublicAccess,
  RateLimited,
  ReaderAccess,
  VISITOR_ACTOR,
  ZodPipe,
  actorOf,
  ok,
} from '@notebook/kernel';
import { ReaderAccountService } from '../accounts/reader-account.service';

/**
 * A reader's own account (spec section 7 "Auth and session": public/register,
 * public/initiateReaderPasswordReset; designed: confirmReaderEmail, resetReaderPassword,
 * reader/resendConfirmationEmail). The calls that send an e-mail are limited per address.
 */
@Controller()
export class ReaderAccountController {
  constructor(private readonly accounts: ReaderAccountService) {}

  /** The reader may sign in at once (the web app does); the confirmation e-mail is queued before this answers. */
  @Post(ApiPaths.auth.register)
  @HttpCode(200)
  @PublicAccess()
  @RateLimited('account-mail')
  async register(@Body(new ZodPipe(registerRequest)) body: Input<typeof registerRequest>) {
    const { title, firstName, lastName, email, password, referralUUID } = body;
    return ok(
      await this.accounts.register({ title, firstName, lastName, email, password, referralUUID }, VISITOR_ACTOR),
      Messages.registered,
    );
  }

  @Post(ApiPaths.auth.confirmReaderEmail)
  @HttpCode(200)
  @PublicAccess()
  async confirm(@Body(new ZodPipe(confirmEmailRequest)) body: Input<typeof confirmEmailRequest>) {
    await this.accounts.confirmEmail(body.token, VISITOR_ACTOR);
    return ok({ emailConfirmed: true }, Messages.emailConfirmed);
  }

  @Post(ApiPaths.auth.resendConfirmationEmail)
  @HttpCode(200)
  @ReaderAccess()
  @RateLimited('account-mail')
  async resend(@CurrentUser() user: AuthenticatedUser) {
    await this.accounts.resendConfirmation(user.userId, actorOf(user));
    return ok({ sent: true }, Messages.confirmationEmailSent);
  }

  @Get(ApiPaths.reader.getReaderReferralLink)
  @ReaderAccess()
  async referralLink(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.accounts.referralLink(user.userId, actorOf(user)));
  }

  /** The same link, for the Copy button (spec: getCopiedReferralLink). */
  @Get(ApiPaths.reader.getCopiedReferralLink)
  @ReaderAccess()
  async copiedReferralLink(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.accounts.referralLink(user.userId, actorOf(user)));
  }

  @Post(ApiPaths.auth.updateReferral)
  @HttpCode(200)
  @ReaderAccess()
  async updateReferral(
    @Body(new ZodPipe(updateReferralRequest)) body: Input<typeof updateReferralRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.accounts.recordReferral(user.userId, body.referralUUID, actorOf(user));
    return ok({ referralUUID: body.referralUUID });
  }

  @Post(ApiPaths.auth.initiateReaderPasswordReset)
  @HttpCode(200)
  @PublicAccess()
  @RateLimited('account-mail')
  async initiateReset(@Body(new ZodPipe(passwordResetRequest)) body: Input<typeof passwordResetRequest>) {
    await this.accounts.requestPasswordReset(body.email, VISITOR_ACTOR);
    return ok({ sent: true }, Messages.passwordResetEmailSent);
  }

  @Post(ApiPaths.auth.resetReaderPassword)
  @HttpCode(200)
  @PublicAccess()
  async reset(@Body(new ZodPipe(resetPasswordRequest)) body: Input<typeof resetPasswordRequest>) {
    await this.accounts.resetPassword(body.token, body.newPassword, VISITOR_ACTOR);
    return ok({ passwordReset: true }, Messages.passwordReset);
  }
}
