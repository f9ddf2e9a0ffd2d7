import { Controller, Inject, Req } from '@nestjs/common';
import { ApiPaths, type ApplicationProperties, QuestionBankLimits } from '@notebook/contracts';
import { APP_CONFIG, type AppConfig, ok, PublicCall } from '@notebook/kernel';
import { QuestionBankService } from '@notebook/question-bank';

type RequestLike = { headers: Record<string, string | string[] | undefined>; protocol?: string };

/** GET public/getApplicationProperties (spec section 7): anyone may read them. */
@Controller()
export class ApplicationPropertiesController {
  constructor(
    private readonly questionBank: QuestionBankService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @PublicCall(ApiPaths.public.getApplicationProperties)
  getApplicationProperties(@Req() request: RequestLike) {
    const properties: ApplicationProperties = {
      imageUploadBaseURL: '/uploads/images/',
      externalLogoURL: null,
      facebookPageURL: this.config.SOCIAL_GROUP_URL ?? null,
      notebookBaseURL: originOf(request),
      afterPayEnabled: this.config.AFTERPAY_ENABLED,
      stripePublishableKey: this.config.STRIPE_SECRET_KEY ? (this.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      aktAnswerOptions: QuestionBankLimits.aktMaxAnswers,
      msqAnswerOptions: this.questionBank.msqAnswerOptions,
      supportEmail: this.config.SUPPORT_EMAIL.trim() || null,
      supportPhone: this.config.SUPPORT_PHONE.trim() || null,
    };
    return ok(properties);
  }
}

/** The Origin header the browser sent, else protocol://Host, else null. */
function originOf(request: RequestLike): string | null {
  const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const origin = single(request.headers.origin);
  if (origin && origin !== 'null') {
    try {
      return new URL(origin).origin;
    } catch {
      // fall through to the host
    }
  }
  const host = single(request.headers.host);
  if (!host) return null;
  try {
    return new URL(`${request.protocol ?? 'http'}://${host}`).origin;
  } catch {
    return null;
  }
}
