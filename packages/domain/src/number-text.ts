import { z } from 'zod';

/** How one kind of typed number is read: its decimals, its largest value, and the texts of its refusals. */
export interface NumberTextRule {
  decimals: number;
  max: number;
  /** Not a plain number at all: a letter, a comma, a sign, an exponent, a space inside. */
  invalid: string;
  tooManyDecimals: string;
  tooLarge: string;
  /** A leading minus is read too (a bill remark that deducts); `max` then bounds the size either way. */
  signed?: boolean;
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

/**
 * Reads a typed number exactly as written, or refuses it with the rule's message: never repaired. A JSON number or
 * a plain decimal string; blank (or only spaces around nothing) means none.
 */
export function readNumberText(typed: unknown, rule: NumberTextRule): NumberTextReading {
  if (typed === undefined || typed === null) return { ok: true, value: null };
  // Stryker disable next-line ConditionalExpression: equivalent, NaN and Infinity print as words the decimal check refuses
  if (typeof typed === 'number' && !Number.isFinite(typed)) return { ok: false, message: rule.invalid };
  if (typeof typed !== 'number' && typeof typed !== 'string') return { ok: false, message: rule.invalid };
  const text = typeof typed === 'number' ? String(typed) : typed.trim();
  if (text === '') return { ok: true, value: null };
  const negative = rule.signed === true && text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  const match = PLAIN_DECIMAL.exec(digits);
  if (!match) return { ok: false, message: rule.invalid };
  const fraction = match[1] ?? match[2] ?? '';
  if (fraction.length > rule.decimals) return { ok: false, message: rule.tooManyDecimals };
  const value = Number(digits);
  if (value > rule.max) return { ok: false, message: rule.tooLarge };
  return { ok: true, value: negative ? -value : value };
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
