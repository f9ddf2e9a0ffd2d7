import { Messages, type Paged, type PublicWebinar, type ReaderWebinar, type Webinar } from '@notebook/contracts';
import { type Clock, NotFoundError } from '@notebook/kernel';
import { type Viewer, onAPlan, planStandingOf } from '@notebook/reading';
import type { WebinarFilter, WebinarQueries, WebinarTiming } from '../queries/webinar.queries';
import { publicWebinar, readerWebinar } from './webinar.views';

type When = WebinarTiming['when'];
type WebinarRef = { webinarID?: string; bannerSlug?: string };

/**
 * What the public and readers see of the active webinars: past and upcoming lists and one webinar's
 * page. The links go only to a reader on a plan, as the reading-access policy says (`onAPlan`).
 */
export class WebinarListings {
  constructor(
    private readonly queries: WebinarQueries,
    private readonly clock: Clock,
  ) {}

  async publicList(filter: WebinarFilter, when: When): Promise<Paged<PublicWebinar>> {
    return this.list(filter, when, publicWebinar);
  }

  async readerList(filter: WebinarFilter, when: When, viewer: Viewer): Promise<Paged<ReaderWebinar>> {
    const now = this.clock.now();
    return this.list(filter, when, (webinar) => readerWebinar(webinar, onAPlan(planStandingOf(viewer)), now), now);
  }

  async publicDetails(ref: WebinarRef): Promise<PublicWebinar> {
    return publicWebinar(await this.listedWebinar(ref));
  }

  async readerDetails(ref: WebinarRef, viewer: Viewer): Promise<ReaderWebinar> {
    return readerWebinar(await this.listedWebinar(ref), onAPlan(planStandingOf(viewer)), this.clock.now());
  }

  private async list<T>(filter: WebinarFilter, when: When, shown: (webinar: Webinar) => T, now = this.clock.now()) {
    const found = await this.queries.listed(filter, { when, now });
    return { pageData: found.pageData.map(shown), totalNoOfRecords: found.totalNoOfRecords };
  }

  private async listedWebinar(ref: WebinarRef): Promise<Webinar> {
    const webinar = await this.queries.listedWebinar(ref);
    if (!webinar) throw new NotFoundError(Messages.webinarNotFound, 'webinarID');
    return webinar;
  }
}
