import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_MESSAGES,
  customerNameSchema,
  customerRateQuerySchema,
  customerRateRequestSchema,
  customerRateSchema,
  customerRequestSchema,
  customerSchema,
  rateOnDay,
} from './customer.schemas.ts';

// 29AAACA1234F1Z6: check character worked by hand in gstin.test.ts (sum 174, 174 mod 36 = 30, 36 - 30 = 6).
const KARNATAKA_GSTIN = '29AAACA1234F1Z6';

const base = { name: 'Sri Balaji Traders', address: '12 MG Road, Bengaluru', state: 'Karnataka', pin: '560001' };

function issue(input: object): { message: string; path: string } | null {
  const result = customerRequestSchema.safeParse({ ...base, ...input });
  if (result.success) return null;
  const first = result.error.issues[0];
  return first ? { message: first.message, path: first.path.join('.') } : null;
}

describe('customerRequestSchema', () => {
  it('reads the minimum with 30 credit days, reverse charge, and empty optional fields', () => {
    expect(customerRequestSchema.parse(base)).toEqual({
      name: 'Sri Balaji Traders',
      gstin: '',
      pan: '',
      address: '12 MG Road, Bengaluru',
      state: 'Karnataka',
      pin: '560001',
      phone: '',
      email: '',
      creditDays: 30,
      reverseCharge: true,
    });
  });

  it('normalises each field as typed', () => {
    expect(
      customerRequestSchema.parse({
        name: '  sri   balaji  traders ',
        gstin: '29aaaca1234f1z6',
        pan: 'aaaca-1234f',
        address: ' 12  MG Road ',
        state: ' karnataka ',
        pin: '560 001',
        phone: '+91 98765 43210',
        email: ' accounts@balaji.example ',
        creditDays: '45',
        reverseCharge: false,
      }),
    ).toEqual({
      name: 'sri balaji traders',
      gstin: KARNATAKA_GSTIN,
      pan: 'AAACA1234F',
      address: '12 MG Road',
      state: 'Karnataka',
      pin: '560001',
      phone: '9876543210',
      email: 'accounts@balaji.example',
      creditDays: 45,
      reverseCharge: false,
    });
  });

  it('reads a phone as read out, with or without the country code', () => {
    const phone = (typed: string) => customerRequestSchema.parse({ ...base, phone: typed }).phone;
    expect(phone('+91 98765 43210')).toBe('9876543210');
    expect(phone('98765 43210')).toBe('9876543210');
    expect(phone('+919876543210')).toBe('9876543210');
    expect(phone('')).toBe('');
  });

  it('refuses a phone of 11 digits, and a +91 anywhere but at the start', () => {
    expect(issue({ phone: '98765 432101' })).toEqual({ message: CUSTOMER_MESSAGES.phone, path: 'phone' });
    expect(issue({ phone: '98765 +91 43210' })).toEqual({ message: CUSTOMER_MESSAGES.phone, path: 'phone' });
  });

  it('reads a null optional field as empty and a blank credit days as 30', () => {
    expect(customerRequestSchema.parse({ ...base, gstin: null, phone: null, creditDays: '' })).toMatchObject({
      gstin: '',
      phone: '',
      creditDays: 30,
    });
  });

  it('takes the state from the GSTIN and accepts the PAN inside it', () => {
    expect(issue({ gstin: KARNATAKA_GSTIN, pan: 'AAACA1234F' })).toBeNull();
    expect(issue({ gstin: KARNATAKA_GSTIN, state: 'KARNATAKA' })).toBeNull();
  });

  it('refuses a state other than the GSTIN\u2019s, naming the GSTIN\u2019s state', () => {
    expect(issue({ gstin: KARNATAKA_GSTIN, state: 'Tamil Nadu' })).toEqual({
      message: 'This GSTIN is registered in Karnataka: choose that state.',
      path: 'state',
    });
  });

  it('refuses a PAN that is not the one inside the GSTIN', () => {
    expect(issue({ gstin: KARNATAKA_GSTIN, pan: 'AAACB1234F' })).toEqual({
      message: CUSTOMER_MESSAGES.panNotInGstin,
      path: 'pan',
    });
  });

  it('accepts a PAN without a GSTIN', () => {
    expect(issue({ pan: 'ABCDE1234F' })).toBeNull();
  });

  it.each([
    [{ name: 'ab' }, CUSTOMER_MESSAGES.name, 'name'],
    [{ name: 'x'.repeat(81) }, CUSTOMER_MESSAGES.name, 'name'],
    [{ gstin: '29AAACA1234F1Z7' }, CUSTOMER_MESSAGES.gstin, 'gstin'],
    [{ gstin: '28AAACA1234F1Z6' }, CUSTOMER_MESSAGES.gstin, 'gstin'],
    [{ gstin: '29AAACA1234F1Z' }, CUSTOMER_MESSAGES.gstin, 'gstin'],
    [{ pan: 'ABCDE12345' }, CUSTOMER_MESSAGES.pan, 'pan'],
    [{ address: 'ab' }, CUSTOMER_MESSAGES.address, 'address'],
    [{ address: 'x'.repeat(301) }, CUSTOMER_MESSAGES.address, 'address'],
    [{ state: 'Karnatak' }, CUSTOMER_MESSAGES.state, 'state'],
    [{ state: '' }, CUSTOMER_MESSAGES.state, 'state'],
    [{ pin: '060001' }, CUSTOMER_MESSAGES.pin, 'pin'],
    [{ pin: '56001' }, CUSTOMER_MESSAGES.pin, 'pin'],
    [{ pin: '5600011' }, CUSTOMER_MESSAGES.pin, 'pin'],
    [{ phone: '98765' }, CUSTOMER_MESSAGES.phone, 'phone'],
    [{ phone: '+1 98765 43210' }, CUSTOMER_MESSAGES.phone, 'phone'],
    [{ email: 'a@' }, CUSTOMER_MESSAGES.email, 'email'],
    [{ creditDays: -1 }, CUSTOMER_MESSAGES.creditDays, 'creditDays'],
    [{ creditDays: 366 }, CUSTOMER_MESSAGES.creditDays, 'creditDays'],
    [{ creditDays: 1.5 }, CUSTOMER_MESSAGES.creditDays, 'creditDays'],
    [{ creditDays: 'thirty' }, CUSTOMER_MESSAGES.creditDays, 'creditDays'],
  ])('refuses %o', (input, message, path) => {
    expect(issue(input)).toEqual({ message, path });
  });

  it('accepts the edges: 3 and 80 character names, 3 and 300 character addresses, 0 and 365 credit days', () => {
    expect(issue({ name: 'abc' })).toBeNull();
    expect(issue({ name: 'x'.repeat(80) })).toBeNull();
    expect(issue({ address: 'abc' })).toBeNull();
    expect(issue({ address: 'x'.repeat(300) })).toBeNull();
    expect(customerRequestSchema.parse({ ...base, creditDays: 0 }).creditDays).toBe(0);
    expect(customerRequestSchema.parse({ ...base, creditDays: 365 }).creditDays).toBe(365);
  });

  it('refuses a field it does not know and a reverse charge that is not true or false', () => {
    expect(customerRequestSchema.safeParse({ ...base, gst: KARNATAKA_GSTIN }).success).toBe(false);
    expect(customerRequestSchema.safeParse({ ...base, reverseCharge: 'yes' }).success).toBe(false);
  });

  it('gives an answer the office\u2019s view accepts', () => {
    const customer = { id: 'c1', ...customerRequestSchema.parse({ ...base, gstin: KARNATAKA_GSTIN }) };
    expect(customerSchema.parse(customer)).toEqual(customer);
  });

  it('gives the managers only the id and name of a customer', () => {
    const customer = { id: 'c1', ...customerRequestSchema.parse({ ...base, gstin: KARNATAKA_GSTIN }) };
    expect(customerNameSchema.parse(customer)).toEqual({ id: 'c1', name: 'Sri Balaji Traders' });
  });
});

