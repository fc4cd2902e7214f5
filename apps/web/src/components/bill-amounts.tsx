import {
  BILL_FINAL_LABEL,
  REMARK_RUPEES,
  billBelowZeroProblem,
  billLines,
  billTaxInput,
  billTotals,
  can,
  capitalizeFirst,
  formatRupees,
  fromPaise,
  readNumberText,
  toPaise,
  type BillingSettings,
} from '@freightdesk/domain';
import { Alert, Anchor, Loader, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SCREENS } from '@/config/paths';
import { useCurrentUser } from '@/lib/session';

/** A remark as typed: its amount may not be a number yet, which counts as nothing until it is. */
export interface TypedRemark {
  text: string;
  amount: string | number;
}

/** The amount as the bill will read it ("₹ 1,500.50", "-30,000"), or 0 while it is not one. */
function typedAmount(amount: string | number): number {
  const reading = readNumberText(amount, REMARK_RUPEES);
  return reading.ok ? (reading.value ?? 0) : 0;
}

interface BillAmountsProps {
  /** The row amount of each trip on the bill, in rupees. */
  tripAmounts: number[];
  remarks: TypedRemark[];
  applyTaxes: boolean;
  settings: BillingSettings | undefined;
  /** Revise: the final amount of the revision now issued, in rupees, shown above the new one. */
  issuedFinal?: number | undefined;
}

/**
 * The bill's amounts as the PDF will print them, while the remarks and GST are still being chosen: the same domain
 * functions as the server's bill, with the GST rate and GSTINs the server will use.
 */
export function BillAmounts({ tripAmounts, remarks, applyTaxes, settings, issuedFinal }: BillAmountsProps) {
  if (applyTaxes && !settings) return <Loader size="sm" aria-label="Loading the GST rate" />;
  const typed = remarks.map((remark, index) => ({
    text: capitalizeFirst(remark.text.trim()) || `${index + 1}`,
    amount: typedAmount(remark.amount),
  }));
  const totals = billTotals(
    tripAmounts.map(toPaise),
    typed.map((remark) => toPaise(remark.amount)),
    billTaxInput(
      { gstRate: settings?.gstRate ?? 0, gstin: settings?.businessGstin ?? '' },
      settings?.vendor?.gstin || null,
      applyTaxes,
    ),
  );
  const revising = issuedFinal !== undefined;
  const belowZero = billBelowZeroProblem(totals);
  return (
    <>
      <Table aria-label="Bill summary" withRowBorders={false} verticalSpacing={4} aria-live="polite">
        <Table.Tbody>
          {billLines(totals, typed).map((line) => (
            <Table.Tr key={line.label}>
              <Table.Th scope="row" fw={400}>
                {line.label}
              </Table.Th>
              <Table.Td ta="right">{formatRupees(fromPaise(line.paise))}</Table.Td>
            </Table.Tr>
          ))}
          {revising && (
            <Table.Tr>
              <Table.Th scope="row" fw={400}>
                Final amount as issued
              </Table.Th>
              <Table.Td ta="right">{formatRupees(issuedFinal)}</Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th scope="row">{revising ? 'Final amount of this revision' : BILL_FINAL_LABEL}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatRupees(fromPaise(totals.finalPaise))}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {belowZero && (
        <Alert color="red" variant="light" role="alert" title="Below zero">
          {belowZero}
        </Alert>
      )}
    </>
  );
}

const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}` : (items[0] ?? '');

/** A GST bill prints the business's GSTIN, PAN and address: say which are empty, and where they are filled in. */
export function BusinessDetailsWarning({ missing }: { missing: string[] }) {
  const { profile } = useCurrentUser();
  if (missing.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title="Business details missing">
      <Text size="sm">
        This GST bill will print without the business&apos;s {listed(missing)}.{' '}
        {can(profile, 'settings') ? (
          <Anchor component={Link} to={SCREENS.settings.path} inherit>
            Fill them in on Settings
          </Anchor>
        ) : (
          'Ask an admin to fill them in on Settings.'
        )}
      </Text>
    </Alert>
  );
}
