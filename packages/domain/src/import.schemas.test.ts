import { describe, expect, it } from 'vitest';
import {
  IMPORT_COLUMNS,
  IMPORT_IDENTIFIERS,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  IMPORT_PERMISSION,
  isImportExampleRow,
  importCountsSchema,
  importErrorSchema,
  importPreviewSchema,
  importQuerySchema,
  importRefusedSchema,
} from './import.schemas.ts';

const names = (kind: keyof typeof IMPORT_COLUMNS) => IMPORT_COLUMNS[kind].map((column) => column.name);
const examples = (kind: keyof typeof IMPORT_COLUMNS) => IMPORT_COLUMNS[kind].map((column) => column.example);
const formatOf = (kind: keyof typeof IMPORT_COLUMNS, name: string) =>
  IMPORT_COLUMNS[kind].find((column) => column.name === name)?.format ?? '';

const rupeesRead = '1,25,000.50 and ₹ 1250 are read';
const documents = [
  ['registration', 'Registration'],
  ['insurance', 'Insurance'],
  ['fitness', 'Fitness'],
  ['mv_tax', 'MV Tax'],
  ['puc', 'PUC'],
  ['ka_tax', 'KA Tax'],
  ['basic_and_KA_permit', 'Basic & KA Permit'],
] as const;

