import type { BillPaymentStatus } from '@freightdesk/domain';
import { Badge } from '@mantine/core';

const STATUS_COLORS: Record<BillPaymentStatus, string> = {
  Unpaid: 'red',
  'Partly paid': 'yellow',
  Paid: 'teal',
  Cancelled: 'gray',
};

/** A bill's payment status as a coloured word, readable without the colour. */
export function PaymentStatusBadge({ status }: { status: BillPaymentStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" miw="max-content">
      {status}
    </Badge>
  );
}
