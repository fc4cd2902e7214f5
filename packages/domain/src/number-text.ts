import { z } from 'zod';

/** How one kind of typed number is read: its decimals, its largest value, and the texts of its refusals. */
export interface NumberTextRule {
  decimals: number;
  max: number;
  /** Not a number as people write one: a letter, a misplaced comma, a sign, an exponent, a space inside. */
  invalid: string;
  tooManyDecimals: string;
  tooLarge: string;
  /** A leading minus is read too (a bill remark that deducts); `max` then bounds the size either way. */
  signed?: boolean;
  /** Money: a rupee sign (₹, Rs or Rs.) may come before the amount. */
  rupees?: boolean;
}

export const NUMBER_MESSAGES = {
  invalid: 'Please enter a valid number.',
  rupeeDecimals: 'Rupees take at most 2 decimals (paise).',
  rupeesTooLarge: 'At most ₹100 crore.',
  tonDecimals: 'Tons take at most 3 decimals (kilograms).',
  tonsTooLarge: 'At most 100 t.',
} as const;

/** Rupees: paise at most, up to ₹100 crore. */
export const RUPEES: NumberTextRule = {
  decimals: 2,
  max: 1_000_000_000,
  invalid: NUMBER_MESSAGES.invalid,
  tooManyDecimals: NUMBER_MESSAGES.rupeeDecimals,
  tooLarge: NUMBER_MESSAGES.rupeesTooLarge,
  rupees: true,
};

/** Tons: kilograms at most, up to 100 t (no truck carries more). */
export const TONS: NumberTextRule = {
  decimals: 3,
  max: 100,
  invalid: NUMBER_MESSAGES.invalid,
  tooManyDecimals: NUMBER_MESSAGES.tonDecimals,
  tooLarge: NUMBER_MESSAGES.tonsTooLarge,
};

export type NumberTextReading = { ok: true; value: number | null } | { ok: false; message: string };

// Digits with at most one decimal point: no sign, grouping, exponent, spaces or letters.
const PLAIN_DECIMAL = /^(?:\d+(?:\.(\d+))?|\.(\d+))$/;
/** Indian grouping: the last three digits, then pairs (30,000, 1,25,000, 1,00,00,000); no group empty or overlong. */
export const INDIAN_GROUPED = /^[1-9]\d?(?:,\d{2})*,\d{3}(?:\.(\d+))?$/;
/** A rupee sign before an amount, and the spaces after it: "₹ ", "₹", "Rs. ", "Rs". */
export const RUPEE_SIGN = /^(?:₹|Rs\.?)\s*/i;

/** What a typed number says, once its sign, rupee sign and grouping commas are read: null if it is not one. */
function writtenNumber(
  text: string,
  rule: NumberTextRule,
): { negative: boolean; digits: string; fraction: string } | null {
  let rest = text;
  let negative = false;
  // A minus may come before the rupee sign or after it: "-₹500" and "₹ -500".
  const takeMinus = () => {
    if (rule.signed !== true || negative || !rest.startsWith('-')) return;
    negative = true;
    rest = rest.slice(1);
  };
  takeMinus();
  if (rule.rupees === true) {
    rest = rest.replace(RUPEE_SIGN, '');
    takeMinus();
  }
  const plain = PLAIN_DECIMAL.exec(rest);
  if (plain) return { negative, digits: rest, fraction: plain[1] ?? plain[2] ?? '' };
  const grouped = INDIAN_GROUPED.exec(rest);
  if (grouped) return { negative, digits: rest.replaceAll(',', ''), fraction: grouped[1] ?? '' };
  return null;
}

/**
 * Reads a typed number exactly as written, or refuses it with the rule's message: never repaired. A JSON number or
 * decimal text, plain ("125000.50") or grouped the Indian way ("1,25,000.50"), after a rupee sign for money
 * ("₹ 1,500.50"); any other comma ("1,2,3", "125,000") is refused. Blank (or only spaces) means none.
 */
export function readNumberText(typed: unknown, rule: NumberTextRule): NumberTextReading {
  if (typed === undefined || typed === null) return { ok: true, value: null };
  // Stryker disable next-line ConditionalExpression: equivalent, NaN and Infinity print as words the decimal check refuses
  if (typeof typed === 'number' && !Number.isFinite(typed)) return { ok: false, message: rule.invalid };
  if (typeof typed !== 'number' && typeof typed !== 'string') return { ok: false, message: rule.invalid };
  const text = typeof typed === 'number' ? String(typed) : typed.trim();
  if (text === '') return { ok: true, value: null };
  const written = writtenNumber(text, rule);
  if (!written) return { ok: false, message: rule.invalid };
  if (written.fraction.length > rule.decimals) return { ok: false, message: rule.tooManyDecimals };
  const value = Number(written.digits);
  if (value > rule.max) return { ok: false, message: rule.tooLarge };
  return { ok: true, value: written.negative ? -value : value };
}

const typedValue = (rule: NumberTextRule) => z.union([z.number(), z.string().max(40), z.null()], rule.invalid);

/** A typed number of a form or request: blank means none (undefined). */
export function numberText(rule: NumberTextRule) {
  return typedValue(rule)
    .optional()
    .transform((typed, ctx) => {
      const reading = readNumberText(typed, rule);
      if (reading.ok) return reading.value ?? undefined;
      ctx.addIssue({ code: 'custom', message: reading.message });
      return z.NEVER;
    });
}

/** A typed number of an editor: absent keeps the stored value (undefined), blank clears it (null). */
export function clearableNumberText(rule: NumberTextRule) {
  return typedValue(rule)
    .optional()
    .transform((typed, ctx) => {
      if (typed === undefined) return undefined;
      const reading = readNumberText(typed, rule);
      if (reading.ok) return reading.value;
      ctx.addIssue({ code: 'custom', message: reading.message });
      return z.NEVER;
    });
}
