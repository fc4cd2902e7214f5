import { TDS_DOCUMENT_KIND_LABELS, formatDisplayDate, formatRupees, type TdsDocumentRecord } from '@freightdesk/domain';
import { Anchor, Table } from '@mantine/core';
import { ResponsiveTable } from '@/components/responsive-table';
import { percentText } from '../utils/tds-rate-law';

const HEADINGS = ['Kind', 'Details', 'Valid', 'Signed PDF'] as const;

/** What the document says: the year and trucks of a declaration, the number, rate and amount of a certificate. */
function detailsOf(document: TdsDocumentRecord): string {
  if (document.kind === 'transporterDeclaration') {
    return `FY ${document.fy ?? ''}: ${document.vehicles.join(', ')}`;
  }
  const limit = document.amountLimit === null ? '' : ` up to ${formatRupees(document.amountLimit)}`;
  return `No. ${document.certificateNo ?? ''} at ${percentText(document.rate)}${limit}`;
}

/** A vendor's declarations and certificates, each with a link to its signed PDF. */
export function TdsDocumentList({ documents }: { documents: TdsDocumentRecord[] }) {
  return (
    <ResponsiveTable minWidth={640} label="TDS documents table" aria-label="TDS documents" fz="sm">
      <Table.Thead>
        <Table.Tr>
          {HEADINGS.map((heading) => (
            <Table.Th key={heading}>{heading}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.map((document) => (
          <Table.Tr key={document.id}>
            <Table.Td>{TDS_DOCUMENT_KIND_LABELS[document.kind]}</Table.Td>
            <Table.Td>{detailsOf(document)}</Table.Td>
            <Table.Td>
              {formatDisplayDate(document.validFrom)} to {formatDisplayDate(document.validTo)}
            </Table.Td>
            <Table.Td>
              <Anchor href={document.file.url} target="_blank" rel="noopener" size="sm">
                {document.file.fileName}
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
