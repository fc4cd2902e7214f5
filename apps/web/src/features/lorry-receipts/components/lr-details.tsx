import {
  FREIGHT_TERMS_LABELS,
  formatDisplayDate,
  formatRupees,
  formatTons,
  type LorryReceipt,
} from '@freightdesk/domain';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { tripOpenedFrom, tripPath } from '@/config/paths';
import { formatOfficeDateTime } from '../utils/lr-times';
import { LrStatusBadge } from './lr-status-badge';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children || '-'}
      </Text>
    </Stack>
  );
}

const tons = (weight: number | null) => (weight === null ? '' : `${formatTons(weight)} t`);

interface LrDetailsProps {
  lr: LorryReceipt;
  /** The office sees the customer's rate and freight. */
  showsMoney: boolean;
  /** Set for a profile that may open the trip form. */
  opensTrip: boolean;
}

/** Everything an LR says, as printed: the trip, the parties, the goods, the e-way bill and the terms. */
export function LrDetails({ lr, showsMoney, opensTrip }: LrDetailsProps) {
  const location = useLocation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
      <Detail label="Status">
        <LrStatusBadge status={lr.status} />
      </Detail>
      <Detail label="Date">{formatDisplayDate(lr.date)}</Detail>
      <Detail label="Trip ID">
        {opensTrip ? (
          <Anchor component={Link} to={tripPath(lr.tripId)} state={tripOpenedFrom(location)} size="sm">
            {lr.tripId}
          </Anchor>
        ) : (
          lr.tripId
        )}
      </Detail>
      <Detail label="Trip date">{formatDisplayDate(lr.tripDate)}</Detail>
      <Detail label="Truck">{lr.truck}</Detail>
      <Detail label="Driver">{lr.driver}</Detail>
      <Detail label="From -> To">
        {lr.from} -&gt; {lr.to}
      </Detail>
      <Detail label="Consignor">{lr.consignor}</Detail>
      <Detail label="Consignee">{lr.consignee}</Detail>
      <Detail label="Goods">{lr.goods}</Detail>
      <Detail label="Packages">
        {lr.packages.toLocaleString('en-IN')} {lr.packing}
      </Detail>
      <Detail label="Weight">{tons(lr.weight)}</Detail>
      <Detail label="Charged weight">{tons(lr.chargedWeight)}</Detail>
      <Detail label="Invoice">
        {[lr.invoiceNo, lr.invoiceValue === null ? '' : formatRupees(lr.invoiceValue)].filter(Boolean).join(', ')}
      </Detail>
      <Detail label="E-way bill">{lr.ewayBillNo}</Detail>
      <Detail label="E-way bill valid until">
        {lr.ewayBillValidUntil ? formatOfficeDateTime(lr.ewayBillValidUntil) : ''}
      </Detail>
      <Detail label="Freight terms">{FREIGHT_TERMS_LABELS[lr.freightTerms]}</Detail>
      {showsMoney && (
        <>
          <Detail label="Rate">{typeof lr.rate === 'number' ? `${formatRupees(lr.rate)} a ton` : 'No rate yet'}</Detail>
          <Detail label="Freight">{typeof lr.freight === 'number' ? formatRupees(lr.freight) : 'No rate yet'}</Detail>
        </>
      )}
      {(lr.receivedBy || lr.deliveredOn) && (
        <Detail label="Delivered">
          {[lr.receivedBy && `to ${lr.receivedBy}`, lr.deliveredOn && `on ${formatDisplayDate(lr.deliveredOn)}`]
            .filter(Boolean)
            .join(' ')}
        </Detail>
      )}
      {lr.status === 'Cancelled' && <Detail label="Reason for cancelling">{lr.cancelReason}</Detail>}
      <Detail label="Created by">{lr.createdBy}</Detail>
    </SimpleGrid>
  );
}
