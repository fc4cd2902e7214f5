import {
  ACKNOWLEDGE_MESSAGES,
  MAX_FILE_BYTES,
  REPORT_MESSAGES,
  TRIP_ATTACHMENTS,
  attachmentTooLarge,
  localDate,
  type TripAttachment,
  type TripRecord,
  SAVE_ALERT_DELAY_MS,
  TRIP_ATTACHMENT_LABELS,
  reportEditSchema,
  stillOpenWarning,
  weightDifferenceQuestion,
} from '@freightdesk/domain';
import {
  Button,
  Fieldset,
  FileInput,
  Modal,
  NativeSelect,
  Progress,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { AmountInput } from '@/components/amount-input';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateField } from '@/components/date-field';
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

const NO_DELIVERY = { receivedBy: '', deliveredOn: '' };

const asTyped = (value: number | null) => (value === null ? '' : String(value));

type Draft = Omit<TripReportEdit, 'tripId' | 'weightDifferenceConfirmed'>;
type NumberField = 'weight' | 'actualWeight' | 'short';
/** The typed fields the schema checks: the numbers, and the delivery recorded on the trip's lorry receipt (issue 32). */
const CHECKED_FIELDS = ['weight', 'actualWeight', 'short', 'receivedBy', 'deliveredOn'] as const;
type CheckedField = (typeof CHECKED_FIELDS)[number];

/** What the person has already said yes to in this save: an implausible actual weight, leaving the trip Open. */
interface Confirmed {
  weight: boolean;
  open: boolean;
}

/** A question asked before saving, with the answers already given. */
interface Question {
  kind: keyof Confirmed;
  confirmed: Confirmed;
  /** False while its dialog closes, so it keeps its text until it is gone. */
  open: boolean;
}

/** Units on every label (issue 14): weights in tons, Short in rupees. */
const NUMBER_LABELS: Record<NumberField, string> = {
  weight: 'Weight (t)',
  actualWeight: 'Actual Weight (t)',
  short: 'Short (₹)',
};

/**
 * The typed numbers read by the schema the server uses: what it would refuse, on each field, and the question to ask
 * about the two weights, if any.
 */
function readNumbers(draft: Draft): { errors: Partial<Record<CheckedField, string>>; weightQuestion: string | null } {
  const { weight, actualWeight, short } = draft;
  const { receivedBy, deliveredOn } = draft;
  const parsed = reportEditSchema.safeParse({
    transactionStatus: 'Open',
    weight,
    actualWeight,
    short,
    receivedBy,
    deliveredOn,
  });
  const errors: Partial<Record<CheckedField, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0]);
    if ((CHECKED_FIELDS as readonly string[]).includes(field)) errors[field as CheckedField] ??= issue.message;
  }
  const weightQuestion = parsed.data ? weightDifferenceQuestion(parsed.data.weight, parsed.data.actualWeight) : null;
  return { errors, weightQuestion };
}

// Opened to acknowledge the trip (issue 29): Acknowledged is chosen, and keeping it Open is asked about on saving.
function draftOf(trip: TripRecord): Draft {
  return {
    transactionStatus: 'Acknowledged',
    weight: asTyped(trip.Weight),
    actualWeight: asTyped(trip.ActualWeight),
    short: asTyped(trip.Short),
    receivedBy: '',
    deliveredOn: localDate(),
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
  const [errors, setErrors] = useState<Partial<Record<CheckedField, string>>>({});
  const [progress, setProgress] = useState<AttachmentProgress>({});
  const [question, setQuestion] = useState<Question | null>(null);
  const update = useUpdateTripReport();
  useReturnFocus(opened);

  const change = (field: 'transactionStatus' | CheckedField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

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

  /** Checks the fields, asks each question not yet answered, then saves. */
  function attemptSave(confirmed: Confirmed) {
    const { errors: refused, weightQuestion } = readNumbers(draft);
    setErrors(refused);
    if (!draft.transactionStatus) setStatusError(REPORT_MESSAGES.statusRequired);
    if (!draft.transactionStatus || Object.keys(refused).length > 0) return;
    if (weightQuestion && !confirmed.weight) {
      setQuestion({ kind: 'weight', confirmed, open: true });
      return;
    }
    if (draft.transactionStatus === 'Open' && !confirmed.open) {
      setQuestion({ kind: 'open', confirmed, open: true });
      return;
    }
    setProgress({});
    const weightDifferenceConfirmed = weightQuestion !== null;
    update.mutate(
      {
        // A trip without a lorry receipt has no delivery to record.
        edit: { tripId: trip.TripID, ...draft, ...(!trip.lrNo && NO_DELIVERY), weightDifferenceConfirmed },
        onProgress: setProgress,
      },
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

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    attemptSave({ weight: false, open: false });
  }

  const closeQuestion = () => setQuestion((current) => current && { ...current, open: false });

  function answerYes() {
    if (!question) return;
    closeQuestion();
    attemptSave({ ...question.confirmed, [question.kind]: true });
  }

  // Kept exactly as typed: the schema reads "₹ 1,500.50" and refuses what is not a number, on the field.
  const numberInput = (field: NumberField) => (
    <AmountInput
      label={NUMBER_LABELS[field]}
      value={draft[field]}
      error={errors[field]}
      onChange={(value) => change(field, value)}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Edit Trip ${trip.TripID}`}
      size="lg"
      // While a question is open over it, Escape and a click outside answer the question, not this dialog.
      closeOnClickOutside={!update.isPending && !question?.open}
      closeOnEscape={!update.isPending && !question?.open}
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
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <Fieldset legend="Weights (t)" variant="filled">
              <Stack gap="sm">
                {numberInput('weight')}
                {numberInput('actualWeight')}
              </Stack>
            </Fieldset>
            <Fieldset legend="Money (₹)" variant="filled">
              {numberInput('short')}
            </Fieldset>
          </SimpleGrid>
          {trip.lrNo && draft.transactionStatus === 'Acknowledged' && (
            <Fieldset legend={`Delivery on lorry receipt ${trip.lrNo}`} variant="filled">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
                <TextInput
                  label="Received by"
                  value={draft.receivedBy}
                  error={errors.receivedBy}
                  onChange={(event) => change('receivedBy', event.currentTarget.value)}
                />
                <DateField
                  label="Delivered on"
                  value={draft.deliveredOn}
                  error={errors.deliveredOn}
                  onChange={(day) => change('deliveredOn', day)}
                />
              </SimpleGrid>
            </Fieldset>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
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
      <ConfirmDialog
        opened={question?.open ?? false}
        title={question?.kind === 'weight' ? ACKNOWLEDGE_MESSAGES.weightTitle : ACKNOWLEDGE_MESSAGES.openTitle}
        confirmLabel={
          question?.kind === 'weight' ? ACKNOWLEDGE_MESSAGES.weightConfirm : ACKNOWLEDGE_MESSAGES.openConfirm
        }
        onConfirm={answerYes}
        onCancel={closeQuestion}
      >
        {question?.kind === 'weight' ? readNumbers(draft).weightQuestion : stillOpenWarning(trip.TripID)}
      </ConfirmDialog>
    </Modal>
  );
}
