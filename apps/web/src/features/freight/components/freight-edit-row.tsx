import { FREIGHT_MESSAGES, type FreightRate } from '@freightdesk/domain';
import { Button, Table } from '@mantine/core';
import { useState } from 'react';
import { notifyError, notifySuccess } from '@/lib/notify';
import { updateFreightRateFailure, useUpdateFreightRate } from '../api/update-freight-rate';
import {
  FREIGHT_FIELD_ORDER,
  FreightFieldInput,
  checkFreightRate,
  draftOf,
  firstInvalid,
  leaveAll,
  leaveField,
  type FreightDraft,
  type FreightErrors,
  type FreightFieldKey,
} from './freight-fields';
import { useRowEdit } from '@/hooks/use-row-edit';

interface FreightEditRowProps {
  freightRate: FreightRate;
  /** Leaves edit mode; `byKeyboard` hands the focus back to the row's Edit button. */
  onDone: (byKeyboard: boolean) => void;
  onDelete: () => void;
}

/** A freight row turned into inputs: Enter or Save saves, Escape or a click outside the row cancels. */
export function FreightEditRow({ freightRate, onDone, onDelete }: FreightEditRowProps) {
  const [draft, setDraft] = useState<FreightDraft>(() => draftOf(freightRate));
  const [errors, setErrors] = useState<FreightErrors>({});
  const update = useUpdateFreightRate();
  const { rowRef, onKeyDown } = useRowEdit({ save: () => save(true), cancel: onDone, enabled: !update.isPending });

  function change(field: FreightFieldKey, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function save(byKeyboard: boolean) {
    if (update.isPending) return;
    const left = leaveAll(draft);
    setDraft(left);
    const check = checkFreightRate(left);
    if (!check.success) {
      setErrors(check.errors);
      rowRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid(check.errors)}"]`)?.focus();
      return;
    }
    const { _id, from, to, rate } = freightRate;
    update.mutate(
      { old: { _id, from, to, rate }, new: check.freightRate },
      {
        onSuccess: () => {
          notifySuccess(FREIGHT_MESSAGES.updated);
          onDone(byKeyboard);
        },
        onError: (error) => notifyError(updateFreightRateFailure(error)),
      },
    );
  }

  return (
    <Table.Tr ref={rowRef} onKeyDown={onKeyDown} style={{ verticalAlign: 'top' }}>
      <Table.Td>{freightRate.id}</Table.Td>
      {FREIGHT_FIELD_ORDER.map((field, position) => (
        <Table.Td key={field}>
          <FreightFieldInput
            inTable
            field={field}
            value={draft[field]}
            error={errors[field]}
            onChange={(value) => change(field, value)}
            onBlur={() => setDraft((current) => leaveField(current, field))}
            autoFocus={position === 0}
          />
        </Table.Td>
      ))}
      <Table.Td>
        <Button size="compact-sm" onClick={() => save(false)} loading={update.isPending}>
          Save
        </Button>
      </Table.Td>
      <Table.Td>
        <Button size="compact-sm" variant="light" color="red" onClick={onDelete} disabled={update.isPending}>
          Delete
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
