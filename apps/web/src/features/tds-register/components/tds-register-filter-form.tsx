import { QUARTERS, type Quarter } from '@freightdesk/domain';
import { Button, Group, NativeSelect } from '@mantine/core';
import { IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
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

/** Financial Year and Quarter, with Show Register and the same quarter as Excel. */
export function TdsRegisterFilterForm(props: TdsRegisterFilterFormProps) {
  const { period, years, onChange, onSearch, onDownload, searching, downloading } = props;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch();
  }

  return (
    <form aria-label="TDS register period" onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label="Financial Year"
          data={years.map((fy) => ({ value: fy, label: `FY ${fy}` }))}
          value={period.fy}
          onChange={(event) => onChange({ ...period, fy: event.currentTarget.value })}
          w={{ base: 'calc(50% - 6px)', xs: 150 }}
        />
        <NativeSelect
          label="Quarter"
          data={QUARTER_OPTIONS}
          value={period.quarter}
          onChange={(event) => onChange({ ...period, quarter: quarterNamed(event.currentTarget.value) })}
          w={{ base: 'calc(50% - 6px)', xs: 210 }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={searching}>
          Show Register
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          loading={downloading}
          onClick={onDownload}
        >
          Download Excel
        </Button>
      </Group>
    </form>
  );
}
