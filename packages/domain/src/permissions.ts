import type { Profile } from './profiles.ts';

const managers = ['loadingManager', 'unloadingManager'] as const satisfies Profile[];
const office = ['accountant', 'admin'] as const satisfies Profile[];
const everyone = [...managers, ...office] as const;

/**
 * The one role matrix (spec-1 section 6, spec-2 section 6). The server enforces it on every route;
 * the web hides and blocks from the same table.
 */
export const PERMISSIONS = {
  tripEntry: everyone,
  tripEdit: ['loadingManager', ...office],
  tripFreight: office,
  todayList: everyone,
  todayListEdit: ['unloadingManager', ...office],
  reports: ['unloadingManager', ...office],
  reportsDelete: office,
  freight: office,
  vehicle: ['loadingManager', ...office],
  vendor: ['loadingManager', ...office],
  transactions: office,
  billing: office,
  reviseBill: office,
  /** Paying vendors (issue 17): payments, reversals and their lists. */
  payments: office,
  /** Importing spreadsheets (issue 18): vendors, freight rates and vehicles. */
  importMasterData: ['admin'],
  /** Importing past trips from a spreadsheet (issue 18). */
  importTrips: office,
  business: office,
  /** The owner's dashboard, and landing on it after sign-in (issue 33). */
  dashboard: office,
  /** Customers (issue 32): the office keeps them; everyone picks consignors and consignees by name. */
  customers: office,
  customerNames: everyone,
  customerRates: office,
  /** Lorry receipts (issue 32): made from the trip form, read and printed by all; the customer's money by the office. */
  lrEntry: ['loadingManager', ...office],
  lrRead: everyone,
  lrMoney: office,
  ewayAlerts: everyone,
  /** Customer invoices and credit notes (issue 33): the office's books. */
  invoices: office,
  /** The forward-charge GST rate of customer invoices, a setting (issue 33). */
  invoiceSettings: ['admin'],
  notifications: ['unloadingManager', ...office],
  searchTrip: ['unloadingManager', ...office],
  searchBill: office,
  chat: everyone,
  users: ['admin'],
  settings: ['admin'],
  /** The OpenAPI page at /logistics/docs. */
  apiDocs: ['admin'],
} as const satisfies Record<string, readonly Profile[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(profile: Profile | null | undefined, permission: Permission): boolean {
  if (!profile) return false;
  return (PERMISSIONS[permission] as readonly Profile[]).includes(profile);
}
