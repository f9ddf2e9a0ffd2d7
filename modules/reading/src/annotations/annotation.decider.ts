import { Messages } from '@notebook/contracts';
import {
  BusinessRuleError,
  Decider,
  NotFoundError,
  assertCreatable,
  commandHandler,
  evolveCreated,
} from '@notebook/kernel';
import { type AnnotationBody, type AnnotationEvent, annotationStream } from './annotation.events';

export type AnnotationState =
  | { exists: false }
  | ({ exists: true; annotationID: string; noteID: string; readerID: string; deleted: boolean } & AnnotationBody);

export type AnnotationCommand =
  | { type: 'AddNoteAnnotation'; data: { annotationID: string; noteID: string; readerID: string } & AnnotationBody }
  | { type: 'UpdateNoteAnnotation'; data: { readerID: string; changes: Partial<AnnotationBody> } }
  | { type: 'DeleteNoteAnnotation'; data: { readerID: string } };

const BODY_FIELDS = ['startOffset', 'endOffset', 'quote', 'prefix', 'suffix', 'colour', 'comment'] as const;

/** The body's fields, each from `changes` where it gives one, else from `current`. */
function bodyOf(current: AnnotationBody, changes: Partial<AnnotationBody> = {}): AnnotationBody {
  const fields = BODY_FIELDS.map((field) => [field, changes[field] === undefined ? current[field] : changes[field]]);
  return Object.fromEntries(fields) as AnnotationBody;
}

/** Only the owner sees an annotation: anyone else, or a deleted one, is "not found". */
function assertOwn(
  state: AnnotationState,
  readerID: string,
): asserts state is Extract<AnnotationState, { exists: true }> {
  if (!state.exists || state.deleted || state.readerID !== readerID)
    throw new NotFoundError(Messages.annotationNotFound, 'annotationID');
}

/**
 * A reader's highlight on a note (spec section 3: annotations by noteID, four colour classes), with
 * an optional comment. Whether the reader may open the note is checked by the service before the
 * decider runs; the decider owns identity and ownership: only the reader who made it changes it.
 */
export const annotationDecider: Decider<AnnotationState, AnnotationCommand, AnnotationEvent> = {
  initialState: () => ({ exists: false }),
  evolve: evolveCreated('NoteAnnotationAdded', (data) => ({ exists: true, deleted: false, ...data }), {
    NoteAnnotationUpdated: (data) => data,
    NoteAnnotationDeleted: () => ({ deleted: true }),
  }),
  decide(command, state) {
    switch (command.type) {
      case 'AddNoteAnnotation':
        assertCreatable(state, 'annotation');
        return [{ type: 'NoteAnnotationAdded', data: command.data }];
      case 'UpdateNoteAnnotation': {
        assertOwn(state, command.data.readerID);
        const current = bodyOf(state);
        const next = bodyOf(current, command.data.changes);
        if (next.endOffset <= next.startOffset)
          throw new BusinessRuleError(Messages.annotationEndAfterStart, 'endOffset');
        if (BODY_FIELDS.every((field) => next[field] === current[field])) return [];
        return [
          {
            type: 'NoteAnnotationUpdated',
            data: { annotationID: state.annotationID, noteID: state.noteID, readerID: state.readerID, ...next },
          },
        ];
      }
      case 'DeleteNoteAnnotation':
        assertOwn(state, command.data.readerID);
        return [
          {
            type: 'NoteAnnotationDeleted',
            data: { annotationID: state.annotationID, noteID: state.noteID, readerID: state.readerID },
          },
        ];
    }
  },
};

export const annotationCommands = commandHandler({ decider: annotationDecider, streamName: annotationStream });
