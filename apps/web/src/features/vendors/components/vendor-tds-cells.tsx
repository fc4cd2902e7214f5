import { DEDUCTEE_TYPE_LABELS, TDS_RATE_BASIS_LABELS, type Vendor } from '@freightdesk/domain';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { differsFromLaw, percentText } from '../utils/tds-rate-law';

interface TdsRateCellProps {
  vendor: Vendor;
  /** Set for the profiles that keep the TDS books: opens the vendor's declarations and certificates. */
  onOpenDocuments?: (() => void) | undefined;
}

/** The typed rate; marked when the law asks another, with the reason given for it (issue 31). */
export function TdsRateCell({ vendor, onOpenDocuments }: TdsRateCellProps) {
  const law = { rate: vendor.expectedTdsRate, basis: vendor.tdsBasis };
  const differs = differsFromLaw(vendor.tdsRate, law);
  return (
    <Stack gap={4} align="flex-start">
      <Text span size="sm">
        {percentText(vendor.tdsRate)}
      </Text>
      {differs && (
        <>
          <Badge color="red" variant="light" tt="none" miw="max-content">
            TDS {percentText(vendor.tdsRate)} - law asks {percentText(law.rate)} ({TDS_RATE_BASIS_LABELS[law.basis]})
          </Badge>
          <Text size="xs" c="dimmed">
            {vendor.tdsRateReason ? `Reason: ${vendor.tdsRateReason}` : 'No reason given'}
          </Text>
        </>
      )}
      {onOpenDocuments && (
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconFileCertificate size={14} aria-hidden />}
          aria-label={`TDS documents of ${vendor.companyName}`}
          onClick={onOpenDocuments}
        >
          TDS documents
        </Button>
      )}
    </Stack>
  );
}

/** The PAN, and who holds it as its 4th letter says. */
export function PanCell({ vendor }: { vendor: Vendor }) {
  return (
    <Stack gap={0}>
      <Text span size="sm">
        {vendor.pan}
      </Text>
      {vendor.deducteeType && (
        <Text span size="xs" c="dimmed">
          {DEDUCTEE_TYPE_LABELS[vendor.deducteeType]}
        </Text>
      )}
    </Stack>
  );
}
