import { CUSTOMER_MESSAGES, MESSAGES, type Customer, type CustomerRequest } from '@freightdesk/domain';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { PanelForm } from '@/components/panel-form';
import { type Draft, useFieldDraft } from '@/hooks/use-field-draft';
import { ApiRequestError, serverMessageOr } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddCustomer } from '../api/add-customer';
import { useUpdateCustomer } from '../api/update-customer';
import {
  CUSTOMER_DRAFT,
  CUSTOMER_FORM_ORDER,
  EMPTY_CUSTOMER_DRAFT,
  customerDraftOf,
  type CustomerFieldKey,
} from '../utils/customer-draft';
import { CustomerFields } from './customer-fields';

/** A form of customer fields checked by the server's schema, which also shows the server's refusal of one field there. */
function useCustomerDraft(initial: () => Draft<CustomerFieldKey>) {
  const draft = useFieldDraft(initial, CUSTOMER_DRAFT);

  /** The server's message as an alert, and under the field when it names one. */
  function showFailure(error: Error, form: HTMLFormElement) {
    notifyError(serverMessageOr(error, MESSAGES.unexpected));
    if (!(error instanceof ApiRequestError) || error.failure !== 'server') return;
    const named = CUSTOMER_FORM_ORDER.find((key) => key === error.field);
    if (named) draft.fail(named, error.message, form);
  }

  return { ...draft, showFailure };
}

/** Adds a customer; Enter in a field adds it, and the form clears with the focus back on the name. */
export function AddCustomerForm() {
  const { fieldProps, check, setDraft, showFailure } = useCustomerDraft(() => EMPTY_CUSTOMER_DRAFT);
  const addCustomer = useAddCustomer();

  function submit(form: HTMLFormElement) {
    if (addCustomer.isPending) return;
    const customer = check(form);
    if (!customer) return;
    addCustomer.mutate(customer, {
      onSuccess: () => {
        notifySuccess(CUSTOMER_MESSAGES.added);
        setDraft(EMPTY_CUSTOMER_DRAFT);
        // Ready for the next customer without reaching for the mouse.
        form.querySelector('input')?.focus();
      },
      onError: (error) => showFailure(error, form),
    });
  }

  return (
    <PanelForm label="Add customer" title="Add Customer" onSubmit={submit}>
      <CustomerFields field={fieldProps} autoFocusName />
      <Group justify="flex-end">
        <Button type="submit" loading={addCustomer.isPending}>
          Add Customer
        </Button>
      </Group>
    </PanelForm>
  );
}

interface EditCustomerDialogProps {
  customer: Customer | null;
  opened: boolean;
  onClose: () => void;
}

/** Edits a customer in a dialog that opens on its name: Enter saves, Escape leaves it unchanged. */
export function EditCustomerDialog({ customer, opened, onClose }: EditCustomerDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Edit ${customer?.name ?? 'customer'}`}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {customer && <EditCustomerForm key={customer.id} customer={customer} onClose={onClose} />}
    </Modal>
  );
}

function EditCustomerForm({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { fieldProps, check, showFailure } = useCustomerDraft(() => customerDraftOf(customer));
  const update = useUpdateCustomer();

  function save(changed: CustomerRequest, form: HTMLFormElement) {
    update.mutate(
      { id: customer.id, customer: changed },
      {
        onSuccess: () => {
          notifySuccess(CUSTOMER_MESSAGES.updated);
          onClose();
        },
        onError: (error) => showFailure(error, form),
      },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (update.isPending) return;
    const changed = check(form);
    if (changed) save(changed, form);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit customer ${customer.name}`}>
      <Stack gap="md">
        <CustomerFields field={fieldProps} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
