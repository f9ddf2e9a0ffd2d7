import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import { ReadModelLag, trackReadModelLag } from '../commands/read-model-lag';

const READ_MODEL_LAG = Symbol('readModelLag');
type LagAwareRequest = { [READ_MODEL_LAG]?: ReadModelLag };

/**
 * Opens a read-model lag record for each request and runs the handler inside it, so the command
 * executor can mark it and the exception filter can read it from the request.
 */
@Injectable()
export class ReadModelLagInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const lag: ReadModelLag = { behind: false };
    context.switchToHttp().getRequest<LagAwareRequest>()[READ_MODEL_LAG] = lag;
    return new Observable((subscriber) => trackReadModelLag(lag, () => next.handle().subscribe(subscriber)));
  }
}

/** True when a command of this request saved events the read models had not shown in time. */
export function readModelBehind(request: unknown): boolean {
  return (request as LagAwareRequest | undefined)?.[READ_MODEL_LAG]?.behind === true;
}
