import { Controller } from '@nestjs/common';
import { ApiPaths, legalPageRequest } from '@notebook/contracts';
import { type Input, PublicCall, ReleasesContent, ValidQuery, ok } from '@notebook/kernel';
import { SiteContentQueries } from '../queries/site-content.queries';

/** The public home page's testimonials and statistics image (spec section 7, public calls), and the footer's terms and privacy pages. */
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

  /** The terms and conditions or the privacy policy (`?page=TERMS|PRIVACY`); content null until an admin saves it. */
  @ReleasesContent({ fields: ['content'] })
  @PublicCall(ApiPaths.public.getLegalPage)
  async getLegalPage(@ValidQuery(legalPageRequest) query: Input<typeof legalPageRequest>) {
    return ok(await this.queries.legalPage(query.page));
  }
}
