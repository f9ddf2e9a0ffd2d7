import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import { ApiPaths, searchRequest } from '@notebook/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  PublicAccess,
  RateLimited,
  ReaderAccess,
  ZodPipe,
  ok,
} from '@notebook/kernel';
import { SearchQueries, searchViewerOf } from '../queries/search.queries';

type SearchBody = z.output<typeof searchRequest>;

/**
 * The header search and the search page. Both calls apply the same access rule to the caller; a
 * public call with a reader's token is answered for that reader. Each address may search
 * `SEARCHES_PER_MINUTE` times a minute.
 */
@Controller()
@RateLimited('search')
export class SearchController {
  constructor(private readonly queries: SearchQueries) {}

  @Post(ApiPaths.public.searchNotePublic)
  @HttpCode(200)
  @PublicAccess()
  async searchNotePublic(@Body(new ZodPipe(searchRequest)) body: SearchBody, @CurrentUser() user?: AuthenticatedUser) {
    return ok(await this.queries.search(body.searchKey, searchViewerOf(user), body));
  }

  @Post(ApiPaths.reader.searchNote)
  @HttpCode(200)
  @ReaderAccess()
  async searchNote(@Body(new ZodPipe(searchRequest)) body: SearchBody, @CurrentUser() user: AuthenticatedUser) {
    return ok(await this.queries.search(body.searchKey, searchViewerOf(user), body));
  }
}
