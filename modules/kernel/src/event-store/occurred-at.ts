import type { RecordedEvent } from './event-store';

/**
 * When the change happened: the command's clock as the executor wrote it into the metadata, else
 * when the event was stored (events appended without that metadata). Read models stamp rows with it,
 * so a replay writes the same times.
 */
export function occurredAt(event: RecordedEvent): Date {
  return new Date(String(event.metadata.occurredAt ?? event.createdAt.toISOString()));
}
