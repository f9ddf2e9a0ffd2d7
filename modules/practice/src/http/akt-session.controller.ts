import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  ApiPaths,
  aktSessionQuestionByIdQuery,
  aktSessionQuestionQuery,
  aktSessionRequest,
  createAktSessionRequest,
  flagAktQuestionRequest,
  pagedAktSessionsRequest,
  strikeAktAnswerRequest,
  submitAktAnswerRequest,
} from '@notebook/contracts';
import { type AuthenticatedUser, CurrentUser, ReaderAccess, ZodPipe, ok, ReleasesContent } from '@notebook/kernel';
import { readerCallerOf } from '@notebook/reading';
import { AktSessionService } from '../akt-session.service';

type Input<S extends z.ZodType> = z.output<S>;
const paths = ApiPaths.reader;

/**
 * A reader's AKT practice sessions (spec section 7, "AKT sessions"; issue 14). Calls without a toast
 * (spec section 8). Anonymous callers get 401, admins 403; another reader's session is not found.
 */
@Controller()
@ReaderAccess()
export class AktSessionController {
  constructor(private readonly sessions: AktSessionService) {}

  @Post(paths.createReaderAKTSession)
  @HttpCode(200)
  async create(
    @Body(new ZodPipe(createAktSessionRequest)) body: Input<typeof createAktSessionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sessions.create(body, readerCallerOf(user)));
  }

  @ReleasesContent()
  @Get(paths.getAKTSessionQuestion)
  async question(
    @Query(new ZodPipe(aktSessionQuestionQuery)) query: Input<typeof aktSessionQuestionQuery>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sessions.question(query.aktSessionID, query.questionNo, readerCallerOf(user)));
  }

  @ReleasesContent()
  @Get(paths.getAKTQuestionByID)
  async questionByID(
    @Query(new ZodPipe(aktSessionQuestionByIdQuery)) query: Input<typeof aktSessionQuestionByIdQuery>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sessions.questionByID(query.aktSessionID, query.aktQuestionID, readerCallerOf(user)));
  }

  @ReleasesContent()
  @Post(paths.submitAktAnswer)
  @HttpCode(200)
  async submit(
    @Body(new ZodPipe(submitAktAnswerRequest)) body: Input<typeof submitAktAnswerRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sessions.submit(body, readerCallerOf(user)));
  }

  @Post(paths.flagAKTQuestion)
  @HttpCode(200)
  async flag(
    @Body(new ZodPipe(flagAktQuestionRequest)) body: Input<typeof flagAktQuestionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sessions.flag(body, readerCallerOf(user)));
  }

  @Post(paths.strikeAKTAnswer)
  @HttpCode(200)
  async strike(
    @Body(new ZodPipe(strikeAktAnswerRequest)) body: Input<typeof strikeAktAnswerRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sessions.strike(body, readerCallerOf(user)));
  }

  @Post(paths.endAKTSession)
  @HttpCode(200)
  async end(
    @Body(new ZodPipe(aktSessionRequest)) body: Input<typeof aktSessionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sessions.end(body.aktSessionID, readerCallerOf(user)));
  }

  @Get(paths.getAKTSession)
  async session(
    @Query(new ZodPipe(aktSessionRequest)) query: Input<typeof aktSessionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sessions.session(query.aktSessionID, readerCallerOf(user)));
  }

  @Post(paths.getPagedAKTSession)
  @HttpCode(200)
  async page(
    @Body(new ZodPipe(pagedAktSessionsRequest)) body: Input<typeof pagedAktSessionsRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sessions.page(body.page, body.rows, readerCallerOf(user)));
  }

  @Get(paths.getAKTPracticeTopics)
  async topics(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.sessions.topics(readerCallerOf(user)));
  }

  @Post(paths.getFacedTotalAKTQuestionCount)
  @HttpCode(200)
  async facedTotal(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.sessions.facedTotal(readerCallerOf(user)));
  }
}
