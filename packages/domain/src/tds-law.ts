import { isCalendarDay } from './dates.ts';
import { isValidPan, quarterOf } from './tds-register.ts';

/** Who holds a PAN, read from its 4th letter (issue 31). */
export const DEDUCTEE_TYPES = [
  'individual',
  'huf',
  'company',
  'firm',
  'aop',
  'boi',
  'trust',
  'localAuthority',
  'artificialJuridicalPerson',
  'government',
] as const;
export type DeducteeType = (typeof DEDUCTEE_TYPES)[number];

export const DEDUCTEE_TYPE_LABELS: Record<DeducteeType, string> = {
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
};

const PAN_STATUS_LETTERS: Readonly<Record<string, DeducteeType>> = {
  P: 'individual',
  H: 'huf',
  C: 'company',
  F: 'firm',
  A: 'aop',
  B: 'boi',
  T: 'trust',
  L: 'localAuthority',
  J: 'artificialJuridicalPerson',
  G: 'government',
};

/**
 * The deductee type of a PAN; null when there is none, it is not five letters, four digits and a letter, or its
 * 4th letter names no type. Every rule below counts a PAN only when this names its holder.
 */
export function deducteeTypeOf(pan: string | null | undefined): DeducteeType | null {
  if (!pan || !isValidPan(pan)) return null;
  return PAN_STATUS_LETTERS[pan.charAt(3)] ?? null;
}

/** Contractor TDS as the law stands from a day until the next entry's (rates, thresholds and codes change with budgets). */
export interface TdsLaw {
  /** The first day in force, YYYY-MM-DD. */
  from: string;
  act: string;
  /** The section the return reports contractor TDS under. */
  section: string;
  /** The serial in the table of section 393(1) of the Income-tax Act, 2025; null under the 1961 Act. */
  tableSerial: string | null;
  /** The return's payment code under the 2025 Act; null under the 1961 Act. */
  paymentCode: string | null;
  individualOrHufRateBasisPoints: number;
  otherRateBasisPoints: number;
  /** Section 206AA, carried into the 2025 Act: the rate for a deductee without a PAN. */
  noPanRateBasisPoints: number;
  /** No TDS on a payment up to this when the year's payments to the contractor stay within the year's threshold. */
  singlePaymentThresholdPaise: number;
  yearThresholdPaise: number;
}

/**
 * The table, oldest first. It starts when the year's threshold became ₹1,00,000 (Finance Act, 2016, from 1 June
 * 2016); the 1% and 2% rates (from 1 October 2009), 20% without a PAN (from 1 April 2010) and the ₹30,000 single
 * payment were already in force. The Income-tax Act, 2025 keeps rates and thresholds and renames the section.
 */
export const TDS_LAW: readonly Readonly<TdsLaw>[] = [
  {
    from: '2016-06-01',
    act: 'Income-tax Act, 1961',
    section: '194C',
    tableSerial: null,
    paymentCode: null,
    individualOrHufRateBasisPoints: 100,
    otherRateBasisPoints: 200,
    noPanRateBasisPoints: 2000,
    singlePaymentThresholdPaise: 3_000_000,
    yearThresholdPaise: 10_000_000,
  },
  {
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
  },
];

/** The entry of the table in force on a YYYY-MM-DD day; a RangeError for a day that is not one or precedes the table. */
export function tdsLawOn(day: string): Readonly<TdsLaw> {
  if (!isCalendarDay(day)) throw new RangeError(`${day} is not a calendar day written YYYY-MM-DD.`);
  const law = TDS_LAW.findLast((entry) => entry.from <= day);
  // Stryker disable next-line StringLiteral: equivalent, the table is never empty, so its first day is always there
  if (!law) throw new RangeError(`The TDS table starts on ${TDS_LAW[0]?.from ?? ''}; ${day} is before it.`);
  return law;
}

/** A transporter's declaration (owner of at most 10 goods carriages, section 194C(6)) for one financial year. */
export interface TransporterDeclaration {
  kind: 'transporterDeclaration';
  /** Written '2026-27'. */
  fy: string;
}

/** A lower-deduction certificate (section 197): its rate from validFrom to validTo, both included, up to its amount. */
export interface LowerDeductionCertificate {
  kind: 'lowerDeductionCertificate';
  certificateNo: string;
  rateBasisPoints: number;
  validFrom: string;
  validTo: string;
  amountLimitPaise: number;
}

export type TdsDocument = TransporterDeclaration | LowerDeductionCertificate;

export const TDS_RATE_BASES = [
  'transporterDeclaration',
  'lowerDeductionCertificate',
  'noPan',
  'individualOrHuf',
  'other',
] as const;
export type TdsRateBasis = (typeof TDS_RATE_BASES)[number];

export interface ExpectedTdsRate {
  rateBasisPoints: number;
  basis: TdsRateBasis;
  /** The certificate the rate comes from; null for every other basis. */
  certificateNo: string | null;
}

