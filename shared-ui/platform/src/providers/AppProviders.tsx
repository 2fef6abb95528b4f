import { GlobalStyle, theme } from '@ladrive/design-system';
import type { QueryClient } from '@ladrive/server-state';
import { QueryClientProvider } from '@ladrive/server-state';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { Toaster } from '../toast/Toaster';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Every provider an app needs, composed in one place. The shell renders it once around the whole
 * site; a remote's standalone dev entry renders it too, so a remote never brings providers of its own.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
