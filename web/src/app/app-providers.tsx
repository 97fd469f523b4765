import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { getSession, subscribeToSession } from '../lib/auth-session';
import { ME_KEY } from '../lib/use-me';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  // The cached profile belongs to the user who just left; the next one must not see it.
  useEffect(
    () =>
      subscribeToSession(() => {
        if (getSession().status === 'signed-out') queryClient.removeQueries({ queryKey: ME_KEY });
      }),
    [queryClient],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
