import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import {
  FileInput,
  MantineProvider,
  createTheme,
  useMantineTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { TransferProgress } from '@/components/transfer-progress';
import { useFocusThroughLoading } from '@/hooks/use-focus-through-loading';
import { setSession } from '@/lib/session';
import { ApiRequestError, setUnauthenticatedHandler } from '@/lib/api-client';
import { ALERTS_ON_PHONE, ALERTS_ON_SCREEN } from '@/lib/notify';
import alertClasses from './alerts.module.css';

const freight: MantineColorsTuple = [
  '#e9f0fa',
  '#d0def2',
  '#a2bce4',
  '#7099d6',
  '#477bca',
  '#2f68c2',
  '#245cb0',
  '#1f4e8c',
  '#193f72',
  '#112d52',
];

const theme = createTheme({
  primaryColor: 'freight',
  colors: { freight },
  defaultRadius: 'md',
  components: {
    // A file input's placeholder is the text of a button, so it needs the contrast of text, not of a hint.
    FileInput: FileInput.extend({ styles: { placeholder: { color: 'var(--mantine-color-dimmed)' } } }),
  },
});

// Mantine's dimmed grey is too faint for small print (WCAG AA asks 4.5:1) in both themes; one shade further passes.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});

// Only a missing answer or a server fault is worth one more try; a refusal will not change.
function retryOnce(failureCount: number, error: Error): boolean {
  return failureCount < 1 && error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);
}

function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: retryOnce, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  setUnauthenticatedHandler(() => setSession(queryClient, null));
  return queryClient;
}

/**
 * Where messages show. On a phone at the bottom, in reach of the thumb: never over the top bar, the screen's own header
 * (the chat's back arrow) or a dialog's title. On a desk, below the top bar.
 */
function Alerts() {
  const theme = useMantineTheme();
  const desk = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false });
  return (
    <Notifications
      position={desk ? 'top-center' : 'bottom-center'}
      limit={desk ? ALERTS_ON_SCREEN : ALERTS_ON_PHONE}
      classNames={{ root: alertClasses.alerts }}
    />
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useFocusThroughLoading();
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <Alerts />
      <TransferProgress />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
