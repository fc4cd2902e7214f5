import { Button, Group, SimpleGrid, type MantineStyleProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DateField } from './date-field';

interface DateRangeFieldsProps {
  startDate: string;
  endDate: string;
  onChange: (field: 'startDate' | 'endDate', day: string) => void;
  /** Each date's width, where the fields sit in a row rather than a grid. */
  w?: MantineStyleProps['w'];
}

/** Start Date and End Date, each calendar kept to the days the other allows. */
export function DateRangeFields({ startDate, endDate, onChange, w }: DateRangeFieldsProps) {
  return (
    <>
      <DateField
        label="Start Date"
        value={startDate}
        max={endDate || undefined}
        onChange={(day) => onChange('startDate', day)}
        w={w}
      />
      <DateField
        label="End Date"
        value={endDate}
        min={startDate || undefined}
        onChange={(day) => onChange('endDate', day)}
        w={w}
      />
    </>
  );
}

interface FilterFormProps {
  /** The form's accessible name. */
  label: string;
  searching: boolean;
  onSearch: () => void;
  /** The filter's fields, four to a row on a wide screen. */
  children: ReactNode;
}

/** A screen's filters with Search under them; Enter in any field searches. */
export function FilterForm({ label, searching, onSearch, children }: FilterFormProps) {
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
      noValidate
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {children}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={searching}>
          Search
        </Button>
      </Group>
    </form>
  );
}
