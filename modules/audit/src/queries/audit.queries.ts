import type { Kysely } from 'kysely';
import {
  type AuditActor,
  type AuditActorType,
  type AuditEntry,
  type AuditFilter,
  type Paged,
  auditRangeEnd,
  auditRangeStart,
} from '@notebook/contracts';
import { pagedRows } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';

/** What an actor is called when no person is behind them (jobs, visitors), or before their name is known. */
function displayName(actorID: string, actorType: string, name: string | null): string {
  if (name) return name;
  if (actorType === 'SYSTEM') return 'System';
  if (actorType === 'VISITOR') return 'Visitor';
  return actorID;
}

type EntryRow = Database['audit_entry'] & { actor_name: string | null };

const toEntry = (row: EntryRow): AuditEntry => ({
  occurredAt: row.occurred_at.toISOString(),
  actorID: row.actor_id,
  actorType: row.actor_type as AuditActorType,
  actorName: displayName(row.actor_id, row.actor_type, row.actor_name),
  category: row.category,
  subCategory: row.sub_category,
  entityID: row.entity_id,
  changes: row.changes,
});

/** Every read of the audit trail's tables: newest first, filtered as the admins ask. */
export class AuditQueries {
  constructor(private readonly db: Kysely<Database>) {}

  private filtered(filter: AuditFilter) {
    let query = this.db.selectFrom('audit_entry');
    if (filter.fromDate) query = query.where('audit_entry.occurred_at', '>=', auditRangeStart(filter.fromDate));
    if (filter.toDate) query = query.where('audit_entry.occurred_at', '<=', auditRangeEnd(filter.toDate));
    if (filter.actorID) query = query.where('audit_entry.actor_id', '=', filter.actorID);
    if (filter.category) query = query.where('audit_entry.category', '=', filter.category);
    if (filter.entityID) query = query.where('audit_entry.entity_id', '=', filter.entityID);
    return query;
  }

  private withNames(filtered: ReturnType<AuditQueries['filtered']>) {
    return filtered
      .leftJoin('audit_actor', 'audit_actor.actor_id', 'audit_entry.actor_id')
      .selectAll('audit_entry')
      .select('audit_actor.actor_name')
      .orderBy('audit_entry.occurred_at', 'desc')
      .orderBy('audit_entry.log_position', 'desc');
  }

  async page(request: AuditFilter & { page: number; rows: number }): Promise<Paged<AuditEntry>> {
    return pagedRows(this.filtered(request), (filtered) => this.withNames(filtered), request, toEntry);
  }

  async count(filter: AuditFilter): Promise<number> {
    const { count } = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Every entry of the filter, newest first (the caller bounds it: see AuditService.exportCsv). */
  async all(filter: AuditFilter, limit: number): Promise<AuditEntry[]> {
    const rows = await this.withNames(this.filtered(filter)).limit(limit).execute();
    return rows.map(toEntry);
  }

  /** The actors that appear in the trail, by name, for the actor filter. */
  async actors(): Promise<AuditActor[]> {
    const rows = await this.db
      .selectFrom('audit_entry')
      .leftJoin('audit_actor', 'audit_actor.actor_id', 'audit_entry.actor_id')
      .select(['audit_entry.actor_id', 'audit_entry.actor_type', 'audit_actor.actor_name'])
      .distinct()
      .execute();
    return rows
      .map((row) => ({
        actorID: row.actor_id,
        actorType: row.actor_type as AuditActorType,
        actorName: displayName(row.actor_id, row.actor_type, row.actor_name),
      }))
      .sort((a, b) => a.actorName.localeCompare(b.actorName) || a.actorID.localeCompare(b.actorID));
  }
}
