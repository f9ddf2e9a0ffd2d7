import {
  ApiPaths,
  updateTopicOfChapterRequest,
  type ReaderTopicItem,
  type UpdateTopicOfChapterRequest,
} from '@notebook/contracts';
import { api } from '@/lib/api-client';
import { useIndexMutation } from './index-mutation';

export const updateTopicInputSchema = updateTopicOfChapterRequest;

/** Renames the reader's own topic; the server answers 'Topic updated'. */
export function updateTopicOfChapter(input: UpdateTopicOfChapterRequest): Promise<ReaderTopicItem> {
  return api.call(ApiPaths.reader.updateTopicOfChapter, input, { showSuccessMessage: true });
}

export const useUpdateTopicOfChapter = () => useIndexMutation(updateTopicOfChapter);
