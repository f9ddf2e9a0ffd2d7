import { ApiPaths, saveTopicRequest, type SaveTopicRequest } from '@notebook/contracts';
import { announced, callOf, mutationInvalidating } from '@/lib/api-hooks';
import { chapterMenuQueryOptions } from '@/lib/chapter-menu';

export const saveTopicInputSchema = saveTopicRequest;
export type SaveTopicInput = SaveTopicRequest;

export const saveTopic = callOf(ApiPaths.adminChapter.saveUpdateTopic, announced);

export const useSaveTopic = mutationInvalidating(saveTopic, chapterMenuQueryOptions().queryKey);
