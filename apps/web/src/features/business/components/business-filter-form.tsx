import { REPORT_RANGE, TRUCK_NUMBER_MAX_LENGTH } from '@freightdesk/domain';
import { Autocomplete, Paper } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { FilterForm } from '@/components/filter-form';
import type { BusinessFilter } from '../api/get-business-report';
import { useTruckNumbers } from '../api/get-trucks';

interface BusinessFilterFormProps {
  /** The search held in the address, else blank fields. */
  initial: BusinessFilter;
  onSearch: (filter: BusinessFilter) => void;
  onDownload: (filter: BusinessFilter) => void;
  searching: boolean;
  downloading: boolean;
}

/** Start Date, End Date and Truck Number; Enter in each of them searches. */
export function BusinessFilterForm(props: BusinessFilterFormProps) {
  const { initial, onSearch, onDownload, searching, downloading } = props;
  const [filter, setFilter] = useState<BusinessFilter>(initial);
  const truckNumbers = useTruckNumbers();

  const change = (field: keyof BusinessFilter, value: string) =>
    setFilter((current) => ({ ...current, [field]: value }));

  return (
    <Paper withBorder p="md">
      <FilterForm
        label="Business filters"
        range={{ startDate: filter.startDate, endDate: filter.endDate, onChange: change, rule: REPORT_RANGE }}
        searching={searching}
        onSearch={() => onSearch(filter)}
        actions={[
          {
            label: 'Download Excel',
            icon: IconDownload,
            loading: downloading,
            onClick: () => onDownload(filter),
            ofRange: true,
          },
        ]}
      >
        <Autocomplete
          label="Truck Number"
          placeholder="MH12KL1111"
          data={truckNumbers.data ?? []}
          limit={20}
          maxLength={TRUCK_NUMBER_MAX_LENGTH}
          value={filter.truckNumber}
          onChange={(value) => change('truckNumber', value.toUpperCase())}
          autoComplete="off"
        />
      </FilterForm>
    </Paper>
  );
}
