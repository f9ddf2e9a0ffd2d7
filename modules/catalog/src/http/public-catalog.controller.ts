import { Controller } from '@nestjs/common';
import { ApiPaths } from '@notebook/contracts';
import { ok, PublicCall } from '@notebook/kernel';
import { CatalogQueries } from '../queries/catalog.queries';

@Controller()
export class PublicCatalogController {
  constructor(private readonly queries: CatalogQueries) {}

  @PublicCall(ApiPaths.public.getPrimaryIndex)
  async getPrimaryIndex() {
    return ok(await this.queries.primaryIndex());
  }
}
