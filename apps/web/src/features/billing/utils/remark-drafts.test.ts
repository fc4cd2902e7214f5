import { describe, expect, it } from 'vitest';
import { remarkErrors } from './remark-drafts';

const draft = (key: number, text: string, amount: string) => ({ key, text, amount });

describe('remark errors in the Generate Bill dialog', () => {
  it('none for two good remarks', () => {
    expect(remarkErrors([draft(1, 'Loading', '100'), draft(2, 'Halting', '-50.25')])).toEqual([{}, {}]);
  });

  it('puts the first problem under its input, in the order of spec-2 section 5', () => {
    expect(remarkErrors([draft(1, 'ab', '100'), draft(2, '', '')])).toEqual([
      { text: 'Remark 1: Text must be at least 3 characters' },
      {},
    ]);
    expect(remarkErrors([draft(1, 'Loading', '100'), draft(2, 'Halting', '')])).toEqual([
      {},
      { amount: 'Amount is required when text is entered' },
    ]);
    expect(remarkErrors([draft(1, 'Loading', '1,2,3')])).toEqual([{ amount: 'Amount must be a valid number' }]);
    expect(remarkErrors([draft(1, 'Loading', '₹ 1,25,000')])).toEqual([{}]);
  });

  it('marks the third remark: at most 2', () => {
    const three = [draft(1, 'Loading', '1'), draft(2, 'Halting', '2'), draft(3, 'Parking', '3')];
    expect(remarkErrors(three)).toEqual([{}, {}, { text: 'Maximum 2 remarks allowed' }]);
  });
});
