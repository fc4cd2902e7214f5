import { MESSAGES, formatRupees, receiptReversalSchema, type Receipt, type ReceiptReversed } from '@freightdesk/domain';
import { ReverseDialog } from '@/components/reverse-dialog';
import { transactionFailure } from '@/features/transactions/api/get-transactions';
import { useReverseReceipt } from '../api/reverse-receipt';
import { invoicePartsText, receiptSettles } from '../utils/receipt-rows';

interface ReverseReceiptDialogProps {
  /** The receipt to reverse; null while none is. */
  receipt: Receipt | null;
  onClose: () => void;
}

/** What goes back onto which invoices: the money and the TDS the receipt settled them with. */
function reversalSummary(receipt: Receipt) {
  return (
    <>
      {formatRupees(receiptSettles(receipt))} ({formatRupees(receipt.amount)} by {receipt.mode}
      {receipt.reference ? ` ${receipt.reference}` : ''} and {formatRupees(receipt.tdsDeducted)} TDS) goes back onto{' '}
      {invoicePartsText(receipt)}. The receipt and its reversal both stay on record.
    </>
  );
}

/** The notice once reversed: where each invoice stands now. */
function reversedNotice(receipt: Receipt, reversal: ReceiptReversed): string {
  const standings = reversal.allocations.map(
    (part) => `${part.invoiceNo} is ${part.invoiceStatus}, balance ${formatRupees(part.invoiceBalance)}`,
  );
  return `Receipt ${receipt.id} reversed by ${reversal.id}: ${standings.join('; ')}.`;
}

/** Reverse a receipt: a reversal row with the reason gives each invoice its part back. */
export function ReverseReceiptDialog({ receipt, onClose }: ReverseReceiptDialogProps) {
  const reverse = useReverseReceipt();
  return (
    <ReverseDialog
      row={receipt}
      opened={receipt !== null}
      onClose={onClose}
      title={receipt ? `Reverse receipt ${receipt.id}` : ''}
      formLabel={(reversing) => `Reverse receipt ${reversing.id}`}
      summary={reversalSummary}
      reasonSchema={receiptReversalSchema}
      reasonDescription="3 to 200 characters"
      refusalTitle="Receipt not reversed"
      submitLabel="Reverse receipt"
      reverse={(reversing, reason, key) => reverse.mutateAsync({ receiptId: reversing.id, reason, key })}
      refusalOf={(failure) => transactionFailure(failure, MESSAGES.unexpected)}
      reversedMessage={reversedNotice}
    />
  );
}
