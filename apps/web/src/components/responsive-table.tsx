import { Table, type TableProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './responsive-table.module.css';

/** A row's tint (ticked, a day's heading, the totals), worn by its sticky cells too; none when undefined. */
export function rowTint(color: string | undefined): CSSProperties {
  return color ? ({ '--row-tint': color, background: color } as CSSProperties) : {};
}

interface ResponsiveTableProps extends Omit<TableProps, 'style'> {
  /** Below this width the table scrolls sideways inside its box, never the page. */
  minWidth: number;
  /** Names the scrolling box, which the keyboard can reach and scroll with the arrow keys. */
  label: string;
  /** The leading columns kept in view while the rest scrolls: the row's id, or its checkbox and id. */
  stickyColumns?: 0 | 1 | 2;
  /** With two sticky columns, the first one's width, where the second one sticks. */
  firstColumnWidth?: number;
}

/**
 * Every wide table of the app: one line per row (wrapped cells read worse), scrolling sideways in its own box on a
 * narrow screen with its first column kept in view.
 */
export function ResponsiveTable(props: ResponsiveTableProps) {
  const { minWidth, label, stickyColumns = 1, firstColumnWidth = 44, children, ...tableProps } = props;
  const sticky = stickyColumns > 0 ? String(stickyColumns) : undefined;
  const widthVar = { '--first-column-width': `${firstColumnWidth}px` } as CSSProperties;
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" role="region" aria-label={label} tabIndex={0}>
      <Table
        highlightOnHover
        verticalSpacing="xs"
        className={classes.table}
        data-sticky-columns={sticky}
        style={{ whiteSpace: 'nowrap', ...widthVar }}
        {...tableProps}
      >
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
