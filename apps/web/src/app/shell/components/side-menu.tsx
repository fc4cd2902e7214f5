import { MESSAGES, PERMISSIONS, can, type Profile } from '@freightdesk/domain';
import { NavLink, Stack } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBook2,
  IconBriefcase,
  IconBuildingStore,
  IconCurrencyRupee,
  IconFileInvoice,
  IconFileImport,
  IconFileDollar,
  IconFilePencil,
  IconGauge,
  IconHourglass,
  IconReceiptRupee,
  IconReceiptTax,
  IconListCheck,
  IconLock,
  IconNotes,
  IconReportAnalytics,
  IconReportMoney,
  IconSettings,
  IconTruck,
  IconTruckDelivery,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { MENU_MODULES, SCREENS, type MenuModule } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { useActiveModule, writeActiveModule } from '../hooks/use-active-module';
import { useCurrentScreen } from '../hooks/use-current-screen';

const MENU_ICONS: Record<MenuModule, Icon> = {
  dashboard: IconGauge,
  upload: IconTruckDelivery,
  todayList: IconListCheck,
  lorryReceipts: IconNotes,
  freight: IconCurrencyRupee,
  vehicle: IconTruck,
  vendor: IconBuildingStore,
  customers: IconUsersGroup,
  invoices: IconFileDollar,
  receivables: IconReportMoney,
  receipts: IconReceiptRupee,
  reports: IconReportAnalytics,
  billing: IconFileInvoice,
  transactions: IconArrowsExchange,
  business: IconBriefcase,
  reviseBill: IconFilePencil,
  payments: IconBook2,
  outstanding: IconHourglass,
  tdsRegister: IconReceiptTax,
  import: IconFileImport,
  users: IconUsers,
  settings: IconSettings,
};

/** Items the spec's menu does not have, listed only for those who may open them: the owner's dashboard (issue 33). */
const OWN_ITEMS: readonly MenuModule[] = ['dashboard'];

/**
 * An item only admins may use (Users, Settings) is listed only for them, as are the items of OWN_ITEMS for their
 * profiles; every other item is listed for all and blocked on click (spec-1 section 6).
 */
function isListed(module: MenuModule, profile: Profile): boolean {
  const { permission } = SCREENS[module];
  const adminOnly = (PERMISSIONS[permission] as readonly Profile[]).every((allowed) => allowed === 'admin');
  return !(adminOnly || OWN_ITEMS.includes(module)) || can(profile, permission);
}

export function SideMenu({ profile, onNavigate }: { profile: Profile; onNavigate: () => void }) {
  const activeModule = useActiveModule();
  // On a screen outside the menu (chat) the last item chosen stays highlighted, but it is not the current page.
  const currentModule = useCurrentScreen().module;

  return (
    <Stack component="nav" aria-label="Main menu" gap={2}>
      {MENU_MODULES.filter((module) => isListed(module, profile)).map((module) => {
        const screen = SCREENS[module];
        const allowed = can(profile, screen.permission);
        const ItemIcon = MENU_ICONS[module];
        const choose = (event: MouseEvent<HTMLAnchorElement>) => {
          if (!allowed) {
            event.preventDefault();
            notifyError(MESSAGES.noAccessMenu);
            return;
          }
          writeActiveModule(module);
          onNavigate();
        };
        return (
          <NavLink
            key={module}
            component={Link}
            to={screen.path}
            label={screen.title}
            active={module === activeModule}
            aria-current={module === currentModule ? 'page' : undefined}
            leftSection={<ItemIcon size={18} stroke={1.6} aria-hidden />}
            rightSection={allowed ? null : <IconLock size={14} stroke={1.6} aria-hidden />}
            onClick={choose}
          />
        );
      })}
    </Stack>
  );
}
