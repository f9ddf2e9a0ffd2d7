import { ApiPaths, moveTopicFromChapterRequest } from '@notebook/contracts';
import { announced, callOf } from '@/lib/api-hooks';
import { useIndexMutation } from './index-mutation';

export const moveTopicInputSchema = moveTopicFromChapterRequest;

/** Moves the reader's own topic to another chapter (callers skip the same chapter). */
export const moveTopicFromChapter = callOf(ApiPaths.reader.moveTopicFromChapter, announced);

export const useMoveTopicFromChapter = () => useIndexMutation(moveTopicFromChapter);
