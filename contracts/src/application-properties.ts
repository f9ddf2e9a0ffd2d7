/**
 * GET public/getApplicationProperties (spec sections 3 and 7; no authentication): the settings the
 * web app reads once at start-up.
 */
export type ApplicationProperties = {
  /** Where uploaded images are served from. */
  imageUploadBaseURL: string;
  externalLogoURL: string | null;
  facebookPageURL: string | null;
  /** The origin the app is served from (the request's origin), or null when unknown. */
  notebookBaseURL: string | null;
  afterPayEnabled: 'Y' | 'N';
  /** With the Stripe gateway: the key the payment pages load Stripe's Payment Element with; null otherwise (the provider's own page). */
  stripePublishableKey: string | null;
  /** Most answers of an AKT question (and a KFP case question). */
  aktAnswerOptions: number;
  /** Most answers of an MSQ question (server setting MSQ_ANSWER_OPTIONS, default 24). */
  msqAnswerOptions: number;
  /** Support contact details the public footer shows (SUPPORT_EMAIL, SUPPORT_PHONE); null when not set. */
  supportEmail: string | null;
  supportPhone: string | null;
};
