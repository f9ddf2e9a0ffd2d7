import {
  Messages,
  type Paged,
  type PublicWebinar,
  type PublicWebinarCategory,
  type ReaderWebinar,
  type Webinar,
} from '@notebook/contracts';
import { type Clock, ForbiddenError, NotFoundError } from '@notebook/kernel';
import type { UserDirectory } from '@notebook/identity';
import { type PdfDownload, type PdfStore, type Viewer, onAPlan, planStandingOf } from '@notebook/reading';
import type { WebinarFilter, WebinarQueries, WebinarTiming } from '../queries/webinar.queries';
import { openResource } from './webinar-resources';
import { type AudienceMember, joinRefusal, publicWebinar, readerWebinar } from './webinar.views';

type When = WebinarTiming['when'];
type WebinarRef = { webinarID?: string; bannerSlug?: string };

const NOT_A_MEMBER: AudienceMember = { onAPlan: false, pricingPlanID: null, readerGroupIDs: [] };

/**
 * What the public and readers see of the active webinars: past and upcoming lists and one webinar's
 * page. The links and PDFs go only to a reader on a plan, as the reading-access policy says
 * (`onAPlan`), who is in the webinar's audience (`joinRefusal`).
 */
export class WebinarListings {
  constructor(
    private readonly queries: WebinarQueries,
    private readonly clock: Clock,
    private readonly users: UserDirectory,
    private readonly store: PdfStore,
  ) {}

  /** The active categories, in display order: what the reading pages filter by. */
  async publicCategories(): Promise<PublicWebinarCategory[]> {
    const categories = await this.queries.categories();
    return categories
      .filter((category) => category.status === 'ACT')
      .map(({ webinarCategoryID, categoryType, categoryCode, categoryName }) => ({
        webinarCategoryID,
        categoryType,
        categoryCode,
        categoryName,
      }));
  }

  async publicList(filter: WebinarFilter, when: When): Promise<Paged<PublicWebinar>> {
    return this.list(filter, when, publicWebinar);
  }

  async readerList(filter: WebinarFilter, when: When, viewer: Viewer): Promise<Paged<ReaderWebinar>> {
    const now = this.clock.now();
    const member = await this.memberOf(viewer);
    return this.list(
      filter,
      when,
      (webinar) => readerWebinar(webinar, joinRefusal(webinar.audience, member), now),
      now,
    );
  }

  async publicDetails(ref: WebinarRef): Promise<PublicWebinar> {
    return publicWebinar(await this.listedWebinar(ref));
  }

  async readerDetails(ref: WebinarRef, viewer: Viewer): Promise<ReaderWebinar> {
    const webinar = await this.listedWebinar(ref);
    return readerWebinar(webinar, joinRefusal(webinar.audience, await this.memberOf(viewer)), this.clock.now());
  }

  /** reader/getReaderWebinarResourcePDF: a PDF of a listed webinar, for a reader who may join it (403 saying why otherwise). */
  async readerPdf(ref: { webinarID: string; resourceName: string }, viewer: Viewer): Promise<PdfDownload> {
    const webinar = await this.listedWebinar(ref);
    const refusal = joinRefusal(webinar.audience, await this.memberOf(viewer));
    if (refusal === 'PLAN_REQUIRED') throw new ForbiddenError(Messages.webinarPlanRequired);
    if (refusal === 'NOT_IN_AUDIENCE') throw new ForbiddenError(Messages.webinarNotInAudience);
    return openResource(this.queries, this.store, webinar.webinarID, ref.resourceName);
  }

  /**
   * The reader as an audience sees them: on a plan or not, the plan (the identity module's row of
   * their subscription, through its UserDirectory) and their groups (this module's copy of identity's
   * events). Nobody's plan or groups are looked up when they are on no plan.
   */
  private async memberOf(viewer: Viewer): Promise<AudienceMember> {
    if (viewer.readerID === null || !onAPlan(planStandingOf(viewer))) return NOT_A_MEMBER;
    const [subscription, readerGroupIDs] = await Promise.all([
      this.users.subscriptionColumns(viewer.readerID),
      this.queries.readerGroupsOf(viewer.readerID),
    ]);
    return { onAPlan: true, pricingPlanID: viewer.pricingPlanID ?? subscription.pricing_plan_id, readerGroupIDs };
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
