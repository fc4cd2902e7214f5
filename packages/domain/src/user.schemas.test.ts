import { describe, expect, it } from 'vitest';
import {
  USER_STATUS_LABELS,
  approveUserRequestSchema,
  oneTimePasswordResponseSchema,
  userSummarySchema,
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
