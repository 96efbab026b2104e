import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The shop's query defaults; the server renderer makes one client per page with them. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; a dropped connection might.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });

/** The browser's cache, for the page's life. */
export const queryClient = createQueryClient();
