import { formatDisplayDate, MARGIN_GROUPS, type MarginGroup } from '@freightdesk/domain';
import { Alert, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { StateView } from '@/components/state-view';
import { businessReportFailure } from '../api/get-business-report';
import { useMargins } from '../api/get-margins';
import { GROUP_LABELS, type MarginSearch } from '../utils/margin-figures';
import { MarginsTable } from './margins-table';

/** The panel's words when the searched days hold no trip. */
export const NO_MARGIN_TRIPS = 'No trips in these days.';

const GROUP_OPTIONS = MARGIN_GROUPS.map((group) => ({ value: group, label: GROUP_LABELS[group].option }));

/** The select's value as a group; the select offers no other, so the fallback is for the types. */
const groupOf = (value: string): MarginGroup => MARGIN_GROUPS.find((group) => group === value) ?? 'trip';

interface MarginsPanelProps {
  /** The searched days the margins cover, or why the search has none for them. */
  search: MarginSearch;
  /** The truck the trips were searched for, '' for none: the margins cover every truck all the same. */
  truckNumber: string;
  groupBy: MarginGroup;
  onGroupByChange: (groupBy: MarginGroup) => void;
}

/**
 * Issue 33: what the searched days' trips earned against what they cost, added up by trip, truck, customer, vendor
 * or route. The server's margins call takes only the days, so a truck search still shows every truck's trips here,
 * and the panel says so rather than letting the figures pass for the truck's.
 */
export function MarginsPanel({ search, truckNumber, groupBy, onGroupByChange }: MarginsPanelProps) {
  const margins = useMargins(search.range, groupBy);
  const titleId = useId();
  const { range } = search;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={3} id={titleId}>
              Margins
            </Title>
            <Text size="sm" c="dimmed">
              Revenue: the customer’s freight of each trip’s lorry receipt with its share of the invoice’s extra
              charges. Cost: the vendor’s freight with its share of the bill’s remarks.
            </Text>
          </Stack>
          <NativeSelect
            label="Group by"
            data={GROUP_OPTIONS}
            value={groupBy}
            onChange={(event) => onGroupByChange(groupOf(event.currentTarget.value))}
            w={{ base: '100%', xs: 180 }}
          />
        </Group>
        {range ? (
          <>
            <Text size="sm">
              Trips of {formatDisplayDate(range.startDate)} to {formatDisplayDate(range.endDate)}
              {truckNumber ? `, every truck’s: the margins are not narrowed to ${truckNumber}.` : '.'}
            </Text>
            <StateView
              query={margins}
              loadingLabel="Loading margins"
              errorMessage={businessReportFailure}
              emptyMessage={NO_MARGIN_TRIPS}
            >
              {(rows) => (
                <MarginsTable key={`${range.startDate} ${range.endDate} ${groupBy}`} rows={rows} groupBy={groupBy} />
              )}
            </StateView>
          </>
        ) : (
          <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
            {search.problem}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
