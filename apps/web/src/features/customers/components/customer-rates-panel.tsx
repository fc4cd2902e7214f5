import { MESSAGES, type Customer } from '@freightdesk/domain';
import { Divider, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import { StateView } from '@/components/state-view';
import { serverMessageOr } from '@/lib/api-client';
import { useCustomerRates } from '../api/get-customer-rates';
import { CustomerRateForm } from './customer-rate-form';
import { CustomerRateList } from './customer-rate-list';

interface CustomerRatesPanelProps {
  customers: Customer[];
  /** The customer whose rates are shown, by id; null until one is chosen. */
  chosenId: string | null;
  onChoose: (customerId: string | null) => void;
  /** The panel, which a row's Rates button scrolls to and focuses. */
  ref?: Ref<HTMLDivElement>;
}

/** Rates per ton by customer and route: the chosen customer's, with the form to add one. */
export function CustomerRatesPanel({ customers, chosenId, onChoose, ref }: CustomerRatesPanelProps) {
  const chosen = customers.find((customer) => customer.id === chosenId) ?? null;
  return (
    <Paper withBorder p="md" ref={ref} tabIndex={-1} aria-labelledby="customer-rates-heading" component="section">
      <Stack gap="md">
        <Title order={3} id="customer-rates-heading">
          Customer Rates
        </Title>
        <Select
          label="Customer"
          placeholder="Type to find a customer"
          data={customers.map((customer) => ({ value: customer.id, label: customer.name }))}
          value={chosen?.id ?? null}
          onChange={onChoose}
          searchable
          selectFirstOptionOnChange
          allowDeselect={false}
          nothingFoundMessage="No customers found"
          limit={50}
          maxDropdownHeight={240}
          maw={{ base: '100%', sm: 420 }}
        />
        {chosen ? (
          <ChosenCustomerRates key={chosen.id} customer={chosen} />
        ) : (
          <Text c="dimmed" size="sm">
            Choose a customer, or press Rates on a customer&apos;s row, to see and add its rates.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function ChosenCustomerRates({ customer }: { customer: Customer }) {
  const rates = useCustomerRates(customer.name);
  return (
    <Stack gap="md">
      <StateView
        query={rates}
        loadingLabel="Loading the customer's rates"
        errorMessage={(error) => serverMessageOr(error, MESSAGES.unexpected)}
        emptyMessage={`No rates for ${customer.name} yet.`}
      >
        {(found) => <CustomerRateList rates={found} />}
      </StateView>
      <Divider />
      <CustomerRateForm customer={customer.name} />
    </Stack>
  );
}
