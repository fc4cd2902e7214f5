import { describe, expect, it } from 'vitest';
import {
  chatDayLabel,
  chatFileName,
  chatTitle,
  groupProblem,
  isDuplicateMessage,
  matchesUserPrefix,
  originalFileName,
} from './chat.ts';
import { CHAT_MESSAGES, type ChatMessage, createChatRequestSchema, sendMessageRequestSchema } from './chat.schemas.ts';

const message = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: 'm1',
  chatId: 'c1',
  senderId: 'asha',
  receiverId: 'ravi',
  content: 'Truck reached',
  timestamp: '2026-11-21T10:00:00.000Z',
  file: null,
  ...overrides,
});

describe('chat rules', () => {
  it('names files by timestamp and original name, and saves them under the part after the first hyphen', () => {
    const name = chatFileName(1763700000000, 'slip-no-4.pdf');
    expect(name).toBe('1763700000000-slip-no-4.pdf');
    expect(originalFileName(name)).toBe('slip-no-4.pdf');
    expect(originalFileName('plain.pdf')).toBe('plain.pdf');
  });

  it('labels days Today, Yesterday, else with an ordinal day in office time', () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    expect(chatDayLabel('2026-11-21T00:30:00.000Z', now)).toBe('Today');
    // 20 Nov 19:00 UTC is 21 Nov 00:30 in India.
    expect(chatDayLabel('2026-11-20T19:00:00.000Z', now)).toBe('Today');
    expect(chatDayLabel('2026-11-20T10:00:00.000Z', now)).toBe('Yesterday');
    expect(chatDayLabel('2026-11-02T10:00:00.000Z', now)).toBe('2nd November, 2026');
  });

  it('treats the same id, or the same timestamp, sender and content, as a duplicate', () => {
    const list = [message()];
    expect(isDuplicateMessage(list, message({ content: 'other' }))).toBe(true);
    expect(isDuplicateMessage(list, message({ _id: 'm2' }))).toBe(true);
    expect(isDuplicateMessage(list, message({ _id: 'm2', content: 'Truck left' }))).toBe(false);
    expect(isDuplicateMessage(list, message({ _id: 'm2', senderId: 'ravi' }))).toBe(false);
  });

  it('matches users by case-insensitive prefix', () => {
    expect(matchesUserPrefix('Ravi.K', 'ra')).toBe(true);
    expect(matchesUserPrefix('ravi', ' RAV ')).toBe(true);
    expect(matchesUserPrefix('sravi', 'ravi')).toBe(false);
  });

  it('titles a chat by its group name or the other participant', () => {
    expect(chatTitle({ name: null, participants: ['asha', 'ravi'] }, 'asha')).toBe('ravi');
    expect(chatTitle({ name: 'Yard', participants: ['asha', 'ravi', 'mohan'] }, 'asha')).toBe('Yard');
  });

  it('checks a new group: a name first, then at least 2 other users', () => {
    expect(groupProblem(' ', ['a', 'b'])).toBe(CHAT_MESSAGES.groupNameRequired);
    expect(groupProblem('Yard', ['a'])).toBe(CHAT_MESSAGES.groupTooFewUsers);
    expect(groupProblem('Yard', ['a', 'a'])).toBe(CHAT_MESSAGES.groupTooFewUsers);
    expect(groupProblem('Yard', ['a', 'b'])).toBeNull();
  });
});

describe('chat payloads', () => {
  it('refuses an empty message without a file', () => {
    const sent = { chatId: 'c1', content: '  ', timestamp: '2026-11-21T10:00:00.000Z' };
    expect(sendMessageRequestSchema.safeParse(sent).success).toBe(false);
    expect(sendMessageRequestSchema.safeParse({ ...sent, fileData: { name: '1-a.pdf' } }).success).toBe(true);
  });

  it('refuses a blank group name', () => {
    expect(createChatRequestSchema.safeParse({ participants: ['a', 'b'], name: ' ' }).success).toBe(false);
    expect(createChatRequestSchema.safeParse({ participants: ['a'] }).success).toBe(true);
  });
});
