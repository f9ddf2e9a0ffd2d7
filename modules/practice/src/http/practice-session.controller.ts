import { Body, Controller, Get, HttpCode, Inject, Post, Query, type Type } from '@nestjs/common';
import type { z } from 'zod';
import { type AuthenticatedUser, CurrentUser, ReaderAccess, ReleasesContent, ZodPipe, ok } from '@notebook/kernel';
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
  const { paths, requests } = kind.api;
  const { sessionKey, questionKey } = kind.storage;
  type Input<Name extends keyof typeof requests> = z.output<(typeof requests)[Name]>;

  @Controller()
  @ReaderAccess()
  class PracticeSessionController {
    constructor(@Inject(service) private readonly sessions: PracticeSessionService<T>) {}

    @Post(paths.create)
    @HttpCode(200)
    async create(@Body(new ZodPipe(requests.create)) body: Input<'create'>, @CurrentUser() user: AuthenticatedUser) {
      return ok(await this.sessions.create(body, readerCallerOf(user)));
    }

    @ReleasesContent()
    @Get(paths.question)
    async question(
      @Query(new ZodPipe(requests.question)) query: Input<'question'>,
      @CurrentUser() user: AuthenticatedUser,
    ) {
      return ok(await this.sessions.question(query[sessionKey], query.questionNo, readerCallerOf(user)));
    }

    @ReleasesContent()
    @Get(paths.questionByID)
    async questionByID(
      @Query(new ZodPipe(requests.questionByID)) query: Input<'questionByID'>,
      @CurrentUser() user: AuthenticatedUser,
    ) {
      return ok(await this.sessions.questionByID(query[sessionKey], query[questionKey], readerCallerOf(user)));
    }

    @ReleasesContent()
    @Post(paths.submit)
    @HttpCode(200)
    async submit(@Body(new ZodPipe(requests.submit)) body: Input<'submit'>, @CurrentUser() user: AuthenticatedUser) {
      return ok(await this.sessions.submit(body, readerCallerOf(user)));
    }

    @Post(paths.flag)
    @HttpCode(200)
    async flag(@Body(new ZodPipe(requests.flag)) body: Input<'flag'>, @CurrentUser() user: AuthenticatedUser) {
      return ok(await this.sessions.flag(body, readerCallerOf(user)));
    }

    @Post(paths.strike)
    @HttpCode(200)
    async strike(@Body(new ZodPipe(requests.strike)) body: Input<'strike'>, @CurrentUser() user: AuthenticatedUser) {
      return ok(await this.sessions.strike(body, readerCallerOf(user)));
    }

    @Post(paths.end)
    @HttpCode(200)
    async end(@Body(new ZodPipe(requests.session)) body: Input<'session'>, @CurrentUser() user: AuthenticatedUser) {
      return ok(await this.sessions.end(body[sessionKey], readerCallerOf(user)));
    }

    @Get(paths.session)
    async session(
      @Query(new ZodPipe(requests.session)) query: Input<'session'>,
      @CurrentUser() user: AuthenticatedUser,
    ) {
      return ok(await this.sessions.session(query[sessionKey], readerCallerOf(user)));
    }

    @Post(paths.page)
    @HttpCode(200)
    async page(@Body(new ZodPipe(requests.page)) body: Input<'page'>, @CurrentUser() user: AuthenticatedUser) {
      return ok(await this.sessions.page(body.page, body.rows, readerCallerOf(user)));
    }

    @Get(paths.topics)
    async topics(@CurrentUser() user: AuthenticatedUser) {
      return ok(await this.sessions.topics(readerCallerOf(user)));
    }

    @Post(paths.facedTotal)
    @HttpCode(200)
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
