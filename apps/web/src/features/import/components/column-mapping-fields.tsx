import { IMPORT_COLUMNS, type ImportKind } from '@freightdesk/domain';
import { NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ColumnMapping } from '../utils/column-mapping';

const NOT_IN_FILE = '';

interface ColumnMappingFieldsProps {
  kind: ImportKind;
  /** The column names in the header row of the person's file. */
  headers: readonly string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}

/** For each of our columns, which column of the person's file holds it. */
export function ColumnMappingFields({ kind, headers, mapping, onChange }: ColumnMappingFieldsProps) {
  const columns = IMPORT_COLUMNS[kind];
  const matched = columns.filter((column) => mapping[column.name] !== undefined).length;
  const chosen = new Set(Object.values(mapping));
  // A blank heading cannot be chosen, and a heading used twice is one choice.
  const named = [...new Set(headers)].filter((header) => header !== NOT_IN_FILE);
  const unread = named.filter((header) => !chosen.has(header));
  const options = [
    { value: NOT_IN_FILE, label: '(not in the file)' },
    ...named.map((header) => ({ value: header, label: header })),
  ];
  return (
    <Stack gap="xs" role="group" aria-label="Columns of your file">
      <Text size="sm">
        {matched} of {columns.length} columns found in your file. Choose the column of your file that holds each of
        ours; FreightDesk remembers your choice for the next {kind} file.
      </Text>
      {unread.length > 0 && (
        <Text size="sm" c="dimmed">
          Columns of your file not read: {unread.join(', ')}.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
        {columns.map((column) => (
          <NativeSelect
            key={column.name}
            label={column.name}
            description={column.format}
            data={options}
            value={mapping[column.name] ?? NOT_IN_FILE}
            onChange={(event) => {
              const header = event.currentTarget.value;
              onChange({ ...mapping, [column.name]: header === NOT_IN_FILE ? undefined : header });
            }}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
