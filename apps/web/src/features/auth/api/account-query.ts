import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const accountKeys = {
  all: ['account'] as const,
  /** The signed-in account as its own page shows it: name, email, mobile, two-factor sign-in. */
  me: () => [...accountKeys.all, 'me'] as const,
};

export const accountQuery = queryOptions({
  queryKey: accountKeys.me(),
  queryFn: ({ signal }) => api('auth.me', { signal }),
  staleTime: 0,
});
