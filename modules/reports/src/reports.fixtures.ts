import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@notebook/kernel';

/** A moment as the executor stamps it (`occurredAt`), for specs that place events in months. */
export const at = (iso: string): { metadata: EventMetadata } => ({
  metadata: { occurredAt: new Date(iso).toISOString() },
});

export const newId = () => randomUUID();
