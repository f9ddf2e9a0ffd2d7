import { Controller } from '@nestjs/common';
import { ApiPaths, peerStatsRequest, readinessQuery } from '@notebook/contracts';
import {
  type Input,
  type AuthenticatedUser,
  CurrentUser,
  ok,
  ReaderCall,
  ValidBody,
  ValidQuery,
} from '@notebook/kernel';
import { readerCallerOf } from '@notebook/reading';
import { ReadinessService } from '../readiness.service';

const paths = ApiPaths.reader;

/** Readiness (issue 14, designed calls): the reader's own accuracy, and how all readers did on questions they have answered. */
@Controller()
export class ReadinessController {
  constructor(private readonly readiness: ReadinessService) {}

  @ReaderCall(paths.getReaderReadiness)
  async readinessOf(
    @ValidQuery(readinessQuery) query: Input<typeof readinessQuery>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.readiness.readinessOf(readerCallerOf(user), query.timeZone));
  }

  @ReaderCall(paths.getPracticeQuestionPeerStats)
  async peerStats(
    @ValidBody(peerStatsRequest) body: Input<typeof peerStatsRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.readiness.peerStats(readerCallerOf(user), body.source, body.questionIDs));
  }
}
