import { z } from 'zod';
import { DATE_MESSAGE, isCalendarDay } from './dates.ts';
import { toBasisPoints, toPaise } from './money.ts';
import { RUPEES, numberText } from './number-text.ts';
import { DEDUCTEE_TYPES, TDS_RATE_BASES, type TdsDocument, type TdsRateBasis } from './tds-law.ts';
import { QUARTERS, TDS_REGISTER_MESSAGES, isFinancialYear } from './tds-register.ts';
import { normaliseTruckNumber } from './vehicle.schemas.ts';
import { TDS_PERCENT } from './vendor.schemas.ts';

/** A transporter owns at most this many goods carriages to be paid without TDS (section 194C(6)). */
export const MAX_DECLARED_VEHICLES = 10;

/** Texts of issue 31: TDS documents, challans, the rate check and the return. */
export const TDS_MESSAGES = {
  kind: 'Kind must be transporterDeclaration or lowerDeductionCertificate.',
  vehicles: `List the goods carriages the vendor owns: 1 to ${MAX_DECLARED_VEHICLES} truck numbers, separated by commas.`,
  certificateNo: 'Enter the certificate number (1 to 20 letters and digits).',
  rate: 'Rate must be a number from 0 to 100 with at most 2 decimals.',
  validTo: 'The certificate cannot end before it starts.',
  amountLimit: 'Enter the amount the certificate covers, more than ₹0.',
  fileRequired: 'Attach the signed document as a PDF.',
  needsPan: "Add the vendor's PAN first: neither a declaration nor a certificate counts without one.",
  duplicateDeclaration: 'This vendor already has a declaration for {fy}.',
  duplicateCertificate: 'Certificate {certificateNo} is already recorded.',
  bsrCode: 'BSR code must be 7 digits.',
  serial: 'Challan serial number must be 5 digits.',
  amount: 'Enter the amount deposited, more than ₹0.',
  inFuture: 'A challan cannot be dated in the future.',
  duplicateChallan: 'Challan {bsrCode} of {date}, serial {serial}, is already recorded.',
  reasonRequired:
    'The law asks {expected}% for this vendor ({basis}). Give the reason for {typed}%, or type {expected}%.',
  vendorNotFound: 'Vendor not found.',
} as const;

export const TDS_DOCUMENT_KINDS = ['transporterDeclaration', 'lowerDeductionCertificate'] as const;
export type TdsDocumentKind = (typeof TDS_DOCUMENT_KINDS)[number];

export const TDS_DOCUMENT_KIND_LABELS: Record<TdsDocumentKind, string> = {
  transporterDeclaration: 'Transporter declaration',
  lowerDeductionCertificate: 'Lower-deduction certificate',
};

/** How the expected rate is reached, as a person reads it. */
export const TDS_RATE_BASIS_LABELS: Record<TdsRateBasis, string> = {
  transporterDeclaration: 'transporter declaration for the year',
  lowerDeductionCertificate: 'lower-deduction certificate',
  noPan: 'no valid PAN',
  individualOrHuf: 'individual or HUF',
  other: 'firm, company or other',
};

/** The message asking for a reason when a typed rate differs from the lawful one (percents). */
export function tdsRateReasonMessage(typed: number, expected: number, basis: TdsRateBasis): string {
  return TDS_MESSAGES.reasonRequired
    .replaceAll('{expected}', String(expected))
    .replace('{typed}', String(typed))
    .replace('{basis}', TDS_RATE_BASIS_LABELS[basis]);
}

// Stryker disable next-line MethodExpression: equivalent, every calendar day written YYYY-MM-DD is 10 characters
const daySchema = z.string().max(10).refine(isCalendarDay, DATE_MESSAGE);
const fySchema = z.string().max(7).refine(isFinancialYear, TDS_REGISTER_MESSAGES.fy);
const positiveRupees = (message: string) =>
  numberText(RUPEES)
    .pipe(z.number({ message }))
    .refine((rupees) => rupees > 0, message);

/** The truck numbers of a declaration, typed with commas, spaces or new lines between them. */
function declaredVehicles(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,;\n]/)
        .map(normaliseTruckNumber)
        .filter(Boolean),
    ),
  ];
}

/**
 * The fields of POST /api/vendors/{name}/tds-documents (multipart, beside the signed PDF): a transporter declaration
 * with `fy` and `vehicles`, or a lower-deduction certificate with its number, rate, days and amount. One object with
 * each kind's fields checked by kind, so a refusal names the field at fault.
 */
