// Format characters (Unicode category Cf: the bidirectional controls U+202A-U+202E and U+2066-U+2069, zero-width
// spaces, marks, the BOM) but for ZERO WIDTH NON-JOINER and JOINER, which Indic scripts need.
const INVISIBLE = /(?![\u200C\u200D])\p{Cf}/gu;

/** Removes invisible format characters, which can make "invoice\u202Efdp.exe" display as "invoiceexe.pdf". */
export function stripInvisible(value: string): string {
  return value.replace(INVISIBLE, '');
}

/** Removes invisible format characters, trims and collapses runs of spaces: every name typed into the app. */
export function squeezeSpaces(value: string): string {
  return stripInvisible(value).trim().replace(/\s+/g, ' ');
}

/** Every word with its first letter upper-case and the rest lower-case: names, owners, bank names. */
export function titleCase(value: string): string {
  return squeezeSpaces(value)
    .toLowerCase()
    .replace(/(^|\s)(\p{L})/gu, (_match, space: string, letter: string) => space + letter.toUpperCase());
}

/** First letter upper-case and the rest lower-case, as spec-2 asks of freight places. */
export function capitalizeFirst(value: string): string {
  const text = squeezeSpaces(value).toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Only letters and digits, upper-cased: PAN, GSTIN, IFSC as typed. */
export function upperAlphanumeric(value: string): string {
  return value.replace(/[^a-z0-9]/gi, '').toUpperCase();
}
