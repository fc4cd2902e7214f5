import { z } from 'zod';
import { profileSchema } from './auth.schemas.ts';
import { formatDisplayDate } from './dates.ts';
import { PROFILE_LABELS } from './profiles.ts';

export const USER_STATUSES = ['pending', 'active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  pending: 'Waiting for approval',
  active: 'Active',
  disabled: 'Disabled',
};

export const userSummarySchema = z.object({
  _id: z.string(),
  username: z.string(),
  profile: profileSchema,
  status: z.enum(USER_STATUSES),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** The access requests waiting for approval, oldest first: the admin's bell lists them (issue 29). */
export function waitingSignups(users: readonly UserSummary[]): UserSummary[] {
  return users.filter((user) => user.status === 'pending').sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The bell's card for an access request waiting for approval: who asks for what, since when, and what to do. */
export function signupReminderText(user: Pick<UserSummary, 'username' | 'profile' | 'createdAt'>): {
  title: string;
  detail: string;
  action: string;
} {
  return {
    title: `${user.username} asks to join as ${PROFILE_LABELS[user.profile]}`,
    detail: `Signed up on ${formatDisplayDate(user.createdAt)}`,
    action: 'Review in Users',
  };
}

export const approveUserRequestSchema = z.strictObject({ profile: profileSchema });
export type ApproveUserRequest = z.infer<typeof approveUserRequestSchema>;

export const oneTimePasswordResponseSchema = z.object({ message: z.string(), oneTimePassword: z.string() });
export type OneTimePasswordResponse = z.infer<typeof oneTimePasswordResponseSchema>;
