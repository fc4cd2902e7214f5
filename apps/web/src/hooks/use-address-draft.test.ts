import { describe, expect, it } from 'vitest';
import { type AddressDraft, followAddress } from './use-address-draft';

type Filter = { status: string };
const start: AddressDraft<Filter> = { draft: { status: 'Unpaid' }, asked: 'status=Unpaid', seen: 'status=Unpaid' };

describe('followAddress: a filter form beside the address', () => {
  it('keeps a field changed after Search while the address it asked for is still on its way', () => {
    // Search asked for Paid; before the address says so, the person picks Cancelled.
    let form: AddressDraft<Filter> = { ...start, asked: 'status=Paid', draft: { status: 'Cancelled' } };
    // A render with the old address: nothing to follow.
    form = followAddress(form, { status: 'Unpaid' }, 'status=Unpaid');
    expect(form.draft).toEqual({ status: 'Cancelled' });
    // The asked address arrives a render late: still what the person picked.
    form = followAddress(form, { status: 'Paid' }, 'status=Paid');
    expect(form.draft).toEqual({ status: 'Cancelled' });
    expect(form.seen).toBe('status=Paid');
  });

  it('shows the filter of another address (the side menu, Back), and stays the same form while it stays', () => {
    const typed: AddressDraft<Filter> = { ...start, draft: { status: 'Paid' } };
    const back = followAddress(typed, { status: 'Partly paid' }, 'status=Partly paid');
    expect(back).toEqual({ draft: { status: 'Partly paid' }, asked: 'status=Partly paid', seen: 'status=Partly paid' });
    expect(followAddress(typed, { status: 'Unpaid' }, 'status=Unpaid')).toBe(typed);
  });
});
