import { Controller } from '@nestjs/common';
import type { z } from 'zod';
import { ApiPaths, searchRequest } from '@notebook/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  RateLimited,
  ok,
  PublicCall,
  ReaderCall,
  ValidBody,
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

  @PublicCall(ApiPaths.public.searchNotePublic)
  async searchNotePublic(@ValidBody(searchRequest) body: SearchBody, @CurrentUser() user?: AuthenticatedUser) {
    return ok(await this.queries.search(body.searchKey, searchViewerOf(user), body));
  }

  @ReaderCall(ApiPaths.reader.searchNote)
  async searchNote(@ValidBody(searchRequest) body: SearchBody, @CurrentUser() user: AuthenticatedUser) {
    return ok(await this.queries.search(body.searchKey, searchViewerOf(user), body));
  }
}
