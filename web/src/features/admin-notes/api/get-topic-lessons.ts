import { ApiPaths } from '@notebook/contracts';
import { readByID } from '@/lib/api-hooks';
import { adminNotesQueryRoot } from './notes-cache';

/** Every lesson of a topic, drafts and inactive ones included, with its notes' headers. */
const read = readByID(ApiPaths.adminChapter.getTopicLessons, 'topicID', [...adminNotesQueryRoot, 'topic-lessons']);
export const getTopicLessons = read.fetch;
export const topicLessonsQueryOptions = read.options;
export const useTopicLessons = read.useByID;
