import { titleCase, upperAlphanumeric, vendorInputSchema, type Vendor, type VendorFields } from '@freightdesk/domain';
import { NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { z } from 'zod';

export type VendorFieldKey = keyof VendorFields;
/** What the inputs hold: text as typed, before the schema turns it into a vendor. */
export type VendorDraft = Record<VendorFieldKey, string>;
export type VendorErrors = Partial<Record<VendorFieldKey, string>>;

interface VendorFieldSpec {
  label: string;
  /** Applied to every keystroke. */
  asTyped?: (value: string) => string;
  /** Applied when the input is left, and to the whole draft before it is checked. */
  onLeave?: (value: string) => string;
  inputMode?: 'numeric' | 'email';
}

export const VENDOR_FIELDS: Record<VendorFieldKey, VendorFieldSpec> = {
  companyName: { label: 'Company Name', onLeave: titleCase },
  companyOwner: { label: 'Owner', onLeave: titleCase },
  tdsRate: { label: 'TDS Rate' },
  pan: { label: 'PAN', asTyped: upperAlphanumeric },
  gst: { label: 'GST', asTyped: upperAlphanumeric },
  gstApplicable: { label: 'GST Applicable' },
  email: { label: 'Email', inputMode: 'email' },
  mobile: { label: 'Mobile', inputMode: 'numeric' },
  bankName: { label: 'Bank Name', onLeave: titleCase },
  bankAccount: { label: 'Bank Account', inputMode: 'numeric' },
  ifscCode: { label: 'IFSC', asTyped: upperAlphanumeric },
};

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
];

const GST_APPLICABLE_OPTIONS = [
  { value: '', label: 'Select' },
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

export const EMPTY_DRAFT: VendorDraft = {
  companyName: '',
  companyOwner: '',
  tdsRate: '',
  pan: '',
  gst: '',
  gstApplicable: '',
  email: '',
  mobile: '',
  bankName: '',
  bankAccount: '',
  ifscCode: '',
};

export function draftOf(vendor: Vendor): VendorDraft {
  const draft = { ...EMPTY_DRAFT };
  for (const field of FORM_ORDER) draft[field] = field === 'tdsRate' ? String(vendor.tdsRate) : vendor[field];
  return draft;
}

/** The draft after leaving one input: a name is title-cased. */
export function leaveField(draft: VendorDraft, field: VendorFieldKey): VendorDraft {
  const onLeave = VENDOR_FIELDS[field].onLeave;
  return onLeave ? { ...draft, [field]: onLeave(draft[field]) } : draft;
}

/** The draft as the server will store it, as if every input had been left. */
export function leaveAll(draft: VendorDraft): VendorDraft {
  return FORM_ORDER.reduce(leaveField, draft);
}

/** The first field, in the form's order, that has an error. */
export function firstInvalid(errors: VendorErrors): VendorFieldKey | undefined {
  return FORM_ORDER.find((field) => errors[field]);
}

export type VendorCheck = { success: true; vendor: VendorFields } | { success: false; errors: VendorErrors };

/** The one vendor schema, as the server runs it, with the first message of each failing field. */
export function checkVendor(draft: VendorDraft): VendorCheck {
  const result = vendorInputSchema.safeParse(draft);
  if (result.success) return { success: true, vendor: result.data };
  const { fieldErrors } = z.flattenError(result.error);
  const errors: VendorErrors = {};
  for (const field of FORM_ORDER) errors[field] = fieldErrors[field]?.[0];
  return { success: false, errors };
}

const rateFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A vendor's value as the table shows it. */
export function shownValue(vendor: Vendor, field: VendorFieldKey): string {
  return field === 'tdsRate' ? `${rateFormat.format(vendor.tdsRate)}%` : vendor[field];
}

interface VendorFieldInputProps {
  field: VendorFieldKey;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** In a table row the column header names the input, so its label is only read out, not shown. */
  inTable?: boolean;
  autoFocus?: boolean;
}

export function VendorFieldInput(props: VendorFieldInputProps) {
  const { field, value, error, onChange, onBlur, inTable = false, autoFocus } = props;
  const spec = VENDOR_FIELDS[field];
  const common = {
    name: field,
    label: inTable ? undefined : spec.label,
    'aria-label': inTable ? spec.label : undefined,
    size: inTable ? 'xs' : 'sm',
    miw: inTable ? 120 : undefined,
    error,
    autoFocus,
    onBlur,
  } as const;

  if (field === 'tdsRate') {
    return (
      <NumberInput
        {...common}
        value={value}
        onChange={(rate) => onChange(String(rate))}
        allowNegative={false}
        decimalScale={2}
        hideControls
        autoComplete="off"
      />
    );
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
      autoComplete="off"
      onChange={(event) => onChange(spec.asTyped?.(event.currentTarget.value) ?? event.currentTarget.value)}
    />
  );
}
