import { formatRupees, fromPaise, toPaise, type Receipt } from '@freightdesk/domain';

/** What a row of the receipts list says of itself. */
export interface ReceiptStanding {
  /** Only a receipt not yet reversed can be reversed. */
  reversible: boolean;
  /** 'Standing', 'Reversed by R7', or 'Reversal of R5: <reason>'. */
  label: string;
}

export function receiptStanding(receipt: Pick<Receipt, 'reverses' | 'reversedBy' | 'reason'>): ReceiptStanding {
  if (receipt.reverses !== null) {
    return {
      reversible: false,
      label: `Reversal of ${receipt.reverses}${receipt.reason ? `: ${receipt.reason}` : ''}`,
    };
  }
  if (receipt.reversedBy !== null) return { reversible: false, label: `Reversed by ${receipt.reversedBy}` };
  return { reversible: true, label: 'Standing' };
}

/** What a receipt settles of the invoices: the amount received with the TDS deducted, added in paise. */
export const receiptSettles = (receipt: Pick<Receipt, 'amount' | 'tdsDeducted'>) =>
  fromPaise(toPaise(receipt.amount) + toPaise(receipt.tdsDeducted));

/** Each invoice and its part, 'INV/2026-27/0001 ₹37,500.00; INV/2026-27/0002 ₹1,250.50'. */
export const invoicePartsText = (receipt: Pick<Receipt, 'allocations'>) =>
  receipt.allocations.map((part) => `${part.invoiceNo} ${formatRupees(part.amount)}`).join('; ');
