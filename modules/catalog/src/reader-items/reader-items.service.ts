import { Messages } from '@notebook/contracts';
import { type Actor, CommandExecutor, NotFoundError } from '@notebook/kernel';
import { lessonCommands } from '../lessons/lesson.decider';
import { noteCommands } from '../notes/note.decider';
import { topicCommands } from '../topics/topic.decider';
import type { NoteStanding } from './note-standing';

/** The reader changing their own items: whose they are, and who the events record. */
export type OwnItemsReader = { readerID: string; actor: Actor };

/**
 * A reader's own topics, lessons and personal notes (spec sections 2 to 4), as the reading module
 * asks for them: the catalog records each change on the item's own stream, and its deciders hold
 * the rules (only the owner, only READER items, the trash). Whether the reader may see the place
 * they add to, or may shape their study at all, is the reading module's to check first.
 */
export class CatalogReaderItems {
  constructor(private readonly executor: CommandExecutor) {}

  async addTopic(input: { topicID: string; chapterID: string; topicName: string }, reader: OwnItemsReader) {
    const data = {
      ...input,
      status: 'ACT',
      freeContent: false,
      topicType: 'READER',
      ownerReaderID: reader.readerID,
    } as const;
    await topicCommands.handle(this.executor, input.topicID, { type: 'CreateTopic', data }, reader.actor);
  }

  async renameTopic(topicID: string, topicName: string, reader: OwnItemsReader) {
    const data = { readerID: reader.readerID, topicName };
    await topicCommands.handle(this.executor, topicID, { type: 'RenameReaderTopic', data }, reader.actor);
  }

  /** Into another chapter; into its own chapter records nothing. */
  async moveTopic(topicID: string, toChapterID: string, reader: OwnItemsReader) {
    const data = { readerID: reader.readerID, toChapterID };
    await topicCommands.handle(this.executor, topicID, { type: 'MoveReaderTopic', data }, reader.actor);
  }

  async deleteTopic(topicID: string, reader: OwnItemsReader) {
    const data = { readerID: reader.readerID };
    await topicCommands.handle(this.executor, topicID, { type: 'DeleteReaderTopic', data }, reader.actor);
  }

  /** Into an author topic or the reader's own topic; a topic that does not exist (or was removed) is 404. */
  async addLesson(input: { lessonID: string; topicID: string; lessonName: string }, reader: OwnItemsReader) {
    const topic = await topicCommands.load(this.executor, input.topicID);
    if (!topic.exists || topic.deleted) throw new NotFoundError(Messages.topicNotFound, 'topicID');
    const data = {
      ...input,
      topicType: topic.topicType,
      topicOwnerReaderID: topic.ownerReaderID,
      status: 'ACT',
      lessonType: 'READER',
      ownerReaderID: reader.readerID,
    } as const;
    await lessonCommands.handle(this.executor, input.lessonID, { type: 'CreateLesson', data }, reader.actor);
  }

  async renameLesson(lessonID: string, lessonName: string, reader: OwnItemsReader) {
    const data = { readerID: reader.readerID, lessonName };
    await lessonCommands.handle(this.executor, lessonID, { type: 'RenameReaderLesson', data }, reader.actor);
  }

  async deleteLesson(lessonID: string, reader: OwnItemsReader) {
    const data = { readerID: reader.readerID };
    await lessonCommands.handle(this.executor, lessonID, { type: 'DeleteReaderLesson', data }, reader.actor);
  }

  /** Idempotent per `noteID`: the same note again records nothing. */
  async addNote(
    input: { noteID: string; lessonID: string; noteHeader: string; noteContent: string },
    reader: OwnItemsReader,
  ) {
    const data = { ...input, ownerReaderID: reader.readerID };
    await noteCommands.handle(this.executor, input.noteID, { type: 'CreateReaderNote', data }, reader.actor);
  }

  async updateNote(input: { noteID: string; noteHeader: string; noteContent: string }, reader: OwnItemsReader) {
    const data = { readerID: reader.readerID, noteHeader: input.noteHeader, noteContent: input.noteContent };
    await noteCommands.handle(this.executor, input.noteID, { type: 'UpdateReaderNote', data }, reader.actor);
  }

  /** Into the trash (and back with `restoreNote`); only a trashed note is deleted for good. */
  async trashNote(noteID: string, reader: OwnItemsReader) {
    await this.ownNote(noteID, 'TrashReaderNote', reader);
  }

  async restoreNote(noteID: string, reader: OwnItemsReader) {
    await this.ownNote(noteID, 'RestoreReaderNote', reader);
  }

  async deleteNoteFromTrash(noteID: string, reader: OwnItemsReader) {
    await this.ownNote(noteID, 'DeleteReaderNoteFromTrash', reader);
  }

  /** How a note stands on its stream (not the read model): what a PDF may be attached to. */
  async noteStanding(noteID: string): Promise<NoteStanding> {
    const note = await noteCommands.load(this.executor, noteID);
    if (!note.exists) return { exists: false };
    const { noteType, ownerReaderID, status, deleted } = note;
    return { exists: true, noteID: note.noteID, noteType, ownerReaderID, status, deleted };
  }

  private async ownNote(
    noteID: string,
    type: 'TrashReaderNote' | 'RestoreReaderNote' | 'DeleteReaderNoteFromTrash',
    reader: OwnItemsReader,
  ) {
    await noteCommands.handle(this.executor, noteID, { type, data: { readerID: reader.readerID } }, reader.actor);
  }
}
