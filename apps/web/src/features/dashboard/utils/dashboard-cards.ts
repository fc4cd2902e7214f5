import { type Dashboard, formatDisplayDate, formatRupees } from '@freightdesk/domain';
import { SCREENS } from '@/config/paths';

/** One card of the dashboard: what it counts, its figure, a line under it, and the screen it opens. */
export interface DashboardCard {
  title: string;
  figure: string;
  detail: string;
  to: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const address = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/** The six cards of the owner's dashboard (issue 33), in the order of a day's work, each a link to its screen. */
export function dashboardCards(dashboard: Dashboard): DashboardCard[] {
  const { todaysTrips, lrsNotInvoiced, receivablesOverdue, payablesDue, tdsDue, monthMargin } = dashboard;
  const percent = monthMargin.marginPercent === null ? 'no revenue yet' : `${monthMargin.marginPercent}% of revenue`;
  return [
    {
      title: "Today's trips",
      figure: String(todaysTrips.count),
      detail: `${todaysTrips.open} still Open`,
      to: SCREENS.todayList.path,
    },
    {
      title: 'LRs not invoiced',
      figure: formatRupees(lrsNotInvoiced.freight),
      detail:
        plural(lrsNotInvoiced.count, 'delivered LR to invoice', 'delivered LRs to invoice') +
        (lrsNotInvoiced.withoutFreight > 0 ? `; ${lrsNotInvoiced.withoutFreight} without a rate` : ''),
      // Blank days list every day's LRs.
      to: address(SCREENS.lorryReceipts.path, { startDate: '', endDate: '', status: 'Delivered' }),
    },
    {
      title: 'Receivables overdue',
      figure: formatRupees(receivablesOverdue.amount),
      detail: `past due from ${plural(receivablesOverdue.customers, 'customer', 'customers')}`,
      to: SCREENS.receivables.path,
    },
    {
      title: 'Payables due',
      figure: formatRupees(payablesDue.amount),
      detail: `owed to ${plural(payablesDue.vendors, 'vendor', 'vendors')} on their bills`,
      to: SCREENS.outstanding.path,
    },
    {
      title: 'TDS due',
      figure: formatRupees(tdsDue.amount),
      detail:
        tdsDue.dueDate === null
          ? 'nothing to deposit'
          : `to deposit by ${formatDisplayDate(tdsDue.dueDate)}` +
            (tdsDue.overdue > 0 ? `; ${formatRupees(tdsDue.overdue)} overdue` : ''),
      to: SCREENS.tdsRegister.path,
    },
    {
      title: "This month's margin",
      figure: formatRupees(monthMargin.margin),
      detail: `${percent}: revenue ${formatRupees(monthMargin.revenue)}, cost ${formatRupees(monthMargin.cost)}`,
      to: address(SCREENS.business.path, { startDate: monthMargin.startDate, endDate: monthMargin.endDate }),
    },
  ];
}
