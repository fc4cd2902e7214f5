import {
  MESSAGES,
  loginRefusedSchema,
  sessionUserSchema,
  type LoginRequest,
  type SessionUser,
} from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError, api } from '@/lib/api-client';
import { setSession } from '@/lib/session';

/** A 200 answer that names no valid profile (spec-1 section 6). */
export class UnauthorizedAccessError extends Error {
  constructor() {
    super(MESSAGES.unauthorizedAccess);
    this.name = 'UnauthorizedAccessError';
  }
}

export async function login(credentials: LoginRequest): Promise<SessionUser> {
  const answer = await api.post('/login', { body: credentials, schema: z.unknown(), unauthorizedIsAnswer: true });
  const user = sessionUserSchema.safeParse(answer);
  if (!user.success) throw new UnauthorizedAccessError();
  return user.data;
}

/** For a wrong password or an unknown username: the failures still allowed before the lock; else null. */
export function attemptsLeftOf(error: Error): number | null {
  if (!(error instanceof ApiRequestError) || error.status !== 401) return null;
  const refused = loginRefusedSchema.safeParse(error.body);
  return refused.success ? refused.data.attemptsLeft : null;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => setSession(queryClient, user),
  });
}
