import { z } from 'zod';
import { formatRupees } from './format.ts';
import type { Permission } from './permissions.ts';
import { VEHICLE_DOCUMENTS, VEHICLE_DOCUMENT_LABELS } from './vehicle-documents.ts';

/** What can be imported from a spreadsheet (issue 18); customers and their rates since issue 32. */
export const IMPORT_KINDS = ['vendors', 'freight', 'vehicles', 'trips', 'customers', 'customer-rates'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Admin for master data; Accountant and Admin for trips. */
export const IMPORT_PERMISSION: Record<ImportKind, Permission> = {
  vendors: 'importMasterData',
  freight: 'importMasterData',
  vehicles: 'importMasterData',
  trips: 'importTrips',
  customers: 'importMasterData',
  'customer-rates': 'importMasterData',
};

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * What one import reads at most (issue 30): a file beyond a bound is refused as soon as the bound is passed, so a small
 * hostile file cannot hold the server. `cellChars` is the spreadsheet programs' own limit.
 */
export const IMPORT_LIMITS = {
  unpackedBytes: 100 * 1024 * 1024,
  cellChars: 32_767,
  columns: 100,
  rows: 200_000,
  /** The header is looked for among this many first rows of each sheet. */
  headerRows: 20,
} as const;

/**
 * The first cell of a template's example row: a row that says this in its first cell is skipped, so an untouched
 * template imports nothing, and the example's values need not pass for real ones.
 */
export const IMPORT_EXAMPLE_MARK = 'EXAMPLE';

/** Whether a file's row is the template's example row. */
export function isImportExampleRow(cells: readonly unknown[]): boolean {
  const [first] = cells;
  return typeof first === 'string' && first.trim() === IMPORT_EXAMPLE_MARK;
}

/** One column of an import file: the spec's field name, its format (the template's header note) and an example. */
export interface ImportColumn {
  name: string;
  format: string;
  example: string | number;
}

const DATE_FORMAT = 'Date: dd/mm/yyyy, or a date cell.';
const RUPEES_FORMAT = 'Rupees, up to 2 decimals; 1,25,000.50 and ₹ 1250 are read. Blank for none.';
const text = (max: number) => `Text, at most ${max} characters.`;

const documentColumns = VEHICLE_DOCUMENTS.flatMap((doc): ImportColumn[] => [
  { name: `${doc}_startDate`, format: `${VEHICLE_DOCUMENT_LABELS[doc]} start. ${DATE_FORMAT}`, example: '01/04/2026' },
  {
    name: `${doc}_endDate`,
    format: `${VEHICLE_DOCUMENT_LABELS[doc]} end, on or after its start. ${DATE_FORMAT} The PDF is uploaded later.`,
    example: '31/03/2027',
  },
]);

/** The columns of each kind, named as spec-2 section 3 names the fields. */
export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  vendors: [
    {
      name: 'companyName',
      format: 'Company name, 3 to 40 characters; the key (any case).',
      example: IMPORT_EXAMPLE_MARK,
    },
    { name: 'companyOwner', format: 'Owner, 3 to 40 characters.', example: 'Owner name' },
    { name: 'tdsRate', format: 'TDS rate in percent, 0 to 100, up to 2 decimals.', example: 1 },
    { name: 'pan', format: 'PAN: 10 letters and digits, or blank.', example: 'ABCDE1234F' },
    { name: 'gst', format: 'GSTIN: 15 letters and digits, or blank.', example: '27ABCDE1234F1Z5' },
    { name: 'gstApplicable', format: 'Yes, No or blank.', example: 'Yes' },
    { name: 'email', format: 'Email address, or blank.', example: 'accounts@example.com' },
    { name: 'mobile', format: 'Mobile: 10 digits, or blank.', example: '9000000000' },
    { name: 'bankName', format: 'Bank name: letters, digits and spaces, at most 40, or blank.', example: 'Bank name' },
    { name: 'bankAccount', format: 'Account number: 9 to 18 digits, or blank.', example: '000000000000' },
    { name: 'ifscCode', format: 'IFSC: 4 letters, 0, then 6 letters or digits, or blank.', example: 'ABCD0000000' },
    { name: 'addressLine1', format: text(100), example: 'Building and street' },
    { name: 'addressLine2', format: text(100), example: 'Area' },
    { name: 'city', format: text(40), example: 'City' },
    { name: 'state', format: text(40), example: 'State' },
    { name: 'pinCode', format: 'PIN code: 6 digits, or blank.', example: '000000' },
  ],
  freight: [
    { name: 'from', format: 'Loading point, at most 60 characters; with To, the key.', example: IMPORT_EXAMPLE_MARK },
    { name: 'to', format: 'Unloading point, at most 60 characters.', example: 'To place' },
    { name: 'rate', format: 'Rupees per ton, more than 0, up to 2 decimals; 1,250.50 is read.', example: 1250 },
  ],
  vehicles: [
    { name: 'truck_no', format: 'Truck number as MH12KL1111; the key.', example: IMPORT_EXAMPLE_MARK },
    { name: 'make', format: text(40), example: 'Make' },
    { name: 'companyOwner', format: text(40), example: 'Owner name' },
    ...documentColumns,
  ],
  trips: [
    {
      name: 'TruckNumber',
      format: 'A truck on the Vehicle screen (MH12KL1111); required.',
      example: IMPORT_EXAMPLE_MARK,
    },
    { name: 'DONumber', format: `${text(40)} With the truck and the date, the key.`, example: 'DO number' },
    { name: 'localDate', format: `The trip's day (India). ${DATE_FORMAT} Required.`, example: '15/06/2025' },
    { name: 'DriverName', format: text(60), example: 'Driver name' },
    { name: 'Vendor', format: 'A company name on the Vendor screen; required.', example: 'Vendor name' },
    { name: 'DestinationFrom', format: 'From, as on the Freight screen; required.', example: 'From place' },
    { name: 'DestinationTo', format: 'To, as on the Freight screen; required.', example: 'To place' },
    { name: 'TruckType', format: 'Bulker, Bag or Others; required.', example: 'Bulker' },
    { name: 'TransactionStatus', format: 'Open or Acknowledged (bills are made in FreightDesk).', example: 'Open' },
    { name: 'Weight', format: 'Tons, up to 3 decimals, at most 100.', example: 20.5 },
    { name: 'ActualWeight', format: 'Tons at unloading, up to 3 decimals; Acknowledged trips.', example: 20.45 },
    {
      name: 'Freight',
      format: `Kept only for past trips when "keep the file's freight" is ticked; else rate x weight. ${RUPEES_FORMAT}`,
      example: 25625,
    },
    { name: 'DieselAmount', format: RUPEES_FORMAT, example: '5,000' },
    { name: 'DieselSlipNumber', format: text(40), example: 'Slip number' },
    { name: 'Short', format: `${RUPEES_FORMAT} Acknowledged trips.`, example: 0 },
    { name: 'Advance', format: 'Whole rupees; blank for none.', example: 2000 },
    { name: 'Toll', format: RUPEES_FORMAT, example: 450.5 },
    { name: 'Adblue', format: RUPEES_FORMAT, example: 300 },
    { name: 'Greasing', format: RUPEES_FORMAT, example: 150 },
  ],
  customers: [
    { name: 'Name', format: 'Customer name, 3 to 80 characters; the key (any case).', example: IMPORT_EXAMPLE_MARK },
    {
      name: 'GSTIN',
      format: 'GSTIN: 15 letters and digits with a valid check character, or blank.',
      example: '27ABCDE1234F1Z5',
    },
    { name: 'PAN', format: 'PAN: 10 letters and digits, the one inside the GSTIN, or blank.', example: 'ABCDE1234F' },
    { name: 'Address', format: 'Address, 3 to 300 characters.', example: 'Building, street and town' },
    {
      name: 'State',
      format: "A state or union territory as GST names it; with a GSTIN, the GSTIN's state.",
      example: 'Maharashtra',
    },
    { name: 'PIN', format: 'PIN code: 6 digits, not starting with 0.', example: '411001' },
    { name: 'Phone', format: 'Phone: 10 digits, or blank.', example: '9000000000' },
    { name: 'Email', format: 'Email address, or blank.', example: 'accounts@example.com' },
    { name: 'Credit days', format: 'Days of credit, a whole number from 0 to 365; blank for 30.', example: 30 },
    {
      name: 'Reverse charge',
      format: 'Yes when the customer pays GST on freight under reverse charge, else No; blank for Yes.',
      example: 'Yes',
    },
  ],
  'customer-rates': [
    {
      name: 'Customer',
      format: 'A customer name on the Customers screen; with From, To and Valid from, the key.',
      example: IMPORT_EXAMPLE_MARK,
    },
    { name: 'From', format: 'Loading point, at most 60 characters.', example: 'From place' },
    { name: 'To', format: 'Unloading point, at most 60 characters.', example: 'To place' },
    { name: 'Rate', format: 'Rupees per ton, more than 0, up to 2 decimals; 1,250.50 is read.', example: 1450 },
    { name: 'Valid from', format: `The first day the rate applies. ${DATE_FORMAT}`, example: '01/04/2026' },
  ],
};

