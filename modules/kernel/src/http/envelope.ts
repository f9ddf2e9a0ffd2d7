import type { FailedEnvelope, SuccessEnvelope } from '@notebook/contracts';

export function ok<T>(result: T, message?: string): SuccessEnvelope<T> {
  return message === undefined ? { status: 'SUCCESS', result } : { status: 'SUCCESS', result, message };
}

export function failed(errorCode: string, errorMessage: string, field?: string): FailedEnvelope {
  return {
    status: 'FAILED',
    appsErrorMessages: [field ? { errorCode, errorMessage, field } : { errorCode, errorMessage }],
  };
}
