import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, vendorDraftRules } from '../components/vendor-fields';
import { differsFromLaw, lawRateOf, lawRateText, typedRate } from './tds-rate-law';

const FIRM_PAN = 'AAAFK1234L';
const INDIVIDUAL_PAN = 'AAAPK1234L';

describe('the rate the law asks of a vendor being typed', () => {
  it('reads a new vendor from its PAN: 1% for an individual, 2% for a firm, 20% without a valid PAN', () => {
    expect(lawRateOf(INDIVIDUAL_PAN)).toEqual({ rate: 1, basis: 'individualOrHuf' });
    expect(lawRateOf(FIRM_PAN)).toEqual({ rate: 2, basis: 'other' });
    expect(lawRateOf('')).toEqual({ rate: 20, basis: 'noPan' });
    expect(lawRateOf('AAAFK1234')).toEqual({ rate: 20, basis: 'noPan' });
  });

  it("takes a stored vendor's from the list while its PAN is unchanged, where its declaration counts", () => {
    const stored = { pan: INDIVIDUAL_PAN, expectedTdsRate: 0, tdsBasis: 'transporterDeclaration' as const };
    expect(lawRateOf(INDIVIDUAL_PAN, stored)).toEqual({ rate: 0, basis: 'transporterDeclaration' });
    expect(lawRateOf(FIRM_PAN, stored)).toEqual({ rate: 2, basis: 'other' });
  });

  it('writes the line beside the rate', () => {
    expect(lawRateText({ rate: 2, basis: 'other' })).toBe('Law: 2% (firm, company or other)');
    expect(lawRateText({ rate: 0.75, basis: 'lowerDeductionCertificate' })).toBe(
      'Law: 0.75% (lower-deduction certificate)',
    );
  });

  it('asks for a reason only once the typed rate reads as one and differs', () => {
    expect(typedRate('1.5')).toBe(1.5);
    expect(typedRate('1o')).toBeNull();
    expect(typedRate('')).toBeNull();
    expect(differsFromLaw(1, { rate: 2, basis: 'other' })).toBe(true);
    expect(differsFromLaw(2, { rate: 2, basis: 'other' })).toBe(false);
    expect(differsFromLaw(null, { rate: 2, basis: 'other' })).toBe(false);
  });
});

describe("the vendor form's check of the rate against the law", () => {
  const { schema } = vendorDraftRules((pan) => lawRateOf(pan));
  const draft = { ...EMPTY_DRAFT, companyName: 'Shree Ganesh', companyOwner: 'Ramesh', pan: FIRM_PAN };

  it('refuses a firm at 1% without a reason, on the reason field', () => {
    const result = schema.safeParse({ ...draft, tdsRate: '1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['tdsRateReason'],
        message: 'The law asks 2% for this vendor (firm, company or other). Give the reason for 1%, or type 2%.',
      }),
    ]);
  });

  it('sends the reason given for a rate that differs, and none for the rate the law asks', () => {
    const reasoned = schema.safeParse({ ...draft, tdsRate: '1', tdsRateReason: ' Agreed with the auditor ' });
    expect(reasoned.data?.tdsRateReason).toBe('Agreed with the auditor');
    const lawful = schema.safeParse({ ...draft, tdsRate: '2', tdsRateReason: 'left from before' });
    expect(lawful.data?.tdsRateReason).toBe('');
  });
});
