import { INVOICE_RANGE, dateRangeProblem } from '@freightdesk/domain';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { StateView } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { useCustomers } from '@/features/customers/api/get-customers';
import { useAddressDraft } from '@/hooks/use-address-draft';
import { useInvoices } from '../api/get-invoices';
import { invoiceFilterKey, invoiceFilterOf, invoiceSearchParams } from '../utils/invoice-filter';
import { InvoiceDialog } from './invoice-dialog';
import { InvoiceFilterForm } from './invoice-filter-form';
import { InvoicesTable } from './invoices-table';
import { NewInvoicePanel } from './new-invoice-panel';

const NO_INVOICES = 'No invoices match these filters.';

/**
 * Issue 33, Invoices: a customer's delivered lorry receipts invoiced with live totals, and the invoices of a filter;
 * a row (or /invoices?invoice=<no>) opens its invoice, its PDF and its credit notes. The filter lives in the address,
 * so Back returns to the same list.
 */
export function InvoicesScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const addressFilter = useMemo(() => invoiceFilterOf(searchParams), [searchParams]);
  const searched = dateRangeProblem(addressFilter, INVOICE_RANGE) ? null : addressFilter;
  const openInvoiceNo = searchParams.get('invoice');
  const { draft, setDraft, asking } = useAddressDraft(addressFilter, invoiceFilterKey);
  const customers = useCustomers();
  const customerNames = useMemo(() => (customers.data ?? []).map((customer) => customer.name), [customers.data]);
  const invoices = useInvoices(searched);

  // The form has checked the range against INVOICE_RANGE before Search.
  function search() {
    if (searched && invoiceFilterKey(searched) === invoiceFilterKey(draft)) void invoices.refetch();
    else {
      asking(draft);
      setSearchParams(invoiceSearchParams(draft, openInvoiceNo), { replace: true });
    }
  }

  const open = (invoiceNo: string) => setSearchParams(invoiceSearchParams(addressFilter, invoiceNo));
  const close = () => setSearchParams(invoiceSearchParams(addressFilter, null), { replace: true });

  return (
    <Stack gap="lg">
      <Title order={2}>{SCREENS.invoices.title}</Title>
      <NewInvoicePanel customers={customers} onIssued={(invoice) => open(invoice.invoiceNo)} />
      <Paper withBorder p="md" component="section" aria-labelledby="invoice-list-heading">
        <Stack gap="md">
          <Title order={3} id="invoice-list-heading">
            Invoice list
          </Title>
          <InvoiceFilterForm
            filter={draft}
            customers={customerNames}
            onChange={setDraft}
            onSearch={search}
            searching={invoices.isFetching}
          />
          {searched && (
            <StateView
              query={invoices}
              loadingLabel="Loading invoices"
              errorMessage={(error) => error.message}
              emptyMessage={NO_INVOICES}
            >
              {(found) => (
                <Stack gap="sm">
                  <Group justify="flex-end">
                    <Text size="sm" c="dimmed" aria-live="polite">
                      {found.length === 1 ? '1 invoice' : `${found.length.toLocaleString('en-IN')} invoices`}
                    </Text>
                  </Group>
                  <InvoicesTable invoices={found} onOpen={open} />
                </Stack>
              )}
            </StateView>
          )}
        </Stack>
      </Paper>
      <InvoiceDialog invoiceNo={openInvoiceNo} onClose={close} />
    </Stack>
  );
}
