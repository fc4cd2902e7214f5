import { VENDOR_MESSAGES, type Vendor, type VendorRequest } from '@freightdesk/domain';
import { useMemo } from 'react';
import { InlineEditRow } from '@/components/inline-edit-row';
import { notifyError, notifySuccess } from '@/lib/notify';
import { vendorSaveFailure } from '../api/add-vendor';
import { useUpdateVendor } from '../api/update-vendor';
import { lawRateOf } from '../utils/tds-rate-law';
import { VendorDraftInput } from './vendor-draft-input';
import { TABLE_ORDER, draftOf, vendorDraftRules } from './vendor-fields';

interface VendorEditRowProps {
  vendor: Vendor;
  /** Leaves edit mode; `byKeyboard` hands the focus back to the row's Edit button. */
  onDone: (byKeyboard: boolean) => void;
  onDelete: () => void;
}

/** A vendor row turned into inputs, in the table's column order. */
export function VendorEditRow({ vendor, onDone, onDelete }: VendorEditRowProps) {
  const update = useUpdateVendor();
  // While its PAN is the stored one, the vendor's declarations and certificates count as the list says.
  const { lawOf, rules } = useMemo(() => {
    const lawOfVendor = (pan: string) => lawRateOf(pan, vendor);
    return { lawOf: lawOfVendor, rules: vendorDraftRules(lawOfVendor) };
  }, [vendor]);

  function save(changed: VendorRequest, byKeyboard: boolean) {
    update.mutate(
      { id: vendor.id, ...changed },
      {
        onSuccess: () => {
          notifySuccess(VENDOR_MESSAGES.updated);
          onDone(byKeyboard);
        },
        onError: (error) => notifyError(vendorSaveFailure(error)),
      },
    );
  }

  return (
    <InlineEditRow
      index={vendor.index}
      initial={() => draftOf(vendor)}
      rules={rules}
      columns={TABLE_ORDER}
      input={({ field, autoFocus }, draftField) => (
        <VendorDraftInput inTable field={field} draftField={draftField} lawOf={lawOf} autoFocus={autoFocus} />
      )}
      saving={update.isPending}
      onSave={save}
      onDone={onDone}
      onDelete={onDelete}
    />
  );
}
