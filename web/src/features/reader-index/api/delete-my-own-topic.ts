import { ApiPaths } from '@notebook/contracts';
import { announced, callWith } from '@/lib/api-hooks';
import { useIndexMutation } from './index-mutation';

/** Removes the reader's own topic (GET deleteMyOwnTopic/{id}). */
export const deleteMyOwnTopic = callWith(ApiPaths.reader.deleteMyOwnTopic, announced, (topicID: string) => ({
  id: topicID,
}));

export const useDeleteMyOwnTopic = () => useIndexMutation(deleteMyOwnTopic);
