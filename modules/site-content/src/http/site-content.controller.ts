import { Controller } from '@nestjs/common';
import { ApiPaths } from '@notebook/contracts';
import { PublicCall, ReleasesContent, ok } from '@notebook/kernel';
import { SiteContentQueries } from '../queries/site-content.queries';

/** The public home page's testimonials and statistics image (spec section 7, public calls). */
@Controller()
export class SiteContentController {
  constructor(private readonly queries: SiteContentQueries) {}

  @ReleasesContent({ fields: ['photoURI'] })
  @PublicCall(ApiPaths.public.getTestimonialList)
  async getTestimonialList() {
    return ok(await this.queries.activeTestimonials());
  }

  /** The image's URL is signed on the way out (editor images are served only by signed URLs). */
  @ReleasesContent({ fields: ['imageURI'] })
  @PublicCall(ApiPaths.public.getStatisticsImageURI)
  async getStatisticsImageURI() {
    return ok(await this.queries.statisticsImage());
  }
}
