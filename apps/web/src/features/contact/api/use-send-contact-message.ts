import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  contactMessageResponseSchema,
  contactMessageSchema,
} from '@terracraft/shared/contact';
import { api } from '../../../lib/api-client';

export type ContactMessage = z.output<typeof contactMessageSchema>;
type ContactMessageReceipt = z.infer<typeof contactMessageResponseSchema>;

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessage) =>
      api<ContactMessageReceipt>('/contact', { body: message }),
  });
}
