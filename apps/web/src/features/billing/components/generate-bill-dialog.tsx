import { BILL_MESSAGES, MAX_REMARKS, capitalizeFirst, remarksProblem, type BillingRow } from '@freightdesk/domain';
import { ActionIcon, Button, Divider, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { AmountInput } from '@/components/amount-input';
import { BillAmounts, BusinessDetailsWarning } from '@/components/bill-amounts';
import { DialogActions } from '@/components/dialog-actions';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { useBillingSettings } from '@/lib/billing-settings';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { remarkErrors, type RemarkDraft, type RemarkErrors } from '../utils/remark-drafts';

interface GenerateBillDialogProps {
  opened: boolean;
  /** The selected trips, all of one vendor. */
  trips: BillingRow[];
  generating: boolean;
  /** `key` is the dialog's Idempotency-Key: every try of this one bill sends the same key. */
  onGenerate: (remarks: RemarkDraft[], applyTaxes: boolean, key: string) => void;
  onClose: () => void;
}

/**
 * The remarks (at most two), the GST choice (on for a vendor marked GST applicable) and the bill's amounts as they
 * will print; Generate issues the bill.
 */
export function GenerateBillDialog({ opened, trips, generating, onGenerate, onClose }: GenerateBillDialogProps) {
  const [remarks, setRemarks] = useState<RemarkDraft[]>([]);
  const [gstChoice, setGstChoice] = useState<boolean | null>(null);
  const [requestKey, setRequestKey] = useState(newIdempotencyKey);
  // Problems show once Generate has been tried, then follow the typing.
  const [triedGenerate, setTriedGenerate] = useState(false);
  const [tooMany, setTooMany] = useState(false);
  const lastRemarkKey = useRef(0);
  useReturnFocus(opened);
  const errors: RemarkErrors[] = triedGenerate ? remarkErrors(remarks) : remarks.map(() => ({}));
  const vendor = trips[0]?.vendor ?? '';
  const settings = useBillingSettings(vendor, opened && vendor !== '');
  const applyTaxes = gstChoice ?? settings.data?.vendor?.gstApplicable === 'Yes';

  function addRemark() {
    if (remarks.length >= MAX_REMARKS) {
      setTooMany(true);
      return;
    }
    lastRemarkKey.current += 1;
    const key = lastRemarkKey.current;
    setRemarks((current) => [...current, { key, text: '', amount: '' }]);
  }

  function removeRemark(key: number) {
    setTooMany(false);
    setRemarks((current) => current.filter((remark) => remark.key !== key));
  }

  function change(key: number, field: 'text' | 'amount', value: string) {
    setRemarks((current) => current.map((remark) => (remark.key === key ? { ...remark, [field]: value } : remark)));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTriedGenerate(true);
    if (remarksProblem(remarks) === null && !generating) onGenerate(remarks, applyTaxes, requestKey);
  }

  function reset() {
    setRemarks([]);
    setGstChoice(null);
    setRequestKey(newIdempotencyKey());
    setTriedGenerate(false);
    setTooMany(false);
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={reset}
      title="Generate Bill"
      centered
      size="lg"
      closeOnClickOutside={!generating}
      closeOnEscape={!generating}
      withCloseButton={!generating}
    >
      <form onSubmit={submit} noValidate aria-label="Generate bill">
        <Stack gap="md">
          <Text size="sm">
            {trips.length === 1 ? '1 trip' : `${trips.length} trips`} of <strong>{vendor}</strong>
          </Text>
          <Stack gap="xs">
            <Text fw={500}>Remarks</Text>
            {remarks.length === 0 && (
              <Text size="sm" c="dimmed">
                No remarks.
              </Text>
            )}
            {remarks.map((remark, index) => (
              <Group key={remark.key} align="flex-start" gap="xs" wrap="nowrap">
                <TextInput
                  label={`Remark ${index + 1}`}
                  value={remark.text}
                  error={errors[index]?.text}
                  autoComplete="off"
                  // A new remark is typed straight away.
                  autoFocus={index === remarks.length - 1}
                  onChange={(event) => change(remark.key, 'text', event.currentTarget.value)}
                  onBlur={() => change(remark.key, 'text', capitalizeFirst(remark.text))}
                  style={{ flex: 2 }}
                />
                <AmountInput
                  label="Amount"
                  aria-label={`Remark ${index + 1} amount`}
                  value={remark.amount}
                  error={errors[index]?.amount}
                  onChange={(amount) => change(remark.key, 'amount', amount)}
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  mt={28}
                  aria-label={`Remove remark ${index + 1}`}
                  onClick={() => removeRemark(remark.key)}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {tooMany && (
              <Text size="sm" c="red" role="alert">
                {BILL_MESSAGES.maxRemarks}
              </Text>
            )}
            <Group>
              {/* Focus starts here rather than on Generate, so a held Enter cannot issue a bill by accident. */}
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={addRemark}
                data-autofocus
              >
                Add Remark
              </Button>
            </Group>
          </Stack>
          <Switch
            label="Apply GST"
            description="GST is added to the total on the bill, at the rate in Settings."
            checked={applyTaxes}
            onChange={(event) => setGstChoice(event.currentTarget.checked)}
          />
          {applyTaxes && settings.data && <BusinessDetailsWarning missing={settings.data.missingBusinessDetails} />}
          <Divider />
          <BillAmounts
            tripAmounts={trips.map((trip) => trip.amount)}
            remarks={remarks}
            applyTaxes={applyTaxes}
            settings={settings.data}
          />
          <DialogActions>
            <Button variant="default" onClick={onClose} disabled={generating}>
              Cancel
            </Button>
            <Button type="submit" loading={generating}>
              Generate
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
