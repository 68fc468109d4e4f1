import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme.ts';

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      // The API client has already told the user about a failure; retrying would repeat the
      // notice. Polling queries try again at their next interval anyway.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });

export type AppProvidersProps = {
  children: ReactNode;
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals for jsdom. */
  env?: 'default' | 'test';
};

export const AppProviders = ({ children, queryClient, env = 'default' }: AppProvidersProps) => (
  <MantineProvider
    theme={theme}
    cssVariablesResolver={cssVariablesResolver}
    defaultColorScheme="light"
    env={env}
  >
    <Notifications position="top-right" zIndex={1000} limit={4} />
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  </MantineProvider>
);
