import type { AuditCategory, AuditChange } from '@notebook/contracts';
import type { EntityFields } from '../trail/changes';

/**
 * The read model this module keeps: its tables as Kysely sees them. The augmentation adds them to the
 * application's one `Database` type; only this module's queries and projections may name them (modules.shape).
 */
declare module '@notebook/read-models' {
  interface Database extends AuditTables {}
}

/** One audited event (projection `audit-trail`): who changed which entity, how, and the fields it changed. */
export interface AuditEntryTable {
  event_id: string;
  /** The event's place in the log: orders entries of the same instant. */
  log_position: string;
  occurred_at: Date;
  actor_id: string;
  actor_type: string;
  category: AuditCategory;
  sub_category: string;
  entity_id: string;
  changes: AuditChange[];
}

/** An entity's last known fields, by the stream it is recorded on: what its next event is diffed against. */
export interface AuditEntityTable {
  stream_name: string;
  category: AuditCategory;
  fields: EntityFields;
}

/** A person's current name, from identity's events (readers and admin users). */
export interface AuditActorTable {
  actor_id: string;
  actor_type: string;
  actor_name: string;
}

export interface AuditTables {
  audit_entry: AuditEntryTable;
  audit_entity: AuditEntityTable;
  audit_actor: AuditActorTable;
}
