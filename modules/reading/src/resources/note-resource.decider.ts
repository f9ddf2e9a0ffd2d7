import { NOTE_PDF_MAX_BYTES, NOTE_RESOURCES_MAX, Messages } from '@notebook/contracts';
import { BusinessRuleError, Decider, NotFoundError, commandHandler } from '@notebook/kernel';
import { type NoteStanding, assertOwnReaderNoteStanding } from '@notebook/catalog';
import { type NoteResourceAttached, type NoteResourceEvent, noteResourcesStream } from './note-resource.events';

export type NoteResourcesState = { resources: Array<NoteResourceAttached['data']> };

export type Uploader = { kind: 'ADMIN'; adminID: string } | { kind: 'READER'; readerID: string };

export type NoteResourceCommand = {
  type: 'AttachNoteResource';
  data: {
    /** The note as its own stream stands (the catalog's CatalogReaderItems), loaded by the caller. */
    note: NoteStanding;
    uploader: Uploader;
    resource: { resourceName: string; originalName: string; sizeBytes: number; sha256: string };
  };
};

/**
 * PDFs on a note. Admins attach to author notes (a reader's personal note is not theirs to touch:
 * 404, as in the admin lists); a reader attaches only to their own personal note (author note 403,
 * another reader's 404, one in the trash 400). The same file twice records nothing; a note holds at
 * most NOTE_RESOURCES_MAX PDFs.
 */
export const noteResourceDecider: Decider<NoteResourcesState, NoteResourceCommand, NoteResourceEvent> = {
  initialState: () => ({ resources: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'NoteResourceAttached':
        return { resources: [...state.resources, event.data] };
    }
  },
  decide(command, state) {
    const { note, uploader, resource } = command.data;
    if (!note.exists || note.deleted) throw new NotFoundError(Messages.noteNotFound, 'noteID');
    if (uploader.kind === 'ADMIN') {
      if (note.noteType !== 'AUTHOR') throw new NotFoundError(Messages.noteNotFound, 'noteID');
    } else {
      assertOwnReaderNoteStanding(note, uploader.readerID);
      if (note.status !== 'ACT') throw new BusinessRuleError(Messages.restoreBeforeAddingPdf, 'noteID');
    }
    if (resource.sizeBytes <= 0 || resource.sizeBytes > NOTE_PDF_MAX_BYTES)
      throw new BusinessRuleError(Messages.pdfEmptyOrTooLarge, 'file');
    if (state.resources.some((existing) => existing.sha256 === resource.sha256)) return [];
    if (state.resources.length >= NOTE_RESOURCES_MAX)
      throw new BusinessRuleError(Messages.notePdfsMax(NOTE_RESOURCES_MAX), 'noteID');
    const uploaderID = uploader.kind === 'ADMIN' ? uploader.adminID : uploader.readerID;
    return [
      {
        type: 'NoteResourceAttached',
        data: { noteID: note.noteID, ...resource, uploaderType: uploader.kind, uploaderID },
      },
    ];
  },
};

export const noteResourceCommands = commandHandler({ decider: noteResourceDecider, streamName: noteResourcesStream });
