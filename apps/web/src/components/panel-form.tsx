import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PanelFormProps {
  /** The form's accessible name. */
  label: string;
  title: string;
  /** The form element, for focusing its inputs once the browser's own submit is prevented. */
  onSubmit: (form: HTMLFormElement) => void;
  children: ReactNode;
}

/** A titled form in a bordered panel, checked by the app rather than the browser. */
export function PanelForm({ label, title, onSubmit, children }: PanelFormProps) {
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event.currentTarget);
        }}
        noValidate
        aria-label={label}
      >
        <Stack gap="md">
          <Title order={3}>{title}</Title>
          {children}
        </Stack>
      </form>
    </Paper>
  );
}
