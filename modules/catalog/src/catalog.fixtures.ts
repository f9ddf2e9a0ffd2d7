import type { LessonCreated, NoteCreated } from './catalog.events';
import { curriculumEvents } from './testing/curriculum-events';

/** The decider specs' items: author topic t1 in chapter c1, its lesson l1, and that lesson's note n1. */
export const topicCreated = curriculumEvents.topic('c1', 't1', 'Hypertension');

export const lessonCreated: LessonCreated = {
  type: 'LessonCreated',
  data: {
    lessonID: 'l1',
    topicID: 't1',
    lessonName: 'Diagnosis',
    status: 'ACT',
    lessonType: 'AUTHOR',
    ownerReaderID: null,
    publishState: 'DRAFT',
  },
};

export const noteCreated: NoteCreated = {
  type: 'NoteCreated',
  data: {
    noteID: 'n1',
    lessonID: 'l1',
    noteHeader: 'Thresholds',
    noteContent: '<p>140/90</p>',
    status: 'ACT',
    noteType: 'AUTHOR',
    ownerReaderID: null,
    publishState: 'DRAFT',
  },
};
