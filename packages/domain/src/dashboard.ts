import { z } from 'zod';
import { can } from './permissions.ts';
import type { Profile } from './profiles.ts';

/**
 * Where a user lands after signing in (issue 33): `home`, the spec's landing (Upload Trip Details, Today's List for
 * the unloading manager), or the owner's `dashboard`, a choice the accountant and the admin may make.
 */
export const LANDING_SCREENS = ['home', 'dashboard'] as const;
export type LandingScreen = (typeof LANDING_SCREENS)[number];

export const landingScreenSchema = z.enum(LANDING_SCREENS);

export const DASHBOARD_MESSAGES = {
  landingScreen: 'Choose home or dashboard as the screen to land on.',
  notYours: 'Only an accountant or an admin can land on the dashboard.',
} as const;

/** PUT /api/me/landing-screen. */
export const landingScreenRequestSchema = z.strictObject({
  landingScreen: z.enum(LANDING_SCREENS, { message: DASHBOARD_MESSAGES.landingScreen }),
});
export type LandingScreenRequest = z.infer<typeof landingScreenRequestSchema>;

/**
 * The screen a user lands on from their profile and stored choice: the dashboard only while the profile may open it
 * (a user moved to another profile lands home again); a value not known is home.
 */
export function landingScreenOf(profile: Profile, stored: string | null | undefined): LandingScreen {
  return stored === 'dashboard' && can(profile, 'dashboard') ? 'dashboard' : 'home';
}

const count = z.number().int().min(0);

/**
 * GET /api/dashboard: the owner's figures as of today (office time), in rupees. Each is taken from the screen it
 * links to: Today's List, the LRs an invoice may take, Receivables, Outstanding, the TDS challans and Business.
 */
export const dashboardSchema = z.object({
  today: z.string(),
  /** Trips of today, and how many of them are still Open (not yet acknowledged). */
  todaysTrips: z.object({ count, open: count }),
  /**
   * Delivered LRs on terms To be billed or Paid, on no standing invoice: those an invoice may take now, with their
   * freight; and those held back for want of a rate.
   */
  lrsNotInvoiced: z.object({ count, freight: z.number(), withoutFreight: count }),
  /** What customers owe past their invoices' due dates, and how many customers owe it. */
  receivablesOverdue: z.object({ amount: z.number(), customers: count }),
  /** The outstanding of the vendors' bills, and how many vendors are owed. */
  payablesDue: z.object({ amount: z.number(), vendors: count }),
  /**
   * TDS deducted on bills of this quarter and the last not yet in a challan; the earliest day it is due by (null
   * when nothing is to deposit), and the part already past its due day.
   */
  tdsDue: z.object({ amount: z.number(), dueDate: z.string().nullable(), overdue: z.number() }),
  /** The margin of the trips of the 1st of this month to today. */
  monthMargin: z.object({
    startDate: z.string(),
    endDate: z.string(),
    revenue: z.number(),
    cost: z.number(),
    margin: z.number(),
    marginPercent: z.number().nullable(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
