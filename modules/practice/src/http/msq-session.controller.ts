import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  ApiPaths,
  createMsqSessionRequest,
  flagMsqQuestionRequest,
  msqSessionQuestionByIdQuery,
  msqSessionQuestionQuery,
  msqSessionRequest,
  pagedMsqSessionsRequest,
  strikeMsqAnswerRequest,
  submitMsqAnswerRequest,
} from '@notebook/contracts';
import { type AuthenticatedUser, CurrentUser, ReaderAccess, ZodPipe, ok, ReleasesContent } from '@notebook/kernel';
import { readerCallerOf } from '@notebook/reading';
import { MsqSessionService } from '../msq-session.service';

type Input<S extends z.ZodType> = z.output<S>;
const paths = ApiPaths.reader;

/**
 * A reader's KFP(MSQ) practice sessions (designed in the style of spec section 7's "AKT sessions";
 * issue 14). As AKT: anonymous 401, admins 403, another reader's session not found, no toast.
 */
@Controller()
@ReaderAccess()
export class MsqSessionController {
  constructor(private readonly sessions: MsqSessionService) {}

  @Post(paths.createReaderMSQSession)
  @HttpCode(200)
  async create(
    @Body(new ZodPipe(createMsqSessionRequest)) body: Input<typeof createMsqSessionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sessions.create(body, readerCallerOf(user)));
  }

  @ReleasesContent()
  @Get(paths.getMSQSessionQuestion)
  async question(
    @Query(new ZodPipe(msqSessionQuestionQuery)) query: Input<typeof msqSessionQuestionQuery>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sessions.question(query.msqSessionID, query.questionNo, readerCallerOf(user)));
  }

  @ReleasesContent()
  @Get(paths.getMSQQuestionByID)
  async questionByID(
    @Query(new ZodPipe(msqSessionQuestionByIdQuery)) query: Input<typeof msqSessionQuestionByIdQuery>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sessions.questionByID(query.msqSessionID, query.msqQuestionID, readerCallerOf(user)));
  }

  @ReleasesContent()
  @Post(paths.submitMsqAnswer)
  @HttpCode(200)
  async submit(
    @Body(new ZodPipe(submitMsqAnswerRequest)) body: Input<typeof submitMsqAnswerRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sessions.submit(body, readerCallerOf(user)));
  }

  @Post(paths.flagMSQQuestion)
  @HttpCode(200)
  async flag(
    @Body(new ZodPipe(flagMsqQuestionRequest)) body: Input<typeof flagMsqQuestionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sessions.flag(body, readerCallerOf(user)));
  }

  @Post(paths.strikeMSQAnswer)
  @HttpCode(200)
  async strike(
    @Body(new ZodPipe(strikeMsqAnswerRequest)) body: Input<typeof strikeMsqAnswerRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sessions.strike(body, readerCallerOf(user)));
  }

  @Post(paths.endMSQSession)
  @HttpCode(200)
  async end(
    @Body(new ZodPipe(msqSessionRequest)) body: Input<typeof msqSessionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sessions.end(body.msqSessionID, readerCallerOf(user)));
  }

  @Get(paths.getMSQSession)
  async session(
    @Query(new ZodPipe(msqSessionRequest)) query: Input<typeof msqSessionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sessions.session(query.msqSessionID, readerCallerOf(user)));
  }

  @Post(paths.getPagedMSQSession)
  @HttpCode(200)
  async page(
    @Body(new ZodPipe(pagedMsqSessionsRequest)) body: Input<typeof pagedMsqSessionsRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.sessions.page(body.page, body.rows, readerCallerOf(user)));
  }

  @Get(paths.getMSQPracticeTopics)
  async topics(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.sessions.topics(readerCallerOf(user)));
  }

  @Post(paths.getFacedTotalMSQQuestionCount)
  @HttpCode(200)
  async facedTotal(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.sessions.facedTotal(readerCallerOf(user)));
  }
}
