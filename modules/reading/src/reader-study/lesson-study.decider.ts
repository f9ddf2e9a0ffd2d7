import type { LessonReadingMark } from '@notebook/contracts';
import { type Decider, commandHandler } from '@notebook/kernel';
import { type LessonStudyEvent, lessonStudyStream } from './lesson-study.events';

export type LessonStudyState = { lessonReading: LessonReadingMark | null; bookmarked: boolean };

export type LessonStudyCommand =
  | { type: 'MarkLessonReading'; data: { readerID: string; lessonID: string; lessonReading: LessonReadingMark | null } }
  | { type: 'SetLessonBookmark'; data: { readerID: string; lessonID: string; bookmarked: boolean } };

/**
 * A reader's marks on one lesson: how far they have read it and whether it is bookmarked.
 * Repeating the current value records nothing.
 */
export const lessonStudyDecider: Decider<LessonStudyState, LessonStudyCommand, LessonStudyEvent> = {
  initialState: () => ({ lessonReading: null, bookmarked: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'LessonReadingMarked':
        return { ...state, lessonReading: event.data.lessonReading };
      case 'LessonBookmarkChanged':
        return { ...state, bookmarked: event.data.bookmarked };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'MarkLessonReading':
        return command.data.lessonReading === state.lessonReading
          ? []
          : [{ type: 'LessonReadingMarked', data: command.data }];
      case 'SetLessonBookmark':
        return command.data.bookmarked === state.bookmarked
          ? []
          : [{ type: 'LessonBookmarkChanged', data: command.data }];
    }
  },
};

/** One stream per reader and lesson. */
export const lessonStudyCommands = commandHandler({
  decider: lessonStudyDecider,
  streamName: ({ readerID, lessonID }: { readerID: string; lessonID: string }) => lessonStudyStream(readerID, lessonID),
});
