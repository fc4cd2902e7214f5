import type { FreightRate } from '@freightdesk/domain';
import { EditableTable } from '@/components/editable-table';
import { FreightEditRow } from './freight-edit-row';
import { FREIGHT_FIELD_ORDER, FREIGHT_LABELS, formatRate } from './freight-fields';

const HEADERS = ['Index', ...FREIGHT_FIELD_ORDER.map((field) => FREIGHT_LABELS[field].column)];

interface FreightTableProps {
  freightRates: FreightRate[];
  onDelete: (freightRate: FreightRate) => void;
}

/** The freight rates, one row at a time editable in place. */
export function FreightTable({ freightRates, onDelete }: FreightTableProps) {
  return (
    <EditableTable
      rows={freightRates}
      rowKey={(freightRate) => freightRate._id}
      label="Freight rates table"
      minWidth={560}
      headers={HEADERS}
      cells={(freightRate) => [freightRate.id, freightRate.from, freightRate.to, formatRate(freightRate.rate)]}
      editRow={(freightRate, onDone) => (
        <FreightEditRow freightRate={freightRate} onDone={onDone} onDelete={() => onDelete(freightRate)} />
      )}
      onDelete={onDelete}
    />
  );
}
