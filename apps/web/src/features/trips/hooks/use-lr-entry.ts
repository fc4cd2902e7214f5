import type { LorryReceipt, LrUpdate } from '@freightdesk/domain';
import { useState } from 'react';
import { useCreateLr } from '@/features/lorry-receipts/api/create-lr';
import { useUpdateLr } from '@/features/lorry-receipts/api/update-lr';
import { draftOfLr } from '@/features/lorry-receipts/utils/lr-draft';
import {
  EMPTY_LR,
  checkLr,
  isBlankLr,
  sameLr,
  type LrDraft,
  type LrDraftKey,
  type LrErrors,
} from '../components/lr-fields';

/** What a submit does with the lorry receipt once its fields are read: nothing, or save these. */
export type LrCheckResult = { ok: true; lr: LrUpdate | null } | { ok: false; field: LrDraftKey; alert: string };

interface LrEntryOptions {
  /** The trip's standing LR, if it has one. */
  lr: LorryReceipt | undefined;
  /** Typed on a trip whose save created it but not its LR: offered again on the trip's page. */
  carried: LrDraft | null;
  /** The office types the customer's rate; the managers never see it. */
  typesRate: boolean;
}

/**
 * The lorry receipt section of the trip form (issue 32): its text, its switch and its refusals, and the save that
 * follows the trip's: a new LR for a trip without one, a PUT of the standing one when something changed.
 */
export function useLrEntry({ lr, carried, typesRate }: LrEntryOptions) {
  const opened = lr ? draftOfLr(lr) : EMPTY_LR;
  const [draft, setDraft] = useState<LrDraft>(() => carried ?? opened);
  const [on, setOn] = useState(lr !== undefined || carried !== null);
  const [errors, setErrors] = useState<LrErrors>({});
  const createLr = useCreateLr();
  const updateLr = useUpdateLr();

  function change(field: LrDraftKey, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  }

  /** Reads the fields; an LR switched off, left blank or unchanged saves nothing. */
  function check(): LrCheckResult {
    const unchanged = lr !== undefined && sameLr(draft, opened);
    if (!on || unchanged || (lr === undefined && isBlankLr(draft))) {
      setErrors({});
      return { ok: true, lr: null };
    }
    const read = checkLr(draft, typesRate);
    setErrors(read.ok ? {} : read.errors);
    return read.ok ? { ok: true, lr: read.lr } : { ok: false, field: read.field, alert: read.alert };
  }

  /** Saves what check() read, once the trip is saved: POST for a trip without an LR, else PUT. */
  function save(tripId: string, fields: LrUpdate): Promise<LorryReceipt> {
    if (lr) return updateLr.mutateAsync({ lrNo: lr.lrNo, lr: fields });
    return createLr.mutateAsync({ ...fields, tripId });
  }

  /** Ready for the next trip: the fields empty, the switch as the person left it. */
  function clear() {
    setDraft(EMPTY_LR);
    setErrors({});
  }

  /** A refusal of the server on one of the LR's fields. */
  function refuse(field: LrDraftKey, message: string) {
    setErrors((current) => ({ ...current, [field]: message }));
  }

  return {
    draft,
    on,
    setOn,
    errors,
    change,
    check,
    save,
    clear,
    refuse,
    pending: createLr.isPending || updateLr.isPending,
  };
}
