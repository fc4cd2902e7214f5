import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInbox, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What a screen shows while its data loads: grey bars shaped like the rows to come. */
export function LoadingRows({ label, rows = 5, height = 32 }: { label: string; rows?: number; height?: number }) {
  return (
    <Stack gap="xs" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, line) => (
        <Skeleton key={line} height={height} />
      ))}
    </Stack>
  );
}

/** Nothing to show, said in the spec's words, with what to do next when there is something. */
export function EmptyState({ message, children }: { message: ReactNode; children?: ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="lg">
      <IconInbox size={32} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text c="dimmed" ta="center">
        {message}
      </Text>
      {children}
    </Stack>
  );
}

interface ErrorStateProps {
  message: string;
  retrying?: boolean;
  /** Absent when trying again cannot help, such as for a trip that does not exist. */
  onRetry?: (() => void) | undefined;
  /** Shown without interrupting a screen reader, for a failure the spec keeps out of the alerts. */
  quiet?: boolean;
}

/** A failed load, with a way to try again without reloading the page. */
export function ErrorState({ message, retrying = false, onRetry, quiet = false }: ErrorStateProps) {
  return (
    <Alert
      color="red"
      variant="light"
      role={quiet ? 'status' : 'alert'}
      icon={<IconAlertTriangle size={18} aria-hidden />}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={retrying}
            onClick={onRetry}
          >
            Retry
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/** What StateView needs of a query; TanStack Query's result has it. */
export interface QueryState<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

interface StateViewProps<T> {
  query: QueryState<T>;
  /** Names the loading state for screen readers, such as 'Loading vendors'. */
  loadingLabel: string;
  /** A skeleton shaped like the screen's content; rows of bars when absent. */
  skeleton?: ReactNode;
  errorMessage: string | ((error: Error) => string);
  /** A failure the spec keeps out of the alerts (Today's List logs it instead). */
  quietError?: boolean;
  /** The spec's text for no data; with it, an empty list shows this instead of the content. */
  emptyMessage?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The one way every screen shows its data: a skeleton while it loads, the spec's empty text, or the failure with a
 * Retry; a failed refresh keeps the data already shown under the failure.
 */
export function StateView<T>(props: StateViewProps<T>) {
  const {
    query,
    loadingLabel,
    skeleton,
    errorMessage,
    quietError,
    emptyMessage,
    isEmpty = isEmptyList,
    children,
  } = props;
  const error = query.error && (
    <ErrorState
      quiet={quietError}
      message={typeof errorMessage === 'string' ? errorMessage : errorMessage(query.error)}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
  if (query.data === undefined) return error || (skeleton ?? <LoadingRows label={loadingLabel} />);
  return (
    <>
      {error}
      {emptyMessage !== undefined && isEmpty(query.data) ? <EmptyState message={emptyMessage} /> : children(query.data)}
    </>
  );
}
