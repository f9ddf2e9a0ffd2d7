import { type Kysely, type Selectable, sql } from 'kysely';
import type {
  ContentStatus,
  Paged,
  Webinar,
  WebinarCategory,
  WebinarCategoryCode,
  WebinarResource,
} from '@notebook/contracts';
import type { WebinarCategoryFields } from '../categories/webinar-category.events';
import { pagedRows } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';

/** A list's filters: a category, a period of starts [startsFrom, startsBefore), a page. */
export type WebinarFilter = {
  page: number;
  rows: number;
  webinarCategoryID?: string;
  startsFrom?: string;
  startsBefore?: string;
};
/** Past: over by `now`, newest first; upcoming: not over yet (a live one included), soonest first. */
export type WebinarTiming = { when: 'past' | 'upcoming'; now: Date };

const endsAt = sql<Date>`w.starts_at + make_interval(mins => w.duration_minutes)`;

/** Reads of the webinars read model. */
export class WebinarQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every category in display order, or the one asked for. */
  async categories(webinarCategoryID?: string): Promise<WebinarCategory[]> {
    let query = this.db.selectFrom('webinar_category').selectAll();
    if (webinarCategoryID) query = query.where('webinar_category_id', '=', webinarCategoryID);
    const rows = await query
      .orderBy('display_order')
      .orderBy(sql`document->>'categoryName'`)
      .execute();
    return rows.map(toCategory);
  }

  async category(webinarCategoryID: string): Promise<WebinarCategory | undefined> {
    return (await this.categories(webinarCategoryID))[0];
  }

  /** The webinar using a banner slug, if any. */
  async webinarIDWithSlug(bannerSlug: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('webinar')
      .select('webinar_id')
      .where('banner_slug', '=', bannerSlug)
      .executeTakeFirst();
    return row?.webinar_id;
  }

  /** The admins' list: every webinar of any status, newest start first. */
  async adminPage(filter: WebinarFilter & { status?: ContentStatus }): Promise<Paged<Webinar>> {
    let query = this.filtered(filter);
    if (filter.status) query = query.where('w.status', '=', filter.status);
    const page = await pagedRows(
      query,
      (filtered) => newestFirst(withColumns(filtered), 'desc'),
      filter,
      (row) => row,
    );
    return { pageData: await this.withResources(page.pageData), totalNoOfRecords: page.totalNoOfRecords };
  }

  /** One webinar of any status (admins). */
  async webinar(webinarID: string): Promise<Webinar | undefined> {
    const row = await withColumns(this.withCategory()).where('w.webinar_id', '=', webinarID).executeTakeFirst();
    return row && (await this.withResources([row]))[0];
  }

  /** What the public and readers list: active webinars of active categories, past or upcoming. */
  async listed(filter: WebinarFilter, { when, now }: WebinarTiming): Promise<Paged<Webinar>> {
    const query = this.shown(this.filtered(filter)).where(endsAt, when === 'past' ? '<=' : '>', now);
    const order = when === 'past' ? 'desc' : 'asc';
    const page = await pagedRows(
      query,
      (filtered) => newestFirst(withColumns(filtered), order),
      filter,
      (row) => row,
    );
    return { pageData: await this.withResources(page.pageData), totalNoOfRecords: page.totalNoOfRecords };
  }

  /** One listed webinar, by its id or its banner slug. */
  async listedWebinar(by: { webinarID?: string; bannerSlug?: string }): Promise<Webinar | undefined> {
    const query = this.shown(this.withCategory());
    const found = by.webinarID
      ? query.where('w.webinar_id', '=', by.webinarID)
      : query.where('w.banner_slug', '=', by.bannerSlug ?? '');
    const row = await withColumns(found).executeTakeFirst();
    return row && (await this.withResources([row]))[0];
  }

  /** A PDF of the webinar, by its stored name. */
  async resource(webinarID: string, resourceName: string): Promise<WebinarResource | undefined> {
    const row = await this.db
      .selectFrom('webinar_resource')
      .selectAll()
      .where('webinar_id', '=', webinarID)
      .where('resource_name', '=', resourceName)
      .executeTakeFirst();
    return row && toResource(row);
  }

  /** Which of these plans and groups do not exist. */
  async unknownAudience(pricingPlanIDs: readonly string[], readerGroupIDs: readonly string[]) {
    const ids = [...pricingPlanIDs, ...readerGroupIDs];
    const known = ids.length
      ? await this.db
          .selectFrom('webinar_audience_choice')
          .select(['choice_id', 'kind'])
          .where('choice_id', 'in', ids)
          .execute()
      : [];
    const missing = (wanted: readonly string[], kind: 'PLAN' | 'GROUP') =>
      wanted.filter((id) => !known.some((row) => row.choice_id === id && row.kind === kind));
    return { unknownPlanIDs: missing(pricingPlanIDs, 'PLAN'), unknownGroupIDs: missing(readerGroupIDs, 'GROUP') };
  }

  /** The reader groups a reader is in (none when identity never grouped them). */
  async readerGroupsOf(readerID: string): Promise<string[]> {
    const row = await this.db
      .selectFrom('webinar_reader')
      .select('reader_group_ids')
      .where('reader_id', '=', readerID)
      .executeTakeFirst();
    return row?.reader_group_ids ?? [];
  }

  /** The webinars with their PDFs, oldest upload first, in one query for the lot. */
  private async withResources(rows: WebinarRow[]): Promise<Webinar[]> {
    if (!rows.length) return [];
    const resources = await this.db
      .selectFrom('webinar_resource')
      .selectAll()
      .where(
        'webinar_id',
        'in',
        rows.map((row) => row.webinar_id),
      )
      .orderBy('uploaded_at')
      .orderBy('resource_name')
      .execute();
    return rows.map((row) =>
      toWebinar(row, resources.filter((resource) => resource.webinar_id === row.webinar_id).map(toResource)),
    );
  }

  private withCategory() {
    return this.db
      .selectFrom('webinar as w')
      .innerJoin('webinar_category as c', 'c.webinar_category_id', 'w.webinar_category_id');
  }

  private filtered(filter: WebinarFilter) {
    let query = this.withCategory();
    if (filter.webinarCategoryID) query = query.where('w.webinar_category_id', '=', filter.webinarCategoryID);
    if (filter.startsFrom) query = query.where('w.starts_at', '>=', new Date(filter.startsFrom));
    if (filter.startsBefore) query = query.where('w.starts_at', '<', new Date(filter.startsBefore));
    return query;
  }

  private shown(query: ReturnType<WebinarQueries['withCategory']>) {
    return query.where('w.status', '=', 'ACT').where('c.status', '=', 'ACT');
  }
}

