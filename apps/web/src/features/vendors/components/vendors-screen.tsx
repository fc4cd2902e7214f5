import { VENDOR_MESSAGES, can, type Vendor } from '@freightdesk/domain';
import { Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { StateView } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';
import { deleteVendorFailure, useDeleteVendor } from '../api/delete-vendor';
import { useVendors } from '../api/get-vendors';
import { TdsDocumentsDialog } from './tds-documents-dialog';
import { VendorForm } from './vendor-form';
import { VendorsTable } from './vendors-table';

interface ChosenVendor {
  vendor: Vendor;
  /** False while the dialog closes, so it keeps the vendor's name until it is gone. */
  open: boolean;
}

/** Spec-2 section 2, Vendor: the add form and the vendors table. */
export function VendorsScreen() {
  const vendors = useVendors();
  const deleteVendor = useDeleteVendor();
  const [chosen, setChosen] = useState<ChosenVendor | null>(null);
  const [documentsOf, setDocumentsOf] = useState<ChosenVendor | null>(null);
  // Declarations and certificates belong to the TDS books, kept by those who see the TDS Register.
  const keepsTdsBooks = can(useCurrentUser().profile, SCREENS.tdsRegister.permission);

  const close = () => setChosen((current) => current && { ...current, open: false });

  function confirmDelete() {
    if (!chosen) return;
    deleteVendor.mutate(chosen.vendor.id, {
      onSuccess: () => {
        close();
        notifySuccess(VENDOR_MESSAGES.deleted);
      },
      onError: (error) => {
        close();
        notifyError(deleteVendorFailure(error));
      },
    });
  }

  return (
    <Stack gap="lg">
      <Title order={2}>{SCREENS.vendor.title}</Title>
      <VendorForm />
      <Paper withBorder p="md">
        <Stack gap="md">
          <Title order={3}>Vendors</Title>
          <StateView
            query={vendors}
            loadingLabel="Loading vendors"
            errorMessage={VENDOR_MESSAGES.fetchError}
            emptyMessage={VENDOR_MESSAGES.empty}
          >
            {(data) => (
              <VendorsTable
                vendors={data}
                onDelete={(vendor) => setChosen({ vendor, open: true })}
                onOpenTdsDocuments={keepsTdsBooks ? (vendor) => setDocumentsOf({ vendor, open: true }) : undefined}
              />
            )}
          </StateView>
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={chosen?.open ?? false}
        title="Delete Vendor"
        confirmLabel="Delete"
        danger
        pending={deleteVendor.isPending}
        onCancel={close}
        onConfirm={confirmDelete}
      >
        Are you sure you want to delete the vendor <strong>{chosen?.vendor.companyName}</strong>? This action cannot be
        undone.
      </ConfirmDialog>
      <TdsDocumentsDialog
        vendor={documentsOf?.vendor ?? null}
        opened={documentsOf?.open ?? false}
        onClose={() => setDocumentsOf((current) => current && { ...current, open: false })}
      />
    </Stack>
  );
}
