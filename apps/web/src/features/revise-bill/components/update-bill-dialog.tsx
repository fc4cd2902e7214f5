import { BILL_MESSAGES, MAX_REMARKS, normaliseRemarks, remarksProblem, type Remark } from '@freightdesk/domain';
import { ActionIcon, Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { AmountInput } from '@/components/amount-input';
import { BillAmounts, BusinessDetailsWarning } from '@/components/bill-amounts';
import { DialogActions } from '@/components/dialog-actions';
import { useBillingSettings } from '@/lib/billing-settings';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { notifyError } from '@/lib/notify';
import { REVISE_TEXTS } from '../revise-texts';

interface RemarkDraft {
  text: string;
  /** As typed: "₹ 1,500.50" and "-30,000" are read when the revision is generated. */
  amount: string;
}

/** What the revision will do with the trips, counted for the dialog. */
export interface RevisionCounts {
  kept: number;
  released: number;
  added: number;
}

interface UpdateBillDialogProps {
  opened: boolean;
  billId: string;
  counts: RevisionCounts;
  vendor: string;
  /** The row amount of each trip the revision will bill, in rupees. */
  tripAmounts: number[];
  /** The final amount of the revision now issued, in rupees. */
  issuedFinal: number | undefined;
  remarks: Remark[];
  applyTaxes: boolean;
  pending: boolean;
  onCancel: () => void;
  /** `key` is this opening's Idempotency-Key: every try of this one revision sends the same key. */
  onSubmit: (remarks: Remark[], applyTaxes: boolean, key: string) => void;
}

const trips = (count: number) => (count === 1 ? '1 trip' : `${count} trips`);

type RevisionFormProps = Omit<UpdateBillDialogProps, 'opened' | 'billId'>;

/** The dialog's form, mounted afresh each time the dialog opens so it starts from the bill's remarks. */
function RevisionForm(props: RevisionFormProps) {
  const { counts, vendor, tripAmounts, issuedFinal, remarks, applyTaxes, pending, onCancel, onSubmit } = props;
  const [drafts, setDrafts] = useState<RemarkDraft[]>(() =>
    remarks.map(({ text, amount }) => ({ text, amount: String(amount) })),
  );
  const [withGst, setWithGst] = useState(applyTaxes);
  const [problem, setProblem] = useState<string | null>(null);
  const [requestKey] = useState(newIdempotencyKey);
  const settings = useBillingSettings(vendor, vendor !== '');

  function change(index: number, remark: Partial<RemarkDraft>) {
    setDrafts((current) => current.map((draft, at) => (at === index ? { ...draft, ...remark } : draft)));
    setProblem(null);
  }

  function addRemark() {
    if (drafts.length >= MAX_REMARKS) {
      notifyError(BILL_MESSAGES.maxRemarks);
      return;
    }
    setDrafts((current) => [...current, { text: '', amount: '' }]);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = remarksProblem(drafts);
    setProblem(found);
    if (found || pending) return;
    onSubmit(normaliseRemarks(drafts.map(({ text, amount }) => ({ text: text.trim(), amount }))), withGst, requestKey);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Keep {trips(counts.kept)} on the bill, return {trips(counts.released)} to Acknowledged and add{' '}
          {trips(counts.added)}.
        </Text>
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={500}>Remarks</Text>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={addRemark}
            >
              Add Remark
            </Button>
          </Group>
          {drafts.length === 0 && (
            <Text size="sm" c="dimmed">
              No remarks
            </Text>
          )}
          {drafts.map((draft, index) => (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={`Remark ${index + 1}`}
                value={draft.text}
                maxLength={20}
                onChange={(event) => change(index, { text: event.currentTarget.value })}
                style={{ flex: 2 }}
                data-autofocus={index === 0 || undefined}
              />
              <AmountInput
                label="Amount"
                aria-label={`Remark ${index + 1} Amount`}
                value={draft.amount}
                onChange={(amount) => change(index, { amount })}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove remark ${index + 1}`}
                onClick={() => setDrafts((current) => current.filter((_, at) => at !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {problem && (
            <Text c="red" size="sm" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
        <Switch label="Apply GST" checked={withGst} onChange={(event) => setWithGst(event.currentTarget.checked)} />
        {withGst && settings.data && <BusinessDetailsWarning missing={settings.data.missingBusinessDetails} />}
        <BillAmounts
          tripAmounts={tripAmounts}
          remarks={drafts}
          applyTaxes={withGst}
          settings={settings.data}
          issuedFinal={issuedFinal}
        />
        <DialogActions>
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Generate Revised Bill
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}

/** Update Bill: keep or edit up to two remarks and the GST choice, then issue the next revision of the bill. */
export function UpdateBillDialog({ opened, billId, ...form }: UpdateBillDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={form.pending ? () => undefined : form.onCancel}
      title={`${REVISE_TEXTS.dialogTitle} ${billId}`}
      size="lg"
      centered
    >
      <RevisionForm {...form} />
    </Modal>
  );
}
