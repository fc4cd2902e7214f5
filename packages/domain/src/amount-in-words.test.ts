import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

describe('amount in words (Indian numbering)', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [1500, 'Rupees Fifteen Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [
      1_234_567_850,
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Fifty Paise Only',
    ],
    [99_99_99_999_00, 'Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
    [100_000_000_000, 'Rupees One Hundred Crore Only'],
    [101, 'Rupees One and One Paise Only'],
    [-2500, 'Minus Rupees Twenty Five Only'],
  ])('%i paise -> %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('has a word for every number below twenty and every ten', () => {
    const ones = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];
    ones.push('Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen');
    ones.forEach((word, i) => expect(amountInWords((i + 1) * 100)).toBe(`Rupees ${word} Only`));
    const tens = ['Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
    tens.forEach((word, i) => expect(amountInWords((i + 2) * 1000)).toBe(`Rupees ${word} Only`));
    expect(amountInWords(4_200)).toBe('Rupees Forty Two Only');
    expect(amountInWords(7_719)).toBe('Rupees Seventy Seven and Nineteen Paise Only');
  });
});
