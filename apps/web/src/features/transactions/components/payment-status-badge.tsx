import type { BillPaymentStatus } from '@freightdesk/domain';
import { Badge } from '@mantine/core';

const STATUS_COLORS: Record<BillPaymentStatus, string> = {
  Unpaid: 'red',
  'Partly paid': 'yellow',
  Paid: 'teal',
  Cancelled: 'gray',
};

// Mantine's yellow text on its light yellow is too faint for small print (2.6:1); the page's text colour passes.
const TEXT_COLORS: Partial<Record<BillPaymentStatus, string>> = { 'Partly paid': 'var(--mantine-color-text)' };

/** A bill's payment status as a coloured word, readable without the colour. */
export function PaymentStatusBadge({ status }: { status: BillPaymentStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} c={TEXT_COLORS[status]} variant="light" size="sm" tt="none" miw="max-content">
      {status}
    </Badge>
  );
}
