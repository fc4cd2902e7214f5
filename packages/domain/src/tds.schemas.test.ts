import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { tripTdsRateBasisPoints } from './tds-law.ts';
import {
  TDS_DOCUMENT_KIND_LABELS,
  TDS_MESSAGES,
  TDS_RATE_BASIS_LABELS,
  tdsChallanSchema,
  tdsChallansSchema,
  tdsCheckRowSchema,
  tdsDocumentSchema,
  tdsNotificationSchema,
  tdsReturnSchema,
  tdsStatementQuerySchema,
  financialYearDays,
  tdsChallanRequestSchema,
  tdsDocumentFieldsSchema,
  tdsRateReasonMessage,
} from './tds.schemas.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('a TDS document’s fields (issue 31)', () => {
  it('a declaration: its year, and its truck numbers as the vehicle form writes them, each once', () => {
    expect(
      tdsDocumentFieldsSchema.parse({
        kind: 'transporterDeclaration',
        fy: '2026-27',
        vehicles: 'mh12ab1234, KA-05-CD-6789;\nMH 12 AB 1234,,',
      }),
    ).toEqual({ kind: 'transporterDeclaration', fy: '2026-27', vehicles: ['MH12AB1234', 'KA05CD6789'] });
  });

  it('a declaration for more than 10 goods carriages, none, or a year written otherwise, is refused on its field', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `MH12AB${1000 + i}`);
    expect(
      tdsDocumentFieldsSchema.safeParse({ kind: 'transporterDeclaration', fy: '2026-27', vehicles: ten.join(',') })
        .success,
    ).toBe(true);
    const eleven = [...ten, 'MH12AB2000'].join(',');
    expect(
      issues(tdsDocumentFieldsSchema.safeParse({ kind: 'transporterDeclaration', fy: '2026-27', vehicles: eleven })),
    ).toEqual([['vehicles', TDS_MESSAGES.vehicles]]);
    expect(
      issues(tdsDocumentFieldsSchema.safeParse({ kind: 'transporterDeclaration', fy: '2026-27', vehicles: ' , ' })),
    ).toEqual([['vehicles', TDS_MESSAGES.vehicles]]);
    expect(
      issues(
        tdsDocumentFieldsSchema.safeParse({ kind: 'transporterDeclaration', fy: '2026-2027', vehicles: 'MH12AB1234' }),
      ),
    ).toEqual([['fy', 'Financial year must be written as 2026-27.']]);
    expect(
      issues(tdsDocumentFieldsSchema.safeParse({ kind: 'transporterDeclaration', vehicles: 'MH12AB1234' })),
    ).toEqual([['fy', 'Financial year must be written as 2026-27.']]);
    expect(issues(tdsDocumentFieldsSchema.safeParse({ kind: 'transporterDeclaration', fy: '2026-27' }))).toEqual([
      ['vehicles', TDS_MESSAGES.vehicles],
    ]);
    expect(issues(tdsDocumentFieldsSchema.safeParse({ kind: 'declaration' }))).toEqual([['kind', TDS_MESSAGES.kind]]);
  });

  const certificate = {
    kind: 'lowerDeductionCertificate',
    certificateNo: ' ldc/2026-42 ',
    rate: '0.5',
    validFrom: '2026-04-01',
    validTo: '2027-03-31',
    amountLimit: '₹ 10,00,000',
  };

  it('a certificate: its number in capitals, its rate in basis points, its days and its amount in paise', () => {
    expect(tdsDocumentFieldsSchema.parse(certificate)).toEqual({
      kind: 'lowerDeductionCertificate',
      certificateNo: 'LDC/2026-42',
      rateBasisPoints: 50,
      validFrom: '2026-04-01',
      validTo: '2027-03-31',
      amountLimitPaise: 100_000_000,
    });
    // One day is a period too.
    expect(tdsDocumentFieldsSchema.safeParse({ ...certificate, validTo: '2026-04-01' }).success).toBe(true);
  });

  it.each([
    ['certificateNo', '', TDS_MESSAGES.certificateNo],
    ['certificateNo', 'LDC 42', TDS_MESSAGES.certificateNo],
    ['certificateNo', 'L'.repeat(21), TDS_MESSAGES.certificateNo],
    ['rate', '101', TDS_MESSAGES.rate],
    ['rate', '0.555', TDS_MESSAGES.rate],
    ['rate', 'one', TDS_MESSAGES.rate],
    ['validFrom', '2026-02-30', 'Enter a real date as YYYY-MM-DD.'],
    ['validTo', '31/03/2027', 'Enter a real date as YYYY-MM-DD.'],
    ['validTo', '2026-03-31', TDS_MESSAGES.validTo],
    ['amountLimit', '0', TDS_MESSAGES.amountLimit],
    ['amountLimit', '1,2,3', TDS_MESSAGES.amountLimit],
  ])('a certificate with %s "%s" is refused on that field', (field, value, message) => {
    expect(issues(tdsDocumentFieldsSchema.safeParse({ ...certificate, [field]: value }))).toEqual([[field, message]]);
  });

  it.each([
    ['fy', 'x'.repeat(21), 'Financial year must be written as 2026-27.'],
    ['vehicles', 'MH12AB1234,'.repeat(37), TDS_MESSAGES.vehicles],
    ['certificateNo', 'L'.repeat(41), TDS_MESSAGES.certificateNo],
    ['rate', '1'.repeat(21), TDS_MESSAGES.rate],
    ['validFrom', '2'.repeat(21), 'Enter a real date as YYYY-MM-DD.'],
    ['validTo', '2'.repeat(21), 'Enter a real date as YYYY-MM-DD.'],
    ['amountLimit', '1'.repeat(41), TDS_MESSAGES.amountLimit],
  ])('a field too long to read, %s, is refused with its own message', (field, value, message) => {
    const kind = field === 'fy' || field === 'vehicles' ? 'transporterDeclaration' : 'lowerDeductionCertificate';
    expect(
      issues(
        tdsDocumentFieldsSchema.safeParse({
          ...certificate,
          fy: '2026-27',
          vehicles: 'MH12AB1234',
          kind,
          [field]: value,
        }),
      ),
    ).toEqual([[field, message]]);
  });

  it('a declaration covers its financial year, 1 April to 31 March', () => {
    expect(financialYearDays('2026-27')).toEqual({ validFrom: '2026-04-01', validTo: '2027-03-31' });
  });
});

