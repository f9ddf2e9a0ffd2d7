import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { NoteResourceEvent } from '../resources/note-resource.events';
import { noteResourceProjection } from './note-resource.projection';

const spec = projectionSpec(noteResourceProjection);
const attached = (noteID: string, resourceName = `${randomUUID()}.pdf`): NoteResourceEvent => ({
  type: 'NoteResourceAttached',
  data: {
    noteID,
    resourceName,
    originalName: 'Guideline.pdf',
    sizeBytes: 1024,
    sha256: 'abc',
    uploaderType: 'READER',
    uploaderID: randomUUID(),
  },
});

describe('note resource projection', () => {
  it('a PDF delivered twice is listed once; emptying its note from the trash removes its PDFs', async () => {
    const [gone, kept] = [randomUUID(), randomUUID()];
    const pdf = attached(gone);
    await spec.given(pdf, pdf, attached(kept));
    expect(await spec.db.selectFrom('note_resource').select('note_id').execute()).toHaveLength(2);
    await spec.given({ type: 'NoteDeleted', data: { noteID: gone, lessonID: randomUUID() } });
    expect(await spec.db.selectFrom('note_resource').select('note_id').execute()).toEqual([{ note_id: kept }]);
  });
});
