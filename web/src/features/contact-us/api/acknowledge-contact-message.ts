import {
  ApiPaths,
  acknowledgeContactMessageRequest,
  type AcknowledgeContactMessageRequest,
  type ContactMessage,
  type Paged,
} from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announced, callOf } from '@/lib/api-hooks';
import { contactMessagesQueryRoot } from './contact-messages-cache';
import { unreadContactMessagesQueryOptions } from './get-paged-contact-messages';

export const acknowledgeContactMessageInputSchema = acknowledgeContactMessageRequest;
export type AcknowledgeContactMessageInput = AcknowledgeContactMessageRequest;

/** POST adminContactUs/acknowledgeContactMessage: marks a message read; toast 'Successfully updated'. */
export const acknowledgeContactMessage = callOf(ApiPaths.adminContactUs.acknowledgeContactMessage, announced);

/**
 * The answer replaces the message wherever a cached page holds it, so the row reads Read where it
 * stands (even under the Not Read filter, until the list is loaded again); the other pages and
 * filters load afresh when next shown, and the unread count is asked again.
 */
export function useAcknowledgeContactMessage() {
  const queryClient = useQueryClient();
  const unread = unreadContactMessagesQueryOptions();
  return useMutation({
    mutationFn: acknowledgeContactMessage,
    onSuccess: async (message) => {
      queryClient.setQueriesData<Paged<ContactMessage>>(
        { queryKey: [...contactMessagesQueryRoot, 'messages'] },
        (paged) =>
          paged && {
            ...paged,
            pageData: paged.pageData.map((item) =>
              item.contactMessageID === message.contactMessageID ? message : item,
            ),
          },
      );
      queryClient.setQueryData(unread.queryKey, (count) => (count === undefined ? count : Math.max(0, count - 1)));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...contactMessagesQueryRoot, 'messages'], refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: unread.queryKey }),
      ]);
    },
    // Already read or gone (404 'Contact message not found'): show the list as the server has it.
    onError: () => queryClient.invalidateQueries({ queryKey: contactMessagesQueryRoot }),
  });
}
