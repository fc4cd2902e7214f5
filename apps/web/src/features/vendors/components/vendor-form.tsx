import { VENDOR_MESSAGES } from '@freightdesk/domain';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { PanelForm } from '@/components/panel-form';
import { useFieldDraft } from '@/hooks/use-field-draft';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddVendor, vendorSaveFailure } from '../api/add-vendor';
import { lawRateOf } from '../utils/tds-rate-law';
import { VendorDraftInput } from './vendor-draft-input';
import { EMPTY_DRAFT, FORM_ORDER, vendorDraftRules } from './vendor-fields';

/** A new vendor has no declaration or certificate yet: the law's rate comes from its PAN alone. */
const lawOfNewVendor = (pan: string) => lawRateOf(pan);
const NEW_VENDOR_DRAFT = vendorDraftRules(lawOfNewVendor);

export function VendorForm() {
  const { fieldProps, check, setDraft } = useFieldDraft(EMPTY_DRAFT, NEW_VENDOR_DRAFT);
  const addVendor = useAddVendor();

  function submit(form: HTMLFormElement) {
    const vendor = check(form);
    if (!vendor) return;
    addVendor.mutate(vendor, {
      onSuccess: () => {
        notifySuccess(VENDOR_MESSAGES.added);
        setDraft(EMPTY_DRAFT);
        // Ready for the next vendor without reaching for the mouse.
        form.querySelector('input')?.focus();
      },
      onError: (error) => notifyError(vendorSaveFailure(error)),
    });
  }

  return (
    <PanelForm label="Add vendor" title="Add Vendor" onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" verticalSpacing="sm">
        {FORM_ORDER.map((field) => (
          <VendorDraftInput key={field} field={field} draftField={fieldProps} lawOf={lawOfNewVendor} />
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button type="submit" loading={addVendor.isPending}>
          Add Vendor
        </Button>
      </Group>
    </PanelForm>
  );
}
