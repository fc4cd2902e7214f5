import { describe, expect, it } from 'vitest';
import { dashboardSchema, landingScreenOf, landingScreenRequestSchema } from './dashboard.ts';

describe('the landing screen (issue 33)', () => {
  it('is the dashboard only for the accountant and the admin who chose it', () => {
    expect(landingScreenOf('accountant', 'dashboard')).toBe('dashboard');
    expect(landingScreenOf('admin', 'dashboard')).toBe('dashboard');
    expect(landingScreenOf('loadingManager', 'dashboard')).toBe('home');
    expect(landingScreenOf('unloadingManager', 'dashboard')).toBe('home');
  });

  it('is home when nothing or something unknown is stored', () => {
    expect(landingScreenOf('admin', 'home')).toBe('home');
    expect(landingScreenOf('admin', undefined)).toBe('home');
    expect(landingScreenOf('admin', null)).toBe('home');
    expect(landingScreenOf('admin', 'Dashboard')).toBe('home');
  });

  it('takes home or dashboard and nothing else', () => {
    expect(landingScreenRequestSchema.parse({ landingScreen: 'dashboard' })).toEqual({ landingScreen: 'dashboard' });
    expect(landingScreenRequestSchema.safeParse({ landingScreen: 'business' }).success).toBe(false);
    expect(landingScreenRequestSchema.safeParse({}).success).toBe(false);
  });

  it('a dashboard answer with a negative count is refused', () => {
    const answer = {
      today: '2026-10-20',
      todaysTrips: { count: -1, open: 0 },
      lrsNotInvoiced: { count: 0, freight: 0, withoutFreight: 0 },
      receivablesOverdue: { amount: 0, customers: 0 },
      payablesDue: { amount: 0, vendors: 0 },
      tdsDue: { amount: 0, dueDate: null, overdue: 0 },
      monthMargin: {
        startDate: '2026-10-01',
        endDate: '2026-10-20',
        revenue: 0,
        cost: 0,
        margin: 0,
        marginPercent: null,
      },
    };
    expect(dashboardSchema.safeParse(answer).success).toBe(false);
    expect(dashboardSchema.safeParse({ ...answer, todaysTrips: { count: 1, open: 1 } }).success).toBe(true);
  });
});
