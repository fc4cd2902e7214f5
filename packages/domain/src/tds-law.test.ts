import { describe, expect, it } from 'vitest';
import {
  type LowerDeductionCertificate,
  type TransporterDeclaration,
  DEDUCTEE_TYPE_LABELS,
  TDS_LAW,
  deducteeTypeOf,
  expectedTdsRate,
  tdsLawOn,
  tdsRateDifference,
  tdsReturnRowCodes,
} from './tds-law.ts';

// One PAN per holder: the 4th letter is the holder's status.
const INDIVIDUAL = 'ABCPK1234D';
const HUF = 'ABCHK1234D';
const COMPANY = 'ABCCK1234D';
const FIRM = 'ABCFK1234D';
// A day under the Income-tax Act, 2025, in 2026-27 Q3.
const day = '2026-10-15';

describe('deductee type (issue 31: the PAN 4th letter)', () => {
  it('names the holder of each status letter', () => {
    expect(deducteeTypeOf('ABCPK1234D')).toBe('individual');
    expect(deducteeTypeOf('ABCHK1234D')).toBe('huf');
    expect(deducteeTypeOf('ABCCK1234D')).toBe('company');
    expect(deducteeTypeOf('ABCFK1234D')).toBe('firm');
    expect(deducteeTypeOf('ABCAK1234D')).toBe('aop');
    expect(deducteeTypeOf('ABCBK1234D')).toBe('boi');
    expect(deducteeTypeOf('ABCTK1234D')).toBe('trust');
    expect(deducteeTypeOf('ABCLK1234D')).toBe('localAuthority');
    expect(deducteeTypeOf('ABCJK1234D')).toBe('artificialJuridicalPerson');
    expect(deducteeTypeOf('ABCGK1234D')).toBe('government');
  });

  it('is null for a missing, malformed or unknown-status PAN', () => {
    expect(deducteeTypeOf(null)).toBeNull();
    expect(deducteeTypeOf(undefined)).toBeNull();
    expect(deducteeTypeOf('')).toBeNull();
    expect(deducteeTypeOf('ABCFK1234')).toBeNull();
    expect(deducteeTypeOf('ABCF11234D')).toBeNull();
    expect(deducteeTypeOf('abcfk1234d')).toBeNull();
    expect(deducteeTypeOf('ABCFK1234DD')).toBeNull();
    // Five letters, four digits and a letter, but X is no holder's status.
    expect(deducteeTypeOf('ABCXK1234D')).toBeNull();
  });

  it('has a label for the vendor screen', () => {
    expect(DEDUCTEE_TYPE_LABELS).toEqual({
      individual: 'Individual',
      huf: 'HUF',
      company: 'Company',
      firm: 'Firm/LLP',
      aop: 'Association of persons',
      boi: 'Body of individuals',
      trust: 'Trust',
      localAuthority: 'Local authority',
      artificialJuridicalPerson: 'Artificial juridical person',
      government: 'Government',
    });
  });
});

describe('the dated table of the law', () => {
  it('reports under 194C up to 31 March 2026 and under 393(1), serial 6(i), payment code 1017 from 1 April 2026', () => {
    expect(tdsLawOn('2026-03-31')).toEqual({
      from: '2016-06-01',
      act: 'Income-tax Act, 1961',
      section: '194C',
      tableSerial: null,
      paymentCode: null,
      individualOrHufRateBasisPoints: 100,
      otherRateBasisPoints: 200,
      noPanRateBasisPoints: 2000,
      singlePaymentThresholdPaise: 3_000_000, // ₹30,000
      yearThresholdPaise: 10_000_000, // ₹1,00,000
    });
    expect(tdsLawOn('2026-04-01')).toEqual({
      from: '2026-04-01',
      act: 'Income-tax Act, 2025',
      section: '393(1)',
      tableSerial: '6(i)',
      paymentCode: '1017',
      individualOrHufRateBasisPoints: 100,
      otherRateBasisPoints: 200,
      noPanRateBasisPoints: 2000,
      singlePaymentThresholdPaise: 3_000_000,
      yearThresholdPaise: 10_000_000,
    });
    expect(tdsLawOn('2016-06-01').section).toBe('194C');
    expect(tdsLawOn('2099-12-31').section).toBe('393(1)');
  });

  it('lists its entries oldest first, so the last one begun is the one in force', () => {
    expect(TDS_LAW.map((entry) => entry.from)).toEqual(['2016-06-01', '2026-04-01']);
  });

  it('refuses a day before the table or one that is not a calendar day', () => {
    expect(() => tdsLawOn('2016-05-31')).toThrow('The TDS table starts on 2016-06-01; 2016-05-31 is before it.');
    expect(() => tdsLawOn('2026-02-30')).toThrow('2026-02-30 is not a calendar day written YYYY-MM-DD.');
    expect(() => tdsLawOn('')).toThrow(RangeError);
  });
});