describe('a challan', () => {
  const challan = {
    bsrCode: '0510308',
    date: '2026-11-05',
    serial: '00011',
    amount: '2,501.00',
    fy: '2026-27',
    quarter: 'Q3',
  };

  it('is a 7-digit BSR code, a day, a 5-digit serial and an amount for a quarter', () => {
    expect(tdsChallanRequestSchema.parse(challan)).toEqual({ ...challan, amount: 2501 });
    expect(tdsChallanRequestSchema.parse({ ...challan, bsrCode: ' 0510308 ', serial: ' 00011 ' })).toMatchObject({
      bsrCode: '0510308',
      serial: '00011',
    });
  });

  it.each([
    ['bsrCode', '051030', TDS_MESSAGES.bsrCode],
    ['bsrCode', '05103081', TDS_MESSAGES.bsrCode],
    ['serial', '0011', TDS_MESSAGES.serial],
    ['serial', '0001a', TDS_MESSAGES.serial],
    ['amount', '0', TDS_MESSAGES.amount],
    ['amount', '', TDS_MESSAGES.amount],
    ['amount', 'abc', 'Please enter a valid number.'],
    ['serial', '000111', TDS_MESSAGES.serial],
    ['date', '2026-11-31', 'Enter a real date as YYYY-MM-DD.'],
    ['fy', '2026', 'Financial year must be written as 2026-27.'],
    ['quarter', 'Q5', 'Quarter must be Q1, Q2, Q3 or Q4.'],
  ])('with %s "%s" is refused on that field', (field, value, message) => {
    expect(issues(tdsChallanRequestSchema.safeParse({ ...challan, [field]: value }))).toEqual([[field, message]]);
  });
});

