import { TRUCK_NUMBER_MAX_LENGTH } from '@freightdesk/domain';
import { Autocomplete, Button, Group, Paper } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DateRangeFields } from '@/components/filter-form';
import { EMPTY_BUSINESS_FILTER, type BusinessFilter } from '../api/get-business-report';
import { useTruckNumbers } from '../api/get-trucks';

interface BusinessFilterFormProps {
  onSearch: (filter: BusinessFilter) => void;
  onDownload: (filter: BusinessFilter) => void;
  searching: boolean;
  downloading: boolean;
}

/** Start Date, End Date and Truck Number; Enter in any of them searches. */
export function BusinessFilterForm({ onSearch, onDownload, searching, downloading }: BusinessFilterFormProps) {
  const [filter, setFilter] = useState<BusinessFilter>(EMPTY_BUSINESS_FILTER);
  const truckNumbers = useTruckNumbers();

  const change = (field: keyof BusinessFilter, value: string) =>
    setFilter((current) => ({ ...current, [field]: value }));

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(filter);
  }

  return (
    <Paper withBorder p="md">
      <form onSubmit={search} noValidate aria-label="Business filters">
        <Group align="flex-end" gap="sm">
          <DateRangeFields
            startDate={filter.startDate}
            endDate={filter.endDate}
            onChange={change}
            w={{ base: 'calc(50% - 6px)', xs: 170 }}
          />
          <Autocomplete
            label="Truck Number"
            placeholder="MH12KL1111"
            data={truckNumbers.data ?? []}
            limit={20}
            maxLength={TRUCK_NUMBER_MAX_LENGTH}
            value={filter.truckNumber}
            onChange={(value) => change('truckNumber', value.toUpperCase())}
            autoComplete="off"
            w={{ base: '100%', xs: 200 }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={searching}>
            Search
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={downloading}
            onClick={() => onDownload(filter)}
          >
            Download Excel
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
