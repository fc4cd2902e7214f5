import { INVOICE_MESSAGES } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { checkCreditNote } from './credit-note-draft';

describe('checking a credit note before it is issued', () => {
  it('credits the rest of the invoice without lines, whatever was ticked', () => {
    expect(checkCreditNote({ reason: ' Rate  disputed ', choice: 'whole', lines: ['LR/2026-27/000001'] })).toEqual({
      ok: true,
      body: { reason: 'Rate disputed' },
    });
  });

  it('credits the lines ticked', () => {
    expect(checkCreditNote({ reason: 'Short delivery', choice: 'lines', lines: ['LR/2026-27/000002'] })).toEqual({
      ok: true,
      body: { reason: 'Short delivery', lines: ['LR/2026-27/000002'] },
    });
  });

  it('needs a reason of 3 to 200 characters, and a line ticked when lines are chosen', () => {
    expect(checkCreditNote({ reason: 'no', choice: 'lines', lines: [] })).toEqual({
      ok: false,
      errors: { reason: INVOICE_MESSAGES.creditReason, lines: INVOICE_MESSAGES.lrsEmpty },
    });
    expect(checkCreditNote({ reason: 'x'.repeat(201), choice: 'whole', lines: [] })).toEqual({
      ok: false,
      errors: { reason: INVOICE_MESSAGES.creditReason },
    });
  });
});
