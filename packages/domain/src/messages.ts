import { RATE_LIMITS } from './constants.ts';

const minutes = (ms: number) => `${Math.round(ms / 60_000)} minutes`;

/** The spec's user-facing texts, used by both the server (as `message`) and the web. */
export const MESSAGES = {
  noAccess: 'You do not have access to this section',
  noAccessMenu: 'You do not have access to this section.',
  loginRequired: 'Please enter username and password to login',
  signupRequired: 'Please select a valid profile and provide a username',
  unauthorizedAccess: 'Unauthorized access',
  noResponse: 'No response received from server. Please check your connection.',
  unexpected: 'An unexpected error occurred. Please try again.',
  resetFillAll: 'Please fill all fields',
  resetMismatch: 'Passwords do not match',
  resetPolicy:
    'Password must be at least 8 characters long and include at least one uppercase letter, one lowercase letter, one number, and one special character.',
  resetError: 'Error updating the password',
  searchEmpty: 'Please enter a valid Trip ID/Bill ID',
  searchInvalid: 'Invalid input',
  invalidCredentials: 'Invalid username or password',
  accountPending: 'Your access request is waiting for approval by an admin.',
  accountDisabled: 'This account is disabled. Please contact an admin.',
  passwordChangeRequired: 'Please set a new password before your first login.',
  tooManyAttempts: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  loginSlowed: 'Many failed login attempts for this username: wait a few seconds and try again.',
  usernameFormat: "Username must be 3 to 30 characters: letters, digits, '.', '_' or '-'.",
  signupReceived: 'Your access request has been sent. An admin will approve it and give you a one-time password.',
  loginSuccess: 'Login successful',
  logoutSuccess: 'Logged out successfully',
  passwordUpdated: 'Password updated successfully',
  passwordReused: 'The new password must be different from the current password.',
  notSignedIn: 'Please log in to continue.',
  notFound: 'Not found',
  tooManySignups: `Too many access requests from this address. Please try again in ${minutes(RATE_LIMITS.signup.windowMs)}.`,
  tooManyResets: `Too many password reset attempts. Please wait ${minutes(RATE_LIMITS.resetPassword.windowMs)} and try again.`,
  tooManyUploads: `Too many uploads in a short time. Please wait ${minutes(RATE_LIMITS.upload.windowMs)} and try again.`,
  databaseUnavailable: 'The database is not available right now. Please try again in a moment.',
  internalError: 'Something went wrong on our side. Please try again.',
} as const;