/**
 * The columns read as identifiers, the text their cells show (issue 30), with the name the form gives each field: a
 * number a spreadsheet has changed in one of them is refused under that name.
 */
export const IMPORT_IDENTIFIERS = {
  vendors: {
    pan: 'PAN',
    gst: 'GST',
    mobile: 'Mobile',
    bankAccount: 'Bank account',
    ifscCode: 'IFSC',
    pinCode: 'PIN code',
  },
  trips: { DONumber: 'DO number', DieselSlipNumber: 'Diesel slip number' },
  customers: { GSTIN: 'GSTIN', PAN: 'PAN', PIN: 'PIN code', Phone: 'Phone' },
} as const;

/**
 * POST /import/{kind}: `dryRun=true` previews; `keepFileFreight=true` keeps a past trip's Freight from the file;
 * `skipDuplicates=true` imports the first of rows with one key and skips the rest (issue 30).
 */
export const importQuerySchema = z.object({
  dryRun: z.enum(['true', 'false']).optional(),
  keepFileFreight: z.enum(['true', 'false']).optional(),
  skipDuplicates: z.enum(['true', 'false']).optional(),
});

/** A refused row: its row number in the file (the header is row 1), our column's name, and the form's message. */
export const importErrorSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

/** What a commit did: `skipped` counts the duplicate rows left out with skipDuplicates=true. */
export const importCountsSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** A value a row to update changes: our column's name, the stored value and the file's, as a person reads them. */
export const importChangeSchema = z.object({ column: z.string(), before: z.string(), after: z.string() });
export type ImportChange = z.infer<typeof importChangeSchema>;

