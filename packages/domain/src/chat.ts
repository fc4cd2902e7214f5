import { CHAT_MESSAGES, type Chat, type ChatMessage, GROUP_MIN_OTHER_USERS } from './chat.schemas.ts';
import { localDate } from './dates.ts';
import { formatDayHeading } from './format.ts';

/** A chat file's stored name (spec-1 section 3): a timestamp, a hyphen, then the original name. */
export function chatFileName(timestamp: number, originalName: string): string {
  return `${timestamp}-${originalName}`;
}

/** The name a chat file is saved under: everything after the first hyphen. */
export function originalFileName(fileName: string): string {
  const hyphen = fileName.indexOf('-');
  // Stryker disable next-line ConditionalExpression: equivalent, slice(-1 + 1) is the whole name too
  return hyphen === -1 ? fileName : fileName.slice(hyphen + 1);
}

/** A date separator of the message list: "Today", "Yesterday", else "5th March, 2024" (office time). */
export function chatDayLabel(timestamp: string, now: Date = new Date()): string {
  const day = localDate(timestamp);
  if (day === localDate(now)) return 'Today';
  if (day === localDate(new Date(now.getTime() - 86_400_000))) return 'Yesterday';
  return formatDayHeading(day);
}

/** Spec-1 section 4: a duplicate has the same id, or the same timestamp, sender and content. */
export function isDuplicateMessage(messages: readonly ChatMessage[], candidate: ChatMessage): boolean {
  return messages.some(
    (message) =>
      message._id === candidate._id ||
      (message.timestamp === candidate.timestamp &&
        message.senderId === candidate.senderId &&
        message.content === candidate.content),
  );
}

/** Spec-1 section 5: user search is a case-insensitive prefix match. */
export function matchesUserPrefix(username: string, query: string): boolean {
  return username.toLowerCase().startsWith(query.trim().toLowerCase());
}

/** What a conversation is called for this user: the group's name, or the other participant. */
export function chatTitle(chat: Pick<Chat, 'name' | 'participants'>, me: string): string {
  return chat.name ?? chat.participants.find((participant) => participant !== me) ?? me;
}

/** Spec-1 section 5: the create-group checks, in order; null when the group may be created. */
export function groupProblem(name: string, otherUsers: readonly string[]): string | null {
  if (name.trim() === '') return CHAT_MESSAGES.groupNameRequired;
  if (new Set(otherUsers).size < GROUP_MIN_OTHER_USERS) return CHAT_MESSAGES.groupTooFewUsers;
  return null;
}
