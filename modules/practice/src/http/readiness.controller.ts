import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiPaths, peerStatsRequest, readinessQuery } from '@notebook/contracts';
import { type Input, type AuthenticatedUser, CurrentUser, ReaderAccess, ZodPipe, ok } from '@notebook/kernel';
import { readerCallerOf } from '@notebook/reading';
import { ReadinessService } from '../readiness.service';

const paths = ApiPaths.reader;

/** Readiness (issue 14, designed calls): the reader's own accuracy, and how all readers did on questions they have answered. */
@Controller()
@ReaderAccess()
export class ReadinessController {
  constructor(private readonly readiness: ReadinessService) {}

  @Get(paths.getReaderReadiness)
  async readinessOf(
    @Query(new ZodPipe(readinessQuery)) query: Input<typeof readinessQuery>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.readiness.readinessOf(readerCallerOf(user), query.timeZone));
  }

  @Post(paths.getPracticeQuestionPeerStats)
  @HttpCode(200)
  async peerStats(
    @Body(new ZodPipe(peerStatsRequest)) body: Input<typeof peerStatsRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.readiness.peerStats(readerCallerOf(user), body.source, body.questionIDs));
  }
}
