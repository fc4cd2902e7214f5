/** Trims and collapses runs of spaces. */
export function squeezeSpaces(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
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
