import { ApiPaths, updateTopicOfChapterRequest } from '@notebook/contracts';
import { announced, callOf } from '@/lib/api-hooks';
import { useIndexMutation } from './index-mutation';

export const updateTopicInputSchema = updateTopicOfChapterRequest;

/** Renames the reader's own topic; the server answers 'Topic updated'. */
export const updateTopicOfChapter = callOf(ApiPaths.reader.updateTopicOfChapter, announced);

export const useUpdateTopicOfChapter = () => useIndexMutation(updateTopicOfChapter);
