import type { Vendor } from '@freightdesk/domain';
import { EditableTable } from '@/components/editable-table';
import { VendorEditRow } from './vendor-edit-row';
import { TABLE_ORDER, VENDOR_FIELDS, shownValue } from './vendor-fields';

const HEADERS = ['#', ...TABLE_ORDER.map((field) => VENDOR_FIELDS[field].label)];

interface VendorsTableProps {
  vendors: Vendor[];
  onDelete: (vendor: Vendor) => void;
}

/** The vendors, one row at a time editable in place. */
export function VendorsTable({ vendors, onDelete }: VendorsTableProps) {
  return (
    <EditableTable
      rows={vendors}
      rowKey={(vendor) => vendor.id}
      label="Vendors table"
      minWidth={1800}
      headers={HEADERS}
      cells={(vendor) => [vendor.index, ...TABLE_ORDER.map((field) => shownValue(vendor, field))]}
      editRow={(vendor, onDone) => <VendorEditRow vendor={vendor} onDone={onDone} onDelete={() => onDelete(vendor)} />}
      onDelete={onDelete}
    />
  );
}
