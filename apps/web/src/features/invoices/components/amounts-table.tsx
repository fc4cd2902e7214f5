import { formatRupees, fromPaise } from '@freightdesk/domain';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** An invoice's figures one under the other, labels left and rupees right, as the PDF prints them. */
export function AmountsTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table aria-label={label} withRowBorders={false} verticalSpacing={4} maw={520}>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}

export function AmountRow({ label, paise, strong = false }: { label: string; paise: number; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 400}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {formatRupees(fromPaise(paise))}
      </Table.Td>
    </Table.Tr>
  );
}

/** A line without an amount, such as the reverse-charge note. */
export function NoteRow({ children }: { children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={2}>
        <Text size="sm" fs="italic">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
