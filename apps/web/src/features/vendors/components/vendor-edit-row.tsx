import { VENDOR_MESSAGES, type Vendor } from '@freightdesk/domain';
import { Button, Table } from '@mantine/core';
import { useState } from 'react';
import { notifyError, notifySuccess } from '@/lib/notify';
import { vendorSaveFailure } from '../api/add-vendor';
import { useUpdateVendor } from '../api/update-vendor';
import {
  TABLE_ORDER,
  VendorFieldInput,
  checkVendor,
  draftOf,
  firstInvalid,
  leaveAll,
  leaveField,
  type VendorDraft,
  type VendorErrors,
  type VendorFieldKey,
} from './vendor-fields';
import { useRowEdit } from '@/hooks/use-row-edit';

interface VendorEditRowProps {
  vendor: Vendor;
  /** Leaves edit mode; `byKeyboard` hands the focus back to the row's Edit button. */
  onDone: (byKeyboard: boolean) => void;
  onDelete: () => void;
}

/** A vendor row turned into inputs: Enter or Save saves, Escape or a click outside the row cancels. */
export function VendorEditRow({ vendor, onDone, onDelete }: VendorEditRowProps) {
  const [draft, setDraft] = useState<VendorDraft>(() => draftOf(vendor));
  const [errors, setErrors] = useState<VendorErrors>({});
  const update = useUpdateVendor();
  const { rowRef, onKeyDown } = useRowEdit({ save: () => save(true), cancel: onDone, enabled: !update.isPending });

  function change(field: VendorFieldKey, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function save(byKeyboard: boolean) {
    if (update.isPending) return;
    const left = leaveAll(draft);
    setDraft(left);
    const check = checkVendor(left);
    if (!check.success) {
      setErrors(check.errors);
      rowRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid(check.errors)}"]`)?.focus();
      return;
    }
    update.mutate(
      { id: vendor.id, ...check.vendor },
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
    <Table.Tr ref={rowRef} onKeyDown={onKeyDown} style={{ verticalAlign: 'top' }}>
      <Table.Td>{vendor.index}</Table.Td>
      {TABLE_ORDER.map((field, position) => (
        <Table.Td key={field}>
          <VendorFieldInput
            inTable
            field={field}
            value={draft[field]}
            error={errors[field]}
            onChange={(value) => change(field, value)}
            onBlur={() => setDraft((current) => leaveField(current, field))}
            autoFocus={position === 0}
          />
        </Table.Td>
      ))}
      <Table.Td>
        <Button size="compact-sm" onClick={() => save(false)} loading={update.isPending}>
          Save
        </Button>
      </Table.Td>
      <Table.Td>
        <Button size="compact-sm" variant="light" color="red" onClick={onDelete} disabled={update.isPending}>
          Delete
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
