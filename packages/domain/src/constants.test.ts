// The constants a person in the office would notice if they changed, by their literal values from the specs (spec-1
// section 9, spec-2 section 9) and the issues, never from the constants themselves.
import { describe, expect, it } from 'vitest';
import { BILL_MESSAGES, DEFAULT_GST_RATE, remarksProblem } from './bill.schemas.ts';
import { CHAT_MAX_FILE_BYTES } from './chat.schemas.ts';
import { SESSION_IDLE_TIMEOUT_MS, SESSION_TTL_MS } from './constants.ts';
import { DEFAULT_BUSINESS_SETTINGS, DEFAULT_NOTIFICATION_LEAD_DAYS } from './settings.schemas.ts';
import { DAYS_LEFT_HIGHLIGHT, MAX_FILE_BYTES } from './vehicle.schemas.ts';

describe('constants an office would notice', () => {
  it('GST is 12% until the admin sets another rate', () => {
    expect(DEFAULT_GST_RATE).toBe(12);
    expect(DEFAULT_BUSINESS_SETTINGS.gstRate).toBe(12);
  });

  it('files are at most 1 MB: 1,048,576 bytes, for documents, attachments and chat alike', () => {
    expect(MAX_FILE_BYTES).toBe(1_048_576);
    expect(CHAT_MAX_FILE_BYTES).toBe(1_048_576);
  });

  it('a session ends after 2 hours idle or 1 day after login', () => {
    expect(SESSION_IDLE_TIMEOUT_MS).toBe(7_200_000);
    expect(SESSION_TTL_MS).toBe(86_400_000);
  });

  it('documents are notified 15 days before they expire, and highlighted from 5 days left', () => {
    expect(DEFAULT_NOTIFICATION_LEAD_DAYS).toBe(15);
    expect(DEFAULT_BUSINESS_SETTINGS.notificationLeadDays).toBe(15);
    expect(DAYS_LEFT_HIGHLIGHT).toBe(5);
  });

  it('a bill takes 2 remarks of 3 to 20 characters', () => {
    const remark = (text: string) => ({ text, amount: '100' });
    expect(remarksProblem([remark('abc'), remark('a'.repeat(20))])).toBeNull();
    expect(remarksProblem([remark('ab')])).toBe('Remark 1: Text must be at least 3 characters');
    expect(remarksProblem([remark('abc'), remark('a'.repeat(21))])).toBe('Remark 2: Text cannot exceed 20 characters');
    expect(remarksProblem([remark('abc'), remark('abc'), remark('abc')])).toBe('Maximum 2 remarks allowed');
    expect(BILL_MESSAGES.maxRemarks).toBe('Maximum 2 remarks allowed');
  });
});
