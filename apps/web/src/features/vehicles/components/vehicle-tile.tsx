import {
  DAYS_LEFT_HIGHLIGHT,
  VEHICLE_DOCUMENTS,
  VEHICLE_DOCUMENT_LABELS,
  VEHICLE_MESSAGES,
  formatDisplayDate,
  type Vehicle,
  type VehicleDocument,
  type VehicleDocumentState,
} from '@freightdesk/domain';
import { Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconRotate, IconTrash } from '@tabler/icons-react';
import { memo, useId } from 'react';
import { notifyError } from '@/lib/notify';
import { useDownloadDocument } from '../api/download-document';
import { DocumentUploadForm } from './document-upload-form';

/** 'Missing' for a document never uploaded (or reset), else its days left: '0 days left' once it has expired. */
function daysLeftText({ fileName, days_left }: VehicleDocumentState): string {
  if (fileName === null) return 'Missing';
  return `${days_left} ${days_left === 1 ? 'day' : 'days'} left`;
}

/** Red once expired or missing, yellow while it runs out, quiet otherwise (spec-2 section 2); dark enough for text. */
function daysLeftColor(days: number): string {
  if (days === 0) return 'red.8';
  return days <= DAYS_LEFT_HIGHLIGHT ? 'yellow.5' : 'gray';
}

function validityText({ end_date, days_left }: VehicleDocumentState): string {
  if (!end_date) return 'No document';
  return days_left > 0 ? `Valid till ${formatDisplayDate(end_date)}` : `Ended ${formatDisplayDate(end_date)}`;
}

interface DocumentRowProps {
  truckNo: string;
  document: VehicleDocument;
  state: VehicleDocumentState;
  onReset: (document: VehicleDocument) => void;
}

function DocumentRow({ truckNo, document, state, onReset }: DocumentRowProps) {
  const download = useDownloadDocument();
  const label = VEHICLE_DOCUMENT_LABELS[document];
  const valid = state.days_left > 0;

  return (
    <Group role="group" aria-label={label} justify="space-between" align="center" gap="xs" wrap="wrap">
      <Stack gap={0} miw={220}>
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            {validityText(state)}
          </Text>
          <Badge
            color={daysLeftColor(state.days_left)}
            variant={state.days_left <= DAYS_LEFT_HIGHLIGHT ? 'filled' : 'light'}
            autoContrast
            tt="none"
          >
            {daysLeftText(state)}
          </Badge>
        </Group>
      </Stack>
      {valid ? (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            aria-label={`Download ${label} for ${truckNo}`}
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={download.isPending}
            onClick={() =>
              download.mutate(
                { truck_no: truckNo, field_name: document, fileName: state.fileName },
                { onError: () => notifyError(VEHICLE_MESSAGES.downloadFailed) },
              )
            }
          >
            Download
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-label={`Reset ${label} for ${truckNo}`}
            leftSection={<IconRotate size={14} aria-hidden />}
            onClick={() => onReset(document)}
          >
            Reset
          </Button>
        </Group>
      ) : (
        <DocumentUploadForm truckNo={truckNo} document={document} />
      )}
    </Group>
  );
}

interface VehicleTileProps {
  vehicle: Vehicle;
  onDelete: (truckNo: string) => void;
  onReset: (truckNo: string, document: VehicleDocument) => void;
}

/** One truck: who makes and owns it, and the state of each of its seven documents. */
export const VehicleTile = memo(function VehicleTile({ vehicle, onDelete, onReset }: VehicleTileProps) {
  const titleId = useId();
  const details = [vehicle.make, vehicle.companyOwner].filter(Boolean).join(' · ');

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Title order={3} size="h4" id={titleId}>
            {vehicle.truck_no}
          </Title>
          <Text size="sm" c="dimmed" truncate>
            {details || 'Make and owner not given'}
          </Text>
        </Stack>
        <Button
          size="xs"
          color="red"
          variant="light"
          flex="none"
          aria-label={`Delete vehicle ${vehicle.truck_no}`}
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => onDelete(vehicle.truck_no)}
        >
          Delete
        </Button>
      </Group>
      <Stack gap="sm" mt="sm">
        {VEHICLE_DOCUMENTS.map((document, index) => (
          <Stack key={document} gap="sm">
            {index > 0 && <Divider />}
            <DocumentRow
              truckNo={vehicle.truck_no}
              document={document}
              state={vehicle.documents[document]}
              onReset={(chosen) => onReset(vehicle.truck_no, chosen)}
            />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
});
