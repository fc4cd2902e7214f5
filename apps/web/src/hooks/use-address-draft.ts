import { useState } from 'react';

/** A filter form's fields, the filter its last Search asked for, and the last address it saw (both as keys). */
export interface AddressDraft<T> {
  draft: T;
  asked: string;
  seen: string;
}

/**
 * The form once the address holds `address` (as `addressKey`): it shows the address's filter when the screen is
 * reached by another address (the side menu, Back, a link). Only when the address changes, and not to the one the
 * form's own Search asked for: that address can arrive a render late (a router transition), after the person has
 * already changed a field, which it must not undo.
 */
export function followAddress<T>(form: AddressDraft<T>, address: T, addressKey: string): AddressDraft<T> {
  if (form.seen === addressKey) return form;
  if (form.asked === addressKey) return { ...form, seen: addressKey };
  return { draft: address, asked: addressKey, seen: addressKey };
}

/** A list's filter form, whose searched filter lives in the address, so Back returns to the same list. */
export function useAddressDraft<T>(address: T, keyOf: (filter: T) => string) {
  const addressKey = keyOf(address);
  const [form, setForm] = useState<AddressDraft<T>>(() => ({ draft: address, asked: addressKey, seen: addressKey }));
  const followed = followAddress(form, address, addressKey);
  if (followed !== form) setForm(followed);
  return {
    draft: followed.draft,
    setDraft: (draft: T) => setForm((current) => ({ ...current, draft })),
    /** Says which filter a Search is about to put in the address. */
    asking: (filter: T) => setForm((current) => ({ ...current, asked: keyOf(filter) })),
  };
}