export const tdsDocumentFieldsSchema = z
  .object({
    kind: z.enum(TDS_DOCUMENT_KINDS, { message: TDS_MESSAGES.kind }),
    fy: z.string().max(20, TDS_REGISTER_MESSAGES.fy).optional(),
    vehicles: z.string().max(400, TDS_MESSAGES.vehicles).optional(),
    certificateNo: z.string().trim().max(40, TDS_MESSAGES.certificateNo).optional(),
    rate: z.string().max(20, TDS_MESSAGES.rate).optional(),
    validFrom: z.string().max(20, DATE_MESSAGE).optional(),
    validTo: z.string().max(20, DATE_MESSAGE).optional(),
    amountLimit: z.string().max(40, TDS_MESSAGES.amountLimit).optional(),
  })
  .transform((fields, ctx): TdsDocumentFields => {
    const issue = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    if (fields.kind === 'transporterDeclaration') {
      // Stryker disable next-line StringLiteral: equivalent, a missing field and any text but a valid one are refused alike
      const fy = fySchema.safeParse(fields.fy ?? '');
      if (!fy.success) return issue('fy', TDS_REGISTER_MESSAGES.fy);
      const vehicles = declaredVehicles(fields.vehicles ?? '');
      if (vehicles.length === 0 || vehicles.length > MAX_DECLARED_VEHICLES) {
        return issue('vehicles', TDS_MESSAGES.vehicles);
      }
      return { kind: fields.kind, fy: fy.data, vehicles };
    }
    // Stryker disable next-line StringLiteral: equivalent, a missing field and any text but a valid one are refused alike
    const certificateNo = (fields.certificateNo ?? '').toUpperCase();
    if (!/^[A-Z0-9/-]{1,20}$/.test(certificateNo)) return issue('certificateNo', TDS_MESSAGES.certificateNo);
    const rate = numberText(TDS_PERCENT)
      .pipe(z.number())
      // Stryker disable next-line StringLiteral: equivalent, a missing field and any text but a valid one are refused alike
      .safeParse(fields.rate ?? '');
    if (!rate.success) return issue('rate', TDS_MESSAGES.rate);
    // Stryker disable next-line StringLiteral: equivalent, a missing field and any text but a valid one are refused alike
    const validFrom = daySchema.safeParse(fields.validFrom ?? '');
    if (!validFrom.success) return issue('validFrom', DATE_MESSAGE);
    // Stryker disable next-line StringLiteral: equivalent, a missing field and any text but a valid one are refused alike
    const validTo = daySchema.safeParse(fields.validTo ?? '');
    if (!validTo.success) return issue('validTo', DATE_MESSAGE);
    if (validTo.data < validFrom.data) return issue('validTo', TDS_MESSAGES.validTo);
    // Stryker disable next-line StringLiteral: equivalent, a missing field and any text but a valid one are refused alike
    const amountLimit = positiveRupees(TDS_MESSAGES.amountLimit).safeParse(fields.amountLimit ?? '');
    if (!amountLimit.success) return issue('amountLimit', TDS_MESSAGES.amountLimit);
    return {
      kind: fields.kind,
      certificateNo,
      rateBasisPoints: toBasisPoints(rate.data),
      validFrom: validFrom.data,
      validTo: validTo.data,
      amountLimitPaise: toPaise(amountLimit.data),
    };
  });

/** A document's fields once read: the domain's TdsDocument, a declaration with its vehicles. */
export type TdsDocumentFields =
  | { kind: 'transporterDeclaration'; fy: string; vehicles: string[] }
  | Extract<TdsDocument, { kind: 'lowerDeductionCertificate' }>;