describe('the import templates’ columns (issue 18), named as spec-2 section 3 names the fields', () => {
  it('vendors: every field of the vendor form and the address', () => {
    expect(names('vendors')).toEqual([
      'companyName',
      'companyOwner',
      'tdsRate',
      'pan',
      'gst',
      'gstApplicable',
      'email',
      'mobile',
      'bankName',
      'bankAccount',
      'ifscCode',
      'addressLine1',
      'addressLine2',
      'city',
      'state',
      'pinCode',
    ]);
    // No real-looking vendor: the first cell marks the row as the example (issue 29).
    expect(examples('vendors')).toEqual([
      'EXAMPLE',
      'Owner name',
      1,
      'ABCDE1234F',
      '27ABCDE1234F1Z5',
      'Yes',
      'accounts@example.com',
      '9000000000',
      'Bank name',
      '000000000000',
      'ABCD0000000',
      'Building and street',
      'Area',
      'City',
      'State',
      '000000',
    ]);
    const phrases: Record<string, string> = {
      companyName: 'Company name, 3 to 40 characters; the key (any case).',
      companyOwner: '3 to 40 characters',
      tdsRate: '0 to 100, up to 2 decimals',
      pan: '10 letters and digits, or blank',
      gst: '15 letters and digits, or blank',
      gstApplicable: 'Yes, No or blank',
      email: 'Email address, or blank',
      mobile: '10 digits, or blank',
      bankName: 'at most 40, or blank',
      bankAccount: '9 to 18 digits, or blank',
      ifscCode: '4 letters, 0, then 6 letters or digits',
      addressLine1: 'Text, at most 100 characters.',
      addressLine2: 'Text, at most 100 characters.',
      city: 'Text, at most 40 characters.',
      state: 'Text, at most 40 characters.',
      pinCode: '6 digits, or blank',
    };
    for (const [name, phrase] of Object.entries(phrases)) expect(formatOf('vendors', name)).toContain(phrase);
  });

  it('freight rates: From and To, the rate per ton', () => {
    expect(names('freight')).toEqual(['from', 'to', 'rate']);
    expect(examples('freight')).toEqual(['EXAMPLE', 'To place', 1250]);
    expect(formatOf('freight', 'from')).toContain('at most 60 characters; with To, the key');
    expect(formatOf('freight', 'to')).toContain('at most 60 characters');
    expect(formatOf('freight', 'rate')).toContain('Rupees per ton, more than 0, up to 2 decimals; 1,250.50 is read');
  });

  it('vehicles: truck number, make, owner and each document’s start and end dates, without the PDFs', () => {
    expect(names('vehicles')).toEqual([
      'truck_no',
      'make',
      'companyOwner',
      ...documents.flatMap(([doc]) => [`${doc}_startDate`, `${doc}_endDate`]),
    ]);
    expect(examples('vehicles')).toEqual([
      'EXAMPLE',
      'Make',
      'Owner name',
      ...documents.flatMap(() => ['01/04/2026', '31/03/2027']),
    ]);
    expect(formatOf('vehicles', 'truck_no')).toContain('MH12KL1111; the key');
    expect(formatOf('vehicles', 'make')).toBe('Text, at most 40 characters.');
    expect(formatOf('vehicles', 'companyOwner')).toBe('Text, at most 40 characters.');
    for (const [doc, label] of documents) {
      expect(formatOf('vehicles', `${doc}_startDate`)).toBe(`${label} start. Date: dd/mm/yyyy, or a date cell.`);
      expect(formatOf('vehicles', `${doc}_endDate`)).toBe(
        `${label} end, on or after its start. Date: dd/mm/yyyy, or a date cell. The PDF is uploaded later.`,
      );
    }
  });

  it('trips: the trip form’s fields, Freight kept only when asked', () => {
    expect(names('trips')).toEqual([
      'TruckNumber',
      'DONumber',
      'localDate',
      'DriverName',
      'Vendor',
      'DestinationFrom',
      'DestinationTo',
      'TruckType',
      'TransactionStatus',
      'Weight',
      'ActualWeight',
      'Freight',
      'DieselAmount',
      'DieselSlipNumber',
      'Short',
      'Advance',
      'Toll',
      'Adblue',
      'Greasing',
    ]);
    expect(examples('trips')).toEqual([
      'EXAMPLE',
      'DO number',
      '15/06/2025',
      'Driver name',
      'Vendor name',
      'From place',
      'To place',
      'Bulker',
      'Open',
      20.5,
      20.45,
      // 1,250 a ton x 20.5 tons
      25625,
      '5,000',
      'Slip number',
      0,
      2000,
      450.5,
      300,
      150,
    ]);
    const phrases: Record<string, string[]> = {
      TruckNumber: ['A truck on the Vehicle screen', 'required'],
      DONumber: ['Text, at most 40 characters.', 'With the truck and the date, the key.'],
      localDate: ["The trip's day (India).", 'Date: dd/mm/yyyy, or a date cell.', 'Required.'],
      DriverName: ['Text, at most 60 characters.'],
      Vendor: ['A company name on the Vendor screen; required.'],
      DestinationFrom: ['From, as on the Freight screen; required.'],
      DestinationTo: ['To, as on the Freight screen; required.'],
      TruckType: ['Bulker, Bag or Others; required.'],
      TransactionStatus: ['Open or Acknowledged'],
      Weight: ['Tons, up to 3 decimals, at most 100.'],
      ActualWeight: ['Tons at unloading, up to 3 decimals; Acknowledged trips.'],
      Freight: ['Kept only for past trips when "keep the file\'s freight" is ticked', rupeesRead],
      DieselAmount: [`Rupees, up to 2 decimals; ${rupeesRead}. Blank for none.`],
      DieselSlipNumber: ['Text, at most 40 characters.'],
      Short: [rupeesRead, 'Acknowledged trips.'],
      Advance: ['Whole rupees; blank for none.'],
      Toll: [rupeesRead],
      Adblue: [rupeesRead],
      Greasing: [rupeesRead],
    };
    for (const [name, expected] of Object.entries(phrases)) {
      for (const phrase of expected) expect(formatOf('trips', name)).toContain(phrase);
    }
  });
});

