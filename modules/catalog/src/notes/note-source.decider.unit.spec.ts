import { ValidationError } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import { noteCreated } from '../catalog.fixtures';
import { type NoteCommand, noteDecider } from './note.decider';
import type { NoteEvent } from './note.events';

const { noteID, lessonID, noteHeader, noteContent, status } = noteCreated.data;
const update = (source: NonNullable<Extract<NoteCommand, { type: 'UpdateNote' }>['data']['source']>): NoteCommand => ({
  type: 'UpdateNote',
  data: { lessonID, noteHeader, noteContent, status, source },
});
const handbook = {
  sourceTitle: 'Australian Asthma Handbook',
  sourceUrl: 'https://www.asthmahandbook.org.au',
  lastReviewedOn: '2026-02-01',
};
const sourceChanged = (source: Partial<typeof handbook>): NoteEvent => ({
  type: 'NoteSourceChanged',
  data: { noteID, sourceTitle: null, sourceUrl: null, lastReviewedOn: null, ...source },
});

describe('a note’s source (issue 29)', () => {
  test('given a note, when a save names a source, then NoteSourceChanged records it whole', () => {
    given(noteDecider, [noteCreated])
      .when(update(handbook))
      .then([sourceChanged(handbook)]);
  });

  test('given a note created with a source, then its creation records the source after it', () => {
    given(noteDecider)
      .when({
        type: 'CreateNote',
        data: { noteID, lessonID, lessonType: 'AUTHOR', noteHeader, noteContent, status, source: handbook },
      })
      .then([noteCreated, sourceChanged(handbook)]);
  });

  test('given a source, when a save names only a new review date, then the title and link stay', () => {
    given(noteDecider, [noteCreated, sourceChanged(handbook)])
      .when(update({ lastReviewedOn: '2026-03-01' }))
      .then([sourceChanged({ ...handbook, lastReviewedOn: '2026-03-01' })]);
  });

  test('given a source, when a save repeats it or names no source, then nothing is recorded', () => {
    given(noteDecider, [noteCreated, sourceChanged(handbook)])
      .when(update(handbook))
      .thenNothingHappened();
    given(noteDecider, [noteCreated, sourceChanged(handbook)])
      .when(update({}))
      .thenNothingHappened();
  });

  test('given a source, when a save clears it, then the cleared source is recorded', () => {
    given(noteDecider, [noteCreated, sourceChanged(handbook)])
      .when(update({ sourceTitle: null, sourceUrl: null, lastReviewedOn: null }))
      .then([sourceChanged({})]);
  });

  test('given a note, when a link comes without a title, then it is refused (400 on sourceTitle)', () => {
    given(noteDecider, [noteCreated])
      .when(update({ sourceUrl: 'https://www.tg.org.au' }))
      .thenThrows(ValidationError);
  });
});
