import { lateDepositInterest, tdsDepositDueDate } from './tds-deposit.ts';
import {
  type TdsDocument,
  type TdsRateBasis,
  type TdsReturnRowCodes,
  deducteeTypeOf,
  expectedTdsRate,
  tdsReturnRowCodes,
} from './tds-law.ts';

/** One line of the TDS register (a bill entry at one rate): a credit to a deductee and the TDS on it. */
export interface TdsDeduction {
  billId: string;
  vendorId: string;
  /** The vendor's name and PAN on the bill's day. */
  vendor: string;
  pan: string;
  /** The day of the credit: the bill entry's. */
  date: string;
  amountPaise: number;
  tdsPaise: number;
  rateBasisPoints: number;
}

/** A deposit of TDS at a bank. */
export interface ChallanPaise {
  id: string;
  bsrCode: string;
  date: string;
  serial: string;
  amountPaise: number;
}

/** A deduction, or the part of it one challan covers (`challan` null: not deposited, or no TDS to deposit). */
export interface DeductionPart {
  deduction: TdsDeduction;
  amountPaise: number;
  tdsPaise: number;
  challan: ChallanPaise | null;
}

/**
 * The quarter's TDS put against its challans, both oldest first: each challan covers deductions until its amount is
 * used, splitting one between two challans where it must (its credited amount split in proportion, the last part
 * taking the paise left). Deductions without TDS (a transporter's, at 0%) and those that take TDS off (a revision's
 * negative line) are listed with no challan. `unallocatedPaise` is what each challan holds beyond the quarter's TDS.
 */
export function allocateToChallans(
  deductions: readonly TdsDeduction[],
  challans: readonly ChallanPaise[],
): { parts: DeductionPart[]; unallocatedPaise: Map<string, number> } {
  const ordered = challans.toSorted((a, b) => a.date.localeCompare(b.date) || a.serial.localeCompare(b.serial));
  const left = new Map(ordered.map((challan) => [challan.id, challan.amountPaise]));
  let at = 0;
  const parts: DeductionPart[] = [];
  for (const deduction of deductions) {
    if (deduction.tdsPaise <= 0) {
      parts.push({ deduction, amountPaise: deduction.amountPaise, tdsPaise: deduction.tdsPaise, challan: null });
      continue;
    }
    let tdsLeft = deduction.tdsPaise;
    let amountLeft = deduction.amountPaise;
    while (tdsLeft > 0) {
      const challan = ordered[at];
      if (!challan) {
        parts.push({ deduction, amountPaise: amountLeft, tdsPaise: tdsLeft, challan: null });
        break;
      }
      const room = left.get(challan.id) ?? 0;
      const tds = Math.min(room, tdsLeft);
      if (tds > 0) {
        const whole = tds === tdsLeft;
        const amount = whole ? amountLeft : Math.round((deduction.amountPaise * tds) / deduction.tdsPaise);
        parts.push({ deduction, amountPaise: amount, tdsPaise: tds, challan });
        left.set(challan.id, room - tds);
        tdsLeft -= tds;
        amountLeft -= amount;
      }
      if (tdsLeft > 0) at += 1;
    }
  }
  return { parts, unallocatedPaise: left };
}

/** Late-deposit interest on a part deposited after its due date; 0 for one not deposited or deposited in time. */
export function partInterest(part: DeductionPart): { dueDate: string; months: number; interestPaise: number } {
  if (!part.challan) return { dueDate: tdsDepositDueDate(part.deduction.date), months: 0, interestPaise: 0 };
  return lateDepositInterest({
    tdsPaise: part.tdsPaise,
    deductedOn: part.deduction.date,
    depositedOn: part.challan.date,
  });
}

/**
 * Why a deduction is at its rate, for the return's reason code: the basis the law gives on its day when the rate is
 * the one it asks (a declaration, a certificate, no PAN); else the deductee's normal basis, which carries no code.
 */
export function deductionBasis(
  deduction: Pick<TdsDeduction, 'pan' | 'date' | 'rateBasisPoints'>,
  documents: readonly TdsDocument[],
): { basis: TdsRateBasis; certificateNo: string | null } {
  const expected = expectedTdsRate({ pan: deduction.pan, documents, day: deduction.date });
  if (expected.rateBasisPoints === deduction.rateBasisPoints) {
    return { basis: expected.basis, certificateNo: expected.certificateNo };
  }
  const type = deducteeTypeOf(deduction.pan);
  return { basis: type === 'individual' || type === 'huf' ? 'individualOrHuf' : 'other', certificateNo: null };
}

/** A deductee row of the quarterly return, in paise. */
export interface TdsReturnRowPaise extends TdsReturnRowCodes {
  serial: number;
  name: string;
  date: string;
  amountPaise: number;
  tdsPaise: number;
  rateBasisPoints: number;
  certificateNo: string | null;
  challan: Pick<ChallanPaise, 'bsrCode' | 'date' | 'serial'> | null;
}

/** The return's deductee rows: a row per deduction, or per part of one that two challans cover, numbered from 1. */
export function tdsReturnRows(
  parts: readonly DeductionPart[],
  documentsByVendor: ReadonlyMap<string, readonly TdsDocument[]>,
): TdsReturnRowPaise[] {
  return parts.map((part, i) => {
    const { deduction } = part;
    const { basis, certificateNo } = deductionBasis(deduction, documentsByVendor.get(deduction.vendorId) ?? []);
    return {
      serial: i + 1,
      ...tdsReturnRowCodes({ pan: deduction.pan, basis, day: deduction.date }),
      name: deduction.vendor,
      date: deduction.date,
      amountPaise: part.amountPaise,
      tdsPaise: part.tdsPaise,
      rateBasisPoints: deduction.rateBasisPoints,
      certificateNo,
      challan: part.challan
        ? { bsrCode: part.challan.bsrCode, date: part.challan.date, serial: part.challan.serial }
        : null,
    };
  });
}
