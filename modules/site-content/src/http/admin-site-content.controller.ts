import { Body, Controller } from '@nestjs/common';
import {
  ApiPaths,
  Messages,
  Privileges,
  saveLegalPageRequest,
  saveSeoRequest,
  saveTestimonialRequest,
  testimonialIdRequest,
} from '@notebook/contracts';
import {
  type AuthenticatedUser,
  type Input,
  AdminCall,
  CurrentUser,
  ReleasesContent,
  ValidBody,
  actorOf,
  ok,
} from '@notebook/kernel';
import { SiteContentQueries } from '../queries/site-content.queries';
import { SiteContentService } from '../site-content.service';

const { testimonial, contactUs, statistics, seo } = Privileges;

/**
 * /admin/testimonial, /admin/statistics and /admin/config/seo (spec section 6: the testimonial list
 * needs "contact us view", its add/edit "testimonial add/edit"; statistics "view or add/edit"; SEO
 * "view/add-edit"). The footer's terms and privacy pages have no code of their own in the spec: they are
 * public pages' words, kept under the SEO codes (view reads, add/edit saves).
 */
@Controller()
export class AdminSiteContentController {
  constructor(
    private readonly siteContent: SiteContentService,
    private readonly queries: SiteContentQueries,
  ) {}

  @ReleasesContent({ fields: ['photoURI'] })
  @AdminCall(ApiPaths.adminTestimonial.getTestimonials, [contactUs.view, testimonial.addEdit])
  async getTestimonials() {
    return ok(await this.queries.testimonials());
  }

  @ReleasesContent({ fields: ['photoURI'] })
  @AdminCall(ApiPaths.adminTestimonial.getTestimonialByID, [contactUs.view, testimonial.addEdit])
  async getTestimonialByID(@ValidBody(testimonialIdRequest) body: Input<typeof testimonialIdRequest>) {
    return ok(await this.siteContent.testimonial(body.testimonialID));
  }

  @ReleasesContent({ fields: ['photoURI'] })
  @AdminCall(ApiPaths.adminTestimonial.saveUpdateTestimonial, testimonial.addEdit)
  async saveUpdateTestimonial(
    @ValidBody(saveTestimonialRequest) body: Input<typeof saveTestimonialRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.siteContent.saveTestimonial(body, actorOf(user)), Messages.successfullySaved);
  }

  /** A testimonial's photo, the raw image as the body; the form saves the URL with the testimonial. */
  @ReleasesContent({ fields: ['url'] })
  @AdminCall(ApiPaths.adminTestimonial.uploadTestimonialPhoto, testimonial.addEdit)
  async uploadTestimonialPhoto(@Body() body: unknown) {
    return ok(await this.siteContent.uploadTestimonialPhoto(body), Messages.successfullyUploaded);
  }

  @ReleasesContent({ fields: ['imageURI'] })
  @AdminCall(ApiPaths.adminStatistics.getStatisticsImage, [statistics.view, statistics.addEdit])
  async getStatisticsImage() {
    return ok(await this.queries.statisticsImage());
  }

  /** The raw image as the body (see reading's upload parser, which takes it for this route only). */
  @ReleasesContent({ fields: ['imageURI'] })
  @AdminCall(ApiPaths.adminStatistics.uploadStatisticsImage, statistics.addEdit)
  async uploadStatisticsImage(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser) {
    return ok(await this.siteContent.uploadStatisticsImage(body, actorOf(user)), Messages.successfullyUploaded);
  }

  @AdminCall(ApiPaths.adminSeo.getSeoPages, [seo.view, seo.addEdit])
  async getSeoPages() {
    return ok(await this.queries.seoPages());
  }

  @AdminCall(ApiPaths.adminSeo.saveUpdateSeo, seo.addEdit)
  async saveUpdateSeo(
    @ValidBody(saveSeoRequest) body: Input<typeof saveSeoRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.siteContent.saveSeo(body, actorOf(user)), Messages.successfullySaved);
  }

  @ReleasesContent({ fields: ['content'] })
  @AdminCall(ApiPaths.adminSiteContent.getLegalPages, [seo.view, seo.addEdit])
  async getLegalPages() {
    return ok(await this.queries.legalPages());
  }

  @ReleasesContent({ fields: ['content'] })
  @AdminCall(ApiPaths.adminSiteContent.saveLegalPage, seo.addEdit)
  async saveLegalPage(
    @ValidBody(saveLegalPageRequest) body: Input<typeof saveLegalPageRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.siteContent.saveLegalPage(body, actorOf(user)), Messages.successfullySaved);
  }
}
