import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { AnnotationEvent } from '../annotations/annotation.events';
import { annotationProjection } from './annotation.projection';

const spec = projectionSpec(annotationProjection);
const body = {
  startOffset: 4,
  endOffset: 9,
  quote: 'blood',
  prefix: 'The ',
  suffix: ' pressure',
  colour: 'yellow' as const,
  comment: null,
};
const added = (noteID: string, annotationID = randomUUID()): AnnotationEvent => ({
  type: 'NoteAnnotationAdded',
  data: { annotationID, noteID, readerID: randomUUID(), ...body },
});
const rows = () =>
  spec.db.selectFrom('note_annotation').select(['note_id', 'colour', 'comment']).orderBy('created_at').execute();

describe('annotation projection', () => {
  it('an edit replaces the highlight as a whole; a delete removes it', async () => {
    const noteID = randomUUID();
    const first = added(noteID);
    const second = added(noteID);
    await spec.given(first, second);
    const { annotationID, readerID } = first.data as { annotationID: string; readerID: string };
    await spec.given({
      type: 'NoteAnnotationUpdated',
      data: { annotationID, noteID, readerID, ...body, colour: 'green', comment: 'Check this' },
    });
    await spec.given({
      type: 'NoteAnnotationDeleted',
      data: { ...(second.data as { annotationID: string; noteID: string; readerID: string }) },
    });
    expect(await rows()).toEqual([{ note_id: noteID, colour: 'green', comment: 'Check this' }]);
  });

  it('a note emptied from the trash takes its highlights with it, and only its own', async () => {
    const [gone, kept] = [randomUUID(), randomUUID()];
    await spec.given(added(gone), added(gone), added(kept));
    await spec.given({ type: 'NoteDeleted', data: { noteID: gone, lessonID: randomUUID() } });
    expect((await rows()).map((row) => row.note_id)).toEqual([kept]);
  });
});
