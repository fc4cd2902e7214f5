import { z } from 'zod';
import type { BillTaxes, BillTotals, Remark, TaxInput } from './bill.schemas.ts';
import { fromBasisPoints, toBasisPoints, toPaise } from './money.ts';
import { GST_APPLICABLE } from './vendor.schemas.ts';

/** One labelled amount of a bill's summary, in paise. */
export interface BillLine {
  label: string;
  paise: number;
}

export const BILL_FINAL_LABEL = 'Final amount';

/** GST as a bill applies it (DESIGN.md): the rate of the business settings, the two GSTINs deciding CGST+SGST or IGST. */
export function billTaxInput(
  settings: { gstRate: number; gstin: string },
  vendorGstin: string | null,
  applyTaxes: boolean,
): TaxInput {
  return {
    applyTaxes,
    rateBasisPoints: toBasisPoints(settings.gstRate),
    vendorGstin,
    businessGstin: settings.gstin || null,
  };
}

/** The tax lines: CGST and SGST at half the rate each, or IGST at the whole rate; none without GST. */
export function gstLines(taxes: BillTaxes): BillLine[] {
  const rate = fromBasisPoints(taxes.rateBasisPoints);
  switch (taxes.kind) {
    case 'cgst_sgst':
      return [
        { label: `CGST @ ${rate / 2}%`, paise: taxes.cgst },
        { label: `SGST @ ${rate / 2}%`, paise: taxes.sgst },
      ];
    case 'igst':
      return [{ label: `IGST @ ${rate}%`, paise: taxes.igst }];
    case 'none':
      return [];
  }
}

/**
 * A bill's summary in print order, above its final amount: the bill PDF prints these lines and the Generate Bill and
 * Revise dialogs show the same ones before issuing.
 */
export function billLines(totals: BillTotals, remarks: Remark[]): BillLine[] {
  const taxes = gstLines(totals.taxes);
  return [
    { label: 'Trips total', paise: totals.tripsPaise },
    ...remarks.map((remark) => ({ label: `Remark: ${remark.text}`, paise: toPaise(remark.amount) })),
    ...(taxes.length > 0 ? [{ label: 'Taxable value', paise: totals.taxablePaise }] : []),
    ...taxes,
  ];
}

const BUSINESS_DETAILS = [
  ['gstin', 'GSTIN'],
  ['pan', 'PAN'],
  ['address', 'address'],
] as const;

/** The business details a GST bill should print that Settings leaves empty. */
export function missingBusinessDetails(business: { gstin: string; pan: string; address: string }): string[] {
  return BUSINESS_DETAILS.filter(([key]) => business[key].trim() === '').map(([, label]) => label);
}

/** GET /api/billing-settings?vendor=: what the billing dialogs need to show a bill's amounts before issuing it. */
export const billingSettingsQuerySchema = z.object({ vendor: z.string().max(100).optional() });

export const billingSettingsSchema = z.object({
  gstRate: z.number(),
  businessGstin: z.string(),
  /** The state typed in Settings; the GSTIN's state comes first when there is one. */
  businessState: z.string(),
  missingBusinessDetails: z.array(z.string()),
  /** Null when no vendor of that name exists. */
  vendor: z.object({ gstin: z.string(), gstApplicable: z.enum(GST_APPLICABLE) }).nullable(),
});
export type BillingSettings = z.infer<typeof billingSettingsSchema>;
