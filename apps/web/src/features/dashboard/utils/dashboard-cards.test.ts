import { describe, expect, it } from 'vitest';
import { dashboardCards } from './dashboard-cards';

const DASHBOARD = {
  today: '2026-10-20',
  todaysTrips: { count: 3, open: 1 },
  lrsNotInvoiced: { count: 2, freight: 20_000, withoutFreight: 1 },
  receivablesOverdue: { amount: 123_456.5, customers: 2 },
  payablesDue: { amount: 22_720, vendors: 1 },
  tdsDue: { amount: 280, dueDate: '2026-10-07', overdue: 180 },
  monthMargin: {
    startDate: '2026-10-01',
    endDate: '2026-10-20',
    revenue: 42_000,
    cost: 39_000,
    margin: 3_000,
    marginPercent: 7.14,
  },
};

describe('the cards of the dashboard (issue 33)', () => {
  it('says each figure in rupees with its line, each a link to its screen', () => {
    expect(dashboardCards(DASHBOARD)).toEqual([
      { title: "Today's trips", figure: '3', detail: '1 still Open', to: '/today-list' },
      {
        title: 'LRs not invoiced',
        figure: '₹20,000.00',
        detail: '2 delivered LRs to invoice; 1 without a rate',
        to: '/lorry-receipts?startDate=&endDate=&status=Delivered',
      },
      {
        title: 'Receivables overdue',
        figure: '₹1,23,456.50',
        detail: 'past due from 2 customers',
        to: '/receivables',
      },
      { title: 'Payables due', figure: '₹22,720.00', detail: 'owed to 1 vendor on their bills', to: '/outstanding' },
      {
        title: 'TDS due',
        figure: '₹280.00',
        detail: 'to deposit by 07/10/2026; ₹180.00 overdue',
        to: '/tds-register',
      },
      {
        title: "This month's margin",
        figure: '₹3,000.00',
        detail: '7.14% of revenue: revenue ₹42,000.00, cost ₹39,000.00',
        to: '/business?startDate=2026-10-01&endDate=2026-10-20',
      },
    ]);
  });

  it('says when there is nothing to deposit or no revenue yet', () => {
    const cards = dashboardCards({
      ...DASHBOARD,
      lrsNotInvoiced: { count: 1, freight: 500, withoutFreight: 0 },
      tdsDue: { amount: 0, dueDate: null, overdue: 0 },
      monthMargin: { ...DASHBOARD.monthMargin, revenue: 0, cost: 100, margin: -100, marginPercent: null },
    });
    expect(cards[1]?.detail).toBe('1 delivered LR to invoice');
    expect(cards[4]?.detail).toBe('nothing to deposit');
    expect(cards[5]?.figure).toBe('-₹100.00');
    expect(cards[5]?.detail).toBe('no revenue yet: revenue ₹0.00, cost ₹100.00');
  });
});
