import { MESSAGES, type Customer } from '@freightdesk/domain';
import { Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { EmptyState, StateView } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { serverMessageOr } from '@/lib/api-client';
import { useCustomers } from '../api/get-customers';
import { AddCustomerForm, EditCustomerDialog } from './customer-form';
import { CustomerRatesPanel } from './customer-rates-panel';
import { CustomersTable } from './customers-table';

interface EditedCustomer {
  customer: Customer;
  /** False while the dialog closes, so it keeps the customer's name until it is gone. */
  open: boolean;
}

/** A customer found by a part of its name, GSTIN, state, PIN or phone, in every case. */
function matches(customer: Customer, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  return [customer.name, customer.gstin, customer.state, customer.pin, customer.phone].some((text) =>
    text.toLowerCase().includes(wanted),
  );
}

/** Issue 32, Customers: the consignors and consignees the office adds and edits, and their rates per route. */
export function CustomersScreen() {
  const customers = useCustomers();
  const [search, setSearch] = useState('');
  const [edited, setEdited] = useState<EditedCustomer | null>(null);
  const [ratesOf, setRatesOf] = useState<string | null>(null);
  const ratesPanel = useRef<HTMLDivElement>(null);

  function showRates(customer: Customer) {
    setRatesOf(customer.id);
    ratesPanel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    ratesPanel.current?.focus({ preventScroll: true });
  }

  return (
    <Stack gap="lg">
      <Title order={2}>{SCREENS.customers.title}</Title>
      <AddCustomerForm />
      <Paper withBorder p="md">
        <Stack gap="md">
          <Title order={3}>Customer List</Title>
          <TextInput
            label="Search customers"
            placeholder="Name, GSTIN, state, PIN or phone"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maw={{ base: '100%', sm: 420 }}
          />
          <StateView
            query={customers}
            loadingLabel="Loading customers"
            errorMessage={(error) => serverMessageOr(error, MESSAGES.unexpected)}
            emptyMessage="No customers yet. Add the first one with the form above."
          >
            {(all) => {
              const found = all.filter((customer) => matches(customer, search));
              return found.length === 0 ? (
                <EmptyState message={`No customer matches ${search.trim()}.`} />
              ) : (
                <CustomersTable
                  customers={found}
                  onEdit={(customer) => setEdited({ customer, open: true })}
                  onShowRates={showRates}
                />
              );
            }}
          </StateView>
        </Stack>
      </Paper>
      <CustomerRatesPanel ref={ratesPanel} customers={customers.data ?? []} chosenId={ratesOf} onChoose={setRatesOf} />
      <EditCustomerDialog
        customer={edited?.customer ?? null}
        opened={edited?.open ?? false}
        onClose={() => setEdited((current) => current && { ...current, open: false })}
      />
    </Stack>
  );
}
