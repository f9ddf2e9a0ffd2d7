import { sql } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Projection } from '@notebook/read-models';
import type { NoteDeleted } from '@notebook/catalog';
import { NoteResourceEvent, NoteResourceEventTypes } from '../resources/note-resource.events';

/** note_resource: the PDFs of each note. A note emptied from the trash (NoteDeleted) drops its rows. */
export const noteResourceProjection: Projection<NoteResourceEvent | NoteDeleted> = {
  name: 'note-resources',
  version: 1,
  canHandle: [...NoteResourceEventTypes, 'NoteDeleted'],
  tables: ['note_resource'],
  async handle(events, trx) {
    for (const event of events) {
      if (event.type === 'NoteDeleted') {
        await sql`DELETE FROM note_resource WHERE note_id = ${event.data.noteID}`.execute(trx);
        continue;
      }
      const d = event.data;
      const at = occurredAt(event);
      await sql`INSERT INTO note_resource (resource_name, note_id, original_name, size_bytes, sha256, uploader_type, uploader_id, uploaded_at)
        VALUES (${d.resourceName}, ${d.noteID}, ${d.originalName}, ${d.sizeBytes}, ${d.sha256}, ${d.uploaderType}, ${d.uploaderID}, ${at})
        ON CONFLICT (resource_name) DO NOTHING`.execute(trx);
    }
  },
};
