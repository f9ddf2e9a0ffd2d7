import { Controller } from '@nestjs/common';
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
  RateLimited,
  VISITOR_ACTOR,
  actorOf,
  ok,
  PublicCall,
  ReaderCall,
  ValidBody,
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
  @PublicCall(ApiPaths.auth.register)
  @RateLimited('account-mail')
  async register(@ValidBody(registerRequest) body: Input<typeof registerRequest>) {
    const { title, firstName, lastName, email, password, referralUUID } = body;
    return ok(
      await this.accounts.register({ title, firstName, lastName, email, password, referralUUID }, VISITOR_ACTOR),
      Messages.registered,
    );
  }

  @PublicCall(ApiPaths.auth.confirmReaderEmail)
  async confirm(@ValidBody(confirmEmailRequest) body: Input<typeof confirmEmailRequest>) {
    await this.accounts.confirmEmail(body.token, VISITOR_ACTOR);
    return ok({ emailConfirmed: true }, Messages.emailConfirmed);
  }

  @ReaderCall(ApiPaths.auth.resendConfirmationEmail)
  @RateLimited('account-mail')
  async resend(@CurrentUser() user: AuthenticatedUser) {
    await this.accounts.resendConfirmation(user.userId, actorOf(user));
    return ok({ sent: true }, Messages.confirmationEmailSent);
  }

  @ReaderCall(ApiPaths.reader.getReaderReferralLink)
  async referralLink(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.accounts.referralLink(user.userId, actorOf(user)));
  }

  /** The same link, for the Copy button (spec: getCopiedReferralLink). */
  @ReaderCall(ApiPaths.reader.getCopiedReferralLink)
  async copiedReferralLink(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.accounts.referralLink(user.userId, actorOf(user)));
  }

  @ReaderCall(ApiPaths.auth.updateReferral)
  async updateReferral(
    @ValidBody(updateReferralRequest) body: Input<typeof updateReferralRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.accounts.recordReferral(user.userId, body.referralUUID, actorOf(user));
    return ok({ referralUUID: body.referralUUID });
  }

  @PublicCall(ApiPaths.auth.initiateReaderPasswordReset)
  @RateLimited('account-mail')
  async initiateReset(@ValidBody(passwordResetRequest) body: Input<typeof passwordResetRequest>) {
    await this.accounts.requestPasswordReset(body.email, VISITOR_ACTOR);
    return ok({ sent: true }, Messages.passwordResetEmailSent);
  }

  @PublicCall(ApiPaths.auth.resetReaderPassword)
  async reset(@ValidBody(resetPasswordRequest) body: Input<typeof resetPasswordRequest>) {
    await this.accounts.resetPassword(body.token, body.newPassword, VISITOR_ACTOR);
    return ok({ passwordReset: true }, Messages.passwordReset);
  }
}
