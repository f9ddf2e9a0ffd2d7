import { ApiPaths } from '@notebook/contracts';
import { api } from '@/lib/api-client';
import { useIndexMutation } from './index-mutation';

/** Removes the reader's own topic (GET deleteMyOwnTopic/{id}). */
export function deleteMyOwnTopic(topicID: string): Promise<{ topicID: string }> {
  return api.call(
    ApiPaths.reader.deleteMyOwnTopic,
    { id: topicID },
    {
      showSuccessMessage: true,
    },
  );
}

export const useDeleteMyOwnTopic = () => useIndexMutation(deleteMyOwnTopic);
