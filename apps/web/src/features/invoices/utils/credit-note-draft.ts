import { creditNoteRequestSchema, type CreditNoteRequest } from '@freightdesk/domain';

/** What a credit note credits: the rest of the invoice, or the freight of the lines ticked. */
export type CreditChoice = 'whole' | 'lines';

export interface CreditNoteDraft {
  reason: string;
  choice: CreditChoice;
  /** The LRs ticked; read only when the choice is `lines`. */
  lines: readonly string[];
}

export interface CreditNoteErrors {
  reason?: string;
  lines?: string;
}

export type CheckedCreditNote = { ok: true; body: CreditNoteRequest } | { ok: false; errors: CreditNoteErrors };

/** The request of a credit note, checked with the domain's schema: a reason, and lines when some are to be ticked. */
export function checkCreditNote(draft: CreditNoteDraft): CheckedCreditNote {
  const checked = creditNoteRequestSchema.safeParse({
    reason: draft.reason,
    ...(draft.choice === 'lines' ? { lines: draft.lines } : {}),
  });
  if (checked.success) return { ok: true, body: checked.data };
  const errors: CreditNoteErrors = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] === 'lines' ? 'lines' : 'reason';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
