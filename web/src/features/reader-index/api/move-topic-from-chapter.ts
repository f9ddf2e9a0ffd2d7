import {
  ApiPaths,
  moveTopicFromChapterRequest,
  type MoveTopicFromChapterRequest,
  type ReaderTopicItem,
} from '@notebook/contracts';
import { api } from '@/lib/api-client';
import { useIndexMutation } from './index-mutation';

export const moveTopicInputSchema = moveTopicFromChapterRequest;

/** Moves the reader's own topic to another chapter (callers skip the same chapter). */
export function moveTopicFromChapter(input: MoveTopicFromChapterRequest): Promise<ReaderTopicItem> {
  return api.call(ApiPaths.reader.moveTopicFromChapter, input, { showSuccessMessage: true });
}

export const useMoveTopicFromChapter = () => useIndexMutation(moveTopicFromChapter);
