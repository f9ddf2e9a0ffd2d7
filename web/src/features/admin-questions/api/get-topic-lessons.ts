import { ApiPaths } from '@notebook/contracts';
import { readByID } from '@/lib/api-hooks';
import { questionsKey } from './query-keys';

/** POST adminChapter/getTopicLessons: the topic's lessons, for a question's "Lesson" select (issue 29). */
const read = readByID(ApiPaths.adminChapter.getTopicLessons, 'topicID', [...questionsKey, 'topic-lessons']);
export const useTopicLessons = read.useByID;
