import { randomInt } from 'node:crypto';

let tagCounter = 0;

/** Lower-case letters unique to this run, so names normalise predictably and never meet an earlier one. */
export function letterTag(): string {
  tagCounter += 1;
  return `${Date.now().toString(36)}${tagCounter}`.replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));
}

export function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + randomInt(26))).join('');

/** A PAN no other test uses (vendors are unique by PAN), whose 4th letter names its holder: P an individual, F a firm. */
export function uniquePan(holder: 'P' | 'F'): string {
  return `${letters(3)}${holder}${letters(1)}${String(randomInt(10_000)).padStart(4, '0')}${letters(1)}`;
}
