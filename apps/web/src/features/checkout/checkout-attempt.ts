import type { PlaceOrderRequest } from '@terracraft/shared/orders';

/** sessionStorage: the current checkout attempt's key and a fingerprint of what it orders. */
export const CHECKOUT_ATTEMPT_KEY = 'checkoutAttempt';

interface Attempt {
  key: string;
  fingerprint: string;
}

async function fingerprint(body: PlaceOrderRequest): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(JSON.stringify(body)),
  );
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function readAttempt(): Attempt | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(CHECKOUT_ATTEMPT_KEY) ?? 'null') as unknown;
    const attempt = saved as Partial<Attempt> | null;
    return typeof attempt?.key === 'string' && typeof attempt.fingerprint === 'string'
      ? { key: attempt.key, fingerprint: attempt.fingerprint }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Idempotency-Key for placing this order. The same order asked again in this tab — a retry, a
 * double click, or coming back to checkout after closing the payment dialog — gets the same key,
 * so the server answers with the order it already placed instead of reserving the goods twice.
 * A different order (another cart, address or payment method) starts a new attempt.
 */
export async function checkoutAttemptKey(body: PlaceOrderRequest): Promise<string> {
  const print = await fingerprint(body);
  const saved = readAttempt();
  if (saved?.fingerprint === print) return saved.key;
  const key = crypto.randomUUID();
  sessionStorage.setItem(CHECKOUT_ATTEMPT_KEY, JSON.stringify({ key, fingerprint: print }));
  return key;
}

/** The attempt is over (placed and paid, or refused): the next checkout is a new order. */
export function endCheckoutAttempt() {
  sessionStorage.removeItem(CHECKOUT_ATTEMPT_KEY);
}
