import { ApiPaths, addTopicToChapterRequest } from '@notebook/contracts';
import { announced, callOf } from '@/lib/api-hooks';
import { useIndexMutation } from './index-mutation';

export const addTopicInputSchema = addTopicToChapterRequest;

/** A reader's own topic in a chapter; the server answers 'Topic added'. */
export const addTopicToChapter = callOf(ApiPaths.reader.addTopicToChapter, announced);

export const useAddTopicToChapter = () => useIndexMutation(addTopicToChapter);
