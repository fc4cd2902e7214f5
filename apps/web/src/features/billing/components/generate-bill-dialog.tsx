import {
  BILL_MESSAGES,
  MAX_REMARKS,
  capitalizeFirst,
  formatRupees,
  fromPaise,
  remarksProblem,
  type BillingRow,
} from '@freightdesk/domain';
import { ActionIcon, Button, Divider, Group, Modal, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { DialogActions } from '@/components/dialog-actions';
import { billSummary } from '../utils/bill-selection';
import { remarkErrors, type RemarkDraft, type RemarkErrors } from '../utils/remark-drafts';

interface GenerateBillDialogProps {
  opened: boolean;
  /** The selected trips, all of one vendor. */
  trips: BillingRow[];
  generating: boolean;
  onGenerate: (remarks: RemarkDraft[], applyTaxes: boolean) => void;
  onClose: () => void;
}

/** The remarks (at most two), the GST choice and the bill's total before tax; Generate issues the bill. */
export function GenerateBillDialog({ opened, trips, generating, onGenerate, onClose }: GenerateBillDialogProps) {
  const [remarks, setRemarks] = useState<RemarkDraft[]>([]);
  const [applyTaxes, setApplyTaxes] = useState(false);
  // Problems show once Generate has been tried, then follow the typing.
  const [triedGenerate, setTriedGenerate] = useState(false);
  const [tooMany, setTooMany] = useState(false);
  const lastRemarkKey = useRef(0);
  useReturnFocus(opened);
  const errors: RemarkErrors[] = triedGenerate ? remarkErrors(remarks) : remarks.map(() => ({}));
  const summary = billSummary(trips, remarks);
  const vendor = trips[0]?.vendor ?? '';

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
    if (remarksProblem(remarks) === null) onGenerate(remarks, applyTaxes);
  }

  function reset() {
    setRemarks([]);
    setApplyTaxes(false);
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
                <TextInput
                  label="Amount"
                  aria-label={`Remark ${index + 1} amount`}
                  value={remark.amount}
                  error={errors[index]?.amount}
                  inputMode="decimal"
                  autoComplete="off"
                  onChange={(event) => change(remark.key, 'amount', event.currentTarget.value)}
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
            onChange={(event) => setApplyTaxes(event.currentTarget.checked)}
          />
          <Divider />
          <Table aria-label="Bill summary" withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row" fw={400}>
                  Total amount of the trips
                </Table.Th>
                <Table.Td ta="right">{formatRupees(fromPaise(summary.tripsPaise))}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row" fw={400}>
                  Remarks
                </Table.Th>
                <Table.Td ta="right">{formatRupees(fromPaise(summary.remarksPaise))}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Final amount before tax</Table.Th>
                <Table.Td ta="right" fw={700}>
                  {formatRupees(fromPaise(summary.beforeTaxPaise))}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
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
