import { CHAT_MESSAGES, type Chat, type ChatMessage, GROUP_MIN_OTHER_USERS } from './chat.schemas.ts';
import { BILL_ID_PREFIX, TRIP_ID_PREFIX } from './constants.ts';
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

/** A piece of a chat message as shown: plain text, or a trip or bill id that opens it. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'trip' | 'bill'; id: string };

// A whole word: the prefix and a number without a leading zero, as the database issues them ("T123", "B12").
const ID_IN_TEXT = new RegExp(String.raw`\b(?:${TRIP_ID_PREFIX}|${BILL_ID_PREFIX})[1-9]\d*\b`, 'g');

/** A message's text cut at the trip and bill ids in it (issue 29), in order; joined back it is the text again. */
export function messageParts(content: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let from = 0;
  for (const match of content.matchAll(ID_IN_TEXT)) {
    if (match.index > from) parts.push({ kind: 'text', text: content.slice(from, match.index) });
    const id = match[0];
    parts.push({ kind: id.startsWith(TRIP_ID_PREFIX) ? 'trip' : 'bill', id });
    from = match.index + id.length;
  }
  if (from < content.length) parts.push({ kind: 'text', text: content.slice(from) });
  return parts;
}
