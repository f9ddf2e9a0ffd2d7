import type { AddReaderNoteAnnotationRequest, NoteAnnotation, UpdateReaderNoteAnnotationRequest } from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import { AuthenticatedUser, CommandExecutor, NotFoundError, actorOf, newId } from '@notebook/kernel';
import { AnnotationQueries } from '../queries/annotation.queries';
import { viewerOf } from '../access/reading-access';
import { annotationCommands } from './annotation.decider';

type AddInput = Omit<AddReaderNoteAnnotationRequest, 'prefix' | 'suffix' | 'comment'> & { prefix: string; suffix: string; comment: string | null };
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

  async add(input: AddInput, user: AuthenticatedUser): Promise<NoteAnnotation> {
    await this.requireOpenNote(input.noteID, user);
    const annotationID = newId();
    const { noteID, startOffset, endOffset, quote, prefix, suffix, colour, comment } = input;
    await annotationCommands.handle(
      this.executor,
      annotationID,
      {
        type: 'AddNoteAnnotation',
        data: { annotationID, noteID, readerID: user.userId, startOffset, endOffset, quote, prefix, suffix, colour, comment },
      },
      actorOf(user),
    );
    return this.found(annotationID, user);
  }

  async update(input: UpdateInput, user: AuthenticatedUser): Promise<NoteAnnotation> {
    const current = await this.found(input.annotationID, user);
    await this.requireOpenNote(current.noteID, user);
    const { annotationID, ...changes } = input;
    await annotationCommands.handle(this.executor, annotationID, { type: 'UpdateNoteAnnotation', data: { readerID: user.userId, changes } }, actorOf(user));
    return this.found(annotationID, user);
  }

  async remove(annotationID: string, user: AuthenticatedUser): Promise<{ annotationID: string }> {
    // Removing needs no open note: a reader whose subscription lapsed may still clean up.
    await this.found(annotationID, user);
    await annotationCommands.handle(this.executor, annotationID, { type: 'DeleteNoteAnnotation', data: { readerID: user.userId } }, actorOf(user));
    return { annotationID };
  }

  async list(noteID: string, user: AuthenticatedUser): Promise<NoteAnnotation[]> {
    await this.requireOpenNote(noteID, user);
    return this.queries.annotationsOf(user.userId, noteID);
  }

  private async requireOpenNote(noteID: string, user: AuthenticatedUser): Promise<void> {
    const access = await this.queries.noteAccess(noteID, viewerOf(user));
    if (!access?.open) throw new NotFoundError(Messages.noteNotFound, 'noteID');
  }

  private async found(annotationID: string, user: AuthenticatedUser): Promise<NoteAnnotation> {
    const annotation = await this.queries.annotation(annotationID, user.userId);
    if (!annotation) throw new NotFoundError(Messages.annotationNotFound, 'annotationID');
    return annotation;
  }
}
