import { SETTINGS_MESSAGES, type BusinessSettings } from '@freightdesk/domain';
import { Button, Group, Paper, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSaveSettings } from '../api/save-settings';
import {
  FIELD_ORDER,
  SETTINGS_FIELDS,
  checkSettings,
  draftOf,
  isSettingsField,
  type SettingsDraft,
  type SettingsErrors,
  type SettingsField,
} from './settings-fields';

/** Every setting in one form; Save checks them with the server's schema first and shows each problem under its field. */
export function SettingsForm({ settings }: { settings: BusinessSettings }) {
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const save = useSaveSettings();

  function change(field: SettingsField, value: string) {
    setDraft((current) => ({ ...current, [field]: SETTINGS_FIELDS[field].asTyped?.(value) ?? value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkSettings(draft);
    if (!check.success) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    save.mutate(check.settings, {
      onSuccess: () => {
        setDraft(draftOf(check.settings));
        notifySuccess(SETTINGS_MESSAGES.saved);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && isSettingsField(error.field)) {
          setErrors({ [error.field]: error.message });
        } else notifyError(error.message);
      },
    });
  }

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label="Business settings">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {FIELD_ORDER.map((field) => {
            const spec = SETTINGS_FIELDS[field];
            const common = {
              name: field,
              label: spec.label,
              description: spec.description,
              value: draft[field],
              error: errors[field],
              maxLength: spec.maxLength,
              autoComplete: 'off',
            };
            return spec.multiline ? (
              <Textarea
                key={field}
                {...common}
                autosize
                minRows={2}
                onChange={(event) => change(field, event.currentTarget.value)}
              />
            ) : (
              <TextInput
                key={field}
                {...common}
                inputMode={spec.inputMode}
                onChange={(event) => change(field, event.currentTarget.value)}
              />
            );
          })}
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
