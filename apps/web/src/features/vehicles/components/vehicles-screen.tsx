import {
  MESSAGES,
  VEHICLE_DOCUMENT_LABELS,
  VEHICLE_MESSAGES,
  normaliseTruckNumber,
  type Vehicle,
  type VehicleDocument,
} from '@freightdesk/domain';
import { Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, StateView } from '@/components/state-view';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteVehicle } from '../api/delete-vehicle';
import { useVehicles } from '../api/get-vehicles';
import { useResetDocument } from '../api/reset-document';
import { AddVehicleForm } from './add-vehicle-form';
import { VehicleTile } from './vehicle-tile';

type ChosenAction =
  | { action: 'delete'; truckNo: string; open: boolean }
  | { action: 'reset'; truckNo: string; document: VehicleDocument; open: boolean };

// A fleet of hundreds renders a page at a time: each tile holds up to seven upload forms.
const VEHICLES_PER_PAGE = 20;

function matches(vehicle: Vehicle, search: string): boolean {
  return normaliseTruckNumber(vehicle.truck_no).includes(normaliseTruckNumber(search));
}

function LoadingTiles() {
  return (
    <Stack gap="md" role="status" aria-label="Loading vehicles">
      {[0, 1].map((tile) => (
        <Card key={tile} withBorder padding="md">
          <Skeleton height={20} width="30%" mb="xs" />
          <Skeleton height={12} width="50%" mb="md" />
          <Skeleton height={12} mb="xs" />
          <Skeleton height={12} mb="xs" />
          <Skeleton height={12} />
        </Card>
      ))}
    </Stack>
  );
}

/** Trucks and their seven compliance documents: add, find, keep valid, delete. */
export function VehiclesScreen() {
  const vehicles = useVehicles();
  const deleteVehicle = useDeleteVehicle();
  const resetDocument = useResetDocument();
  // The search lives in the address (?truck=), so a link from the bell opens the screen on that truck.
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('truck') ?? '';
  const setSearch = (truck: string) => setSearchParams(truck ? { truck } : {}, { replace: true });
  const [chosen, setChosen] = useState<ChosenAction | null>(null);

  const [pages, setPages] = useState(1);

  const close = () => setChosen((current) => current && { ...current, open: false });
  // Stable, so a memoised tile is drawn again only when its own vehicle changes, not on every dialog or keystroke.
  const chooseDelete = useCallback((truckNo: string) => setChosen({ action: 'delete', truckNo, open: true }), []);
  const chooseReset = useCallback(
    (truckNo: string, document: VehicleDocument) => setChosen({ action: 'reset', truckNo, document, open: true }),
    [],
  );
  const matching = vehicles.data?.filter((vehicle) => matches(vehicle, search)) ?? [];
  const shown = matching.slice(0, pages * VEHICLES_PER_PAGE);

  function confirmDelete(truckNo: string) {
    deleteVehicle.mutate(truckNo, {
      onSuccess: () => {
        close();
        notifySuccess(VEHICLE_MESSAGES.deleted);
      },
      onError: (error) => notifyError(serverMessageOr(error, VEHICLE_MESSAGES.deleteError)),
    });
  }

  function confirmReset(truckNo: string, document: VehicleDocument) {
    resetDocument.mutate(
      { truck_no: truckNo, field_name: document },
      {
        onSuccess: () => {
          close();
          notifySuccess(VEHICLE_MESSAGES.reset);
        },
        onError: (error) => notifyError(serverMessageOr(error, VEHICLE_MESSAGES.resetError)),
      },
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>Vehicle</Title>
        <Text c="dimmed">Add trucks with their seven documents, and upload a new one when a document runs out.</Text>
      </Stack>

      <AddVehicleForm />

      <Stack gap="md">
        <TextInput
          label="Search by truck number"
          placeholder="MH12KL1111"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value.toUpperCase())}
          maw={{ base: '100%', sm: 320 }}
        />
        <StateView
          query={vehicles}
          loadingLabel="Loading vehicles"
          skeleton={<LoadingTiles />}
          errorMessage={(error) => serverMessageOr(error, MESSAGES.unexpected)}
          emptyMessage="No vehicles yet. Add the first one with the form above."
        >
          {() =>
            shown.length === 0 ? (
              <EmptyState message={`No vehicle matches ${search.trim()}.`} />
            ) : (
              <>
                {shown.map((vehicle) => (
                  <VehicleTile key={vehicle.truck_no} vehicle={vehicle} onDelete={chooseDelete} onReset={chooseReset} />
                ))}
                {shown.length < matching.length && (
                  <Group justify="center" gap="md">
                    <Text size="sm" c="dimmed">
                      Showing {shown.length.toLocaleString('en-IN')} of {matching.length.toLocaleString('en-IN')}{' '}
                      vehicles
                    </Text>
                    <Button variant="default" onClick={() => setPages((count) => count + 1)}>
                      Show more
                    </Button>
                  </Group>
                )}
              </>
            )
          }
        </StateView>
      </Stack>

      <ConfirmDialog
        opened={chosen?.action === 'delete' && chosen.open}
        title="Delete vehicle"
        confirmLabel="Delete"
        danger
        pending={deleteVehicle.isPending}
        onCancel={close}
        onConfirm={() => chosen?.action === 'delete' && confirmDelete(chosen.truckNo)}
      >
        Delete the vehicle {chosen?.truckNo} and all its documents? This cannot be undone.
      </ConfirmDialog>
      <ConfirmDialog
        opened={chosen?.action === 'reset' && chosen.open}
        title="Reset document"
        confirmLabel="Reset"
        danger
        pending={resetDocument.isPending}
        onCancel={close}
        onConfirm={() => chosen?.action === 'reset' && confirmReset(chosen.truckNo, chosen.document)}
      >
        {chosen?.action === 'reset' &&
          `Reset the ${VEHICLE_DOCUMENT_LABELS[chosen.document]} of ${chosen.truckNo}? This deletes the document and sets its validity to 0 days.`}
      </ConfirmDialog>
    </Stack>
  );
}
