import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiPaths,
  kfpAttemptQuery,
  kfpCasesForTopicRequest,
  kfpDetailsQuery,
  markKfpAnswerRequest,
  startKfpAttemptRequest,
  submitKfpAnswerRequest,
} from '@notebook/contracts';
import {
  type Input,
  type AuthenticatedUser,
  CurrentUser,
  PublicAccess,
  ReaderAccess,
  ZodPipe,
  ok,
  ReleasesContent,
} from '@notebook/kernel';
import { readerCallerOf, viewerOf } from '@notebook/reading';
import { KfpPracticeService } from '../kfp-practice.service';

const paths = ApiPaths.reader;

/**
 * KFP case practice (spec section 7: public getReaderKFPCaseTopics; Reader "Webinars and KFP"; issue 14).
 * The topics are public (locked ones say so); everything else is the reader's own, by the topic's
 * reading-access rule. Calls without a toast.
 */
@Controller()
export class KfpPracticeController {
  constructor(private readonly kfp: KfpPracticeService) {}

  @Get(ApiPaths.public.getReaderKFPCaseTopics)
  @PublicAccess()
  async topics(@CurrentUser() user: AuthenticatedUser | undefined) {
    return ok(await this.kfp.topics(viewerOf(user)));
  }

  @Post(paths.getReaderActiveKFPCasesForTopic)
  @HttpCode(200)
  @ReaderAccess()
  async cases(
    @Body(new ZodPipe(kfpCasesForTopicRequest)) body: Input<typeof kfpCasesForTopicRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.kfp.casesForTopic(body.topicID, readerCallerOf(user)));
  }

  @ReleasesContent()
  @Get(paths.getReaderKFPDetails)
  @ReaderAccess()
  async details(
    @Query(new ZodPipe(kfpDetailsQuery)) query: Input<typeof kfpDetailsQuery>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.kfp.details(query.kfpCaseID, readerCallerOf(user)));
  }

  @ReleasesContent()
  @Post(paths.startKFPAttempt)
  @HttpCode(200)
  @ReaderAccess()
  async start(
    @Body(new ZodPipe(startKfpAttemptRequest)) body: Input<typeof startKfpAttemptRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.kfp.start(body.kfpCaseID, readerCallerOf(user)));
  }

  @ReleasesContent()
  @Post(paths.submitKFPAnswer)
  @HttpCode(200)
  @ReaderAccess()
  async submit(
    @Body(new ZodPipe(submitKfpAnswerRequest)) body: Input<typeof submitKfpAnswerRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.kfp.submit(body, readerCallerOf(user)));
  }

  @ReleasesContent()
  @Post(paths.markKFPAnswer)
  @HttpCode(200)
  @ReaderAccess()
  async mark(
    @Body(new ZodPipe(markKfpAnswerRequest)) body: Input<typeof markKfpAnswerRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.kfp.mark(body, readerCallerOf(user)));
  }

  @ReleasesContent()
  @Get(paths.getKFPAttempt)
  @ReaderAccess()
  async attempt(
    @Query(new ZodPipe(kfpAttemptQuery)) query: Input<typeof kfpAttemptQuery>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.kfp.attempt(query.kfpAttemptID, readerCallerOf(user)));
  }
}
