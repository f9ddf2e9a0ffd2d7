import type { Transaction } from 'kysely';
import type { AuditCategory, AuditChange } from '@notebook/contracts';
import { type DomainEvent, occurredAt } from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import { ACTOR_NAMING_EVENTS, AUDITED_EVENTS, AUDITED_EVENT_TYPES } from '../trail/audited-events';
import { type EntityFields, diff, fieldsOf } from '../trail/changes';

type Entity = { category: AuditCategory; fields: EntityFields; changed: boolean };
type EntryRow = Database['audit_entry'];

/** `topic-<id>` -> the entity <id>: every stream the audit reads is named `<kind>-<id>`. */
const entityIDOf = (streamName: string) => streamName.slice(streamName.indexOf('-') + 1);

/**
 * The audit trail, derived from the log (issue 27): for each audited event an entry with when, who,
 * the entity's category, the action and the fields it changed, before -> after. "Before" comes from
 * the entity's last known fields, which the projection keeps per stream (audit_entity) and updates
 * with every event; nothing is written beside the commands. Sensitive fields are redacted before
 * anything is stored (trail/changes.ts). Actor names come from identity's events (audit_actor).
 */
export const auditProjection: Projection = {
  name: 'audit-trail',
  version: 1,
  canHandle: AUDITED_EVENT_TYPES,
  tables: ['audit_entry', 'audit_entity', 'audit_actor'],
  async handle(events, trx) {
    const entities = await loadEntities(trx, events);
    const entries: EntryRow[] = [];
    for (const event of events) {
      const audited = AUDITED_EVENTS[event.type];
      if (!audited) continue;
      const entityID = entityIDOf(event.streamName);
      const known = entities.get(event.streamName);
      const category = audited.category ?? known?.category ?? 'READER';
      const stated = fieldsOf(event.data, entityID, audited.implied);
      const before = known?.fields ?? {};
      const changes: AuditChange[] = diff(before, stated);
      entities.set(event.streamName, {
        category: known?.category ?? category,
        fields: { ...before, ...stated },
        changed: true,
      });
      entries.push({
        event_id: event.eventId,
        log_position: event.position,
        occurred_at: occurredAt(event),
        actor_id: event.metadata.actorId ?? 'system',
        actor_type: event.metadata.actorType ?? 'SYSTEM',
        category,
        sub_category: audited.subCategory,
        entity_id: entityID,
        changes,
      });
      await nameActor(trx, event, entityID);
    }
    await saveEntities(trx, entities);
    for (let start = 0; start < entries.length; start += 500) {
      const chunk = entries.slice(start, start + 500).map((row) => ({ ...row, changes: jsonb(row.changes) }));
      await trx
        .insertInto('audit_entry')
        .values(chunk)
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .execute();
    }
  },
};

/** JSON for a jsonb column (Kysely's pg driver sends arrays as PostgreSQL arrays otherwise). */
const jsonb = <T>(value: T) => JSON.stringify(value) as unknown as T;

async function loadEntities(
  trx: Transaction<Database>,
  events: readonly Recorded<DomainEvent>[],
): Promise<Map<string, Entity>> {
  const streams = [...new Set(events.map((event) => event.streamName))];
  const rows = streams.length
    ? await trx.selectFrom('audit_entity').selectAll().where('stream_name', 'in', streams).execute()
    : [];
  return new Map(rows.map((row) => [row.stream_name, { category: row.category, fields: row.fields, changed: false }]));
}

async function saveEntities(trx: Transaction<Database>, entities: Map<string, Entity>): Promise<void> {
  const rows = [...entities]
    .filter(([, entity]) => entity.changed)
    .map(([stream_name, entity]) => ({ stream_name, category: entity.category, fields: jsonb(entity.fields) }));
  for (let start = 0; start < rows.length; start += 500)
    await trx
      .insertInto('audit_entity')
      .values(rows.slice(start, start + 500))
      .onConflict((conflict) =>
        conflict.column('stream_name').doUpdateSet((eb) => ({ fields: eb.ref('excluded.fields') })),
      )
      .execute();
}

async function nameActor(trx: Transaction<Database>, event: Recorded<DomainEvent>, userID: string): Promise<void> {
  const actorType = (ACTOR_NAMING_EVENTS as Record<string, 'ADMIN' | 'READER' | undefined>)[event.type];
  if (!actorType) return;
  const { firstName, lastName } = event.data as { firstName?: string | null; lastName?: string | null };
  const actorName = [firstName, lastName].filter(Boolean).join(' ').trim() || userID;
  await trx
    .insertInto('audit_actor')
    .values({ actor_id: userID, actor_type: actorType, actor_name: actorName })
    .onConflict((conflict) => conflict.column('actor_id').doUpdateSet({ actor_name: actorName }))
    .execute();
}
