import { chatUserSchema, type ChatUser } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, serverMessageOr } from '@/lib/api-client';

export const chatUsersQueryKey = ['chat-users'] as const;

/** Everyone the caller can chat with: the active users other than themselves. */
export function getChatUsers(): Promise<ChatUser[]> {
  return api.get('/api/users', { schema: z.array(chatUserSchema) });
}

export const chatUsersQueryOptions = queryOptions({ queryKey: chatUsersQueryKey, queryFn: getChatUsers });

export function useChatUsers() {
  return useQuery(chatUsersQueryOptions);
}

/** Spec-1 section 8 keeps this failure out of the alerts; the search says it quietly, with a Retry. */
export function chatUsersFailure(error: Error): string {
  return serverMessageOr(error, 'Could not load the people to chat with.');
}