describe('the rate of a new trip, and the question for a typed rate the law does not ask', () => {
  const expected = (
    basis: 'transporterDeclaration' | 'lowerDeductionCertificate' | 'noPan' | 'individualOrHuf' | 'other',
    rateBasisPoints: number,
  ) => ({
    basis,
    rateBasisPoints,
    certificateNo: null,
  });

  it('a declaration or a certificate gives its rate; otherwise the vendor’s typed rate stands', () => {
    expect(tripTdsRateBasisPoints(100, expected('transporterDeclaration', 0))).toBe(0);
    expect(tripTdsRateBasisPoints(200, expected('lowerDeductionCertificate', 50))).toBe(50);
    expect(tripTdsRateBasisPoints(100, expected('noPan', 2_000))).toBe(100);
    expect(tripTdsRateBasisPoints(200, expected('individualOrHuf', 100))).toBe(200);
    expect(tripTdsRateBasisPoints(100, expected('other', 200))).toBe(100);
  });

  it('names each basis as a person reads it', () => {
    expect(TDS_RATE_BASIS_LABELS).toEqual({
      transporterDeclaration: 'transporter declaration for the year',
      lowerDeductionCertificate: 'lower-deduction certificate',
      noPan: 'no valid PAN',
      individualOrHuf: 'individual or HUF',
      other: 'firm, company or other',
    });
    expect(TDS_DOCUMENT_KIND_LABELS).toEqual({
      transporterDeclaration: 'Transporter declaration',
      lowerDeductionCertificate: 'Lower-deduction certificate',
    });
  });

  it('names the lawful rate twice, the typed one and the basis', () => {
    expect(tdsRateReasonMessage(1, 20, 'noPan')).toBe(
      'The law asks 20% for this vendor (no valid PAN). Give the reason for 1%, or type 20%.',
    );
    expect(tdsRateReasonMessage(1, 2, 'other')).toBe(
      'The law asks 2% for this vendor (firm, company or other). Give the reason for 1%, or type 2%.',
    );
  });

  it('counts days across months and years, backwards too', () => {
    expect(addDays('2026-11-27', 7)).toBe('2026-12-04');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('the answers’ shapes', () => {
  const cover = { billId: 'B1', vendor: 'Deccan Cargo', deductedOn: '2026-10-20', dueDate: '2026-11-07', tds: 1000.4 };
  const ref = { bsrCode: '0510308', date: '2026-11-09', serial: '00012' };
  it.each([
    [
      'a check row',
      tdsCheckRowSchema,
      {
        vendor: 'Kaveri',
        pan: 'AAAFK1234L',
        deducteeType: 'firm',
        rate: 1,
        expectedRate: 2,
        basis: 'other',
        reason: 'Contract',
      },
    ],
    [
      'a document',
      tdsDocumentSchema,
      {
        id: 'd1',
        vendor: 'Ganesh Transport',
        kind: 'transporterDeclaration',
        fy: '2026-27',
        vehicles: ['MH12AB1234'],
        certificateNo: null,
        rate: 0,
        validFrom: '2026-04-01',
        validTo: '2027-03-31',
        amountLimit: null,
        file: { fileName: 'd.pdf', url: '/logistics/api/tds-documents/d1/file' },
        createdBy: 'acc',
        createdAt: '2026-11-27T10:00:00.000Z',
      },
    ],
    ['a challan', tdsChallanSchema, { id: 'c1', ...ref, amount: 1000.4, fy: '2026-27', quarter: 'Q3' }],
    [
      'the challans',
      tdsChallansSchema,
      {
        fy: '2026-27',
        quarter: 'Q3',
        challans: [
          { id: 'c1', ...ref, amount: 1000.4, unallocated: 0, covers: [{ ...cover, lateMonths: 2, interest: 30 }] },
        ],
        undeposited: [cover],
        totals: { tds: 2000.8, deposited: 1000.4, undeposited: 1000.4, interest: 30 },
      },
    ],
    [
      'the return',
      tdsReturnSchema,
      {
        fy: '2026-27',
        quarter: 'Q3',
        rows: [
          {
            serial: 1,
            deducteeCode: '01',
            pan: 'AAACD1234M',
            name: 'Deccan Cargo',
            section: '393(1)',
            paymentCode: '1017',
            date: '2026-10-20',
            amount: 50020,
            tds: 1000.4,
            rate: 2,
            reasonCode: 'B',
            certificateNo: 'LDC1',
            challan: ref,
          },
        ],
        totals: { amount: 50020, tds: 1000.4 },
      },
    ],
    ['a notice', tdsNotificationSchema, { kind: 'depositDue', day: '2026-11-07', text: 'TDS of ₹1,000.40 is due.' }],
  ])('%s keeps every field', (_name, schema, answer) => {
    expect(schema.parse(answer)).toEqual(answer);
  });

  it('the return takes each deductee and reason code, and the bell each kind of notice', () => {
    const row = tdsReturnSchema.shape.rows.element;
    for (const deducteeCode of ['01', '02']) expect(row.shape.deducteeCode.parse(deducteeCode)).toBe(deducteeCode);
    for (const reasonCode of ['C', 'T', 'B', '']) expect(row.shape.reasonCode.parse(reasonCode)).toBe(reasonCode);
    expect(row.shape.reasonCode.safeParse('A').success).toBe(false);
    for (const kind of ['documentStarts', 'documentEnds', 'depositDue']) {
      expect(tdsNotificationSchema.shape.kind.parse(kind)).toBe(kind);
    }
  });

  it('a statement names a vendor of 1 to 100 characters, trimmed', () => {
    expect(
      tdsStatementQuerySchema.safeParse({ vendor: 'Deccan Cargo', fy: '2026-27', quarter: 'Q5' }).error?.issues,
    ).toMatchObject([{ path: ['quarter'], message: 'Quarter must be Q1, Q2, Q3 or Q4.' }]);
    const query = { fy: '2026-27', quarter: 'Q3' };
    expect(tdsStatementQuerySchema.parse({ ...query, vendor: ' Deccan Cargo ' }).vendor).toBe('Deccan Cargo');
    expect(tdsStatementQuerySchema.safeParse({ ...query, vendor: ' ' }).success).toBe(false);
    expect(tdsStatementQuerySchema.safeParse({ ...query, vendor: 'v'.repeat(100) }).success).toBe(true);
    expect(tdsStatementQuerySchema.safeParse({ ...query, vendor: 'v'.repeat(101) }).success).toBe(false);
  });
});
