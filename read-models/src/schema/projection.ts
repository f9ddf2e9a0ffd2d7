import type { ColumnType, Generated } from 'kysely';

export interface ProjectionCheckpointTable {
  projection_name: string;
  projection_version: number;
  /** The last event position whose effect the live tables hold (text order is log order). */
  position: string;
  updated_at: Generated<Date>;
  /** Set by `npm run replay`; the runner holding the projection rebuilds it and clears this at the swap. */
  rebuild_requested_at: Date | null;
  /** When a rebuild was last swapped in. */
  rebuilt_at: Date | null;
}

export interface ProjectionLeaseTable {
  projection_name: string;
  owner_id: string;
  expires_at: Date;
}

/** A build of a projection's tables into another schema: a shadow to swap in, or an as-of copy. */
export interface ProjectionRebuildTable {
  projection_name: string;
  target_schema: string;
  projection_version: number;
  position: string;
  /** bigint: arrives as text (see kernel's int8 parser). */
  events_applied: ColumnType<string, string | number | undefined, string | number>;
  /** As-of builds apply only events recorded up to this moment. */
  until: Date | null;
  /** true: swapped into public when caught up; false: left in place (as-of reports). */
  swap_in: boolean;
  started_at: Generated<Date>;
  updated_at: Generated<Date>;
  finished_at: Date | null;
}

export interface ProjectionTables {
  projection_checkpoint: ProjectionCheckpointTable;
  projection_lease: ProjectionLeaseTable;
  projection_rebuild: ProjectionRebuildTable;
}
