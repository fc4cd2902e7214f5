import { z } from 'zod';
import { gstinPan } from './gstin.ts';
import { QUARTERS, isValidPan, tdsRegisterQuerySchema } from './tds-register.ts';

/**
 * The TDS customers deducted from what they paid the office (issue 33), per customer and quarter: what the office
 * matches against the government's statement of its tax credit (Form 26AS / AIS), where each deductor's TDS is listed
 * by quarter. The office's PAN is on that statement; each customer's PAN (with its GSTIN) tells the rows apart.
 */

/** GET /tds-receivable and /tds-receivable/excel: a financial year written '2026-27' and a quarter, as the register. */
export const tdsReceivableQuerySchema = tdsRegisterQuerySchema;
export type TdsReceivableQuery = z.output<typeof tdsReceivableQuerySchema>;

const figuresSchema = z.object({
  /** Receipts dated in the quarter less reversals dated in it. */
  receipts: z.number().int(),
  /** What the customer paid, net of its TDS: receipts less reversals. */
  amountReceived: z.number(),
  /** The TDS it deducted: receipts' less reversals'. */
  tdsDeducted: z.number(),
});

/**
 * The TDS receivable of a quarter, in rupees: per customer (by name) with a receipt or reversal dated in the quarter,
 * what it paid and deducted; a reversal counts in its own quarter, below zero, so a quarter's figures never change
 * once it is over. The quarter's totals under them.
 */
export const tdsReceivableSchema = z.object({
  fy: z.string(),
  quarter: z.enum(QUARTERS),
  startDate: z.string(),
  endDate: z.string(),
  rows: z.array(
    figuresSchema.extend({
      customer: z.string(),
      /** The PAN kept for the customer, else the one inside its GSTIN; '' when it has neither. */
      pan: z.string(),
      /** False when that PAN is not of the right form: the customer's TDS cannot be matched by it. */
      panValid: z.boolean(),
      /** '' when the customer has none. */
      gstin: z.string(),
    }),
  ),
  totals: figuresSchema,
});
export type TdsReceivable = z.infer<typeof tdsReceivableSchema>;

/** One customer's receipts and reversals dated in the quarter, each kind added up, in paise. */
export interface TdsReceiptGroup {
  customer: string;
  /** As kept for the customer ('' when none). */
  pan: string;
  gstin: string;
  receipts: number;
  receivedPaise: number;
  receiptTdsPaise: number;
  reversals: number;
  reversedPaise: number;
  reversalTdsPaise: number;
}

export interface TdsReceivableFigures {
  receipts: number;
  amountReceivedPaise: number;
  tdsDeductedPaise: number;
}

export interface TdsReceivableRowPaise extends TdsReceivableFigures {
  customer: string;
  pan: string;
  panValid: boolean;
  gstin: string;
}

/** The PAN a customer's TDS is matched by: the one kept for it, else the one inside its GSTIN, else ''. */
export function customerPan(pan: string, gstin: string): string {
  return pan || (gstin ? gstinPan(gstin) : '');
}

/** Per customer, by name: receipts less reversals, in count, money and TDS; with the quarter's totals. */
export function tdsReceivablePaise(groups: readonly TdsReceiptGroup[]): {
  rows: TdsReceivableRowPaise[];
  totals: TdsReceivableFigures;
} {
  const rows = groups
    .map((group): TdsReceivableRowPaise => {
      const pan = customerPan(group.pan, group.gstin);
      return {
        customer: group.customer,
        pan,
        panValid: isValidPan(pan),
        gstin: group.gstin,
        receipts: group.receipts - group.reversals,
        amountReceivedPaise: group.receivedPaise - group.reversedPaise,
        tdsDeductedPaise: group.receiptTdsPaise - group.reversalTdsPaise,
      };
    })
    .toSorted((a, b) => a.customer.localeCompare(b.customer));
  const totals: TdsReceivableFigures = { receipts: 0, amountReceivedPaise: 0, tdsDeductedPaise: 0 };
  for (const row of rows) {
    totals.receipts += row.receipts;
    totals.amountReceivedPaise += row.amountReceivedPaise;
    totals.tdsDeductedPaise += row.tdsDeductedPaise;
  }
  return { rows, totals };
}
