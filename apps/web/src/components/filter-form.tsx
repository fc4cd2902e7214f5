import { type DateRangeRule, dateRangeProblem } from '@freightdesk/domain';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { IconSearch, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { notifyError } from '@/lib/notify';
import { DateField } from './date-field';

type RangeField = 'startDate' | 'endDate';

/** A screen's Start Date and End Date, and the rule its Search holds them to. */
export interface FilterRange {
  startDate: string;
  endDate: string;
  onChange: (field: RangeField, day: string) => void;
  /** Checked before Search and each action `ofRange`: a problem is shown and nothing runs. */
  rule?: DateRangeRule;
}

/** A button beside Search: a download of the same filter, or the screen's next step. */
export interface FilterAction {
  label: string;
  icon: Icon;
  loading: boolean;
  onClick: () => void;
  /** Runs only when the range passes its rule, as Search does. */
  ofRange?: boolean;
}

interface FilterFormProps {
  /** The form's accessible name. */
  label: string;
  range?: FilterRange;
  /** Fields before the dates (the ledger's Vendor). */
  leadingFields?: ReactNode;
  /** The screen's other fields, after the dates. */
  children?: ReactNode;
  searchLabel?: string;
  searching: boolean;
  onSearch: () => void;
  actions?: readonly FilterAction[];
}

/**
 * Every screen's filter: its fields four to a row on a wide screen, then Search and its actions; Enter in any field
 * searches. Start Date and End Date keep each calendar to the days the other allows.
 */
export function FilterForm(props: FilterFormProps) {
  const { label, range, leadingFields, children, searchLabel = 'Search', searching, onSearch, actions = [] } = props;

  /** Runs `then` when the range passes the screen's rule; else says why not. */
  function withRange(then: () => void) {
    const problem = range?.rule ? dateRangeProblem(range, range.rule) : null;
    if (problem) notifyError(problem);
    else then();
  }

  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        withRange(onSearch);
      }}
      noValidate
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {leadingFields}
        {range && (
          <>
            <DateField
              label="Start Date"
              value={range.startDate}
              max={range.endDate || undefined}
              onChange={(day) => range.onChange('startDate', day)}
            />
            <DateField
              label="End Date"
              value={range.endDate}
              min={range.startDate || undefined}
              onChange={(day) => range.onChange('endDate', day)}
            />
          </>
        )}
        {children}
      </SimpleGrid>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={searching}>
          {searchLabel}
        </Button>
        {actions.map(({ label: actionLabel, icon: ActionIcon, loading, onClick, ofRange }) => (
          <Button
            key={actionLabel}
            variant="light"
            leftSection={<ActionIcon size={16} aria-hidden />}
            loading={loading}
            onClick={() => (ofRange ? withRange(onClick) : onClick())}
          >
            {actionLabel}
          </Button>
        ))}
      </Group>
    </form>
  );
}
