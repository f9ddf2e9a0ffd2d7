import { Controller } from '@nestjs/common';
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
  ok,
  ReleasesContent,
  ReaderCall,
  ValidBody,
  ValidQuery,
} from '@notebook/kernel';
import { readerCallerOf } from '@notebook/reading';
import { MockAttemptService } from '../mock-attempt.service';

const paths = ApiPaths.reader;

/**
 * A reader's mock exams (designed in the `reader/` style). Anonymous 401, admins 403, another
 * reader's attempt not found; answers after the deadline 409 with 'Time is up…'.
 */
@Controller()
export class ReaderMockExamController {
  constructor(private readonly attempts: MockAttemptService) {}

  @ReaderCall(paths.getReaderMockExams)
  async list(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.attempts.list(readerCallerOf(user)));
  }

  @ReaderCall(paths.startMockExamAttempt)
  async start(
    @ValidBody(startMockAttemptRequest) body: Input<typeof startMockAttemptRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.attempts.start(body.mockExamID, readerCallerOf(user)));
  }

  @ReaderCall(paths.getMockExamAttempt)
  async attempt(
    @ValidQuery(mockAttemptRequest) query: Input<typeof mockAttemptRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.attempts.attempt(query.mockAttemptID, readerCallerOf(user)));
  }

  @ReleasesContent()
  @ReaderCall(paths.getMockExamAttemptQuestion)
  async question(
    @ValidQuery(mockAttemptQuestionQuery) query: Input<typeof mockAttemptQuestionQuery>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.attempts.question(query.mockAttemptID, query.questionNo, readerCallerOf(user)));
  }

  @ReaderCall(paths.saveMockExamAnswer)
  async save(
    @ValidBody(saveMockAnswerRequest) body: Input<typeof saveMockAnswerRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.attempts.save(body, readerCallerOf(user)));
  }

  @ReaderCall(paths.flagMockExamQuestion)
  async flag(
    @ValidBody(flagMockQuestionRequest) body: Input<typeof flagMockQuestionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.attempts.flag(body, readerCallerOf(user)));
  }

  @ReaderCall(paths.strikeMockExamAnswer)
  async strike(
    @ValidBody(strikeMockAnswerRequest) body: Input<typeof strikeMockAnswerRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.attempts.strike(body, readerCallerOf(user)));
  }

  @ReaderCall(paths.submitMockExamAttempt)
  async submit(
    @ValidBody(mockAttemptRequest) body: Input<typeof mockAttemptRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.attempts.submit(body.mockAttemptID, readerCallerOf(user)));
  }

  @ReaderCall(paths.getMockExamAttemptResult)
  async result(
    @ValidQuery(mockAttemptRequest) query: Input<typeof mockAttemptRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.attempts.result(query.mockAttemptID, readerCallerOf(user)));
  }
}
