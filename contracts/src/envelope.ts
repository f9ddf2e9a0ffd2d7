/** The response wrapper every /api call uses (spec section 7 and 8). */
export type AppsErrorMessage = {
  errorCode: string;
  errorMessage: string;
  /** The request field the message is about, when the error is a validation error. */
  field?: string;
};

export type SuccessEnvelope<T> = { status: 'SUCCESS'; result: T; message?: string };
export type FailedEnvelope = { status: 'FAILED'; appsErrorMessages: AppsErrorMessage[] };
export type Envelope<T> = SuccessEnvelope<T> | FailedEnvelope;

export const ErrorCodes = {
  VALIDATION: 'VALIDATION',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  DOMAIN_RULE: 'DOMAIN_RULE',
  INTERNAL: 'INTERNAL',
  /** A service we depend on (the payment provider) cannot take the request now; try again later. */
  UNAVAILABLE: 'UNAVAILABLE',
  /** A save succeeded but its result cannot be read back yet (the read models are behind). */
  NOT_YET_VISIBLE: 'NOT_YET_VISIBLE',
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