function withColumns(query: ReturnType<WebinarQueries['withCategory']>) {
  return query.selectAll('w').select('c.document as category');
}

/** By start (`desc`: newest first), then by id so a page never shifts. */
function newestFirst<Q extends ReturnType<typeof withColumns>>(query: Q, direction: 'asc' | 'desc') {
  return query.orderBy('w.starts_at', direction).orderBy('w.webinar_id');
}

type WebinarRow = Selectable<Database['webinar']> & { category: WebinarCategoryFields };

function toWebinar({ document, category, ...row }: WebinarRow, resources: WebinarResource[]): Webinar {
  const { categoryName, categoryCode, categoryType } = category;
  const { audiencePricingPlanIDs = [], audienceReaderGroupIDs = [], ...details } = document;
  return {
    webinarID: row.webinar_id,
    ...details,
    categoryName,
    categoryCode: categoryCode as WebinarCategoryCode,
    categoryType,
    startsAt: row.starts_at.toISOString(),
    endsAt: new Date(row.starts_at.getTime() + row.duration_minutes * 60_000).toISOString(),
    status: row.status,
    audience: { pricingPlanIDs: audiencePricingPlanIDs, readerGroupIDs: audienceReaderGroupIDs },
    resources,
    resourceCount: resources.length,
  };
}

function toResource(row: Selectable<Database['webinar_resource']>): WebinarResource {
  return {
    resourceName: row.resource_name,
    title: row.title,
    sizeBytes: row.size_bytes,
    uploadedAt: row.uploaded_at.toISOString(),
  };
}

function toCategory(row: Selectable<Database['webinar_category']>): WebinarCategory {
  const { categoryCode, ...fields } = row.document;
  return {
    webinarCategoryID: row.webinar_category_id,
    ...fields,
    categoryCode: categoryCode as WebinarCategoryCode,
    status: row.status,
  };
}
