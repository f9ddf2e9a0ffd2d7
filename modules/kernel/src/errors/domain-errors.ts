import { ErrorCode, ErrorCodes, Messages } from '@notebook/contracts';

/**
 * Errors a user can cause. Each maps once, in the HTTP exception filter, to an HTTP status and the
 * spec's envelope; nothing else catches them.
 */
export abstract class DomainError extends Error {
  abstract readonly httpStatus: number;
  abstract readonly errorCode: ErrorCode;
  readonly field?: string;

  constructor(message: string, field?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.field = field;
  }
}

export class ValidationError extends DomainError {
  readonly httpStatus = 400;
  readonly errorCode = ErrorCodes.VALIDATION;
  constructor(
    message: string,
    field?: string,
    /** Every problem when several fields are wrong; the first is also the main message. */
    readonly problems: Array<{ field?: string; message: string }> = [{ field, message }],
  ) {
    super(message, field);
  }
}

/** A rule of the domain refused the command (e.g. a sub-question needs answers first). */
export class BusinessRuleError extends DomainError {
  readonly httpStatus = 400;
  readonly errorCode = ErrorCodes.DOMAIN_RULE;
}

export class UnauthorizedError extends DomainError {
  readonly httpStatus = 401;
  readonly errorCode = ErrorCodes.UNAUTHORIZED;
  constructor(message: string = Messages.invalidAccessToken) {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  readonly httpStatus = 403;
  readonly errorCode = ErrorCodes.FORBIDDEN;
  constructor(message: string = Messages.accessDenied) {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  readonly httpStatus = 404;
  readonly errorCode = ErrorCodes.NOT_FOUND;
  constructor(message: string = Messages.notFound, field?: string) {
    super(message, field);
  }
}

export class ConflictError extends DomainError {
  readonly httpStatus = 409;
  readonly errorCode = ErrorCodes.CONFLICT;
  constructor(message: string = Messages.concurrentChange, field?: string) {
    super(message, field);
  }
}

export class RateLimitedError extends DomainError {
  readonly httpStatus = 429;
  readonly errorCode = ErrorCodes.RATE_LIMITED;
  constructor(
    message: string = Messages.tooManyAttempts,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Something outside our control (the payment provider) cannot serve the request now: 503, nothing recorded. */
export class ServiceUnavailableError extends DomainError {
  readonly httpStatus = 503;
  readonly errorCode = ErrorCodes.UNAVAILABLE;
}
