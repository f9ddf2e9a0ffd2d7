import { Controller, Get } from '@nestjs/common';
import { ApiPaths } from '@notebook/contracts';
import { PublicAccess, ok } from '@notebook/kernel';
import { CatalogQueries } from '../queries/catalog.queries';

@Controller()
export class PublicCatalogController {
  constructor(private readonly queries: CatalogQueries) {}

  @Get(ApiPaths.public.getPrimaryIndex)
  @PublicAccess()
  async getPrimaryIndex() {
    return ok(await this.queries.primaryIndex());
  }
}
