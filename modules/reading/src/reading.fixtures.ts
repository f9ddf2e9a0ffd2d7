import type { NoteCreated } from '@notebook/catalog';

/** The specs' personal note n2 of reader r1, in lesson l1 (created published and active, as every reader note is). */
export const personalNote: NoteCreated = {
  type: 'NoteCreated',
  data: {
    noteID: 'n2',
    lessonID: 'l1',
    noteHeader: 'Mine',
    noteContent: '<p>remember</p>',
    status: 'ACT',
    noteType: 'READER',
    ownerReaderID: 'r1',
    publishState: 'PUBLISHED',
  },
};

/** The author's note n1 beside it. */
export const authorNote: NoteCreated = {
  type: 'NoteCreated',
  data: { ...personalNote.data, noteID: 'n1', noteType: 'AUTHOR', ownerReaderID: null },
};

/** Reader r1 moves their note n2 to the trash. */
export const trashed = {
  type: 'NoteStatusChanged' as const,
  data: { noteID: 'n2', status: 'INA' as const },
};
