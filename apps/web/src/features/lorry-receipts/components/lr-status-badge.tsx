import type { LrStatus } from '@freightdesk/domain';
import { Badge } from '@mantine/core';

const STATUS_COLORS: Record<LrStatus, string> = {
  Booked: 'blue',
  'In transit': 'orange',
  Delivered: 'green',
  Invoiced: 'grape',
  Cancelled: 'gray',
};

/**
 * An LR's status as a word on its colour. The word is in the page's text colour, in either theme: Mantine's green text
 * on its light green was too faint for small print (axe: colour contrast), and the other statuses read alike.
 */
export function LrStatusBadge({ status }: { status: LrStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} c="var(--mantine-color-text)" variant="light">
      {status}
    </Badge>
  );
}