describe('customerRateRequestSchema', () => {
  const rate = {
    customer: 'Sri Balaji Traders',
    from: 'bangalore',
    to: 'CHENNAI',
    rate: 1250,
    validFrom: '2026-12-01',
  };

  it('reads places as freight rates store them and the rate in rupees', () => {
    expect(customerRateRequestSchema.parse({ ...rate, rate: '\u20b9 1,250.50' })).toEqual({
      customer: 'Sri Balaji Traders',
      from: 'Bangalore',
      to: 'Chennai',
      rate: 1250.5,
      validFrom: '2026-12-01',
    });
  });

  it.each([
    [{ rate: 0 }, CUSTOMER_MESSAGES.rate],
    [{ rate: '' }, CUSTOMER_MESSAGES.rate],
    [{ rate: -5 }, CUSTOMER_MESSAGES.rate],
    [{ rate: 1000001 }, CUSTOMER_MESSAGES.rate],
    [{ rate: 12.345 }, 'Rupees take at most 2 decimals (paise).'],
    [{ from: '' }, CUSTOMER_MESSAGES.place],
    [{ to: 'x'.repeat(61) }, CUSTOMER_MESSAGES.place],
    [{ customer: '' }, CUSTOMER_MESSAGES.name],
    [{ customer: 'x'.repeat(81) }, CUSTOMER_MESSAGES.name],
    [{ validFrom: '2026-02-29' }, 'Enter a real date as YYYY-MM-DD.'],
    [{ validFrom: '01-12-2026' }, 'Enter a real date as YYYY-MM-DD.'],
  ])('refuses %o', (input, message) => {
    const result = customerRateRequestSchema.safeParse({ ...rate, ...input });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it('accepts the edges: 1 and 60 character places, 1 and 80 character customer names', () => {
    expect(customerRateRequestSchema.safeParse({ ...rate, from: 'x', to: 'y' }).success).toBe(true);
    expect(customerRateRequestSchema.safeParse({ ...rate, from: 'x'.repeat(60), to: 'y'.repeat(60) }).success).toBe(
      true,
    );
    expect(customerRateRequestSchema.safeParse({ ...rate, customer: 'A' }).success).toBe(true);
    expect(customerRateRequestSchema.safeParse({ ...rate, customer: 'x'.repeat(80) }).success).toBe(true);
  });

  it('gives an answer the rates list accepts', () => {
    const answer = { id: 'r1', ...customerRateRequestSchema.parse(rate) };
    expect(customerRateSchema.parse(answer)).toEqual({
      id: 'r1',
      customer: 'Sri Balaji Traders',
      from: 'Bangalore',
      to: 'Chennai',
      rate: 1250,
      validFrom: '2026-12-01',
    });
  });
});

describe('customerRateQuerySchema', () => {
  it('filters by a customer name of up to 80 characters, or by none', () => {
    expect(customerRateQuerySchema.parse({})).toEqual({});
    expect(customerRateQuerySchema.parse({ customer: 'Sri Balaji Traders' })).toEqual({
      customer: 'Sri Balaji Traders',
    });
    expect(customerRateQuerySchema.safeParse({ customer: 'x'.repeat(80) }).success).toBe(true);
    expect(customerRateQuerySchema.safeParse({ customer: 'x'.repeat(81) }).success).toBe(false);
  });
});

describe('rateOnDay', () => {
  // Given out of order on purpose: the answer must not depend on the order rows come in.
  const rates = [
    { validFrom: '2026-12-01', rate: 1200 },
    { validFrom: '2026-04-01', rate: 1000 },
    { validFrom: '2027-03-15', rate: 1300 },
  ];

  it.each([
    ['2026-03-31', null],
    ['2026-04-01', 1000],
    ['2026-11-30', 1000],
    ['2026-12-01', 1200],
    ['2027-03-14', 1200],
    ['2027-03-15', 1300],
    ['2028-01-01', 1300],
  ])('on %s applies %s', (day, expected) => {
    expect(rateOnDay(rates, day)?.rate ?? null).toBe(expected);
  });

  it('has none when there are no rates', () => {
    expect(rateOnDay([], '2026-12-01')).toBeNull();
  });
});
