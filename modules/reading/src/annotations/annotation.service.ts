import type {
  AddReaderNoteAnnotationRequest,
  NoteAnnotation,
  UpdateReaderNoteAnnotationRequest,
} from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import { CommandExecutor, NotFoundError, newId } from '@notebook/kernel';
import { AnnotationQueries } from '../queries/annotation.queries';
import { type ReaderCaller } from '../access/reading-access';
import { annotationCommands } from './annotation.decider';

type AddInput = Omit<AddReaderNoteAnnotationRequest, 'prefix' | 'suffix' | 'comment'> & {
  prefix: string;
  suffix: string;
  comment: string | null;
};
type UpdateInput = Omit<UpdateReaderNoteAnnotationRequest, 'comment'> & { comment?: string | null };

/**
 * A reader's highlights on notes. Only on a note the reader may open (locked, hidden or unknown:
 * 404, so a locked note's annotations cannot even be probed); only the owner sees and changes them.
 */
export class AnnotationService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: AnnotationQueries,
  ) {}

  async add(input: AddInput, reader: ReaderCaller): Promise<NoteAnnotation> {
    await this.requireOpenNote(input.noteID, reader);
    const annotationID = newId();
    const { noteID, startOffset, endOffset, quote, prefix, suffix, colour, comment } = input;
    await annotationCommands.handle(
      this.executor,
      annotationID,
      {
        type: 'AddNoteAnnotation',
        data: {
          annotationID,
          noteID,
          readerID: reader.readerID,
          startOffset,
          endOffset,
          quote,
          prefix,
          suffix,
          colour,
          comment,
        },
      },
      reader.actor,
    );
    return this.found(annotationID, reader);
  }

  async update(input: UpdateInput, reader: ReaderCaller): Promise<NoteAnnotation> {
    const current = await this.found(input.annotationID, reader);
    await this.requireOpenNote(current.noteID, reader);
    const { annotationID, ...changes } = input;
    await annotationCommands.handle(
      this.executor,
      annotationID,
      { type: 'UpdateNoteAnnotation', data: { readerID: reader.readerID, changes } },
      reader.actor,
    );
    return this.found(annotationID, reader);
  }

  async remove(annotationID: string, reader: ReaderCaller): Promise<{ annotationID: string }> {
    // Removing needs no open note: a reader whose subscription lapsed may still clean up.
    await this.found(annotationID, reader);
    await annotationCommands.handle(
      this.executor,
      annotationID,
      { type: 'DeleteNoteAnnotation', data: { readerID: reader.readerID } },
      reader.actor,
    );
    return { annotationID };
  }

  async list(noteID: string, reader: ReaderCaller): Promise<NoteAnnotation[]> {
    await this.requireOpenNote(noteID, reader);
    return this.queries.annotationsOf(reader.readerID, noteID);
  }

  /** The reader's highlights on every note of a lesson they may open: one call for a lesson page. */
  async listOfLesson(lessonID: string, reader: ReaderCaller): Promise<NoteAnnotation[]> {
    const noteIDs = await this.queries.openNoteIDsOfLesson(lessonID, reader.viewer);
    if (!noteIDs) throw new NotFoundError(Messages.lessonNotFound, 'lessonID');
    return this.queries.annotationsOfNotes(reader.readerID, noteIDs);
  }

  private async requireOpenNote(noteID: string, reader: ReaderCaller): Promise<void> {
    const access = await this.queries.noteAccess(noteID, reader.viewer);
    if (!access?.open) throw new NotFoundError(Messages.noteNotFound, 'noteID');
  }

  private async found(annotationID: string, reader: ReaderCaller): Promise<NoteAnnotation> {
    const annotation = await this.queries.annotation(annotationID, reader.readerID);
    if (!annotation) throw new NotFoundError(Messages.annotationNotFound, 'annotationID');
    return annotation;
  }
}
