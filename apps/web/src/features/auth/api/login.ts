import { MESSAGES, sessionUserSchema, type LoginRequest, type SessionUser } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
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

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => setSession(queryClient, user),
  });
}
