import { chatSchema, type Chat } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, serverMessageOr } from '@/lib/api-client';

export const chatsQueryKey = ['chats'] as const;

/** The caller's conversations, most recent first, with their own unread counts and mute flags. */
export function getChats(): Promise<Chat[]> {
  return api.get('/api/chats', { schema: z.array(chatSchema) });
}

export const chatsQueryOptions = queryOptions({ queryKey: chatsQueryKey, queryFn: getChats });

export function useChats() {
  return useQuery(chatsQueryOptions);
}

/** Spec-1 section 8 keeps this failure out of the alerts; the list says it quietly, with a Retry. */
export function chatsFailure(error: Error): string {
  return serverMessageOr(error, 'Could not load your conversations.');
}