describe('the expected rate on a day, for each basis', () => {
  const declaration2026: TransporterDeclaration = { kind: 'transporterDeclaration', fy: '2026-27' };
  // 0.50% from 1 June to 30 November 2026, for up to ₹50,00,000.
  const certificate: LowerDeductionCertificate = {
    kind: 'lowerDeductionCertificate',
    certificateNo: '1111AA111A',
    rateBasisPoints: 50,
    validFrom: '2026-06-01',
    validTo: '2026-11-30',
    amountLimitPaise: 500_000_000,
  };

  it('1% for an individual or a HUF, 2% for a firm, a company or a trust', () => {
    const individualOrHuf = { rateBasisPoints: 100, basis: 'individualOrHuf', certificateNo: null };
    const other = { rateBasisPoints: 200, basis: 'other', certificateNo: null };
    expect(expectedTdsRate({ pan: INDIVIDUAL, documents: [], day })).toEqual(individualOrHuf);
    expect(expectedTdsRate({ pan: HUF, documents: [], day })).toEqual(individualOrHuf);
    expect(expectedTdsRate({ pan: FIRM, documents: [], day })).toEqual(other);
    expect(expectedTdsRate({ pan: COMPANY, documents: [], day })).toEqual(other);
    expect(expectedTdsRate({ pan: 'ABCTK1234D', documents: [], day })).toEqual(other);
    // The same rates under the 1961 Act.
    expect(expectedTdsRate({ pan: FIRM, documents: [], day: '2025-10-15' })).toEqual(other);
  });

  it('20% without a valid PAN (section 206AA), whatever the documents say', () => {
    const noPan = { rateBasisPoints: 2000, basis: 'noPan', certificateNo: null };
    expect(expectedTdsRate({ pan: '', documents: [], day })).toEqual(noPan);
    expect(expectedTdsRate({ pan: null, documents: [], day })).toEqual(noPan);
    expect(expectedTdsRate({ pan: 'ABCF11234D', documents: [], day })).toEqual(noPan);
    expect(expectedTdsRate({ pan: '', documents: [declaration2026, certificate], day })).toEqual(noPan);
  });

  it("0% with a transporter declaration for the day's financial year, April to March", () => {
    const exempt = { rateBasisPoints: 0, basis: 'transporterDeclaration', certificateNo: null };
    expect(expectedTdsRate({ pan: FIRM, documents: [declaration2026], day })).toEqual(exempt);
    expect(expectedTdsRate({ pan: INDIVIDUAL, documents: [declaration2026], day: '2026-04-01' })).toEqual(exempt);
    expect(expectedTdsRate({ pan: FIRM, documents: [declaration2026], day: '2027-03-31' })).toEqual(exempt);
    // 31 March 2026 is in 2025-26 and 1 April 2027 in 2027-28: the firm's 2%.
    expect(expectedTdsRate({ pan: FIRM, documents: [declaration2026], day: '2026-03-31' }).rateBasisPoints).toBe(200);
    expect(expectedTdsRate({ pan: FIRM, documents: [declaration2026], day: '2027-04-01' }).rateBasisPoints).toBe(200);
  });

  it('a declaration comes before a certificate', () => {
    expect(expectedTdsRate({ pan: FIRM, documents: [certificate, declaration2026], day }).basis).toBe(
      'transporterDeclaration',
    );
  });

  it("the certificate's rate from its first to its last day, within its amount", () => {
    const lower = { rateBasisPoints: 50, basis: 'lowerDeductionCertificate', certificateNo: '1111AA111A' };
    const other = { rateBasisPoints: 200, basis: 'other', certificateNo: null };
    expect(expectedTdsRate({ pan: FIRM, documents: [certificate], day })).toEqual(lower);
    expect(expectedTdsRate({ pan: FIRM, documents: [certificate], day: '2026-06-01' })).toEqual(lower);
    expect(expectedTdsRate({ pan: FIRM, documents: [certificate], day: '2026-11-30' })).toEqual(lower);
    expect(expectedTdsRate({ pan: FIRM, documents: [certificate], day: '2026-05-31' })).toEqual(other);
    expect(expectedTdsRate({ pan: FIRM, documents: [certificate], day: '2026-12-01' })).toEqual(other);
    // ₹49,00,000 credited before plus ₹1,00,000 now = ₹50,00,000: at the limit, not past it.
    expect(
      expectedTdsRate({ pan: FIRM, documents: [certificate], day, amountPaidThisFyPaise: 490_000_000 + 10_000_000 }),
    ).toEqual(lower);
    // ₹49,00,000 plus ₹1,00,000.01 passes ₹50,00,000 by a paisa: the firm's 2%.
    expect(
      expectedTdsRate({ pan: FIRM, documents: [certificate], day, amountPaidThisFyPaise: 490_000_000 + 10_000_001 }),
    ).toEqual(other);
    // An individual past the limit goes back to 1%.
    expect(
      expectedTdsRate({ pan: INDIVIDUAL, documents: [certificate], day, amountPaidThisFyPaise: 500_000_001 }).basis,
    ).toBe('individualOrHuf');
  });
});

