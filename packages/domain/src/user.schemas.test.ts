import { describe, expect, it } from 'vitest';
import {
  USER_STATUS_LABELS,
  approveUserRequestSchema,
  oneTimePasswordResponseSchema,
  signupReminderText,
  userSummarySchema,
  waitingSignups,
} from './user.schemas.ts';

describe('users as the admin manages them', () => {
  it('a user is waiting for approval, active or disabled', () => {
    expect(USER_STATUS_LABELS).toEqual({ pending: 'Waiting for approval', active: 'Active', disabled: 'Disabled' });
    const user = {
      _id: 'u1',
      username: 'ravi',
      profile: 'accountant',
      status: 'pending',
      mustChangePassword: true,
      createdAt: '2026-03-05T04:30:00.000Z',
    };
    expect(userSummarySchema.parse(user)).toEqual(user);
    expect(userSummarySchema.safeParse({ ...user, status: 'blocked' }).success).toBe(false);
  });

  it('approval names one of the four profiles and nothing else; the answer carries the one-time password', () => {
    for (const profile of ['loadingManager', 'unloadingManager', 'accountant', 'admin'])
      expect(approveUserRequestSchema.parse({ profile })).toEqual({ profile });
    expect(approveUserRequestSchema.safeParse({ profile: 'boss' }).success).toBe(false);
    expect(approveUserRequestSchema.safeParse({ profile: 'admin', status: 'active' }).success).toBe(false);
    const answer = { message: 'Approved', oneTimePassword: 'Xy7!pQ2@' };
    expect(oneTimePasswordResponseSchema.parse(answer)).toEqual(answer);
  });
});

describe('the admin’s bell of waiting signups (issue 29)', () => {
  const user = (username: string, status: 'pending' | 'active' | 'disabled', createdAt: string) => ({
    _id: username,
    username,
    profile: 'unloadingManager' as const,
    status,
    mustChangePassword: true,
    createdAt,
  });

  it('lists the requests waiting for approval, oldest first', () => {
    const users = [
      user('late', 'pending', '2026-03-06T10:00:00.000Z'),
      user('member', 'active', '2026-03-01T10:00:00.000Z'),
      user('early', 'pending', '2026-03-05T10:00:00.000Z'),
      user('gone', 'disabled', '2026-03-02T10:00:00.000Z'),
    ];
    expect(waitingSignups(users).map(({ username }) => username)).toEqual(['early', 'late']);
  });

  it('names who asks, for which profile, and the office day they signed up', () => {
    // 20:00 UTC on 5 March is already 6 March in India.
    expect(signupReminderText(user('suresh.k', 'pending', '2026-03-05T20:00:00.000Z'))).toEqual({
      title: 'suresh.k asks to join as Unloading Manager',
      detail: 'Signed up on 06/03/2026',
      action: 'Review in Users',
    });
  });
});
