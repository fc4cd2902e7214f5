import { describe, expect, it } from 'vitest';
import { tripChanges } from './trip-changes';

describe('tripChanges', () => {
  it("shows an acknowledgement's confirmed weight difference after the weights it let through", () => {
    const changes = tripChanges(
      {
        at: '2026-03-05T10:00:00.000Z',
        actor: 'yard',
        action: 'update',
        before: { status: 'Open', actual_weight_kg: null },
        after: { status: 'Acknowledged', actual_weight_kg: 1820, weightDifferenceConfirmed: true },
      },
      () => undefined,
    );
    expect(changes.map(({ label, before, after }) => `${label}: ${before} -> ${after}`)).toEqual([
      'Transaction Status: Open -> Acknowledged',
      'Actual Weight (tons): — -> 1.82',
      'Weight difference confirmed: — -> Yes',
    ]);
  });
});
