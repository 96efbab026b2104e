import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => api('newsletter.subscribe', { body: { email } }),
  });
}
