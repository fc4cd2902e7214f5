import {
  tdsRateReasonMessage,
  titleCase,
  upperAlphanumeric,
  vendorRequestSchema,
  type Vendor,
  type VendorRequest,
} from '@freightdesk/domain';
import { NativeSelect, TextInput, type TextInputProps } from '@mantine/core';
import { z } from 'zod';
import { AmountInput } from '@/components/amount-input';
import type { Draft, DraftFieldProps, DraftRules } from '@/hooks/use-field-draft';
import { type LawRate, differsFromLaw } from '../utils/tds-rate-law';

export type VendorFieldKey = keyof VendorRequest;

interface VendorFieldSpec {
  label: string;
  /** Applied to every keystroke. */
  asTyped?: (value: string) => string;
  /** Applied when the input is left, and to the whole draft before it is checked. */
  onLeave?: (value: string) => string;
  inputMode?: 'numeric' | 'email';
  maxLength?: number;
}

export const VENDOR_FIELDS: Record<VendorFieldKey, VendorFieldSpec> = {
  companyName: { label: 'Company Name', onLeave: titleCase },
  companyOwner: { label: 'Owner', onLeave: titleCase },
  tdsRate: { label: 'TDS Rate' },
  tdsRateReason: { label: 'Reason for this rate', maxLength: 200 },
  pan: { label: 'PAN', asTyped: upperAlphanumeric },
  gst: { label: 'GST', asTyped: upperAlphanumeric },
  gstApplicable: { label: 'GST Applicable' },
  email: { label: 'Email', inputMode: 'email' },
  mobile: { label: 'Mobile', inputMode: 'numeric' },
  bankName: { label: 'Bank Name', onLeave: titleCase },
  bankAccount: { label: 'Bank Account', inputMode: 'numeric' },
  ifscCode: { label: 'IFSC', asTyped: upperAlphanumeric },
  addressLine1: { label: 'Address Line 1', maxLength: 100 },
  addressLine2: { label: 'Address Line 2', maxLength: 100 },
  city: { label: 'City', onLeave: titleCase, maxLength: 40 },
  state: { label: 'State', onLeave: titleCase, maxLength: 40 },
  pinCode: { label: 'PIN Code', inputMode: 'numeric', maxLength: 7 },
};

/** The optional address (issue 17), after the vendor's other details in the form and the table. */
const ADDRESS_ORDER: VendorFieldKey[] = ['addressLine1', 'addressLine2', 'city', 'state', 'pinCode'];

/** The add form's order: who the vendor is, then tax, contact and bank details. */
export const FORM_ORDER: VendorFieldKey[] = [
  'companyName',
  'companyOwner',
  'tdsRate',
  'pan',
  'gst',
  'gstApplicable',
  'email',
  'mobile',
  'bankName',
  'bankAccount',
  'ifscCode',
  ...ADDRESS_ORDER,
];

/** The table's columns in spec-2 section 2's order. */
export const TABLE_ORDER: VendorFieldKey[] = [
  'companyName',
  'companyOwner',
  'tdsRate',
  'gst',
  'gstApplicable',
  'pan',
  'email',
  'mobile',
  'bankName',
  'bankAccount',
  'ifscCode',
  ...ADDRESS_ORDER,
];

const GST_APPLICABLE_OPTIONS = [
  { value: '', label: 'Select' },
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

export const EMPTY_DRAFT: Draft<VendorFieldKey> = {
  companyName: '',
  companyOwner: '',
  tdsRate: '',
  tdsRateReason: '',
  pan: '',
  gst: '',
  gstApplicable: '',
  email: '',
  mobile: '',
  bankName: '',
  bankAccount: '',
  ifscCode: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  pinCode: '',
};

export function draftOf(vendor: Vendor): Draft<VendorFieldKey> {
  const draft = { ...EMPTY_DRAFT, tdsRateReason: vendor.tdsRateReason };
  for (const field of FORM_ORDER) draft[field] = field === 'tdsRate' ? String(vendor.tdsRate) : vendor[field];
  return draft;
}

/** The draft after leaving one input: a name is title-cased. */
function leaveField(draft: Draft<VendorFieldKey>, field: VendorFieldKey): Draft<VendorFieldKey> {
  const onLeave = VENDOR_FIELDS[field].onLeave;
  return onLeave ? { ...draft, [field]: onLeave(draft[field]) } : draft;
}

/**
 * The form's rules for a vendor whose lawful rate `lawOf` gives from the typed PAN: a rate other than the law's needs
 * a reason (issue 31), asked under the rate and checked right after it; a rate equal to the law's sends none.
 */
export function vendorDraftRules(lawOf: (pan: string) => LawRate): DraftRules<VendorFieldKey, VendorRequest> {
  return {
    order: FORM_ORDER.flatMap((field) => (field === 'tdsRate' ? [field, 'tdsRateReason' as const] : [field])),
    leaveField,
    schema: vendorRequestSchema.transform((vendor, ctx) => {
      const law = lawOf(vendor.pan);
      if (!differsFromLaw(vendor.tdsRate, law)) return { ...vendor, tdsRateReason: '' };
      if (vendor.tdsRateReason) return vendor;
      const message = tdsRateReasonMessage(vendor.tdsRate, law.rate, law.basis);
      ctx.addIssue({ code: 'custom', path: ['tdsRateReason'], message });
      return z.NEVER;
    }),
  };
}

// A line under an input (the law's rate), so the inputs of a row of the form stay level.
const DESCRIPTION_UNDER: TextInputProps['inputWrapperOrder'] = ['label', 'input', 'description', 'error'];

interface VendorFieldInputProps extends DraftFieldProps<VendorFieldKey> {
  /** In a table row the column header names the input, so its label is only read out, not shown. */
  inTable?: boolean;
  /** A line under the input, such as the rate the law asks. */
  description?: string | undefined;
  required?: boolean;
}

export function VendorFieldInput(props: VendorFieldInputProps) {
  const { field, value, error, onChange, onBlur, inTable = false, autoFocus, description, required } = props;
  const spec = VENDOR_FIELDS[field];
  const common = {
    name: field,
    label: inTable ? undefined : spec.label,
    'aria-label': inTable ? spec.label : undefined,
    size: inTable ? 'xs' : 'sm',
    miw: inTable ? 120 : undefined,
    description,
    inputWrapperOrder: DESCRIPTION_UNDER,
    required,
    error,
    autoFocus,
    onBlur,
  } as const;

  if (field === 'tdsRate') {
    return <AmountInput {...common} value={value} onChange={onChange} />;
  }
  if (field === 'gstApplicable') {
    return (
      <NativeSelect
        {...common}
        data={GST_APPLICABLE_OPTIONS}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <TextInput
      {...common}
      value={value}
      inputMode={spec.inputMode}
      maxLength={spec.maxLength}
      autoComplete="off"
      onChange={(event) => onChange(spec.asTyped?.(event.currentTarget.value) ?? event.currentTarget.value)}
    />
  );
}
