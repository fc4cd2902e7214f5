import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  loginAttemptsWarning,
  loginRefusedSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  meetsPasswordPolicy,
  resetPasswordProblem,
  resetPasswordRequestSchema,
  sessionUserSchema,
  signupRequestSchema,
} from './auth.schemas.ts';
import { MESSAGES } from './messages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('login request', () => {
  it('needs both username and password', () => {
    expect(firstMessage(loginRequestSchema.safeParse({ username: 'ravi', password: '' }))).toBe(MESSAGES.loginRequired);
    expect(firstMessage(loginRequestSchema.safeParse({ username: '  ', password: 'x' }))).toBe(MESSAGES.loginRequired);
    expect(firstMessage(loginRequestSchema.safeParse({}))).toBe(MESSAGES.loginRequired);
    expect(loginRequestSchema.safeParse({ username: 'ravi', password: 'x' }).success).toBe(true);
  });

  it('trims the username but never the password', () => {
    expect(loginRequestSchema.parse({ username: ' ravi ', password: ' pass word ' })).toEqual({
      username: 'ravi',
      password: ' pass word ',
    });
  });

  it('refuses unknown fields and huge strings', () => {
    expect(loginRequestSchema.safeParse({ username: 'a', password: 'b', admin: true }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ username: 'a'.repeat(1_000_000), password: 'b' }).success).toBe(false);
  });
});

describe('signup request', () => {
  it('needs a username and one of the four profiles', () => {
    expect(firstMessage(signupRequestSchema.safeParse({ username: 'ravi' }))).toBe(MESSAGES.signupRequired);
    expect(firstMessage(signupRequestSchema.safeParse({ username: 'ravi', profile: 'boss' }))).toBe(
      MESSAGES.signupRequired,
    );
    expect(firstMessage(signupRequestSchema.safeParse({ profile: 'admin' }))).toBe(MESSAGES.signupRequired);
    for (const profile of ['loadingManager', 'unloadingManager', 'accountant', 'admin'])
      expect(signupRequestSchema.safeParse({ username: 'ravi', profile }).success, profile).toBe(true);
  });

  it('a username of spaces only is missing, not badly formed', () => {
    expect(firstMessage(signupRequestSchema.safeParse({ username: '   ', profile: 'admin' }))).toBe(
      MESSAGES.signupRequired,
    );
  });

  it('explains the username format: 3 to 30 letters, digits, dot, underscore or hyphen, on the username field', () => {
    for (const username of ['a b', 'ab', 'a'.repeat(31), '!ravi', 'ravi!']) {
      const result = signupRequestSchema.safeParse({ username, profile: 'admin' });
      expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
        ['username', MESSAGES.usernameFormat],
      ]);
    }
    expect(signupRequestSchema.parse({ username: ' Ravi.K_2-b ', profile: 'accountant' })).toEqual({
      username: 'Ravi.K_2-b',
      profile: 'accountant',
    });
    expect(signupRequestSchema.safeParse({ username: 'a'.repeat(30), profile: 'admin' }).success).toBe(true);
  });
});

describe('reset password rules, in the spec order', () => {
  const ok = { username: 'ravi', currentPassword: 'old', newPassword: 'Abcdef1!', retypePassword: 'Abcdef1!' };

  it('a username of spaces only counts as missing', () => {
    expect(resetPasswordProblem({ ...ok, username: '   ' })).toBe(MESSAGES.resetFillAll);
  });

  it('passes on the trimmed username, the current and the new password', () => {
    expect(resetPasswordRequestSchema.parse({ ...ok, username: ' ravi ' })).toEqual({
      username: 'ravi',
      currentPassword: 'old',
      newPassword: 'Abcdef1!',
    });
  });

  it('asks for every field first', () => {
    for (const field of Object.keys(ok)) {
      expect(resetPasswordProblem({ ...ok, [field]: '' })).toBe(MESSAGES.resetFillAll);
    }
    expect(resetPasswordProblem({ ...ok, newPassword: 'short', retypePassword: '' })).toBe(MESSAGES.resetFillAll);
  });

  it('then checks the two new passwords match, then the policy', () => {
    expect(resetPasswordProblem({ ...ok, newPassword: 'weak', retypePassword: 'weaker' })).toBe(MESSAGES.resetMismatch);
    expect(resetPasswordProblem({ ...ok, newPassword: 'weak', retypePassword: 'weak' })).toBe(MESSAGES.resetPolicy);
    expect(resetPasswordProblem(ok)).toBeNull();
    expect(firstMessage(resetPasswordRequestSchema.safeParse({ ...ok, retypePassword: 'x' }))).toBe(
      MESSAGES.resetMismatch,
    );
  });

  it('policy: 8+ characters with lower, upper, digit and punctuation', () => {
    expect(meetsPasswordPolicy('Abcdef1!')).toBe(true);
    expect(meetsPasswordPolicy('Abcde1!')).toBe(false);
    expect(meetsPasswordPolicy('abcdef1!')).toBe(false);
    expect(meetsPasswordPolicy('ABCDEF1!')).toBe(false);
    expect(meetsPasswordPolicy('Abcdefg!')).toBe(false);
    expect(meetsPasswordPolicy('Abcdefg1')).toBe(false);
    expect(meetsPasswordPolicy('Abcdef1 ')).toBe(false);
  });

  it('a password missing any one class never passes', () => {
    const classes = [/[a-z]/, /[A-Z]/, /\d/, /[!-/:-@[-`{-~]/];
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 20 }), (password) => {
        const expected = password.length >= 8 && classes.every((c) => c.test(password));
        expect(meetsPasswordPolicy(password)).toBe(expected);
      }),
    );
  });
});

describe('sign-in answers', () => {
  it('carry the user, its profile, status 200 and a message', () => {
    expect(sessionUserSchema.parse({ username: 'ravi', profile: 'admin' })).toEqual({
      username: 'ravi',
      profile: 'admin',
    });
    expect(sessionUserSchema.safeParse({ username: 'ravi', profile: 'driver' }).success).toBe(false);
    const login = { username: 'ravi', profile: 'accountant', status: 200, message: 'Login successful' };
    expect(loginResponseSchema.parse(login)).toEqual(login);
    expect(loginResponseSchema.safeParse({ ...login, status: 201 }).success).toBe(false);
    expect(messageResponseSchema.parse({ message: 'Done' })).toEqual({ message: 'Done' });
  });
});

describe('the login screen’s warning of the lock (issue 29)', () => {
  it('says nothing with 3 or more attempts left, then counts down; at none left, the lock', () => {
    expect(loginAttemptsWarning(4)).toBeNull();
    expect(loginAttemptsWarning(3)).toBeNull();
    expect(loginAttemptsWarning(2)).toBe('2 attempts left before a 15-minute lock');
    expect(loginAttemptsWarning(1)).toBe('1 attempt left before a 15-minute lock');
    expect(loginAttemptsWarning(0)).toBe('Too many failed login attempts. Please wait 15 minutes and try again.');
  });

  it('the refusal carries a whole, non-negative count', () => {
    const refused = { message: 'Invalid username or password', code: 'INVALID_CREDENTIALS', attemptsLeft: 2 };
    expect(loginRefusedSchema.parse(refused)).toEqual(refused);
    expect(loginRefusedSchema.safeParse({ ...refused, attemptsLeft: -1 }).success).toBe(false);
    expect(loginRefusedSchema.safeParse({ ...refused, attemptsLeft: 1.5 }).success).toBe(false);
  });
});
