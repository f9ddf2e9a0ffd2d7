import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiPaths,
  flagMockQuestionRequest,
  mockAttemptQuestionQuery,
  mockAttemptRequest,
  saveMockAnswerRequest,
  startMockAttemptRequest,
  strikeMockAnswerRequest,
} from '@notebook/contracts';
import {
  type Input,
  type AuthenticatedUser,
  CurrentUser,
  ReaderAccess,
  ZodPipe,
  ok,
  ReleasesContent,
} from '@notebook/kernel';
import { readerCallerOf } from '@notebook/reading';
import { MockAttemptService } from '../mock-attempt.service';

const paths = ApiPaths.reader;

/**
 * A reader's mock exams (designed in the `reader/` style). Anonymous 401, admins 403, another
 * reader's attempt not found; answers after the deadline 409 with 'Time is up…'.
 */
@Controller()
@ReaderAccess()
export class ReaderMockExamController {
  constructor(private readonly attempts: MockAttemptService) {}

  @Post(paths.getReaderMockExams)
  @HttpCode(200)
  async list(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.attempts.list(readerCallerOf(user)));
  }

  @Post(paths.startMockExamAttempt)
  @HttpCode(200)
  async start(
    @Body(new ZodPipe(startMockAttemptRequest)) body: Input<typeof startMockAttemptRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.attempts.start(body.mockExamID, readerCallerOf(user)));
  }

  @Get(paths.getMockExamAttempt)
  async attempt(
    @Query(new ZodPipe(mockAttemptRequest)) query: Input<typeof mockAttemptRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.attempts.attempt(query.mockAttemptID, readerCallerOf(user)));
  }

  @ReleasesContent()
  @Get(paths.getMockExamAttemptQuestion)
  async question(
    @Query(new ZodPipe(mockAttemptQuestionQuery)) query: Input<typeof mockAttemptQuestionQuery>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.attempts.question(query.mockAttemptID, query.questionNo, readerCallerOf(user)));
  }

  @Post(paths.saveMockExamAnswer)
  @HttpCode(200)
  async save(
    @Body(new ZodPipe(saveMockAnswerRequest)) body: Input<typeof saveMockAnswerRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.attempts.save(body, readerCallerOf(user)));
  }

  @Post(paths.flagMockExamQuestion)
  @HttpCode(200)
  async flag(
    @Body(new ZodPipe(flagMockQuestionRequest)) body: Input<typeof flagMockQuestionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.attempts.flag(body, readerCallerOf(user)));
  }

  @Post(paths.strikeMockExamAnswer)
  @HttpCode(200)
  async strike(
    @Body(new ZodPipe(strikeMockAnswerRequest)) body: Input<typeof strikeMockAnswerRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.attempts.strike(body, readerCallerOf(user)));
  }

  @Post(paths.submitMockExamAttempt)
  @HttpCode(200)
  async submit(
    @Body(new ZodPipe(mockAttemptRequest)) body: Input<typeof mockAttemptRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.attempts.submit(body.mockAttemptID, readerCallerOf(user)));
  }

  @Get(paths.getMockExamAttemptResult)
  async result(
    @Query(new ZodPipe(mockAttemptRequest)) query: Input<typeof mockAttemptRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.attempts.result(query.mockAttemptID, readerCallerOf(user)));
  }
}
