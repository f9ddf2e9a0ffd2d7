import { Controller } from '@nestjs/common';
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
  ok,
  ReleasesContent,
  PublicCall,
  ReaderCall,
  ValidBody,
  ValidQuery,
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

  @PublicCall(ApiPaths.public.getReaderKFPCaseTopics)
  async topics(@CurrentUser() user: AuthenticatedUser | undefined) {
    return ok(await this.kfp.topics(viewerOf(user)));
  }

  @ReaderCall(paths.getReaderActiveKFPCasesForTopic)
  async cases(
    @ValidBody(kfpCasesForTopicRequest) body: Input<typeof kfpCasesForTopicRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.kfp.casesForTopic(body.topicID, readerCallerOf(user)));
  }

  @ReleasesContent()
  @ReaderCall(paths.getReaderKFPDetails)
  async details(
    @ValidQuery(kfpDetailsQuery) query: Input<typeof kfpDetailsQuery>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.kfp.details(query.kfpCaseID, readerCallerOf(user)));
  }

  @ReleasesContent()
  @ReaderCall(paths.startKFPAttempt)
  async start(
    @ValidBody(startKfpAttemptRequest) body: Input<typeof startKfpAttemptRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.kfp.start(body.kfpCaseID, readerCallerOf(user)));
  }

  @ReleasesContent()
  @ReaderCall(paths.submitKFPAnswer)
  async submit(
    @ValidBody(submitKfpAnswerRequest) body: Input<typeof submitKfpAnswerRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.kfp.submit(body, readerCallerOf(user)));
  }

  @ReleasesContent()
  @ReaderCall(paths.markKFPAnswer)
  async mark(
    @ValidBody(markKfpAnswerRequest) body: Input<typeof markKfpAnswerRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.kfp.mark(body, readerCallerOf(user)));
  }

  @ReleasesContent()
  @ReaderCall(paths.getKFPAttempt)
  async attempt(
    @ValidQuery(kfpAttemptQuery) query: Input<typeof kfpAttemptQuery>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.kfp.attempt(query.kfpAttemptID, readerCallerOf(user)));
  }
}