/** A recorded declaration or certificate, as GET /api/vendors/{name}/tds-documents lists it (rupees, percent). */
export const tdsDocumentSchema = z.object({
  id: z.string(),
  vendor: z.string(),
  kind: z.enum(TDS_DOCUMENT_KINDS),
  fy: z.string().nullable(),
  vehicles: z.array(z.string()),
  certificateNo: z.string().nullable(),
  rate: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  amountLimit: z.number().nullable(),
  file: z.object({ fileName: z.string(), url: z.string() }),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type TdsDocumentRecord = z.infer<typeof tdsDocumentSchema>;

/** The days a declaration for a financial year covers: 1 April to 31 March. */
export function financialYearDays(fy: string): { validFrom: string; validTo: string } {
  const first = Number(fy.slice(0, 4));
  return { validFrom: `${first}-04-01`, validTo: `${first + 1}-03-31` };
}

/** GET /api/tds-check: each vendor's typed rate beside the one the law asks today. */
export const tdsCheckRowSchema = z.object({
  vendor: z.string(),
  pan: z.string(),
  deducteeType: z.enum(DEDUCTEE_TYPES).nullable(),
  rate: z.number(),
  expectedRate: z.number(),
  basis: z.enum(TDS_RATE_BASES),
  /** The reason given for a typed rate that differs; '' when none was given or none is needed. */
  reason: z.string(),
});
export type TdsCheckRow = z.infer<typeof tdsCheckRowSchema>;

/** POST /api/tds-challans: a deposit of TDS at a bank, as its counterfoil reads. */
export const tdsChallanRequestSchema = z.strictObject({
  bsrCode: z
    .string()
    .trim()
    .regex(/^\d{7}$/, TDS_MESSAGES.bsrCode),
  date: daySchema,
  serial: z
    .string()
    .trim()
    .regex(/^\d{5}$/, TDS_MESSAGES.serial),
  amount: positiveRupees(TDS_MESSAGES.amount),
  fy: fySchema,
  quarter: z.enum(QUARTERS, { message: TDS_REGISTER_MESSAGES.quarter }),
});
export type TdsChallanRequest = z.input<typeof tdsChallanRequestSchema>;

/** A recorded challan, as POST /api/tds-challans answers it. */
export const tdsChallanSchema = z.object({
  id: z.string(),
  bsrCode: z.string(),
  date: z.string(),
  serial: z.string(),
  amount: z.number(),
  fy: z.string(),
  quarter: z.enum(QUARTERS),
});

const challanRefSchema = z.object({ bsrCode: z.string(), date: z.string(), serial: z.string() });

/** A part of a bill entry's TDS that a challan covers, with the interest for depositing it late. */
export const challanCoverSchema = z.object({
  billId: z.string(),
  vendor: z.string(),
  /** The day the TDS was deducted: the bill entry's. */
  deductedOn: z.string(),
  dueDate: z.string(),
  tds: z.number(),
  lateMonths: z.number().int(),
  interest: z.number(),
});

/** GET /api/tds-challans: a quarter's challans, oldest first, with what each covers; then what is still undeposited. */
export const tdsChallansSchema = z.object({
  fy: z.string(),
  quarter: z.enum(QUARTERS),
  challans: z.array(
    challanRefSchema.extend({
      id: z.string(),
      amount: z.number(),
      /** What the challan holds beyond the quarter's TDS. */
      unallocated: z.number(),
      covers: z.array(challanCoverSchema),
    }),
  ),
  undeposited: z.array(challanCoverSchema.omit({ lateMonths: true, interest: true })),
  totals: z.object({ tds: z.number(), deposited: z.number(), undeposited: z.number(), interest: z.number() }),
});
export type TdsChallans = z.infer<typeof tdsChallansSchema>;

/** GET /api/tds-return: the deductee rows of a quarter's return (Form 26Q's annexure), in its column order. */
export const tdsReturnRowSchema = z.object({
  serial: z.number().int(),
  deducteeCode: z.enum(['01', '02']),
  pan: z.string(),
  name: z.string(),
  section: z.string(),
  paymentCode: z.string().nullable(),
  date: z.string(),
  amount: z.number(),
  tds: z.number(),
  rate: z.number(),
  reasonCode: z.enum(['C', 'T', 'B', '']),
  certificateNo: z.string().nullable(),
  challan: challanRefSchema.nullable(),
});
export type TdsReturnRow = z.infer<typeof tdsReturnRowSchema>;

export const tdsReturnSchema = z.object({
  fy: z.string(),
  quarter: z.enum(QUARTERS),
  rows: z.array(tdsReturnRowSchema),
  totals: z.object({ amount: z.number(), tds: z.number() }),
});
export type TdsReturn = z.infer<typeof tdsReturnSchema>;

/** GET /api/tds-statement/pdf: one vendor's quarter. */
export const tdsStatementQuerySchema = z.object({
  vendor: z.string().trim().min(1).max(100),
  fy: fySchema,
  quarter: z.enum(QUARTERS, { message: TDS_REGISTER_MESSAGES.quarter }),
});

/** Days before a deposit's due date from which the bell warns of TDS not yet deposited. */
export const TDS_DUE_WARNING_DAYS = 3;
/** Days a document's start or end stays on the bell, before and after the day. */
export const TDS_DOCUMENT_NOTICE_DAYS = 7;

/** GET /api/notifications/tds: what the bell tells accountants and admins about TDS. */
export const tdsNotificationSchema = z.object({
  kind: z.enum(['documentStarts', 'documentEnds', 'depositDue']),
  day: z.string(),
  text: z.string(),
});
export type TdsNotification = z.infer<typeof tdsNotificationSchema>;
