import { ActionIcon, Anchor, Group, Indicator, Paper, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import {
  IconAlertCircleFilled,
  IconBell,
  IconBook,
  IconFileAlert,
  IconReceiptTax,
  IconUserPlus,
} from '@tabler/icons-react';
import {
  type DocumentExpiry,
  type EwayAlert,
  type TdsNotification,
  type UserSummary,
  VEHICLE_DOCUMENT_LABELS,
  booksClosingReminderText,
  formatDisplayDate,
  isBeforeToday,
  signupReminderText,
} from '@freightdesk/domain';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { SCREENS, lorryReceiptPath, vehiclePath } from '@/config/paths';
import { useEwayAlerts } from '@/features/lorry-receipts/api/get-eway-alerts';
import { ewayAlertText } from '@/features/lorry-receipts/utils/lr-times';
import { useExpiryNotifications } from '@/features/notifications/hooks/use-expiry-notifications';
import { useWaitingSignups } from '@/features/users/api/get-users';

interface ExpiryCardProps {
  expiry: DocumentExpiry;
  /** Set for a profile that may open the Vehicle screen: the card then links to that truck there. */
  onOpenVehicle?: () => void;
}

function ExpiryCard({ expiry, onOpenVehicle }: ExpiryCardProps) {
  const expired = isBeforeToday(expiry.end_date);
  const details = (
    <Stack gap={0}>
      <Text fw={600} size="sm">
        Truck No: {expiry.truck_no}
      </Text>
      <Text size="sm">{VEHICLE_DOCUMENT_LABELS[expiry.field_name]}</Text>
      <Text size="xs" c={expired ? 'var(--mantine-color-red-light-color)' : 'dimmed'}>
        {expired ? 'Expired' : 'Expires'} on {formatDisplayDate(expiry.end_date)}
      </Text>
    </Stack>
  );
  return (
    <Paper
      role="listitem"
      withBorder
      p="xs"
      bg={expired ? 'var(--mantine-color-red-light)' : undefined}
      style={expired ? { borderColor: 'var(--mantine-color-red-5)' } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        {onOpenVehicle ? (
          <Anchor
            component={Link}
            to={vehiclePath(expiry.truck_no)}
            onClick={onOpenVehicle}
            c="inherit"
            underline="hover"
          >
            {details}
          </Anchor>
        ) : (
          details
        )}
        {expired && <IconAlertCircleFilled size={20} color="var(--mantine-color-red-6)" aria-label="Expired" />}
      </Group>
    </Paper>
  );
}

/** The admin's reminder of a month ended 10 days ago whose books are still open; it links to Settings. */
function BooksClosingCard({ monthEnd, onOpenSettings }: { monthEnd: string; onOpenSettings: () => void }) {
  const { title, action } = booksClosingReminderText(monthEnd);
  return (
    <Paper role="listitem" withBorder p="xs">
      <Group wrap="nowrap" align="flex-start" gap="xs">
        <IconBook size={20} stroke={1.6} aria-hidden />
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {title}
          </Text>
          <Anchor component={Link} to={SCREENS.settings.path} onClick={onOpenSettings} size="sm">
            {action}
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The admin's card for an access request waiting for approval; it links to Users, where it is approved. */
function SignupCard({ user, onOpenUsers }: { user: UserSummary; onOpenUsers: () => void }) {
  const { title, detail, action } = signupReminderText(user);
  return (
    <Paper role="listitem" withBorder p="xs">
      <Group wrap="nowrap" align="flex-start" gap="xs">
        <IconUserPlus size={20} stroke={1.6} aria-hidden />
        <Stack gap={0} miw={0}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
          <Anchor component={Link} to={SCREENS.users.path} onClick={onOpenUsers} size="sm">
            {action}
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  );
}

/** Where a TDS reminder is acted on: a deposit on the TDS Register's challans, a document on the Vendor screen. */
const TDS_ACTIONS: Record<TdsNotification['kind'], { path: string; label: string }> = {
  depositDue: { path: SCREENS.tdsRegister.path, label: 'Open the TDS Register' },
  documentStarts: { path: SCREENS.vendor.path, label: 'Open Vendors' },
  documentEnds: { path: SCREENS.vendor.path, label: 'Open Vendors' },
};

/** A TDS reminder for the accountant and the admin (issue 31). */
function TdsCard({ notice, onOpen }: { notice: TdsNotification; onOpen: () => void }) {
  const action = TDS_ACTIONS[notice.kind];
  return (
    <Paper role="listitem" withBorder p="xs">
      <Group wrap="nowrap" align="flex-start" gap="xs">
        <IconReceiptTax size={20} stroke={1.6} aria-hidden />
        <Stack gap={0} miw={0}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {notice.text}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDisplayDate(notice.day)}
          </Text>
          <Anchor component={Link} to={action.path} onClick={onOpen} size="sm">
            {action.label}
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  );
}

/** An e-way bill about to expire on a trip not yet acknowledged, or expired (red); it links to its LR. */
function EwayCard({ alert, onOpen }: { alert: EwayAlert; onOpen: () => void }) {
  return (
    <Paper
      role="listitem"
      withBorder
      p="xs"
      bg={alert.expired ? 'var(--mantine-color-red-light)' : undefined}
      style={alert.expired ? { borderColor: 'var(--mantine-color-red-5)' } : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="xs">
        <IconFileAlert
          size={20}
          stroke={1.6}
          color={alert.expired ? 'var(--mantine-color-red-6)' : undefined}
          aria-hidden
        />
        <Anchor
          component={Link}
          to={lorryReceiptPath(alert.lrNo)}
          onClick={onOpen}
          size="sm"
          c={alert.expired ? 'var(--mantine-color-red-light-color)' : 'inherit'}
          fw={600}
          underline="hover"
          style={{ overflowWrap: 'anywhere' }}
        >
          {ewayAlertText(alert)}
        </Anchor>
      </Group>
    </Paper>
  );
}

/** The e-way bill alerts, for those allowed them; none for the others, who are never asked. */
function useEwayAlertsFor(remindsEway: boolean) {
  const { data, error, refetch } = useEwayAlerts(remindsEway);
  const refresh = useCallback(() => {
    if (remindsEway) void refetch();
  }, [remindsEway, refetch]);
  return remindsEway ? { alerts: data ?? [], error, refresh } : undefined;
}

/** The admin's access requests waiting for approval; none for the other profiles, who are never asked. */
function useSignupsFor(listsSignups: boolean) {
  const { data, error, refetch } = useWaitingSignups(listsSignups);
  const refresh = useCallback(() => {
    if (listsSignups) void refetch();
  }, [listsSignups, refetch]);
  return listsSignups ? { users: data ?? [], error, refresh } : undefined;
}

interface NotificationBellProps {
  /** Told of vehicle documents expiring (spec-1 section 4): all but the loading manager. */
  listsDocuments: boolean;
  opensVehicles: boolean;
  /** The admin, who closes the books, is also told of a month left open. */
  remindsBooks: boolean;
  /** The admin, who approves them, is also told of the signups waiting. */
  listsSignups: boolean;
  /** Those who keep the TDS books are told of TDS documents starting or ending and of deposits due. */
  remindsTds: boolean;
  /** E-way bills of trips not yet acknowledged that expire within 6 hours, or have (issue 32). */
  remindsEway: boolean;
}

/**
 * Expired and soon-expiring vehicle documents for those told of them; for the admin a month left open and the signups waiting for approval;
 * for the accountant and the admin the TDS reminders; for everyone the e-way bills about to expire, first. A dot marks
 * the ones not yet seen.
 */
export function NotificationBell(props: NotificationBellProps) {
  const { listsDocuments, opensVehicles, remindsBooks, listsSignups, remindsTds, remindsEway } = props;
  const waiting = useSignupsFor(listsSignups);
  const ewayAlerts = useEwayAlertsFor(remindsEway);
  const { notifications, booksMonthEnd, signups, tds, eway, hasNew, setOpened } = useExpiryNotifications({
    listsDocuments,
    remindsBooks,
    remindsTds,
    signups: waiting,
    ewayAlerts,
  });
  const [opened, setOpenedState] = useState(false);
  const open = (next: boolean) => {
    setOpenedState(next);
    setOpened(next);
  };
  return (
    <Popover opened={opened} onChange={open} position="bottom-end" width={300} shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={hasNew ? 'Notifications (new)' : 'Notifications'}
          onClick={() => open(!opened)}
        >
          <Indicator disabled={!hasNew} color="red" size={9} offset={3}>
            <IconBell size={20} stroke={1.6} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        {notifications.length === 0 &&
        !booksMonthEnd &&
        signups.length === 0 &&
        tds.length === 0 &&
        eway.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center">
            No notifications
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap="xs">
              {eway.length > 0 && (
                <Stack gap="xs" role="list" aria-label="E-way bills">
                  {eway.map((alert) => (
                    <EwayCard key={alert.lrNo} alert={alert} onOpen={() => open(false)} />
                  ))}
                </Stack>
              )}
              {booksMonthEnd && (
                <Stack gap="xs" role="list" aria-label="Books to close">
                  <BooksClosingCard monthEnd={booksMonthEnd} onOpenSettings={() => open(false)} />
                </Stack>
              )}
              {signups.length > 0 && (
                <Stack gap="xs" role="list" aria-label="Access requests">
                  {signups.map((user) => (
                    <SignupCard key={user._id} user={user} onOpenUsers={() => open(false)} />
                  ))}
                </Stack>
              )}
              {tds.length > 0 && (
                <Stack gap="xs" role="list" aria-label="TDS reminders">
                  {tds.map((notice) => (
                    <TdsCard
                      key={`${notice.kind}-${notice.day}-${notice.text}`}
                      notice={notice}
                      onOpen={() => open(false)}
                    />
                  ))}
                </Stack>
              )}
              {notifications.length > 0 && (
                <Stack gap="xs" role="list" aria-label="Expiring documents">
                  {notifications.map((expiry) => (
                    <ExpiryCard
                      key={`${expiry.truck_no}-${expiry.field_name}`}
                      expiry={expiry}
                      onOpenVehicle={opensVehicles ? () => open(false) : undefined}
                    />
                  ))}
                </Stack>
              )}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
