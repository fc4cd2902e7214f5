import type { LrStatus } from '@freightdesk/domain';
import { Badge } from '@mantine/core';

const STATUS_COLORS: Record<LrStatus, string> = {
  Booked: 'blue',
  'In transit': 'orange',
  Delivered: 'green',
  Invoiced: 'grape',
  Cancelled: 'gray',
};

export function LrStatusBadge({ status }: { status: LrStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {status}
    </Badge>
  );
}
