import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Lesson and note changes show in both lists (a topic's lessons carry their notes' headers), so
 * every mutation refreshes the lessons and notes queries once the server has accepted it.
 */
export function useNotesMutation<Input, Result>(call: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin-notes', 'topic-lessons'] }),
        queryClient.invalidateQueries({ queryKey: ['admin-notes', 'lesson-notes'] }),
      ]),
  });
}
