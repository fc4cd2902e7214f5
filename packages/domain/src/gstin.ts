/**
 * GST identification numbers and the states they name (issue 32). A GSTIN is the state's two-digit code, the holder's
 * PAN, the registration's number within that PAN, a Z, and a check character (CBIC's mod-36 scheme).
 */

/** The GST state and union territory codes (CBIC). 25 (Daman and Diu) and 28 (undivided Andhra Pradesh) are closed. */
export const GST_STATES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
} as const satisfies Record<string, string>;
export type GstStateCode = keyof typeof GST_STATES;
export type GstState = (typeof GST_STATES)[GstStateCode];

/** The states in code order (an object's integer-like keys '10'-'38' would come before '01'-'09'). */
export const GST_STATE_NAMES = (Object.keys(GST_STATES) as GstStateCode[]).toSorted().map((code) => GST_STATES[code]);

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])[1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters: each character's value, every second doubled, mod 36. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = CHARACTERS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/** The state a GSTIN is registered in, or null when it is not a GSTIN (shape, state code or check character). */
export function registeredState(gstin: string): GstState | null {
  const match = GSTIN_SHAPE.exec(gstin);
  if (!match) return null;
  // Stryker disable next-line StringLiteral: equivalent, a match always has the state code; the types want a default
  const state = (GST_STATES as Record<string, GstState | undefined>)[match[1] ?? ''];
  // Stryker disable next-line MethodExpression: equivalent, gstinCheckCharacter reads only the first 14 characters
  if (!state || gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return null;
  return state;
}

/** The PAN inside a GSTIN (its 3rd to 12th characters). */
export function gstinPan(gstin: string): string {
  return gstin.slice(2, 12);
}

/** A state as typed ("karnataka", " Tamil  Nadu ") read as its GST name, or null when it is none. */
export function gstStateNamed(typed: string): GstState | null {
  const key = typed.trim().replace(/\s+/g, ' ').toLowerCase();
  return GST_STATE_NAMES.find((name) => name.toLowerCase() === key) ?? null;
}
