import { FREIGHT_MESSAGES, type FreightRate } from '@freightdesk/domain';
import { Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { StateView } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { deleteFreightRateFailure, useDeleteFreightRate } from '../api/delete-freight-rate';
import { useFreightRates } from '../api/get-freight-rates';
import { formatRate } from './freight-fields';
import { FreightForm } from './freight-form';
import { FreightTable } from './freight-table';

interface ChosenFreightRate {
  freightRate: FreightRate;
  /** False while the dialog closes, so it keeps its text until it is gone. */
  open: boolean;
}

/** Spec-2 section 2, Freight: the add form and the freight rates table. */
export function FreightScreen() {
  const freightRates = useFreightRates();
  const deleteFreightRate = useDeleteFreightRate();
  const [chosen, setChosen] = useState<ChosenFreightRate | null>(null);

  const close = () => setChosen((current) => current && { ...current, open: false });

  function confirmDelete() {
    if (!chosen) return;
    deleteFreightRate.mutate(chosen.freightRate._id, {
      onSuccess: () => {
        close();
        notifySuccess(FREIGHT_MESSAGES.deleted);
      },
      onError: (error) => {
        close();
        notifyError(deleteFreightRateFailure(error));
      },
    });
  }

  return (
    <Stack gap="lg">
      <Title order={2}>{SCREENS.freight.title}</Title>
      <FreightForm />
      <Paper withBorder p="md">
        <Stack gap="md">
          <Title order={3}>Freight Rates</Title>
          <StateView
            query={freightRates}
            loadingLabel="Loading freight rates"
            errorMessage={FREIGHT_MESSAGES.fetchError}
            emptyMessage={FREIGHT_MESSAGES.empty}
          >
            {(data) => (
              <FreightTable freightRates={data} onDelete={(freightRate) => setChosen({ freightRate, open: true })} />
            )}
          </StateView>
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={chosen?.open ?? false}
        title="Delete Freight"
        confirmLabel="Delete"
        danger
        pending={deleteFreightRate.isPending}
        onCancel={close}
        onConfirm={confirmDelete}
      >
        {chosen && (
          <>
            Are you sure you want to delete the freight rate from <strong>{chosen.freightRate.from}</strong> to{' '}
            <strong>{chosen.freightRate.to}</strong> at <strong>{formatRate(chosen.freightRate.rate)}</strong>? This
            action cannot be undone.
          </>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
