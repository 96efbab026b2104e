import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth';
import { queryClient as browserQueryClient } from '../lib/query-client';

/**
 * The app's data and session. The browser has one query cache for the page's life; the server
 * renderer passes a fresh one for each page it renders, so no shopper's page sees another's.
 */
export function Providers({
  client = browserQueryClient,
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
