import {
  MESSAGES,
  formatRupees,
  paymentReversalSchema,
  type Payment,
  type paymentReversedSchema,
} from '@freightdesk/domain';
import type { z } from 'zod';
import { ReverseDialog } from '@/components/reverse-dialog';
import { transactionFailure } from '../api/get-transactions';
import { useReversePayment } from '../api/reverse-payment';
import { billsPaidBy } from '../utils/payment-rows';

interface ReversePaymentDialogProps {
  payment: Payment | null;
  opened: boolean;
  onClose: () => void;
}

/** What goes back onto which bills: the whole payment. */
function reversalSummary(payment: Payment) {
  const bills = billsPaidBy(payment);
  const onto =
    bills.parts.length > 1 ? `bills ${bills.parts.map((part) => part.billId).join(', ')}` : `bill ${payment.billId}`;
  return (
    <>
      {formatRupees(bills.total)} by {payment.mode}
      {payment.reference ? ` (${payment.reference})` : ''} goes back onto {onto}. The payment and its reversal both stay
      on record.
    </>
  );
}

/** The notice once reversed: where each bill stands now. */
function reversedNotice(payment: Payment, reversal: z.infer<typeof paymentReversedSchema>): string {
  const standings = reversal.allocations.map(
    (part) => `${part.billId} is ${part.billStatus}, balance ${formatRupees(part.billBalance)}`,
  );
  return `Payment ${payment.id} reversed: ${standings.join('; ')}.`;
}

/** Reverse a payment: a reversal row with the reason gives its whole amount back to the bills it paid. */
export function ReversePaymentDialog({ payment, opened, onClose }: ReversePaymentDialogProps) {
  const reverse = useReversePayment();
  return (
    <ReverseDialog
      row={payment}
      opened={opened}
      onClose={onClose}
      title="Reverse payment"
      formLabel={(reversing) => `Reverse payment ${reversing.id}`}
      summary={reversalSummary}
      reasonSchema={paymentReversalSchema}
      refusalTitle="Payment not reversed"
      submitLabel="Reverse Payment"
      reverse={(reversing, reason, key) => reverse.mutateAsync({ paymentId: reversing.id, reason, key })}
      refusalOf={(failure) => transactionFailure(failure, MESSAGES.unexpected)}
      reversedMessage={reversedNotice}
    />
  );
}
