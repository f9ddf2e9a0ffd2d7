export interface ProjectionCheckpointTable {
  projection_name: string;
  projection_version: number;
  position: string;
  updated_at: Date;
}

export interface ProjectionLeaseTable {
  projection_name: string;
  owner_id: string;
  expires_at: Date;
}

export interface ProjectionTables {
  projection_checkpoint: ProjectionCheckpointTable;
  projection_lease: ProjectionLeaseTable;
}
