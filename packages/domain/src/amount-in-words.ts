const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
/** Twenty to Ninety: TENS[0] is Twenty. */
const TENS = ['Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  // Stryker disable next-line StringLiteral: ONES has a word for every n below 20; '' only satisfies the index type
  if (n < 20) return ONES[n] ?? '';
  return [TENS[Math.floor(n / 10) - 2], ONES[n % 10]].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');
}

/** Indian numbering: crore, lakh, thousand, hundred; crores above 99 keep counting in the same words. */
function wholeNumberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${wholeNumberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(' ');
}

/** A bill's amount in words, Indian style: 'Rupees One Lakh Twenty Thousand and Fifty Paise Only'. */
export function amountInWords(paise: number): string {
  const total = Math.round(Math.abs(paise));
  const rupees = Math.floor(total / 100);
  const remainder = total % 100;
  const words = `Rupees ${wholeNumberInWords(rupees)}${remainder ? ` and ${belowHundred(remainder)} Paise` : ''} Only`;
  return paise < 0 ? `Minus ${words}` : words;
}
