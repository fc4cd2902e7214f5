import {
  GTA_FORWARD_RATES,
  MESSAGES,
  forwardRateRequestSchema,
  formatDisplayDate,
  localDate,
  type ForwardRate,
} from '@freightdesk/domain';
import { Alert, Badge, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { DateField } from '@/components/date-field';
import { ResponsiveTable } from '@/components/responsive-table';
import { LoadingRows, StateView } from '@/components/state-view';
import { forwardRatesQueryOptions } from '@/features/invoices/api/get-forward-rates';
import { serverMessageOr } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useSaveForwardRate } from '../api/save-forward-rate';

const RATE_CHOICES = GTA_FORWARD_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }));

interface FieldErrors {
  rate?: string | undefined;
  validFrom?: string | undefined;
}

/** The rates, latest day first, with the one in force today: the latest whose day has come. */
function ForwardRatesTable({ rates, today }: { rates: ForwardRate[]; today: string }) {
  const inForce = rates.find((rate) => rate.validFrom <= today);
  return (
    <ResponsiveTable minWidth={360} label="Forward-charge GST rates" aria-label="Forward-charge GST rates" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Valid from</Table.Th>
          <Table.Th ta="right">Rate</Table.Th>
          <Table.Th>Set by</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rates.map((rate) => (
          <Table.Tr key={rate.validFrom}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                {formatDisplayDate(rate.validFrom)}
                {rate === inForce && (
                  <Badge size="sm" variant="light" color="green">
                    In force
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td ta="right">{rate.rate}%</Table.Td>
            <Table.Td>{rate.createdBy}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

/** GST on customer invoices (issue 33): the admin sets the forward-charge rate from a day on. */
export function ForwardRatePanel() {
  const today = localDate();
  const rates = useQuery(forwardRatesQueryOptions);
  const save = useSaveForwardRate();
  const [rate, setRate] = useState<string | null>(null);
  const [validFrom, setValidFrom] = useState(today);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const saving = useRef(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.current || save.isPending) return;
    const checked = forwardRateRequestSchema.safeParse({ rate: rate === null ? undefined : Number(rate), validFrom });
    if (!checked.success) {
      const problem = (field: keyof FieldErrors) =>
        checked.error.issues.find((issue) => issue.path[0] === field)?.message;
      setErrors({ rate: problem('rate'), validFrom: problem('validFrom') });
      return;
    }
    saving.current = true;
    setRefusal(null);
    // Not mutate's own callbacks: the answer is handled here even if the screen re-renders meanwhile.
    void save
      .mutateAsync(checked.data)
      .then(
        () => notifySuccess('Forward-charge GST rate saved.'),
        (failure: Error) => setRefusal(serverMessageOr(failure, MESSAGES.unexpected)),
      )
      .finally(() => {
        saving.current = false;
      });
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="forward-rate-heading">
      <Stack gap="md">
        <Title order={3} id="forward-rate-heading">
          GST on customer invoices
        </Title>
        <Text size="sm" c="dimmed">
          Customers under forward charge pay GST on freight at this rate: 5% without input tax credit, 12% with it. A
          new rate applies to invoices dated from its day; invoices already issued keep theirs.
        </Text>
        <StateView
          query={rates}
          loadingLabel="Loading the forward-charge GST rates"
          skeleton={<LoadingRows label="Loading the forward-charge GST rates" rows={3} />}
          errorMessage={(error) => serverMessageOr(error, MESSAGES.unexpected)}
          emptyMessage="No forward-charge GST rate is set yet."
        >
          {(data) => <ForwardRatesTable rates={data} today={today} />}
        </StateView>
        <form onSubmit={submit} noValidate aria-label="Forward-charge GST rate">
          <Stack gap="sm">
            <Group align="flex-start" grow preventGrowOverflow={false}>
              <Select
                label="Rate"
                placeholder="Choose the rate"
                withAsterisk
                data={RATE_CHOICES}
                value={rate}
                allowDeselect={false}
                error={errors.rate}
                onChange={(value) => {
                  setRate(value);
                  setErrors((current) => ({ ...current, rate: undefined }));
                  setRefusal(null);
                }}
              />
              <DateField
                label="Valid from"
                withAsterisk
                value={validFrom}
                error={errors.validFrom}
                onChange={(day) => {
                  setValidFrom(day);
                  setErrors((current) => ({ ...current, validFrom: undefined }));
                  setRefusal(null);
                }}
              />
            </Group>
            {refusal && (
              <Alert color="red" variant="light">
                <Text size="sm" fw={700}>
                  Forward-charge GST rate not saved
                </Text>
                <Text size="sm">{refusal}</Text>
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
