import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { newsletterSubscriptionResponseSchema } from '@terracraft/shared/newsletter';
import { api } from '../../../lib/api-client';

type SubscriptionResult = z.infer<typeof newsletterSubscriptionResponseSchema>;

export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => api<SubscriptionResult>('/newsletter', { body: { email } }),
  });
}
