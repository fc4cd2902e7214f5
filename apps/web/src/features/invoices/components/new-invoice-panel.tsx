import { MESSAGES, type Customer, type Invoice } from '@freightdesk/domain';
import { Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessageOr } from '@/lib/api-client';
import { NewInvoiceForm } from './new-invoice-form';

interface NewInvoicePanelProps {
  customers: UseQueryResult<Customer[]>;
  /** The invoice just issued, to open. */
  onIssued: (invoice: Invoice) => void;
}

/** New invoice: choose the customer, then its delivered lorry receipts, extra charges and the day. */
export function NewInvoicePanel({ customers, onIssued }: NewInvoicePanelProps) {
  const [customerId, setCustomerId] = useState<string | null>(null);
  // Each invoice issued starts the next one afresh, for the same customer.
  const [issuedCount, setIssuedCount] = useState(0);
  const customer = customers.data?.find((one) => one.id === customerId) ?? null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="new-invoice-heading">
      <Stack gap="md">
        <Title order={3} id="new-invoice-heading">
          New invoice
        </Title>
        <Select
          label="Customer"
          placeholder="Type to find a customer"
          data={(customers.data ?? []).map((one) => ({ value: one.id, label: one.name }))}
          value={customer?.id ?? null}
          onChange={setCustomerId}
          searchable
          selectFirstOptionOnChange
          allowDeselect={false}
          nothingFoundMessage="No customers found"
          limit={50}
          maxDropdownHeight={240}
          maw={{ base: '100%', sm: 420 }}
          error={customers.error ? serverMessageOr(customers.error, MESSAGES.unexpected) : undefined}
        />
        {customer ? (
          <NewInvoiceForm
            key={`${customer.id}:${issuedCount}`}
            customer={customer}
            onIssued={(invoice) => {
              setIssuedCount((count) => count + 1);
              onIssued(invoice);
            }}
          />
        ) : (
          <Text c="dimmed" size="sm">
            Choose a customer to see its delivered lorry receipts waiting for an invoice.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
