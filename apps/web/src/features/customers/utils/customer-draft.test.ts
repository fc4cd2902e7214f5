import { gstinCheckCharacter, type Customer } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CUSTOMER_DRAFT, EMPTY_CUSTOMER_DRAFT, customerDraftOf, stateFilledBy, stateNote } from './customer-draft';

/** A valid GSTIN: the state code, a PAN, entity 1, Z, and its check character. */
const gstin = (stateCode: string, pan = 'AAPFU0939F') => {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
};
const MAHARASHTRA_GSTIN = gstin('27');
const KARNATAKA_GSTIN = gstin('29');

const typed = { name: 'Acme  Traders', address: 'Plot 4, MIDC', state: 'Maharashtra', pin: '411019' };

describe('the customer form’s draft', () => {
  it('starts with 30 credit days and reverse charge ticked, and sends them so', () => {
    const sent = CUSTOMER_DRAFT.schema.parse({ ...EMPTY_CUSTOMER_DRAFT, ...typed });
    expect(sent).toMatchObject({ name: 'Acme Traders', creditDays: 30, reverseCharge: true });
  });

  it('sends an unticked reverse charge as false', () => {
    const sent = CUSTOMER_DRAFT.schema.parse({ ...EMPTY_CUSTOMER_DRAFT, ...typed, reverseCharge: '' });
    expect(sent.reverseCharge).toBe(false);
  });

  it('refuses a GSTIN of another state under State, in the server’s words', () => {
    const result = CUSTOMER_DRAFT.schema.safeParse({
      ...EMPTY_CUSTOMER_DRAFT,
      ...typed,
      gstin: KARNATAKA_GSTIN,
    });
    expect(result.success).toBe(false);
    expect(z.flattenError(result.error!).fieldErrors).toEqual({
      state: ['This GSTIN is registered in Karnataka: choose that state.'],
    });
  });

  it('reads a state typed in other letters as the GST list spells it', () => {
    const sent = CUSTOMER_DRAFT.schema.parse({ ...EMPTY_CUSTOMER_DRAFT, ...typed, state: ' tamil  nadu ' });
    expect(sent.state).toBe('Tamil Nadu');
  });

  it('gives back a stored customer unchanged when it is saved as it was', () => {
    const customer: Customer = {
      id: 'c1',
      name: 'Balaji Cements',
      gstin: MAHARASHTRA_GSTIN,
      pan: 'AAPFU0939F',
      address: 'Gate 2, Chakan',
      state: 'Maharashtra',
      pin: '410501',
      phone: '9876543210',
      email: 'accounts@balaji.example',
      creditDays: 45,
      reverseCharge: false,
    };
    const { id: _id, ...fields } = customer;
    expect(CUSTOMER_DRAFT.schema.parse(customerDraftOf(customer))).toEqual(fields);
  });
});

describe('State from a typed GSTIN', () => {
  it('is filled once the GSTIN is whole and valid, with the state of its first two digits', () => {
    expect(stateFilledBy(MAHARASHTRA_GSTIN.slice(0, 14), MAHARASHTRA_GSTIN)).toBe('Maharashtra');
    expect(stateFilledBy('', KARNATAKA_GSTIN)).toBe('Karnataka');
  });

  it('is left alone while the GSTIN is partial or wrong', () => {
    expect(stateFilledBy('', '27AAPFU')).toBeNull();
    const wrongCheck = `${MAHARASHTRA_GSTIN.slice(0, 14)}${MAHARASHTRA_GSTIN.endsWith('A') ? 'B' : 'A'}`;
    expect(stateFilledBy('', wrongCheck)).toBeNull();
  });

  it('is left as chosen when the GSTIN is edited but stays in the same state', () => {
    expect(stateFilledBy(MAHARASHTRA_GSTIN, gstin('27', 'AABCT1234C'))).toBeNull();
    expect(stateFilledBy(MAHARASHTRA_GSTIN, KARNATAKA_GSTIN)).toBe('Karnataka');
  });

  it('notes the GSTIN’s state while another is chosen', () => {
    expect(stateNote({ gstin: MAHARASHTRA_GSTIN, state: 'Goa' })).toBe(
      'This GSTIN is registered in Maharashtra: choose that state.',
    );
    expect(stateNote({ gstin: MAHARASHTRA_GSTIN, state: 'Maharashtra' })).toBeUndefined();
    expect(stateNote({ gstin: MAHARASHTRA_GSTIN, state: 'maharashtra' })).toBeUndefined();
    // Nothing, or a part of a name still being typed, is no choice yet.
    expect(stateNote({ gstin: MAHARASHTRA_GSTIN, state: '' })).toBeUndefined();
    expect(stateNote({ gstin: MAHARASHTRA_GSTIN, state: 'Go' })).toBeUndefined();
    expect(stateNote({ gstin: '27AAPFU', state: 'Goa' })).toBeUndefined();
  });
});