describe('a typed rate against the expected one', () => {
  it('names a short or an excess deduction, nothing when equal', () => {
    // A firm typed at 1% where 2% is asked; an individual typed at 2% where 1% is asked.
    expect(tdsRateDifference(100, 200)).toBe('shortDeduction');
    expect(tdsRateDifference(200, 100)).toBe('excessDeduction');
    // No PAN typed at 1% where 20% is asked.
    expect(tdsRateDifference(100, 2000)).toBe('shortDeduction');
    expect(tdsRateDifference(200, 200)).toBeNull();
    expect(tdsRateDifference(0, 0)).toBeNull();
  });
});

describe("the return's deductee-row codes", () => {
  it('01 for a company, 02 for others; 194C before 1 April 2026, 393(1) with payment code 1017 from it', () => {
    expect(tdsReturnRowCodes({ pan: COMPANY, basis: 'other', day: '2026-03-31' })).toEqual({
      deducteeCode: '01',
      pan: COMPANY,
      section: '194C',
      paymentCode: null,
      reasonCode: '',
    });
    expect(tdsReturnRowCodes({ pan: FIRM, basis: 'other', day: '2026-04-01' })).toEqual({
      deducteeCode: '02',
      pan: FIRM,
      section: '393(1)',
      paymentCode: '1017',
      reasonCode: '',
    });
    expect(tdsReturnRowCodes({ pan: INDIVIDUAL, basis: 'individualOrHuf', day }).deducteeCode).toBe('02');
  });

  it('PANNOTAVBL and reason C without a PAN', () => {
    expect(tdsReturnRowCodes({ pan: '', basis: 'noPan', day })).toEqual({
      deducteeCode: '02',
      pan: 'PANNOTAVBL',
      section: '393(1)',
      paymentCode: '1017',
      reasonCode: 'C',
    });
    expect(tdsReturnRowCodes({ pan: 'ABCF11234D', basis: 'noPan', day }).pan).toBe('PANNOTAVBL');
  });

  it('reason T for a transporter declaration, B (as issue 31 asks) for a certificate under section 197', () => {
    expect(tdsReturnRowCodes({ pan: INDIVIDUAL, basis: 'transporterDeclaration', day }).reasonCode).toBe('T');
    expect(tdsReturnRowCodes({ pan: COMPANY, basis: 'lowerDeductionCertificate', day }).reasonCode).toBe('B');
  });
});
