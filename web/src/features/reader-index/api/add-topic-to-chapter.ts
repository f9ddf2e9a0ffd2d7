import {
  ApiPaths,
  addTopicToChapterRequest,
  type AddTopicToChapterRequest,
  type ReaderTopicItem,
} from '@notebook/contracts';
import { api } from '@/lib/api-client';
import { useIndexMutation } from './index-mutation';

export const addTopicInputSchema = addTopicToChapterRequest;

/** A reader's own topic in a chapter; the server answers 'Topic added'. */
export function addTopicToChapter(input: AddTopicToChapterRequest): Promise<ReaderTopicItem> {
  return api.call(ApiPaths.reader.addTopicToChapter, input, { showSuccessMessage: true });
}

export const useAddTopicToChapter = () => useIndexMutation(addTopicToChapter);
