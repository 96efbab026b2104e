import type { PaymentConfirmation } from '@terracraft/shared/payments';

/** The options of Razorpay Checkout the shop uses (the sandbox accepts the same). */
export interface RazorpayOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  image: string;
  order_id: string;
  handler(answer: PaymentConfirmation): void;
  prefill: { name: string; email: string; contact: string };
  notes: Record<string, string>;
  theme: { color: string };
  modal: { ondismiss(): void };
}

interface RazorpayInstance {
  open(): void;
  on(
    event: 'payment.failed',
    callback: (response: { error?: { description?: string } }) => void,
  ): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

type CheckoutResult = { kind: 'paid'; answer: PaymentConfirmation } | { kind: 'dismissed' };

/**
 * Opens the payment dialog and settles when the shopper has paid or closed it. A failed attempt
 * is reported through `onFailure` while the dialog stays open for another try, as Razorpay does.
 */
export function openRazorpayCheckout(
  options: Omit<RazorpayOptions, 'handler' | 'modal'>,
  onFailure: (description: string | undefined) => void,
): Promise<CheckoutResult> {
  const Razorpay = window.Razorpay;
  if (!Razorpay) return Promise.reject(new Error('Razorpay Checkout is not loaded'));
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      ...options,
      handler: (answer) => resolve({ kind: 'paid', answer }),
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', (response) => onFailure(response.error?.description));
    checkout.open();
  });
}
