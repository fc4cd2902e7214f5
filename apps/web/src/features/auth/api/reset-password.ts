import { messageResponseSchema, type ResetPasswordRequest } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function resetPassword(request: ResetPasswordRequest): Promise<{ message: string }> {
  return api.post('/reset-password', { body: request, schema: messageResponseSchema, unauthorizedIsAnswer: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
