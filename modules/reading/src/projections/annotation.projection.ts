import { sql } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Projection } from '@notebook/read-models';
import type { NoteDeleted } from '@notebook/catalog';
import { AnnotationEvent, AnnotationEventTypes } from '../annotations/annotation.events';

/**
 * note_annotation: each reader's highlights per note. A note emptied from the trash (NoteDeleted)
 * takes its annotations with it; notes hidden otherwise drop out at query time (the access check).
 */
export const annotationProjection: Projection<AnnotationEvent | NoteDeleted> = {
  name: 'note-annotations',
  version: 1,
  canHandle: [...AnnotationEventTypes, 'NoteDeleted'],
  tables: ['note_annotation'],
  async handle(events, trx) {
    for (const event of events) {
      const at = occurredAt(event);
      switch (event.type) {
        case 'NoteAnnotationAdded': {
          const d = event.data;
          await sql`INSERT INTO note_annotation (annotation_id, note_id, reader_id, start_offset, end_offset, quote, prefix, suffix, colour, comment, created_at, updated_at)
            VALUES (${d.annotationID}, ${d.noteID}, ${d.readerID}, ${d.startOffset}, ${d.endOffset}, ${d.quote}, ${d.prefix}, ${d.suffix}, ${d.colour}, ${d.comment}, ${at}, ${at})
            ON CONFLICT (annotation_id) DO NOTHING`.execute(trx);
          break;
        }
        case 'NoteAnnotationUpdated': {
          const d = event.data;
          await sql`UPDATE note_annotation SET start_offset = ${d.startOffset}, end_offset = ${d.endOffset}, quote = ${d.quote}, prefix = ${d.prefix},
            suffix = ${d.suffix}, colour = ${d.colour}, comment = ${d.comment}, updated_at = ${at}
            WHERE annotation_id = ${d.annotationID}`.execute(trx);
          break;
        }
        case 'NoteAnnotationDeleted':
          await sql`DELETE FROM note_annotation WHERE annotation_id = ${event.data.annotationID}`.execute(trx);
          break;
        case 'NoteDeleted':
          await sql`DELETE FROM note_annotation WHERE note_id = ${event.data.noteID}`.execute(trx);
          break;
      }
    }
  },
};
