import { FREIGHT_MESSAGES, type FreightFields, type FreightRate } from '@freightdesk/domain';
import { InlineEditRow } from '@/components/inline-edit-row';
import { notifyError, notifySuccess } from '@/lib/notify';
import { updateFreightRateFailure, useUpdateFreightRate } from '../api/update-freight-rate';
import { FREIGHT_DRAFT, FREIGHT_FIELD_ORDER, FreightFieldInput, draftOf } from './freight-fields';

interface FreightEditRowProps {
  freightRate: FreightRate;
  /** Leaves edit mode; `byKeyboard` hands the focus back to the row's Edit button. */
  onDone: (byKeyboard: boolean) => void;
  onDelete: () => void;
}

/** A freight row turned into inputs, saved as the old rate replaced by the new one. */
export function FreightEditRow({ freightRate, onDone, onDelete }: FreightEditRowProps) {
  const update = useUpdateFreightRate();

  function save(changed: FreightFields, byKeyboard: boolean) {
    const { _id, from, to, rate } = freightRate;
    update.mutate(
      { old: { _id, from, to, rate }, new: changed },
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
    <InlineEditRow
      index={freightRate.id}
      initial={() => draftOf(freightRate)}
      rules={FREIGHT_DRAFT}
      columns={FREIGHT_FIELD_ORDER}
      input={(props) => <FreightFieldInput inTable {...props} />}
      saving={update.isPending}
      onSave={save}
      onDone={onDone}
      onDelete={onDelete}
    />
  );
}
