let tagCounter = 0;

/** Lower-case letters unique to this run, so names normalise predictably and never meet an earlier one. */
export function letterTag(): string {
  tagCounter += 1;
  return `${Date.now().toString(36)}${tagCounter}`.replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));
}

export function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
