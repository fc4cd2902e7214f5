import { TDS_LAW, formatDisplayDate, formatRupees, fromBasisPoints, fromPaise } from '@freightdesk/domain';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { ResponsiveTable } from '@/components/responsive-table';

const HEADINGS = [
  'From',
  'Act',
  'Section',
  'Table Serial',
  'Payment Code',
  'Individual or HUF',
  'Others',
  'No PAN',
  'Single Payment Threshold',
  'Year Threshold',
] as const;
const FIRST_FIGURE = 5;

const rateFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const percent = (basisPoints: number) => `${rateFormat.format(fromBasisPoints(basisPoints))}%`;
const rupees = (paise: number) => formatRupees(fromPaise(paise), { whole: true });

/** Contractor TDS as the law stands from each day: the rates, thresholds and codes the books use (issue 31). */
export function TdsLawTable() {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3}>TDS rates, thresholds and codes</Title>
        <Text size="sm" c="dimmed">
          Contractor TDS as the books apply it. Each line applies from its day until the next one; a budget that changes
          them comes with a new version of FreightDesk.
        </Text>
        <ResponsiveTable minWidth={1100} label="TDS law table" aria-label="TDS rates, thresholds and codes" fz="sm">
          <Table.Thead>
            <Table.Tr>
              {HEADINGS.map((heading, column) => (
                <Table.Th key={heading} ta={column >= FIRST_FIGURE ? 'right' : undefined}>
                  {heading}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {TDS_LAW.map((law) => (
              <Table.Tr key={law.from}>
                <Table.Td>{formatDisplayDate(law.from)}</Table.Td>
                <Table.Td>{law.act}</Table.Td>
                <Table.Td>{law.section}</Table.Td>
                <Table.Td>{law.tableSerial ?? 'None'}</Table.Td>
                <Table.Td>{law.paymentCode ?? 'None'}</Table.Td>
                <Table.Td ta="right">{percent(law.individualOrHufRateBasisPoints)}</Table.Td>
                <Table.Td ta="right">{percent(law.otherRateBasisPoints)}</Table.Td>
                <Table.Td ta="right">{percent(law.noPanRateBasisPoints)}</Table.Td>
                <Table.Td ta="right">{rupees(law.singlePaymentThresholdPaise)}</Table.Td>
                <Table.Td ta="right">{rupees(law.yearThresholdPaise)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      </Stack>
    </Paper>
  );
}
