import { VENDOR_MESSAGES, type Vendor, type VendorRequest } from '@freightdesk/domain';
import { InlineEditRow } from '@/components/inline-edit-row';
import { notifyError, notifySuccess } from '@/lib/notify';
import { vendorSaveFailure } from '../api/add-vendor';
import { useUpdateVendor } from '../api/update-vendor';
import { TABLE_ORDER, VENDOR_DRAFT, VendorFieldInput, draftOf } from './vendor-fields';

interface VendorEditRowProps {
  vendor: Vendor;
  /** Leaves edit mode; `byKeyboard` hands the focus back to the row's Edit button. */
  onDone: (byKeyboard: boolean) => void;
  onDelete: () => void;
}

/** A vendor row turned into inputs, in the table's column order. */
export function VendorEditRow({ vendor, onDone, onDelete }: VendorEditRowProps) {
  const update = useUpdateVendor();

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
      rules={VENDOR_DRAFT}
      columns={TABLE_ORDER}
      input={(props) => <VendorFieldInput inTable {...props} />}
      saving={update.isPending}
      onSave={save}
      onDone={onDone}
      onDelete={onDelete}
    />
  );
}
