import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ErrorCodes, FailedEnvelope, Messages } from '@notebook/contracts';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { DomainError, NotFoundError, RateLimitedError, ValidationError } from '../errors/domain-errors';
import { failed } from './envelope';
import { readModelBehind } from './read-model-lag.interceptor';

/** Seconds a client should wait before reading back a save the read models have not shown yet. */
const READ_MODEL_RETRY_SECONDS = 2;
/** Seconds a client should wait while the database cannot be reached (a restart takes a few). */
const DATABASE_RETRY_SECONDS = 5;

const STATUS_CODES: Record<number, string> = {
  400: ErrorCodes.VALIDATION,
  401: ErrorCodes.UNAUTHORIZED,
  403: ErrorCodes.FORBIDDEN,
  404: ErrorCodes.NOT_FOUND,
  409: ErrorCodes.CONFLICT,
  429: ErrorCodes.RATE_LIMITED,
};

/** The one place an error becomes an HTTP status and the spec's FAILED envelope. */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    if (error instanceof NotFoundError && readModelBehind(http.getRequest())) {
      // The command was saved, but the read models had not caught up when its answer was read back.
      this.logger.warn('A save was answered before the read models showed it (projections behind)');
      void reply.header('Retry-After', String(READ_MODEL_RETRY_SECONDS));
      void reply.status(503).send(failed(ErrorCodes.NOT_YET_VISIBLE, Messages.savedNotYetVisible));
      return;
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing was wrong with the call: the database is down or restarting. Say "try again shortly".
      this.logger.warn(`Database unavailable: ${error instanceof Error ? error.message : String(error)}`);
      void reply.header('Retry-After', String(DATABASE_RETRY_SECONDS));
      void reply.status(503).send(failed(ErrorCodes.UNAVAILABLE, Messages.serviceBusy));
      return;
    }
    const { status, body } = this.describe(error);
    if (error instanceof RateLimitedError && error.retryAfterSeconds) {
      void reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    void reply.status(status).send(body);
  }

  private describe(error: unknown): { status: number; body: FailedEnvelope } {
    if (error instanceof ValidationError) {
      return {
        status: 400,
        body: {
          status: 'FAILED',
          appsErrorMessages: error.problems.map((problem) => ({
            errorCode: error.errorCode,
            errorMessage: problem.message,
            ...(problem.field ? { field: problem.field } : {}),
          })),
        },
      };
    }
    if (error instanceof DomainError) {
      return { status: error.httpStatus, body: failed(error.errorCode, error.message, error.field) };
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      if (status < 500) {
        const code = STATUS_CODES[status] ?? ErrorCodes.VALIDATION;
        const message = status === 404 ? Messages.notFound : clientMessage(error);
        return { status, body: failed(code, message) };
      }
    }
    const status = bodyParserStatus(error);
    if (status) return { status, body: failed(ErrorCodes.VALIDATION, 'The request body is not valid JSON') };
    this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return { status: 500, body: failed(ErrorCodes.INTERNAL, Messages.contactAdministrator) };
  }
}

function clientMessage(error: HttpException): string {
  const response = error.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  return Array.isArray(message) ? String(message[0]) : typeof message === 'string' ? message : error.message;
}

/** Fastify's own errors for bodies it cannot parse or that are too large. */
function bodyParserStatus(error: unknown): number | null {
  const candidate = error as { statusCode?: number; code?: string };
  if (typeof candidate?.code === 'string' && candidate.code.startsWith('FST_ERR_CTP') && candidate.statusCode) {
    return candidate.statusCode;
  }
  return null;
}
