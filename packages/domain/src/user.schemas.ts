import { z } from 'zod';
import { profileSchema } from './auth.schemas.ts';

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

export const approveUserRequestSchema = z.strictObject({ profile: profileSchema });
export type ApproveUserRequest = z.infer<typeof approveUserRequestSchema>;

export const oneTimePasswordResponseSchema = z.object({ message: z.string(), oneTimePassword: z.string() });
export type OneTimePasswordResponse = z.infer<typeof oneTimePasswordResponseSchema>;
