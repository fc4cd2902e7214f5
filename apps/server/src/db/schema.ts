import type {
  BillEntryKind,
  FreightTerms,
  LrStatus,
  PaymentMode,
  Profile,
  TripAttachment,
  TripStatus,
  TruckType,
  UserStatus,
  VehicleDocument,
} from '@freightdesk/domain';
import type { Generated } from 'kysely';

/** Times are ISO-8601 UTC strings; booleans are 0/1 on both engines. */
export interface UserTable {
  id: string;
  username: string;
  /** Lower-cased username: usernames are unique ignoring case. */
  username_key: string;
  profile: Profile;
  status: UserStatus;
  password_hash: string | null;
  must_change_password: number;
  /**
   * Where the user lands after signing in (issue 33): 'home' (the column's default) or 'dashboard', read by
   * landingScreenOf. Never null; optional here so that inserts may leave it to the default.
   */
  landing_screen?: string;
  created_at: string;
  updated_at: string;
}

export interface SessionTable {
  /** SHA-256 of the cookie's token: a leaked table holds no usable session. */
  token_hash: string;
  user_id: string;
  created_at: string;
  /** Absolute expiry: created_at + SESSION_TTL_MS. */
  expires_at: string;
  /** Refreshed at most once a minute; idle expiry counts from it (from created_at while null). */
  last_seen_at: string | null;
}

export interface LoginFailureTable {
  id: string;
  username_key: string;
  address: string;
  failed_at: string;
}

/** One fixed window of one rate limit for one subject (an address or a user id). */
export interface RateLimitTable {
  name: string;
  subject: string;
  window_start: string;
  hits: number;
}

