import { describe, expect, it } from 'vitest';
import { FREIGHT_MESSAGES, freightInputSchema } from './freight.schemas.ts';

describe('freight form', () => {
  it('normalises places and reads the rate as a number', () => {
    expect(
      freightInputSchema.parse({ from_destination: ' PUNE ', to_destination: 'navi MUMBAI', rate: '1250.5' }),
    ).toEqual({ from_destination: 'Pune', to_destination: 'Navi mumbai', rate: 1250.5 });
  });

  it.each([
    [{ from_destination: ' ', to_destination: 'Pune', rate: 1 }, FREIGHT_MESSAGES.required],
    [{ from_destination: 'Goa', to_destination: 'Pune' }, FREIGHT_MESSAGES.required],
    [{ from_destination: 'Goa', to_destination: 'Pune', rate: 0 }, FREIGHT_MESSAGES.rate],
  ])('%o -> %s', (input, message) => {
    const result = freightInputSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});
