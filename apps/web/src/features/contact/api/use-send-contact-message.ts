import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '@terracraft/shared/api';
import { api } from '../../../lib/api-client';

export type ContactMessage = EndpointInput<'contact.send'>['body'];

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessage) => api('contact.send', { body: message }),
  });
}