describe('the customer import templates (issue 32): the customer form’s fields under their labels', () => {
  it('customers: name, GSTIN, PAN, address, state, PIN, phone, email, credit days and reverse charge', () => {
    expect(names('customers')).toEqual([
      'Name',
      'GSTIN',
      'PAN',
      'Address',
      'State',
      'PIN',
      'Phone',
      'Email',
      'Credit days',
      'Reverse charge',
    ]);
    expect(examples('customers')[0]).toBe('EXAMPLE');
    const phrases: Record<string, string> = {
      Name: '3 to 80 characters; the key (any case)',
      GSTIN: 'or blank',
      PAN: 'the one inside the GSTIN, or blank',
      Address: '3 to 300 characters',
      State: "with a GSTIN, the GSTIN's state",
      PIN: '6 digits, not starting with 0',
      Phone: '10 digits, or blank',
      Email: 'Email address, or blank',
      'Credit days': 'from 0 to 365; blank for 30',
      'Reverse charge': 'blank for Yes',
    };
    for (const [name, phrase] of Object.entries(phrases)) expect(formatOf('customers', name)).toContain(phrase);
  });

  it('customer rates: the customer, the route, the rate per ton and the day it applies from', () => {
    expect(names('customer-rates')).toEqual(['Customer', 'From', 'To', 'Rate', 'Valid from']);
    expect(examples('customer-rates')).toEqual(['EXAMPLE', 'From place', 'To place', 1450, '01/04/2026']);
    expect(formatOf('customer-rates', 'Customer')).toContain('with From, To and Valid from, the key');
    expect(formatOf('customer-rates', 'Rate')).toContain('Rupees per ton, more than 0, up to 2 decimals');
    expect(formatOf('customer-rates', 'Valid from')).toContain('Date: dd/mm/yyyy, or a date cell.');
  });

  it('are master data, imported by the admin alone', () => {
    expect([IMPORT_PERMISSION.customers, IMPORT_PERMISSION['customer-rates']]).toEqual([
      'importMasterData',
      'importMasterData',
    ]);
    expect(IMPORT_MESSAGES.yesOrNo('Reverse charge')).toBe('Reverse charge must be Yes, No or blank.');
  });
});

describe('the import API’s shapes (issue 18)', () => {
  it('a file is at most 20 MB', () => {
    // 20 x 1,024 x 1,024
    expect(IMPORT_MAX_BYTES).toBe(20_971_520);
  });

  it('dryRun and keepFileFreight are true or false when given', () => {
    expect(importQuerySchema.parse({ dryRun: 'true', keepFileFreight: 'false' })).toEqual({
      dryRun: 'true',
      keepFileFreight: 'false',
    });
    expect(importQuerySchema.parse({ dryRun: 'false', keepFileFreight: 'true' })).toEqual({
      dryRun: 'false',
      keepFileFreight: 'true',
    });
    expect(importQuerySchema.parse({})).toEqual({});
    expect(importQuerySchema.safeParse({ dryRun: 'yes' }).success).toBe(false);
    expect(importQuerySchema.safeParse({ keepFileFreight: '1' }).success).toBe(false);
  });

  it('skipDuplicates is true or false when given (issue 30)', () => {
    expect(importQuerySchema.parse({ skipDuplicates: 'true' })).toEqual({ skipDuplicates: 'true' });
    expect(importQuerySchema.parse({ skipDuplicates: 'false', dryRun: 'true' })).toEqual({
      skipDuplicates: 'false',
      dryRun: 'true',
    });
    expect(importQuerySchema.safeParse({ skipDuplicates: 'yes' }).success).toBe(false);
  });

  it('the preview lists the skipped duplicates; the commit counts them (issue 30)', () => {
    const counts = { create: 1, update: 0, unchanged: 0, skipped: 2 };
    expect(importCountsSchema.parse(counts)).toEqual(counts);
    expect(importCountsSchema.safeParse({ create: 1, update: 0, unchanged: 0 }).success).toBe(false);
    expect(importCountsSchema.safeParse({ ...counts, skipped: 1.5 }).success).toBe(false);
    const skipped = [
      { row: 4, column: 'companyName', message: 'Same as row 2.' },
      { row: 5, column: 'companyName', message: 'Same as row 2.' },
    ];
    // 3 rows: 1 to create, 2 skipped.
    const preview = {
      create: 1,
      update: 0,
      unchanged: 0,
      rows: 3,
      refused: 0,
      errors: [],
      updates: [],
      warnings: [],
      skipped,
    };
    expect(importPreviewSchema.parse(preview)).toEqual(preview);
    expect(importPreviewSchema.safeParse({ ...preview, skipped: 2 }).success).toBe(false);
    expect(importPreviewSchema.safeParse({ ...preview, skipped: [{ row: 4 }] }).success).toBe(false);
  });

  it('the preview, the commit’s counts and a refusal keep every field', () => {
    const error = { row: 3, column: 'pan', message: 'PAN must be either empty or exactly 10 characters!' };
    expect(importErrorSchema.parse(error)).toEqual(error);
    expect(importErrorSchema.safeParse({ ...error, row: 2.5 }).success).toBe(false);
    const counts = { create: 4, update: 2, unchanged: 7, skipped: 0 };
    expect(importCountsSchema.parse(counts)).toEqual(counts);
    const update = { row: 5, changes: [{ column: 'Weight', before: '20 t', after: '18 t' }] };
    const warning = { row: 6, column: 'Amount', message: IMPORT_MESSAGES.amountBelowZero(-2200) };
    // 14 rows: 4 + 2 + 7 + 1 refused.
    const preview = {
      ...counts,
      rows: 14,
      refused: 1,
      errors: [error],
      updates: [update],
      warnings: [warning],
      skipped: [],
    };
    expect(importPreviewSchema.parse(preview)).toEqual(preview);
    expect(
      importPreviewSchema.safeParse({ ...preview, updates: [{ row: 5, changes: [{ column: 'Weight' }] }] }).success,
    ).toBe(false);
    const refused = { message: '1 row is refused; nothing was imported.', code: 'ROWS_REFUSED', errors: [error] };
    expect(importRefusedSchema.parse(refused)).toEqual(refused);
    expect(importRefusedSchema.safeParse({ ...refused, code: 'REFUSED' }).success).toBe(false);
  });
});

