import { z } from 'zod';
import { LOGIN_FAILURE_WINDOW_MS, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants.ts';
import { landingScreenSchema } from './dashboard.ts';
import { apiErrorSchema } from './errors.ts';
import { MESSAGES } from './messages.ts';
import { PROFILES, type Profile, isProfile } from './profiles.ts';

const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;
const PUNCTUATION = /[!-/:-@[-`{-~]/;

/** Loose text field: presence rules give the spec's messages, the cap keeps megabyte strings out. */
const text = (max: number) => z.string().max(max).optional();

export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}

export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= MIN_PASSWORD_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    PUNCTUATION.test(password)
  );
}

export const loginRequestSchema = z
  .strictObject({ username: text(100), password: text(MAX_PASSWORD_LENGTH) })
  .refine((v) => Boolean(v.username?.trim() && v.password), { message: MESSAGES.loginRequired })
  .transform(
    // Stryker disable next-line StringLiteral: equivalent, the refinement above lets no missing field through
    (v) => ({ username: v.username?.trim() ?? '', password: v.password ?? '' }),
  );
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const signupRequestSchema = z
  .strictObject({ username: text(100), profile: text(40) })
  .superRefine((v, ctx) => {
    if (!v.username?.trim() || !isProfile(v.profile)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.signupRequired });
    } else if (!isValidUsername(v.username.trim())) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.usernameFormat, path: ['username'] });
    }
  })
  .transform(
    // Stryker disable next-line StringLiteral: equivalent, the refinement above lets no missing field through
    (v) => ({ username: v.username?.trim() ?? '', profile: v.profile as Profile }),
  );
export type SignupRequest = z.input<typeof signupRequestSchema>;

export interface ResetPasswordFields {
  username?: string | undefined;
  currentPassword?: string | undefined;
  newPassword?: string | undefined;
  retypePassword?: string | undefined;
}

/** The reset rules of spec-1 section 5, in the spec's order; null when the input passes. */
export function resetPasswordProblem(v: ResetPasswordFields): string | null {
  if (!v.username?.trim() || !v.currentPassword || !v.newPassword || !v.retypePassword) {
    return MESSAGES.resetFillAll;
  }
  if (v.newPassword !== v.retypePassword) return MESSAGES.resetMismatch;
  if (!meetsPasswordPolicy(v.newPassword)) return MESSAGES.resetPolicy;
  return null;
}

export const resetPasswordRequestSchema = z
  .strictObject({
    username: text(100),
    currentPassword: text(MAX_PASSWORD_LENGTH),
    newPassword: text(MAX_PASSWORD_LENGTH),
    retypePassword: text(MAX_PASSWORD_LENGTH),
  })
  .superRefine((v, ctx) => {
    const problem = resetPasswordProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((v) => ({
    // Stryker disable next-line StringLiteral: equivalent, resetPasswordProblem lets no missing field through
    username: v.username?.trim() ?? '',
    // Stryker disable next-line StringLiteral: equivalent, see above
    currentPassword: v.currentPassword ?? '',
    // Stryker disable next-line StringLiteral: equivalent, see above
    newPassword: v.newPassword ?? '',
  }));
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const profileSchema = z.enum(PROFILES);

/** The signed-in user; `landingScreen` (issue 33) is where they land after signing in, absent from older servers. */
export const sessionUserSchema = z.object({
  username: z.string(),
  profile: profileSchema,
  landingScreen: landingScreenSchema.optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = sessionUserSchema.extend({ status: z.literal(200), message: z.string() });

/**
 * POST /login's 401: a wrong password or an unknown username, alike, with the failures still allowed before the
 * 15-minute lock, counted for the username and address as typed (whether or not the username exists).
 */
export const loginRefusedSchema = apiErrorSchema.extend({ attemptsLeft: z.number().int().min(0) });
export type LoginRefused = z.infer<typeof loginRefusedSchema>;

/** The login screen warns once this few attempts are left: after the 3rd wrong password of 5 (issue 29). */
export const LOGIN_WARN_AT_ATTEMPTS_LEFT = 2;

/** The login screen's warning of the coming lock, or null while the attempts left are no cause for alarm. */
export function loginAttemptsWarning(attemptsLeft: number): string | null {
  if (attemptsLeft > LOGIN_WARN_AT_ATTEMPTS_LEFT) return null;
  if (attemptsLeft <= 0) return MESSAGES.tooManyAttempts;
  const minutes = Math.round(LOGIN_FAILURE_WINDOW_MS / 60_000);
  return `${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left before a ${minutes}-minute lock`;
}

export const messageResponseSchema = z.object({ message: z.string() });
