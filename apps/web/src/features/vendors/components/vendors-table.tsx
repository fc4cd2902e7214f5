import type { Vendor } from '@freightdesk/domain';
import type { ReactNode } from 'react';
import { EditableTable } from '@/components/editable-table';
import { VendorEditRow } from './vendor-edit-row';
import { TABLE_ORDER, VENDOR_FIELDS, type VendorFieldKey } from './vendor-fields';
import { PanCell, TdsRateCell } from './vendor-tds-cells';

const HEADERS = ['#', ...TABLE_ORDER.map((field) => VENDOR_FIELDS[field].label)];

interface VendorsTableProps {
  vendors: Vendor[];
  onDelete: (vendor: Vendor) => void;
  /** Set for the profiles that keep the TDS books. */
  onOpenTdsDocuments?: ((vendor: Vendor) => void) | undefined;
}

/** The vendors, one row at a time editable in place. */
export function VendorsTable({ vendors, onDelete, onOpenTdsDocuments }: VendorsTableProps) {
  /** A vendor's value as the table shows it; its rate and PAN with what the law makes of them. */
  function cell(vendor: Vendor, field: VendorFieldKey): ReactNode {
    if (field === 'pan') return <PanCell vendor={vendor} />;
    if (field !== 'tdsRate') return vendor[field];
    return (
      <TdsRateCell
        vendor={vendor}
        onOpenDocuments={onOpenTdsDocuments ? () => onOpenTdsDocuments(vendor) : undefined}
      />
    );
  }

  return (
    <EditableTable
      rows={vendors}
      rowKey={(vendor) => vendor.id}
      label="Vendors table"
      minWidth={1800}
      headers={HEADERS}
      cells={(vendor) => [vendor.index, ...TABLE_ORDER.map((field) => cell(vendor, field))]}
      editRow={(vendor, onDone) => <VendorEditRow vendor={vendor} onDone={onDone} onDelete={() => onDelete(vendor)} />}
      onDelete={onDelete}
    />
  );
}
