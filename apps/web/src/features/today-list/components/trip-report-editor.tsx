import {
  MAX_FILE_BYTES,
  REPORT_MESSAGES,
  TRIP_ATTACHMENTS,
  attachmentTooLarge,
  type TripAttachment,
  type TripRecord,
  SAVE_ALERT_DELAY_MS,
  TRIP_ATTACHMENT_LABELS,
} from '@freightdesk/domain';
import { Button, FileInput, Modal, NativeSelect, NumberInput, Progress, SimpleGrid, Stack } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { DialogActions } from '@/components/dialog-actions';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  updateTripReportFailure,
  useUpdateTripReport,
  type AttachmentProgress,
  type TripReportEdit,
} from '../api/update-trip-report';

const STATUS_OPTIONS = [
  { value: '', label: 'Select Transaction Status' },
  { value: 'Open', label: 'Open' },
  { value: 'Acknowledged', label: 'Acknowledged' },
];

// The server judges a PDF by its first bytes too, so a text file renamed .pdf is refused here first.
const PDF_SIGNATURE = '%PDF-';

async function attachmentProblem(file: File): Promise<string | null> {
  if ((await file.slice(0, PDF_SIGNATURE.length).text()) !== PDF_SIGNATURE) return REPORT_MESSAGES.notPdf;
  if (file.size > MAX_FILE_BYTES) return attachmentTooLarge(file.size);
  return null;
}

const asTyped = (value: number | null) => (value === null ? '' : String(value));

type Draft = Omit<TripReportEdit, 'tripId'>;

function draftOf(trip: TripRecord): Draft {
  return {
    transactionStatus: trip.TransactionStatus === 'Billed' ? '' : trip.TransactionStatus,
    weight: asTyped(trip.Weight),
    actualWeight: asTyped(trip.ActualWeight),
    short: asTyped(trip.Short),
    files: {},
  };
}

interface AttachmentInputProps {
  name: TripAttachment;
  /** The name of the file already attached, if any. */
  current: string | undefined;
  file: File | undefined;
  /** Shown while the save is sending this file. */
  progress: number | undefined;
  onChange: (file: File | null) => void;
}

function AttachmentInput({ name, current, file, progress, onChange }: AttachmentInputProps) {
  return (
    <Stack gap={4}>
      <FileInput
        label={TRIP_ATTACHMENT_LABELS[name]}
        description={current ? `Current: ${current}` : undefined}
        placeholder="Choose PDF"
        accept="application/pdf"
        clearable
        leftSection={<IconFileTypePdf size={14} aria-hidden />}
        value={file ?? null}
        onChange={onChange}
      />
      {file && progress !== undefined && (
        <Progress value={progress} size="sm" aria-label={`Upload progress of ${TRIP_ATTACHMENT_LABELS[name]}`} />
      )}
    </Stack>
  );
}

interface TripReportEditorProps {
  trip: TripRecord;
  opened: boolean;
  onClose: () => void;
}

/** The report editor of spec-2 (status, weights, short, four PDFs); Escape or a click outside cancels. */
export function TripReportEditor({ trip, opened, onClose }: TripReportEditorProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(trip));
  const [statusError, setStatusError] = useState<string | undefined>();
  const [progress, setProgress] = useState<AttachmentProgress>({});
  const update = useUpdateTripReport();
  useReturnFocus(opened);

  const change = (field: 'transactionStatus' | 'weight' | 'actualWeight' | 'short', value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  function chooseFile(name: TripAttachment, file: File | null) {
    setDraft((current) => ({ ...current, files: { ...current.files, [name]: file ?? undefined } }));
    if (!file) return;
    void attachmentProblem(file).then((problem) => {
      if (!problem) return;
      notifyError(problem);
      // Clears the input only if it still holds the refused file, not one chosen since.
      setDraft((current) =>
        current.files[name] === file ? { ...current, files: { ...current.files, [name]: undefined } } : current,
      );
    });
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft.transactionStatus) {
      setStatusError(REPORT_MESSAGES.statusRequired);
      return;
    }
    setProgress({});
    update.mutate(
      { edit: { tripId: trip.TripID, ...draft }, onProgress: setProgress },
      {
        onSuccess: ({ message }) => {
          onClose();
          setTimeout(() => notifySuccess(message), SAVE_ALERT_DELAY_MS);
        },
        onError: (error) => {
          const message = updateTripReportFailure(error);
          setTimeout(() => notifyError(message), SAVE_ALERT_DELAY_MS);
        },
      },
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Edit Trip ${trip.TripID}`}
      size="lg"
      closeOnClickOutside={!update.isPending}
      closeOnEscape={!update.isPending}
      withCloseButton={!update.isPending}
    >
      <form onSubmit={save} noValidate aria-label={`Edit Trip ${trip.TripID}`}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <NativeSelect
              label="Transaction Status"
              data={STATUS_OPTIONS}
              value={draft.transactionStatus}
              error={statusError}
              data-autofocus
              onChange={(event) => {
                change('transactionStatus', event.currentTarget.value);
                setStatusError(undefined);
              }}
            />
            <NumberInput
              label="Weight"
              value={draft.weight}
              onChange={(value) => change('weight', String(value))}
              allowNegative={false}
              decimalScale={3}
              hideControls
              autoComplete="off"
            />
            <NumberInput
              label="Actual Weight"
              value={draft.actualWeight}
              onChange={(value) => change('actualWeight', String(value))}
              allowNegative={false}
              decimalScale={3}
              hideControls
              autoComplete="off"
            />
            <NumberInput
              label="Short"
              value={draft.short}
              onChange={(value) => change('short', String(value))}
              allowNegative={false}
              decimalScale={2}
              hideControls
              autoComplete="off"
            />
            {TRIP_ATTACHMENTS.map((name) => (
              <AttachmentInput
                key={name}
                name={name}
                current={trip[name]?.originalname}
                file={draft.files[name]}
                progress={update.isPending ? progress[name] : undefined}
                onChange={(file) => chooseFile(name, file)}
              />
            ))}
          </SimpleGrid>
          <DialogActions>
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
