import type { LessonCreated, NoteCreated, TopicCreated } from './catalog.events';

/** The decider specs' items: author topic t1 in chapter c1, its lesson l1, and that lesson's note n1. */
export const topicCreated: TopicCreated = {
  type: 'TopicCreated',
  data: {
    topicID: 't1',
    chapterID: 'c1',
    topicName: 'Hypertension',
    status: 'ACT',
    freeContent: false,
    topicType: 'AUTHOR',
    ownerReaderID: null,
  },
};

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
