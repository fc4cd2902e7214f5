import { VENDOR_MESSAGES } from '@freightdesk/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddVendor, vendorSaveFailure } from '../api/add-vendor';
import {
  EMPTY_DRAFT,
  FORM_ORDER,
  VendorFieldInput,
  checkVendor,
  firstInvalid,
  leaveAll,
  leaveField,
  type VendorDraft,
  type VendorErrors,
  type VendorFieldKey,
} from './vendor-fields';

export function VendorForm() {
  const [draft, setDraft] = useState<VendorDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<VendorErrors>({});
  const addVendor = useAddVendor();
  const formRef = useRef<HTMLFormElement>(null);

  function change(field: VendorFieldKey, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const left = leaveAll(draft);
    setDraft(left);
    const check = checkVendor(left);
    if (!check.success) {
      setErrors(check.errors);
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid(check.errors)}"]`)?.focus();
      return;
    }
    setErrors({});
    addVendor.mutate(check.vendor, {
      onSuccess: () => {
        notifySuccess(VENDOR_MESSAGES.added);
        setDraft(EMPTY_DRAFT);
        // Ready for the next vendor without reaching for the mouse.
        formRef.current?.querySelector('input')?.focus();
      },
      onError: (error) => notifyError(vendorSaveFailure(error)),
    });
  }

  return (
    <Paper withBorder p="md">
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Add vendor">
        <Stack gap="md">
          <Title order={3}>Add Vendor</Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" verticalSpacing="sm">
            {FORM_ORDER.map((field) => (
              <VendorFieldInput
                key={field}
                field={field}
                value={draft[field]}
                error={errors[field]}
                onChange={(value) => change(field, value)}
                onBlur={() => setDraft((current) => leaveField(current, field))}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={addVendor.isPending}>
              Add Vendor
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
