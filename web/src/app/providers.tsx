import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createTheme, darken, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider';
import { ApiError } from '../lib/api-client';
import '../lib/i18n';

// Shade 9 keeps white text on filled buttons, badges and links on white above the WCAG AA 4.5:1 contrast
// (Mantine's default shade 6 gives 3.3:1 for red).
const theme = createTheme({ primaryColor: 'red', primaryShade: { light: 9, dark: 8 }, defaultRadius: 'md' });

/**
 * Light scheme: secondary ("dimmed") text in gray 7 (8.2:1 on white instead of 3.3:1), and coloured text —
 * `c="green"`, light badges and alerts on their tinted background — darker than shade 9, which is below 4.5:1
 * for green, orange and yellow.
 */
const resolveCssVariables: CSSVariablesResolver = (current) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' };
  for (const [name, shades] of Object.entries(current.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    light[`--mantine-color-${name}-light-color`] = darken(shades[9], 0.35);
    light[`--mantine-color-${name}-text`] = darken(shades[9], 0.2);
  }
  return { variables: {}, light, dark: {} };
};

const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; a network blip or 5xx might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status < 500),
      },
    },
  });

export const AppProviders = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={resolveCssVariables}>
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
};
