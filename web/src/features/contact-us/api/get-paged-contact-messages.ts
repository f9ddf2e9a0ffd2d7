import {
  ApiPaths,
  contactMessagesPageRequest,
  type ContactMessage,
  type ContactMessageStatus,
  type Paged,
} from '@notebook/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { quiet } from '@/lib/api-hooks';
import { contactMessagesQueryRoot } from './contact-messages-cache';

export const CONTACT_MESSAGES_PAGE_SIZE = 20;

export const contactMessagesInputSchema = contactMessagesPageRequest;
export type ContactMessagesInput = { page: number; messageStatus?: ContactMessageStatus };

/** POST adminContactUs/getPagedContactMessages: newest first, 20 a page, optionally only read (ACK) or unread (NAK). */
export function getPagedContactMessages({ page, messageStatus }: ContactMessagesInput): Promise<Paged<ContactMessage>> {
  const body = { page, rows: CONTACT_MESSAGES_PAGE_SIZE, ...(messageStatus ? { messageStatus } : {}) };
  return api.call(ApiPaths.adminContactUs.getPagedContactMessages, body, quiet);
}

export const contactMessagesQueryOptions = (input: ContactMessagesInput) =>
  queryOptions({
    queryKey: [...contactMessagesQueryRoot, 'messages', input.messageStatus ?? 'ALL', input.page] as const,
    queryFn: () => getPagedContactMessages(input),
  });

/** Keeps the page on screen while the next page or filter loads. */
export function usePagedContactMessages(input: ContactMessagesInput, options: { enabled?: boolean } = {}) {
  return useQuery({ ...contactMessagesQueryOptions(input), placeholderData: keepPreviousData, ...options });
}

/** How many messages are unread: the same call for one unread row, only its total used. */
export const unreadContactMessagesQueryOptions = () =>
  queryOptions({
    queryKey: [...contactMessagesQueryRoot, 'unread-count'] as const,
    queryFn: async () => {
      const body = { page: 0, rows: 1, messageStatus: 'NAK' as const };
      const paged = await api.call(ApiPaths.adminContactUs.getPagedContactMessages, body, quiet);
      return paged.totalNoOfRecords;
    },
  });

export function useUnreadContactMessageCount(options: { enabled?: boolean; refetchInterval?: number } = {}) {
  return useQuery({ ...unreadContactMessagesQueryOptions(), ...options });
}
