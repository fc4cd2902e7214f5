import { useEffect } from 'react';
import { useChats } from '../api/get-chats';

/** Unread messages over all the user's conversations; a failed fetch is only logged (spec-1 section 8). */
export function useTotalUnread(): number {
  const { data, error } = useChats();
  useEffect(() => {
    if (error) console.warn('Could not fetch the chats', error);
  }, [error]);
  return data?.reduce((total, chat) => total + chat.unreadCount, 0) ?? 0;
}
