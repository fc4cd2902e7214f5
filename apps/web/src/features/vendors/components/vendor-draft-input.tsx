import { Stack } from '@mantine/core';
import type { DraftFieldProps } from '@/hooks/use-field-draft';
import { type LawRate, differsFromLaw, lawRateText, typedRate } from '../utils/tds-rate-law';
import { VendorFieldInput, type VendorFieldKey } from './vendor-fields';

interface VendorDraftInputProps {
  field: VendorFieldKey;
  draftField: (field: VendorFieldKey) => DraftFieldProps<VendorFieldKey>;
  /** The rate the law asks of a vendor with the typed PAN. */
  lawOf: (pan: string) => LawRate;
  inTable?: boolean;
  autoFocus?: boolean | undefined;
}

/**
 * One input of the vendor form or row. The TDS rate shows the rate the law asks beside it and, while the typed rate
 * differs, the reason for it (issue 31).
 */
export function VendorDraftInput({ field, draftField, lawOf, inTable = false, autoFocus }: VendorDraftInputProps) {
  if (field !== 'tdsRate') return <VendorFieldInput {...draftField(field)} inTable={inTable} autoFocus={autoFocus} />;
  const rate = draftField('tdsRate');
  const law = lawOf(draftField('pan').value);
  return (
    <Stack gap={4}>
      <VendorFieldInput {...rate} inTable={inTable} autoFocus={autoFocus} description={lawRateText(law)} />
      {differsFromLaw(typedRate(rate.value), law) && (
        <VendorFieldInput {...draftField('tdsRateReason')} inTable={inTable} required />
      )}
    </Stack>
  );
}
