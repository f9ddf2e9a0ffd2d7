import { Controller, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiPaths, webinarDetailsRequest, webinarListRequest, webinarResourceRequest } from '@notebook/contracts';
import {
  type Input,
  type AuthenticatedUser,
  CurrentUser,
  ok,
  PublicCall,
  ReaderCall,
  ValidBody,
  ValidQuery,
} from '@notebook/kernel';
import { pdfAttachment, viewerOf } from '@notebook/reading';
import { WebinarListings } from '../webinars/webinar-listings';

const { public: publicPaths, reader: readerPaths } = ApiPaths;
type ListRequest = Input<typeof webinarListRequest>;
type DetailsRequest = Input<typeof webinarDetailsRequest>;

/**
 * The webinars pages (spec section 7): anyone sees the past and next webinars and one webinar's
 * details; a signed-in reader's calls add the join link or the recording and the PDFs, for a reader
 * on a plan in the webinar's audience, who alone may download them.
 */
@Controller()
export class WebinarController {
  constructor(private readonly listings: WebinarListings) {}

  @PublicCall(publicPaths.getReaderWebinarsPublic)
  async pastPublic(@ValidBody(webinarListRequest) body: ListRequest) {
    return ok(await this.listings.publicList(body, 'past'));
  }

  @PublicCall(publicPaths.getNextWebinarsPublic)
  async nextPublic(@ValidBody(webinarListRequest) body: ListRequest) {
    return ok(await this.listings.publicList(body, 'upcoming'));
  }

  @PublicCall(publicPaths.getWebinarCategoriesPublic)
  async categoriesPublic() {
    return ok(await this.listings.publicCategories());
  }

  @PublicCall(publicPaths.getWebinarDetails)
  async detailsPublic(@ValidQuery(webinarDetailsRequest) query: DetailsRequest) {
    return ok(await this.listings.publicDetails(query));
  }

  @ReaderCall(readerPaths.getReaderWebinars)
  async past(@ValidBody(webinarListRequest) body: ListRequest, @CurrentUser() user: AuthenticatedUser) {
    return ok(await this.listings.readerList(body, 'past', viewerOf(user)));
  }

  @ReaderCall(readerPaths.getReaderNextWebinars)
  async next(@ValidBody(webinarListRequest) body: ListRequest, @CurrentUser() user: AuthenticatedUser) {
    return ok(await this.listings.readerList(body, 'upcoming', viewerOf(user)));
  }

  @ReaderCall(readerPaths.getReaderWebinar)
  async details(@ValidBody(webinarDetailsRequest) body: DetailsRequest, @CurrentUser() user: AuthenticatedUser) {
    return ok(await this.listings.readerDetails(body, viewerOf(user)));
  }

  @ReaderCall(readerPaths.getReaderWebinarResourcePDF)
  async resourcePdf(
    @ValidBody(webinarResourceRequest) body: Input<typeof webinarResourceRequest>,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return pdfAttachment(await this.listings.readerPdf(body, viewerOf(user)), reply);
  }
}
