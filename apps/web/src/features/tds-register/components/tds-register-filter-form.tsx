import { QUARTERS, type Quarter } from '@freightdesk/domain';
import { NativeSelect } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { FilterForm } from '@/components/filter-form';
import type { TdsQuarter } from '../api/get-tds-register';

const QUARTER_LABELS: Record<Quarter, string> = {
  Q1: 'Q1 (April-June)',
  Q2: 'Q2 (July-September)',
  Q3: 'Q3 (October-December)',
  Q4: 'Q4 (January-March)',
};

const QUARTER_OPTIONS = QUARTERS.map((quarter) => ({ value: quarter, label: QUARTER_LABELS[quarter] }));

const quarterNamed = (value: string): Quarter => QUARTERS.find((quarter) => quarter === value) ?? 'Q1';

interface TdsRegisterFilterFormProps {
  period: TdsQuarter;
  years: readonly string[];
  onChange: (period: TdsQuarter) => void;
  onSearch: () => void;
  onDownload: () => void;
  searching: boolean;
  downloading: boolean;
}

/** Financial Year and Quarter, with Show Quarter and the register of the same quarter as Excel. */
export function TdsRegisterFilterForm(props: TdsRegisterFilterFormProps) {
  const { period, years, onChange, onSearch, onDownload, searching, downloading } = props;
  return (
    <FilterForm
      label="TDS register period"
      searchLabel="Show Quarter"
      searching={searching}
      onSearch={onSearch}
      actions={[{ label: 'Download Excel', icon: IconFileSpreadsheet, loading: downloading, onClick: onDownload }]}
    >
      <NativeSelect
        label="Financial Year"
        data={years.map((fy) => ({ value: fy, label: `FY ${fy}` }))}
        value={period.fy}
        onChange={(event) => onChange({ ...period, fy: event.currentTarget.value })}
      />
      <NativeSelect
        label="Quarter"
        data={QUARTER_OPTIONS}
        value={period.quarter}
        onChange={(event) => onChange({ ...period, quarter: quarterNamed(event.currentTarget.value) })}
      />
    </FilterForm>
  );
}
