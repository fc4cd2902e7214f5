import {
  REPORT_MESSAGES,
  TRIP_ATTACHMENTS,
  reportEditSchema,
  type TripAttachment,
  type TripRecord,
  TRIP_ATTACHMENT_LABELS,
  EDITABLE_STATUSES,
  SAVE_ALERT_DELAY_MS,
} from '@freightdesk/domain';
import { Button, NativeSelect, Table } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { useRef, useState, type KeyboardEvent } from 'react';
import { AmountInput } from '@/components/amount-input';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateReport, type AttachmentFiles, type AttachmentProgress } from '../api/update-report';
import { AttachmentInput } from './attachment-input';
import { Cell, FigureCell, money, TripIdCell, tons, type ReportColumnsView } from './report-cells';

interface ReportEditRowProps extends ReportColumnsView {
  trip: TripRecord;
  /** Leaves edit mode; `byKeyboard` hands the focus back to the row's Edit button. */
  onDone: (byKeyboard: boolean) => void;
  onDelete: (trip: TripRecord) => void;
}

type NumberField = 'weight' | 'actualWeight' | 'short';

/** The figures as typed, read by the schema the server uses (issue 29: "1,25,000" is read, "12o" refused). */
interface ReportDraft extends Record<NumberField, string> {
  transactionStatus: string;
}

type FieldErrors = Partial<Record<NumberField, string>>;

// In the row's order, so the first refused figure takes the focus.
const NUMBER_FIELDS: readonly NumberField[] = ['weight', 'actualWeight', 'short'];

const isNumberField = (field: unknown): field is NumberField => NUMBER_FIELDS.some((name) => name === field);

const asTyped = (value: number | null) => (value === null ? '' : String(value));

const STATUS_OPTIONS = [{ value: '', label: REPORT_MESSAGES.statusPlaceholder }, ...EDITABLE_STATUSES];

function draftOf(trip: TripRecord): ReportDraft {
  return {
    transactionStatus: (EDITABLE_STATUSES as readonly string[]).includes(trip.TransactionStatus)
      ? trip.TransactionStatus
      : '',
    weight: asTyped(trip.Weight),
    actualWeight: asTyped(trip.ActualWeight),
    short: asTyped(trip.Short),
  };
}

/**
 * A report row turned into the editor of spec-2: status, weights, short and the four PDFs. Enter or Save saves;
 * Escape or a click outside the row cancels and leaves the row as it was.
 */
export function ReportEditRow({ trip, showFreight, canDelete, onDone, onDelete }: ReportEditRowProps) {
  const [draft, setDraft] = useState<ReportDraft>(() => draftOf(trip));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [files, setFiles] = useState<AttachmentFiles>({});
  const [progress, setProgress] = useState<AttachmentProgress>({});
  const statusRef = useRef<HTMLSelectElement>(null);
  const update = useUpdateReport();
  const rowRef = useClickOutside<HTMLTableRowElement>(
    (event) => {
      // Closing a notification about this row must not throw away its edits.
      if (event.target instanceof Element && event.target.closest('[role="alert"]')) return;
      onDone(false);
    },
    null,
    undefined,
    !update.isPending,
  );

  function change(field: keyof ReportDraft, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    if (isNumberField(field)) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function attach(name: TripAttachment, file: File | null) {
    setFiles((current) => {
      const next = { ...current };
      if (file) next[name] = file;
      else delete next[name];
      return next;
    });
  }

  function save(byKeyboard: boolean) {
    if (update.isPending) return;
    const edit = reportEditSchema.safeParse({ id: trip.TripID, localDate: trip.localDate, ...draft });
    if (!edit.success) {
      const refused: FieldErrors = {};
      let rowProblem: string | undefined;
      for (const issue of edit.error.issues) {
        const field = issue.path[0];
        if (isNumberField(field)) refused[field] ??= issue.message;
        else rowProblem ??= issue.message;
      }
      setErrors(refused);
      if (rowProblem) notifyError(rowProblem);
      const firstRefused = NUMBER_FIELDS.find((field) => refused[field] !== undefined);
      if (firstRefused) rowRef.current?.querySelector<HTMLInputElement>(`input[name="${firstRefused}"]`)?.focus();
      else statusRef.current?.focus();
      return;
    }
    update.mutate(
      { tripId: trip.TripID, edit: edit.data, files, onProgress: setProgress },
      {
        onSuccess: ({ message }) => {
          onDone(byKeyboard);
          setTimeout(() => notifySuccess(message), SAVE_ALERT_DELAY_MS);
        },
        onError: (error) => {
          setProgress({});
          notifyError(serverMessageOr(error, REPORT_MESSAGES.updateFailed));
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (!update.isPending) onDone(true);
    } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      save(true);
    }
  }

  // Kept exactly as typed; a refusal shows under the figure, in the field's own words.
  const figure = (field: NumberField, label: string) => (
    <Cell>
      <AmountInput
        size="xs"
        name={field}
        aria-label={label}
        miw={90}
        disabled={update.isPending}
        value={draft[field]}
        error={errors[field]}
        onChange={(value) => change(field, value)}
      />
    </Cell>
  );

  return (
    <Table.Tr ref={rowRef} onKeyDown={onKeyDown} style={{ verticalAlign: 'top' }} aria-label={`Editing ${trip.TripID}`}>
      <TripIdCell tripId={trip.TripID} />
      <Cell>{trip.TruckNumber}</Cell>
      <Cell>{trip.Vendor}</Cell>
      <Cell>{trip.DestinationFrom}</Cell>
      <Cell>{trip.DestinationTo}</Cell>
      <Cell>
        <NativeSelect
          ref={statusRef}
          size="xs"
          aria-label="Transaction Status"
          miw={150}
          autoFocus
          disabled={update.isPending}
          data={STATUS_OPTIONS}
          value={draft.transactionStatus}
          onChange={(event) => change('transactionStatus', event.currentTarget.value)}
        />
      </Cell>
      {figure('weight', 'Weight')}
      {figure('actualWeight', 'Actual Weight')}
      <FigureCell>{tons(trip.DifferenceInWeight)}</FigureCell>
      {showFreight && <FigureCell>{money(trip.Freight)}</FigureCell>}
      <FigureCell>{money(trip.DieselAmount)}</FigureCell>
      <FigureCell>{money(trip.TDS)}</FigureCell>
      {figure('short', 'Short')}
      <FigureCell>{money(trip.Advance)}</FigureCell>
      <FigureCell>{money(trip.Toll)}</FigureCell>
      <FigureCell>{money(trip.Amount)}</FigureCell>
      {TRIP_ATTACHMENTS.map((name) => (
        <Cell key={name}>
          <AttachmentInput
            label={TRIP_ATTACHMENT_LABELS[name]}
            currentName={trip[name]?.originalname}
            file={files[name] ?? null}
            onChange={(file) => attach(name, file)}
            progress={progress[name]}
            disabled={update.isPending}
          />
        </Cell>
      ))}
      <Cell>{trip.lrNo}</Cell>
      <Cell>{trip.consignor}</Cell>
      <Cell>{trip.consignee}</Cell>
      <Cell>
        <Button size="compact-sm" onClick={() => save(false)} loading={update.isPending}>
          Save
        </Button>
      </Cell>
      {canDelete && (
        <Cell>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={() => onDelete(trip)}
            disabled={update.isPending}
          >
            Delete
          </Button>
        </Cell>
      )}
    </Table.Tr>
  );
}