export interface AuditLogTable {
  id: string;
  at: string;
  actor: string | null;
  action: 'create' | 'update' | 'delete';
  entity: string;
  entity_id: string;
  old_values: string | null;
  new_values: string | null;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface FileTable {
  id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  data: Buffer;
  created_by: string | null;
  created_at: string;
}

/** Empty PAN and GST are NULL, so the unique indexes only compare real numbers. */
export interface VendorTable {
  id: string;
  company_name: string;
  company_name_key: string;
  company_owner: string;
  tds_rate_bps: number;
  pan: string | null;
  gst: string | null;
  gst_applicable: '' | 'Yes' | 'No';
  email: string;
  mobile: string;
  bank_name: string;
  bank_account: string;
  ifsc_code: string;
  /** The optional address (issue 17): '' when not given. */
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  pin_code: string;
  /** Why `tds_rate_bps` differs from the rate the law asks (issue 31); '' when none was given. */
  tds_rate_reason: string;
  created_at: string;
  updated_at: string;
}

export interface FreightRateTable {
  id: string;
  from_place: string;
  to_place: string;
  /** Rupees per ton, in paise. */
  rate_paise: number;
  created_at: string;
  updated_at: string;
}

export interface VehicleTable {
  truck_no: string;
  make: string;
  company_owner: string;
  created_at: string;
  updated_at: string;
}

export interface VehicleDocumentTable {
  truck_no: string;
  field_name: VehicleDocument;
  /** Null for a document imported with its dates only (issue 18): the tile shows "no file". */
  file_id: string | null;
  /** YYYY-MM-DD */
  start_date: string;
  end_date: string;
  updated_at: string;
}

export interface TripTable {
  id: string;
  seq: number;
  username: string;
  user_profile: Profile;
  truck_no: string;
  do_number: string;
  driver_name: string;
  vendor_id: string;
  destination_from: string;
  destination_to: string;
  truck_type: TruckType;
  status: TripStatus;
  weight_kg: number | null;
  actual_weight_kg: number | null;
  rate_paise: number;
  freight_paise: number;
  tds_rate_bps: number;
  diesel_paise: number | null;
  diesel_slip_number: string;
  short_paise: number | null;
  advance_paise: number | null;
  toll_paise: number | null;
  adblue_paise: number | null;
  greasing_paise: number | null;
  bill_id: string | null;
  local_date: string;
  local_time: string;
  created_at: string;
  updated_at: string;
  /** Its share of its bill's remarks, in paise (issue 33, margin-shares.ts); 0 when it is on no bill. */
  remarks_share_paise?: number;
}

export interface CounterTable {
  /**
   * `lr:<fy>`: one series of lorry receipt numbers per financial year (issue 32); `inv:<fy>` and `cn:<fy>` of customer
   * invoices and credit notes, `receipt` of receipts from customers (issue 33).
   */
  name: 'trip' | 'bill' | 'payment' | 'receipt' | `lr:${string}` | `inv:${string}` | `cn:${string}`;
  value: number;
}

export interface TripAttachmentTable {
  trip_id: string;
  field_name: TripAttachment;
  file_id: string;
}

export interface BillTable {
  id: string;
  seq: number;
  vendor_id: string;
  revision: number;
  /** The office day the bill was first issued, YYYY-MM-DD. */
  local_date: string;
  apply_taxes: number;
  /** JSON: [{text, amount}] in rupees. */
  remarks: string;
  gst_paise: number;
  final_paise: number;
  /** The vendor's name and PAN on the bill's day (issue 31): the register, the return and the statement print these. */
  vendor_name: string;
  vendor_pan: string | null;
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
}

export interface BillRevisionTable {
  bill_id: string;
  revision: number;
  created_by: string;
  created_at: string;
  /** JSON BillSnapshot: everything the PDF shows, frozen when the revision was made. */
  snapshot: string;
  /** The PDF layout the revision was issued in (bill-pdf.ts); 1 for bills issued before layouts. */
  layout: Generated<number>;
}

/** A bill's money event, never edited (issue 28): its issue, a revision's difference or its cancellation. */
export interface BillEntryTable {
  bill_id: string;
  /** 0 for the issue, the revision number for a revision, one past the last revision for a cancellation. */
  entry: number;
  kind: BillEntryKind;
  /** The revision it issued; null for a cancellation. */
  revision: number | null;
  /** The office day of the event, YYYY-MM-DD: the bill's own day for its issue. */
  local_date: string;
  /** What the event adds to what the office owes the vendor: the bill's amount, a difference, or minus what was owed. */
  amount_paise: number;
  /** Why a bill was cancelled; '' otherwise. */
  reason: string;
  created_by: string;
  created_at: string;
}

/** A payment against one or more bills of one vendor, or the reversal of one; never edited (issues 17 and 28). */
export interface PaymentTable {
  /** P + sequence. */
  id: string;
  /** The first bill it pays (its only one unless it settles several): what the payments list names. */
  bill_id: string;
  vendor_id: string;
  amount_paise: number;
  /** The day paid, YYYY-MM-DD (office time). */
  date: string;
  mode: PaymentMode;
  /** UTR or cheque number; '' for Cash. */
  reference: string;
  note: string;
  /** The payment a reversal gives back; null for a payment. */
  reverses: string | null;
  /** Why a reversal was made; '' for a payment. */
  reason: string;
  created_by: string;
  created_at: string;
}

/** What a payment (or its reversal, mirroring it) puts against one bill. */
export interface PaymentAllocationTable {
  payment_id: string;
  bill_id: string;
  amount_paise: number;
}

export interface ChatTable {
  id: string;
  name: string | null;
  is_group: number;
  pair_key: string | null;
  last_message: string | null;
  last_message_time: string | null;
  created_by: string;
  created_at: string;
}

export interface ChatMemberTable {
  chat_id: string;
  username: string;
  unread_count: number;
  /** 1 = pop-ups on, 0 = muted. */
  notifications: number;
}

export interface ChatFileTable {
  file_name: string;
  chat_id: string;
  file_id: string;
  uploaded_by: string;
  created_at: string;
}

export interface MessageTable {
  id: string;
  chat_id: string;
  sender: string;
  content: string;
  file_name: string | null;
  sent_at: string;
  dedupe_key: string;
}

export interface JobRunTable {
  job: string;
  run_key: string;
  node: string;
  started_at: string;
  finished_at: string | null;
  outcome: string | null;
}

export interface IdempotencyKeyTable {
  username: string;
  idempotency_key: string;
  /** SHA-256 of the operation and its request body: the same key with another body is refused. */
  request_hash: string;
  /** What the request issued; null only inside the transaction that claims the key. */
  bill_id: string | null;
  revision: number | null;
  file_name: string | null;
  /** The first answer (JSON) of a request that issues no bill, such as a payment. */
  response: string | null;
  created_at: string;
}

/** A stored value that today's rules refuse, found by migration 0013 and left for the office to correct. */
export interface TdsDocumentTable {
  id: string;
  vendor_id: string;
  kind: 'transporterDeclaration' | 'lowerDeductionCertificate';
  /** A declaration's financial year ('2026-27'); null for a certificate. */
  fy: string | null;
  /** A declaration's truck numbers, JSON; '[]' for a certificate. */
  vehicles: string;
  certificate_no: string | null;
  /** 0 for a declaration. */
  rate_bps: number;
  valid_from: string;
  valid_to: string;
  amount_limit_paise: number | null;
  file_id: string;
  created_by: string;
  created_at: string;
}

export interface TdsChallanTable {
  id: string;
  bsr_code: string;
  date: string;
  serial: string;
  amount_paise: number;
  fy: string;
  quarter: string;
  created_by: string;
  created_at: string;
}

/** A consignor or consignee (issue 32). Empty GSTIN is NULL, so the unique index only compares real numbers. */
export interface CustomerTable {
  id: string;
  name: string;
  /** Lower-cased name: names are unique ignoring case. */
  name_key: string;
  gstin: string | null;
  pan: string;
  address: string;
  state: string;
  pin: string;
  phone: string;
  email: string;
  credit_days: number;
  /** 1: the customer pays GST on freight under reverse charge. */
  reverse_charge: number;
  created_at: string;
  updated_at: string;
}

/** Rupees per ton, in paise, for a customer and route from `valid_from` (YYYY-MM-DD) on. */
export interface CustomerRateTable {
  id: string;
  customer_id: string;
  from_place: string;
  to_place: string;
  rate_paise: number;
  valid_from: string;
  created_by: string;
  created_at: string;
}

export interface LorryReceiptTable {
  lr_no: string;
  fy: string;
  seq: number;
  /** YYYY-MM-DD (India): the day it was made. */
  lr_date: string;
  trip_id: string;
  consignor_id: string;
  consignee_id: string;
  goods: string;
  packages: number;
  packing: string;
  invoice_no: string;
  invoice_value_paise: number | null;
  eway_bill_no: string;
  /** UTC ISO. */
  eway_valid_until: string | null;
  freight_terms: FreightTerms;
  charged_weight_kg: number | null;
  rate_paise: number | null;
  status: LrStatus;
  received_by: string;
  delivered_on: string | null;
  printed_at: string | null;
  cancel_reason: string;
  cancelled_by: string | null;
  cancelled_at: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** The forward-charge GST rate on customer invoices from a day on (issue 33). */
export interface InvoiceGstRateTable {
  valid_from: string;
  rate_bps: number;
  created_by: string;
  created_at: string;
}

/** A customer invoice as issued (issue 33): never changed; credit notes cancel all or part of it. */
export interface CustomerInvoiceTable {
  invoice_no: string;
  fy: string;
  seq: number;
  invoice_date: string;
  due_date: string;
  customer_id: string;
  customer_name: string;
  customer_gstin: string;
  customer_address: string;
  /** The GST state of the customer and of the office when issued ('' when unknown). */
  customer_state: string;
  office_state: string;
  reverse_charge: number;
  gst_rate_bps: number;
  freight_paise: number;
  extra_charges_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  created_by: string;
  created_at: string;
}

export interface InvoiceLineTable {
  invoice_no: string;
  position: number;
  lr_no: string;
  trip_id: string;
  truck: string;
  from_place: string;
  to_place: string;
  weight_kg: number;
  rate_paise: number;
  freight_paise: number;
  /** Its share of its invoice's extra charges, in paise (issue 33, margin-shares.ts); 0 once credited. */
  extras_share_paise?: number;
}

export interface InvoiceExtraChargeTable {
  invoice_no: string;
  position: number;
  text: string;
  amount_paise: number;
}

export interface CreditNoteTable {
  credit_note_no: string;
  fy: string;
  seq: number;
  note_date: string;
  invoice_no: string;
  reason: string;
  /** 1: it credits the rest of the invoice, extra charges included. */
  whole: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  created_by: string;
  created_at: string;
}

export interface CreditNoteLineTable {
  credit_note_no: string;
  invoice_no: string;
  lr_no: string;
}

/** Money received from a customer (issue 33), or the reversal of such a receipt: written once, never changed. */
export interface CustomerReceiptTable {
  /** R + sequence. */
  id: string;
  seq: number;
  customer_id: string;
  /** The day received, YYYY-MM-DD (office time); a reversal's is the day it was made. */
  receipt_date: string;
  /** What the customer paid, net of the TDS it deducted. */
  amount_paise: number;
  tds_paise: number;
  mode: PaymentMode;
  /** UTR or cheque number; '' for Cash. */
  reference: string;
  /** The reference without spaces, in capitals (the domain's referenceKey). */
  reference_key: string;
  note: string;
  /** The receipt a reversal gives back; null for a receipt. */
  reverses: string | null;
  /** Why a reversal was made; '' for a receipt. */
  reason: string;
  created_by: string;
  created_at: string;
}

/** What a receipt settles of one invoice (received and TDS together), or what its reversal gives back. */
export interface ReceiptAllocationTable {
  receipt_id: string;
  invoice_no: string;
  amount_paise: number;
}

export interface DataIssueTable {
  id: string;
  table_name: string;
  row_id: string;
  field: string;
  /** The value as stored, as text. */
  value: string;
  /** The rule it breaks, in the words the form would use. */
  rule: string;
  found_at: string;
}

export interface DB {
  users: UserTable;
  sessions: SessionTable;
  login_failures: LoginFailureTable;
  rate_limits: RateLimitTable;
  audit_log: AuditLogTable;
  settings: SettingTable;
  files: FileTable;
  vendors: VendorTable;
  tds_documents: TdsDocumentTable;
  tds_challans: TdsChallanTable;
  customers: CustomerTable;
  customer_rates: CustomerRateTable;
  lorry_receipts: LorryReceiptTable;
  invoice_gst_rates: InvoiceGstRateTable;
  customer_invoices: CustomerInvoiceTable;
  invoice_lines: InvoiceLineTable;
  invoice_extra_charges: InvoiceExtraChargeTable;
  credit_notes: CreditNoteTable;
  credit_note_lines: CreditNoteLineTable;
  customer_receipts: CustomerReceiptTable;
  receipt_allocations: ReceiptAllocationTable;
  freight_rates: FreightRateTable;
  vehicles: VehicleTable;
  vehicle_documents: VehicleDocumentTable;
  trips: TripTable;
  counters: CounterTable;
  trip_attachments: TripAttachmentTable;
  bills: BillTable;
  bill_revisions: BillRevisionTable;
  payments: PaymentTable;
  bill_entries: BillEntryTable;
  payment_allocations: PaymentAllocationTable;
  chats: ChatTable;
  chat_members: ChatMemberTable;
  chat_files: ChatFileTable;
  messages: MessageTable;
  job_runs: JobRunTable;
  idempotency_keys: IdempotencyKeyTable;
  data_issues: DataIssueTable;
}