/** A row to update (its row number in the file) and each value it changes. */
export const importUpdateSchema = z.object({ row: z.number().int(), changes: z.array(importChangeSchema) });
export type ImportUpdate = z.infer<typeof importUpdateSchema>;

/**
 * The preview: the counts, each refusal, each update's changes, warnings about rows that are imported anyway, and the
 * duplicate rows skipped with skipDuplicates=true, each naming its earlier twin (here a list, not the commit's count).
 */
export const importPreviewSchema = importCountsSchema.extend({
  rows: z.number().int(),
  refused: z.number().int(),
  errors: z.array(importErrorSchema),
  updates: z.array(importUpdateSchema),
  warnings: z.array(importErrorSchema),
  skipped: z.array(importErrorSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** The 422 of a commit with refused rows: nothing was written. */
export const importRefusedSchema = z.object({
  message: z.string(),
  code: z.literal('ROWS_REFUSED'),
  errors: z.array(importErrorSchema),
});

export const IMPORT_MESSAGES = {
  refused: (count: number) => `${count} ${count === 1 ? 'row is' : 'rows are'} refused; nothing was imported.`,
  noFile: 'Send one file: .xlsx, .ods or .csv.',
  wrongType: 'The file must be a spreadsheet: Excel (.xlsx), OpenDocument (.ods) or CSV (.csv, .txt, .tsv).',
  /** 415: an OLE2 file, as Excel 97-2003 (.xls) saves and as Excel encrypts a password-protected workbook. */
  oldExcelFile:
    'This is an Excel 97-2003 (.xls) or password-protected workbook: open it, save it as .xlsx without a password, and import that.',
  tooLarge: 'The file is larger than 20 MB.',
  unreadable: 'The file could not be read as a spreadsheet.',
  badMapping: 'The column mapping must be a JSON object of our column names to yours.',
  billed: (billId: string) => `This trip is on bill ${billId}: change it through Revise Bill.`,
  billedStatus: 'Billed trips cannot be imported: bills are made in FreightDesk.',
  futureDate: 'A trip cannot be dated after today.',
  ambiguousKey: 'More than one stored trip has this truck, DO number and date: edit it in FreightDesk.',
  /** 413: the parts of an .xlsx or .ods unpack to more than IMPORT_LIMITS.unpackedBytes. */
  unpackedTooLarge:
    'The file unpacks to more than 100 MB: save it again without pictures or extra sheets, or split it.',
  /** 413: more than IMPORT_LIMITS.rows rows. */
  tooManyRows: 'The file has more than 200,000 rows: split it into smaller files.',
  /** 422 SHEET_TOO_LARGE: a cell, named as a spreadsheet names it (B7), over IMPORT_LIMITS.cellChars characters. */
  cellTooLong: (cell: string) => `Cell ${cell} holds more than 32,767 characters, more than a spreadsheet cell can.`,
  /** 422 SHEET_TOO_LARGE: a text over IMPORT_LIMITS.cellChars characters where no cell is known yet (shared strings). */
  textTooLong: 'The file holds a text of more than 32,767 characters, more than a spreadsheet cell can.',
  /** 422 SHEET_TOO_LARGE: a row with a value beyond column IMPORT_LIMITS.columns. */
  tooManyColumns: (row: number) =>
    `Row ${row} uses more than 100 columns: delete the columns after the last one you need and import again.`,
  /** 400: no row among the first IMPORT_LIMITS.headerRows of any sheet holds the kind's headings. */
  noHeader: (headings: readonly string[]) =>
    `No header row found in the first 20 rows of any sheet: looked for the headings ${headings.join(', ')}.`,
  /** A row's problem: a formula cell the file saved without its value. */
  uncachedFormula:
    'This cell is a formula saved without its value: open the file in a spreadsheet program, save it, and import it again.',
  /** A row's problem: a Yes/No column holding something else. */
  yesOrNo: (column: string) => `${column} must be Yes, No or blank.`,
  /** A row's problem: a numeric identifier cell a spreadsheet has rounded or stripped of leading zeros. */
  identifierChanged: (label: string) =>
    `${label} looks changed by a spreadsheet: format the column as Text and type it again.`,
  /** A row's problem (or, with skipDuplicates=true, why it is skipped): the row repeats an earlier one's key. */
  sameAsRow: (row: number) => `Same as row ${row}.`,
  noRows: `No rows to import: add your rows under the header (a row that says ${IMPORT_EXAMPLE_MARK} in its first cell is skipped).`,
  /** A warning: the trip is imported, but its Amount (rupees) is below zero. */
  amountBelowZero: (amount: number) =>
    `Amount is below zero (${formatRupees(amount)}): the deductions are more than Freight less TDS.`,
  /** A warning: the file's Freight is not rate x weight (rupees); `kept` when the file's Freight is what is saved. */
  freightDiffers: (fileFreight: number, rateTimesWeight: number, kept: boolean) =>
    `Freight ${formatRupees(fileFreight)} differs from rate × weight (${formatRupees(rateTimesWeight)}): ` +
    `${kept ? "the file's Freight is kept" : 'rate × weight is saved'}.`,
} as const;
