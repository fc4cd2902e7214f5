/** Money is stored as integer paise, weights as integer kilograms; the API speaks rupees and tons (DESIGN.md). */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function fromPaise(paise: number): number {
  return paise / 100;
}

/** A percentage with two decimals, stored as hundredths of a percent (basis points). */
export function toBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

export function fromBasisPoints(basisPoints: number): number {
  return basisPoints / 100;
}
