import { Controller, Inject, type Type } from '@nestjs/common';
import type { z } from 'zod';
import type { EndpointPath } from '@notebook/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  ReleasesContent,
  ok,
  ReaderCall,
  ValidBody,
  ValidQuery,
} from '@notebook/kernel';
import { readerCallerOf } from '@notebook/reading';
import { aktSessionKind } from '../akt-sessions/akt-session.kind';
import { msqSessionKind } from '../msq-sessions/msq-session.kind';
import { AktSessionService, MsqSessionService, type PracticeSessionService } from '../practice-session.service';
import type { KindTypes, SessionKind } from '../sessions/session-kind';

/**
 * A reader's practice sessions of one kind, on the kind's calls (spec section 7, "AKT sessions";
 * KFP(MSQ) designed in its style; issue 14). Calls without a toast (spec section 8). Anonymous
 * callers get 401, admins 403; another reader's session is not found.
 */
export function practiceSessionController<T extends KindTypes>(
  kind: SessionKind<T>,
  service: Type<PracticeSessionService<T>>,
): Type<object> {
  const { requests } = kind.api;
  // The kind types its paths as strings; the call decorators check each against the contracts' endpoints.
  const paths = kind.api.paths as Record<keyof typeof kind.api.paths, EndpointPath>;
  const { sessionKey, questionKey } = kind.storage;
  type Input<Name extends keyof typeof requests> = z.output<(typeof requests)[Name]>;

  @Controller()
  class PracticeSessionController {
    constructor(@Inject(service) private readonly sessions: PracticeSessionService<T>) {}

    @ReaderCall(paths.create)
    async create(@ValidBody(requests.create) body: Input<'create'>, @CurrentUser() user: AuthenticatedUser) {
      return ok(await this.sessions.create(body, readerCallerOf(user)));
    }

    @ReleasesContent()
    @ReaderCall(paths.question)
    async question(@ValidQuery(requests.question) query: Input<'question'>, @CurrentUser() user: AuthenticatedUser) {
      return ok(await this.sessions.question(query[sessionKey], query.questionNo, readerCallerOf(user)));
    }

    @ReleasesContent()
    @ReaderCall(paths.questionByID)
    async questionByID(
      @ValidQuery(requests.questionByID) query: Input<'questionByID'>,
      @CurrentUser() user: AuthenticatedUser,
    ) {
      return ok(await this.sessions.questionByID(query[sessionKey], query[questionKey], readerCallerOf(user)));
    }

    @ReleasesContent()
    @ReaderCall(paths.submit)
    async submit(@ValidBody(requests.submit) body: Input<'submit'>, @CurrentUser() user: AuthenticatedUser) {
      return ok(await this.sessions.submit(body, readerCallerOf(user)));
    }

    @ReaderCall(paths.flag)
    async flag(@ValidBody(requests.flag) body: Input<'flag'>, @CurrentUser() user: AuthenticatedUser) {
      return ok(await this.sessions.flag(body, readerCallerOf(user)));
    }

    @ReaderCall(paths.strike)
    async strike(@ValidBody(requests.strike) body: Input<'strike'>, @CurrentUser() user: AuthenticatedUser) {
      return ok(await this.sessions.strike(body, readerCallerOf(user)));
    }

    @ReaderCall(paths.end)
    async end(@ValidBody(requests.session) body: Input<'session'>, @CurrentUser() user: AuthenticatedUser) {
      return ok(await this.sessions.end(body[sessionKey], readerCallerOf(user)));
    }

    @ReaderCall(paths.session)
    async session(@ValidQuery(requests.session) query: Input<'session'>, @CurrentUser() user: AuthenticatedUser) {
      return ok(await this.sessions.session(query[sessionKey], readerCallerOf(user)));
    }

    @ReaderCall(paths.page)
    async page(@ValidBody(requests.page) body: Input<'page'>, @CurrentUser() user: AuthenticatedUser) {
      return ok(await this.sessions.page(body.page, body.rows, readerCallerOf(user)));
    }

    @ReaderCall(paths.topics)
    async topics(@CurrentUser() user: AuthenticatedUser) {
      return ok(await this.sessions.topics(readerCallerOf(user)));
    }

    @ReaderCall(paths.facedTotal)
    async facedTotal(@CurrentUser() user: AuthenticatedUser) {
      return ok(await this.sessions.facedTotal(readerCallerOf(user)));
    }
  }
  // Named after the kind, so route tables and errors say which (AktSessionController, MsqSessionController).
  const name = `${kind.kind.charAt(0)}${kind.kind.slice(1).toLowerCase()}SessionController`;
  Object.defineProperty(PracticeSessionController, 'name', { value: name });
  return PracticeSessionController;
}

export const AktSessionController = practiceSessionController(aktSessionKind, AktSessionService);
export const MsqSessionController = practiceSessionController(msqSessionKind, MsqSessionService);
