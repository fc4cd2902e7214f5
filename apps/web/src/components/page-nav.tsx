import { Box, Pagination } from '@mantine/core';

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

interface PageNavProps {
  /** The navigation's accessible name, e.g. "Pages of trips". */
  label: string;
  pages: number;
  page: number;
  onChange: (page: number) => void;
}

/** Page numbers under a long table, every button named for screen readers; nothing when all fits on one page. */
export function PageNav({ label, pages, page, onChange }: PageNavProps) {
  if (pages <= 1) return null;
  return (
    <Box component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        getItemProps={(item) => ({ 'aria-current': item === page ? 'page' : undefined })}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        size="sm"
      />
    </Box>
  );
}
