import { type LandingScreen, type Permission, type Profile, safeReturnPath } from '@freightdesk/domain';

export interface Screen {
  path: string;
  title: string;
  permission: Permission;
  /** The side-menu item this screen belongs to, if any. */
  module?: MenuModule;
}

export const PUBLIC_PATHS = { login: '/', signup: '/signup' } as const;

/** The central route table: every screen inside the shell with its title and the permission it needs. */
export const SCREENS = {
  dashboard: { path: '/dashboard', title: 'Dashboard', permission: 'dashboard', module: 'dashboard' },
  upload: { path: '/home', title: 'Upload Trip Details', permission: 'tripEntry', module: 'upload' },
  trip: { path: '/home/:tripId', title: 'Edit trip', permission: 'tripEntry', module: 'upload' },
  todayList: { path: '/today-list', title: "Today's List", permission: 'todayList', module: 'todayList' },
  lorryReceipts: { path: '/lorry-receipts', title: 'Lorry receipts', permission: 'lrRead', module: 'lorryReceipts' },
  freight: { path: '/freight', title: 'Freight', permission: 'freight', module: 'freight' },
  vehicle: { path: '/vehicle', title: 'Vehicle', permission: 'vehicle', module: 'vehicle' },
  vendor: { path: '/vendor', title: 'Vendor', permission: 'vendor', module: 'vendor' },
  customers: { path: '/customers', title: 'Customers', permission: 'customers', module: 'customers' },
  invoices: { path: '/invoices', title: 'Invoices', permission: 'invoices', module: 'invoices' },
  receivables: { path: '/receivables', title: 'Receivables', permission: 'invoices', module: 'receivables' },
  receipts: { path: '/receipts', title: 'Receipts', permission: 'invoices', module: 'receipts' },
  reports: { path: '/reports', title: 'Reports', permission: 'reports', module: 'reports' },
  billing: { path: '/generate-bill', title: 'Billing', permission: 'billing', module: 'billing' },
  transactions: { path: '/transactions', title: 'Transactions', permission: 'transactions', module: 'transactions' },
  business: { path: '/business', title: 'Business', permission: 'business', module: 'business' },
  reviseBill: { path: '/revise-bill', title: 'Revise Bill', permission: 'reviseBill', module: 'reviseBill' },
  payments: { path: '/payments', title: 'Payments', permission: 'payments', module: 'payments' },
  outstanding: { path: '/outstanding', title: 'Outstanding', permission: 'payments', module: 'outstanding' },
  tdsRegister: { path: '/tds-register', title: 'TDS Register', permission: 'payments', module: 'tdsRegister' },
  chat: { path: '/chat', title: 'Chat', permission: 'chat' },
  users: { path: '/users', title: 'Users', permission: 'users', module: 'users' },
  settings: { path: '/settings', title: 'Settings', permission: 'settings', module: 'settings' },
  // Accountants import trips only; the screen offers each profile the kinds it may import.
  import: { path: '/import', title: 'Import', permission: 'importTrips', module: 'import' },
} as const satisfies Record<string, Screen>;

export type ScreenKey = keyof typeof SCREENS;

/**
 * The side menu, in the spec's order; lorry receipts (issue 32) follow Today's List, customers follow vendors and
 * their invoices, receivables and receipts (issue 33) follow customers, paying vendors (issue 17) follows billing;
 * then Import, Users and Settings. The owner's Dashboard (issue 33) heads them all.
 */
export const MENU_MODULES = [
  'dashboard',
  'upload',
  'todayList',
  'lorryReceipts',
  'freight',
  'vehicle',
  'vendor',
  'customers',
  'invoices',
  'receivables',
  'receipts',
  'reports',
  'billing',
  'transactions',
  'business',
  'reviseBill',
  'payments',
  'outstanding',
  'tdsRegister',
  'import',
  'users',
  'settings',
] as const;

export type MenuModule = (typeof MENU_MODULES)[number];

export function isMenuModule(value: unknown): value is MenuModule {
  return typeof value === 'string' && (MENU_MODULES as readonly string[]).includes(value);
}

/**
 * Where a profile lands after sign-in: the screen it works on. The unloading manager acknowledges trips on Today's
 * List (its trip form is read-only); the others enter trips on /home, the spec's home. An accountant or admin who
 * chose the dashboard (issue 33) lands there; the server answers `home` to the profiles that may not.
 */
export function homePath(profile: Profile, landingScreen: LandingScreen = 'home'): string {
  if (landingScreen === 'dashboard') return SCREENS.dashboard.path;
  return profile === 'unloadingManager' ? SCREENS.todayList.path : SCREENS.upload.path;
}

const SCREEN_ROOTS = [...new Set(Object.values(SCREENS).map((screen) => `/${screen.path.split('/')[1] ?? ''}`))];

/** The login address that brings the user back to `returnTo` (a page of this app) after signing in. */
export function loginPath(returnTo: string): string {
  const next = safeReturnPath(returnTo, SCREEN_ROOTS);
  return next ? `${PUBLIC_PATHS.login}?${new URLSearchParams({ next }).toString()}` : PUBLIC_PATHS.login;
}

/** The page a login address asks to return to, if it is one of this app's screens. */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get('next'), SCREEN_ROOTS);
}

export function tripPath(tripId: string): string {
  return `/home/${encodeURIComponent(tripId)}`;
}

/** The navigation state of a link to a trip: the page it is opened from, which the trip form returns to once saved. */
export interface TripOpenedFrom {
  returnTo: string;
}

export function tripOpenedFrom({ pathname, search }: { pathname: string; search: string }): TripOpenedFrom {
  return { returnTo: `${pathname}${search}` };
}

/** The page a trip was opened from, if its navigation state names one of this app's screens. */
export function tripReturnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  return typeof state.returnTo === 'string' ? safeReturnPath(state.returnTo, SCREEN_ROOTS) : null;
}

/** The navigation state of the page a saved trip returns to: the trip whose row stands out there. */
export interface TripSaved {
  savedTripId: string;
}

export function savedTripOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('savedTripId' in state)) return null;
  return typeof state.savedTripId === 'string' ? state.savedTripId : null;
}

/** The Vehicle screen showing that one truck. */
export function vehiclePath(truckNo: string): string {
  return `${SCREENS.vehicle.path}?${new URLSearchParams({ truck: truckNo }).toString()}`;
}

/** The Lorry receipts screen with that LR open. */
export function lorryReceiptPath(lrNo: string): string {
  return `${SCREENS.lorryReceipts.path}?${new URLSearchParams({ lr: lrNo }).toString()}`;
}

/** The Receipts screen showing a customer's ledger over the days (its receipts of those days under it). */
export function customerLedgerPath(ledger: { customer: string; startDate: string; endDate: string }): string {
  return `${SCREENS.receipts.path}?${new URLSearchParams(ledger).toString()}`;
}

/** The Receipts screen with its Record receipt dialog open for the customer. */
export function recordReceiptPath(customer: string): string {
  return `${SCREENS.receipts.path}?${new URLSearchParams({ record: customer }).toString()}`;
}

export function reviseBillPath(billId: string): string {
  return `${SCREENS.reviseBill.path}?${new URLSearchParams({ bill_id: billId }).toString()}`;
}

/** What a shell route carries in its `handle`, read back by the shell for the title and the access check. */
export interface ScreenHandle {
  screen: ScreenKey;
}

export function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'screen' in handle &&
    typeof handle.screen === 'string' &&
    Object.hasOwn(SCREENS, handle.screen)
  );
}