export interface ExpectedTdsRateInput {
  pan: string | null | undefined;
  documents: readonly TdsDocument[];
  /** The day of the payment or credit, YYYY-MM-DD. */
  day: string;
  /**
   * Credited to the vendor in the day's financial year under the certificate, this payment included; 0 when not
   * given (the vendor form, with no payment in view).
   */
  amountPaidThisFyPaise?: number | undefined;
}

/**
 * The rate the law asks on a day: a transporter declaration for the day's financial year, 0; else the first
 * certificate valid that day and within its amount, its rate; else without a PAN 20%; else 1% for an individual or
 * HUF; else 2%. A payment that would pass a certificate's amount is taken at the normal rate as a whole.
 */
export function expectedTdsRate({
  pan,
  documents,
  day,
  amountPaidThisFyPaise = 0,
}: ExpectedTdsRateInput): ExpectedTdsRate {
  const law = tdsLawOn(day);
  const deducteeType = deducteeTypeOf(pan);
  // Neither document counts without a PAN: section 194C(6) asks for it with the declaration, and 206AA overrides a
  // certificate. So this check coming first decides the same as the order.
  if (!deducteeType) return { rateBasisPoints: law.noPanRateBasisPoints, basis: 'noPan', certificateNo: null };
  const { fy } = quarterOf(day);
  if (documents.some((document) => document.kind === 'transporterDeclaration' && document.fy === fy)) {
    return { rateBasisPoints: 0, basis: 'transporterDeclaration', certificateNo: null };
  }
  const certificate = documents.find(
    (document): document is LowerDeductionCertificate =>
      document.kind === 'lowerDeductionCertificate' &&
      document.validFrom <= day &&
      day <= document.validTo &&
      amountPaidThisFyPaise <= document.amountLimitPaise,
  );
  if (certificate) {
    return {
      rateBasisPoints: certificate.rateBasisPoints,
      basis: 'lowerDeductionCertificate',
      certificateNo: certificate.certificateNo,
    };
  }
  if (deducteeType === 'individual' || deducteeType === 'huf') {
    return { rateBasisPoints: law.individualOrHufRateBasisPoints, basis: 'individualOrHuf', certificateNo: null };
  }
  return { rateBasisPoints: law.otherRateBasisPoints, basis: 'other', certificateNo: null };
}

/** Less deducted than the law asks (the office owes the difference and interest), or more (the vendor is short paid). */
export type TdsRateDifference = 'shortDeduction' | 'excessDeduction';

/** How a typed rate differs from the expected one; null when they are equal. */
export function tdsRateDifference(
  typedRateBasisPoints: number,
  expectedRateBasisPoints: number,
): TdsRateDifference | null {
  if (typedRateBasisPoints === expectedRateBasisPoints) return null;
  // Stryker disable next-line EqualityOperator: equivalent, equal rates returned above
  return typedRateBasisPoints < expectedRateBasisPoints ? 'shortDeduction' : 'excessDeduction';
}

/** The PAN text the return asks for a deductee without one. */
export const PAN_NOT_AVAILABLE = 'PANNOTAVBL';

/**
 * The return's reason for a rate other than the normal one: C higher rate for no PAN, T transporter, B lower-deduction
 * certificate, as issue 31's contract names them. Form 26Q's own list gives a section 197 certificate the code A (its B
 * is a section 197A declaration): the return file keeps the contract's B until the office's filing utility says
 * otherwise, and the README says so.
 */
export type TdsReasonCode = 'C' | 'T' | 'B' | '';

export interface TdsReturnRowCodes {
  /** 01 a company, 02 every other deductee (one without a PAN included). */
  deducteeCode: '01' | '02';
  pan: string;
  section: string;
  paymentCode: string | null;
  reasonCode: TdsReasonCode;
}

function reasonCodeOf(basis: TdsRateBasis): TdsReasonCode {
  switch (basis) {
    case 'noPan':
      return 'C';
    case 'transporterDeclaration':
      return 'T';
    case 'lowerDeductionCertificate':
      return 'B';
    case 'individualOrHuf':
    case 'other':
      return '';
  }
}

/** The codes of a deductee row of the quarterly return, for a credit on a day at a rate of the given basis. */
export function tdsReturnRowCodes({
  pan,
  basis,
  day,
}: {
  pan: string | null | undefined;
  basis: TdsRateBasis;
  day: string;
}): TdsReturnRowCodes {
  const law = tdsLawOn(day);
  const deducteeType = deducteeTypeOf(pan);
  return {
    deducteeCode: deducteeType === 'company' ? '01' : '02',
    pan: pan && deducteeType ? pan : PAN_NOT_AVAILABLE,
    section: law.section,
    paymentCode: law.paymentCode,
    reasonCode: reasonCodeOf(basis),
  };
}

/**
 * The TDS rate a new trip takes (issue 31): a transporter declaration's or a certificate's when one applies on the
 * trip's day, so a document starting or ending moves new trips; else the vendor's typed rate, as the spec has it.
 */
export function tripTdsRateBasisPoints(typedRateBasisPoints: number, expected: ExpectedTdsRate): number {
  return expected.basis === 'transporterDeclaration' || expected.basis === 'lowerDeductionCertificate'
    ? expected.rateBasisPoints
    : typedRateBasisPoints;
}
