import { ApiPaths, saveTopicRequest, type SaveTopicRequest, type TopicMenuItem } from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chapterMenuQueryOptions } from '@/lib/chapter-menu';

export const saveTopicInputSchema = saveTopicRequest;
export type SaveTopicInput = SaveTopicRequest;

export function saveTopic(input: SaveTopicInput): Promise<TopicMenuItem> {
  return api.call(ApiPaths.adminChapter.saveUpdateTopic, input, { showSuccessMessage: true });
}

export function useSaveTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTopic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chapterMenuQueryOptions().queryKey }),
  });
}