describe('the template’s example row (issue 29)', () => {
  it('is the row whose first cell says EXAMPLE, spaces aside; any other row is data', () => {
    expect(isImportExampleRow(['EXAMPLE', 'DO number'])).toBe(true);
    expect(isImportExampleRow([' EXAMPLE ', null])).toBe(true);
    expect(isImportExampleRow(['Example', 'DO number'])).toBe(false);
    expect(isImportExampleRow(['MH12KL1111', 'EXAMPLE'])).toBe(false);
    expect(isImportExampleRow([null, 'EXAMPLE'])).toBe(false);
    expect(isImportExampleRow([])).toBe(false);
  });
});

describe('the preview’s messages (issue 29)', () => {
  it('an untouched template has no rows to import', () => {
    expect(IMPORT_MESSAGES.noRows).toBe(
      'No rows to import: add your rows under the header (a row that says EXAMPLE in its first cell is skipped).',
    );
  });

  it('warns of an Amount below zero and of a Freight that is not rate x weight, saying which Freight is saved', () => {
    expect(IMPORT_MESSAGES.amountBelowZero(-2200)).toBe(
      'Amount is below zero (-₹2,200.00): the deductions are more than Freight less TDS.',
    );
    expect(IMPORT_MESSAGES.freightDiffers(12500, 10000, false)).toBe(
      'Freight ₹12,500.00 differs from rate × weight (₹10,000.00): rate × weight is saved.',
    );
    expect(IMPORT_MESSAGES.freightDiffers(31500, 20000, true)).toBe(
      "Freight ₹31,500.00 differs from rate × weight (₹20,000.00): the file's Freight is kept.",
    );
  });
});

describe('what a spreadsheet may have changed, and duplicates (issue 30)', () => {
  it('the identifier columns are read as text; a changed one is named as its form names it', () => {
    expect(IMPORT_IDENTIFIERS).toEqual({
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
    });
    expect(IMPORT_MESSAGES.identifierChanged(IMPORT_IDENTIFIERS.vendors.bankAccount)).toBe(
      'Bank account looks changed by a spreadsheet: format the column as Text and type it again.',
    );
  });

  it('a duplicate row names its earlier twin', () => {
    expect(IMPORT_MESSAGES.sameAsRow(14)).toBe('Same as row 14.');
    expect(IMPORT_MESSAGES).not.toHaveProperty('duplicateKey');
  });
});
