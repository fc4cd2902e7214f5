import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './dialog-actions.module.css';

/** A long dialog's buttons, kept in view while its form scrolls under them on a short screen. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <Group justify="flex-end" gap="sm" className={classes.actions}>
      {children}
    </Group>
  );
}
