import {
  CUSTOMER_MESSAGES,
  DEFAULT_CREDIT_DAYS,
  customerRequestSchema,
  gstStateNamed,
  registeredState,
  squeezeSpaces,
  type Customer,
  type CustomerRequest,
} from '@freightdesk/domain';
import { z } from 'zod';
import type { Draft, DraftRules } from '@/hooks/use-field-draft';

export type CustomerFieldKey = keyof CustomerRequest;

/** The form's order: who the customer is, where, how to reach them, and the terms of their bills. */
export const CUSTOMER_FORM_ORDER: CustomerFieldKey[] = [
  'name',
  'gstin',
  'pan',
  'address',
  'state',
  'pin',
  'phone',
  'email',
  'creditDays',
  'reverseCharge',
];

/** The reverse-charge checkbox in a draft of texts: this when ticked, '' when not. */
export const TICKED = 'yes';

export const EMPTY_CUSTOMER_DRAFT: Draft<CustomerFieldKey> = {
  name: '',
  gstin: '',
  pan: '',
  address: '',
  state: '',
  pin: '',
  phone: '',
  email: '',
  creditDays: String(DEFAULT_CREDIT_DAYS),
  reverseCharge: TICKED,
};

export function customerDraftOf(customer: Customer): Draft<CustomerFieldKey> {
  return {
    name: customer.name,
    gstin: customer.gstin,
    pan: customer.pan,
    address: customer.address,
    state: customer.state,
    pin: customer.pin,
    phone: customer.phone,
    email: customer.email,
    creditDays: String(customer.creditDays),
    reverseCharge: customer.reverseCharge ? TICKED : '',
  };
}

/** The draft after leaving one input: a name or an address without stray spaces, a state as the GST list spells it. */
function leaveField(draft: Draft<CustomerFieldKey>, field: CustomerFieldKey): Draft<CustomerFieldKey> {
  if (field === 'name' || field === 'address') return { ...draft, [field]: squeezeSpaces(draft[field]) };
  if (field === 'state') return { ...draft, state: gstStateNamed(draft.state) ?? draft.state };
  return draft;
}

/** The draft as the request it stands for: the checkbox becomes the boolean the server reads. */
function requestOf(draft: Draft<CustomerFieldKey>): Record<string, unknown> {
  return { ...draft, reverseCharge: draft.reverseCharge === TICKED };
}

/** The server's own schema checks the form. */
export const CUSTOMER_DRAFT: DraftRules<CustomerFieldKey, CustomerRequest> = {
  order: CUSTOMER_FORM_ORDER,
  leaveField,
  schema: z.preprocess((draft) => requestOf(draft as Draft<CustomerFieldKey>), customerRequestSchema),
};

/** The state a typed GSTIN fills in: its own once it becomes a valid GSTIN of another state, else none. */
export function stateFilledBy(previousGstin: string, typedGstin: string): string | null {
  const registered = registeredState(typedGstin);
  return registered && registered !== registeredState(previousGstin) ? registered : null;
}

/** The note under State while a valid GSTIN names another state than the one chosen; the server refuses the pair. */
export function stateNote(draft: Pick<Draft<CustomerFieldKey>, 'gstin' | 'state'>): string | undefined {
  const registered = registeredState(draft.gstin);
  const chosen = gstStateNamed(draft.state);
  return registered && chosen && registered !== chosen ? CUSTOMER_MESSAGES.registeredState(registered) : undefined;
}
