import { messageResponseSchema, type SignupRequest } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function signup(request: SignupRequest): Promise<{ message: string }> {
  return api.post('/signup', { body: request, schema: messageResponseSchema });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
