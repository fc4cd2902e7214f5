import { messageResponseSchema, type BusinessSettings } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsQueryKey } from './get-settings';

/** POST /api/settings: the whole set, checked by the same schema as the form. */
export function saveSettings(settings: BusinessSettings): Promise<{ message: string }> {
  return api.post('/api/settings', { body: settings, schema: messageResponseSchema });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (_answer, settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}
