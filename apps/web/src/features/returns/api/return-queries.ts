import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@terracraft/shared/api';
import type { ReturnRequestInput } from '@terracraft/shared/returns';
import { ApiError, api } from '../../../lib/api-client';

/** Asks to return items of one of the shopper's orders; `onDone` refreshes what shows the order. */
export function useRequestReturn(onDone: () => unknown) {
  return useMutation({
    mutationFn: async ({ number, body }: { number: string; body: ReturnRequestInput }) =>
      (await api('returns.request', { params: { number }, body })).return,
    onSuccess: () => onDone(),
  });
}

/**
 * Sends one photo for a return (multipart, which the JSON client does not speak); answers the id
 * the request lists it by.
 */
export async function uploadReturnPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(endpoints['returns.uploadPhoto'].path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the shop. Please try again.');
  }
  const body = (await response.json().catch(() => undefined)) as
    | {
        photo?: { id: string };
        error?: { code: string; message: string; fields?: Record<string, string> };
      }
    | undefined;
  if (!response.ok || !body?.photo) {
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'HTTP_ERROR',
      body?.error?.message ?? `The shop answered ${response.status}. Please try again.`,
      body?.error?.fields,
    );
  }
  return body.photo.id;
}
